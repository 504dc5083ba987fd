"""The view every message of the bot carries its components in.

The bot's buttons and selects are `DynamicItem`s whose classes are registered once, when the
bot starts (`MeeplepostBot.setup_hook`): a click is matched by its custom id and answered from
the database, whatever message it came from. So discord.py needs to keep nothing of a sent
view. Left to itself it would: it stores every view it sends or edits in, and gives a view on a
private answer (every move's answer with its Undo button) a task that waits fifteen minutes for
its timeout; under a crowd that is hundreds of thousands of idle tasks and views. A
`DynamicView` tells discord.py it is finished from the start, so none are kept.
"""

from __future__ import annotations

from typing import Any

from discord import ui


class DynamicView(ui.View):
    """Components made of registered `DynamicItem`s (and disabled items, which only show
    words); discord.py keeps nothing of it."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def add_item(self, item: ui.Item[Any]) -> DynamicView:
        if not isinstance(item, ui.DynamicItem) and not getattr(item, "disabled", False):
            raise TypeError(f"{type(item).__name__} is not a DynamicItem: nothing would answer it")
        super().add_item(item)
        return self

    def is_finished(self) -> bool:
        """Always: discord.py stores a view and watches its timeout only while it is not."""
        return True
