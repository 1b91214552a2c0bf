"""The web table's pages, one module each, each adding its routes with ``add_routes(app)``."""
