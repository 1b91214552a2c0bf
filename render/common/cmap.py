"""Which characters a TrueType font has a glyph for, read from its ``cmap`` table.

Pillow draws a missing character as the font's empty box and cannot say it did, so the
fallback fonts (``render.common.fonts``) pick a font per character from these sets.
Only the two Unicode subtable formats the bundled fonts use are read: 4 (BMP) and 12.
"""

from __future__ import annotations

import struct
from pathlib import Path


def _tables(data: bytes) -> dict[bytes, int]:
    count = struct.unpack_from(">H", data, 4)[0]
    return {data[12 + 16 * i:16 + 16 * i]: struct.unpack_from(">I", data, 20 + 16 * i)[0]
            for i in range(count)}


def _format4(data: bytes, at: int) -> set[int]:
    segs = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segs}H", data, at + 14)
    starts = struct.unpack_from(f">{segs}H", data, at + 16 + 2 * segs)
    deltas = struct.unpack_from(f">{segs}h", data, at + 16 + 4 * segs)
    offsets_at = at + 16 + 6 * segs
    offsets = struct.unpack_from(f">{segs}H", data, offsets_at)
    out: set[int] = set()
    for k, (start, end, delta, offset) in enumerate(zip(starts, ends, deltas, offsets,
                                                        strict=True)):
        if start == 0xFFFF:
            continue
        for code in range(start, end + 1):
            if offset == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                where = offsets_at + 2 * k + offset + 2 * (code - start)
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                out.add(code)
    return out


def _format12(data: bytes, at: int) -> set[int]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    out: set[int] = set()
    for g in range(groups):
        start, end, glyph = struct.unpack_from(">3I", data, at + 16 + 12 * g)
        out.update(range(start + (1 if glyph == 0 else 0), end + 1))
    return out


def covered(path: Path) -> frozenset[int]:
    """The code points ``path`` maps to a real glyph (never the missing-glyph box)."""
    data = path.read_bytes()
    cmap = _tables(data)[b"cmap"]
    count = struct.unpack_from(">H", data, cmap + 2)[0]
    subtables: dict[int, int] = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if (platform, encoding) in ((3, 10), (3, 1), (0, 3), (0, 4), (0, 6)):
            fmt = struct.unpack_from(">H", data, cmap + offset)[0]
            subtables.setdefault(fmt, cmap + offset)
    if 12 in subtables:
        return frozenset(_format12(data, subtables[12]))
    if 4 in subtables:
        return frozenset(_format4(data, subtables[4]))
    raise ValueError(f"{path.name}: no Unicode cmap subtable of format 4 or 12")
