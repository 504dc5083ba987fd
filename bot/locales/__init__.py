"""Translation tables for `bot.i18n`, one module per language, keyed like the English templates."""
