"""The web table: an aiohttp adapter over the host services, beside ``cogs/``.

A page reads the store through the host and draws every board in HTML/SVG from the
engines' views; a move from a page is the same host call as ``/play``.
"""
