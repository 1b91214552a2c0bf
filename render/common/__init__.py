"""Drawing pieces every game's boards share: fonts, palette, geometry, text, PNG encoding."""
