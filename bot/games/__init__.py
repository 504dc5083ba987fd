"""The games' own bot packages: each declares its `GamePlugin` and holds its Discord module."""
