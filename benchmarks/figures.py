"""How the benchmarks report timings: nearest-rank percentiles, in milliseconds."""

from __future__ import annotations


def percentile(values: list[float], p: float) -> float:
    """The value at fraction ``p`` (0.95 for p95) of ``values`` sorted; 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def ms_text(seconds: list[float], percent: int) -> str:
    """``percent`` (95 for p95) of durations in seconds, as "12 ms"; "-" when none."""
    if not seconds:
        return "-"
    return f"{percentile(seconds, percent / 100) * 1000:.0f} ms"
