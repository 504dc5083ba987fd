"""The application: a Discord-free service core, the discord.py adapter and the CLI."""
