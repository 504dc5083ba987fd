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

from collections.abc import Callable
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


class PrebuiltView(DynamicView):
    """Components already in the form Discord receives them (`View.to_components`'s), sent as
    they are. The answer to every move carries one (its Undo button): making discord.py's item
    and view for it, then their payload, cost about 120k instructions, a tenth of the answer.

    discord.py reads a sent view's components, whether it is finished (always), whether it is
    dispatchable (never) and its timeout; nothing is dispatched through it (its buttons are
    registered `DynamicItem`s, matched by custom id). Its items are made only when another view
    takes them in (`children`)."""

    def __init__(
        self, components: list[dict[str, Any]], items: Callable[[], list[ui.Item[Any]]]
    ) -> None:
        # No View.__init__: its random id, future and row weights serve a view discord.py
        # keeps and dispatches to, which this one never is.
        self._components = components
        self._items = items
        self._children = []

    def to_components(self) -> list[dict[str, Any]]:
        return self._components

    def add_item(self, item: ui.Item[Any]) -> PrebuiltView:
        raise TypeError("a prebuilt view's components are fixed; add to a DynamicView instead")

    def has_components_v2(self) -> bool:
        return False

    def is_dispatchable(self) -> bool:
        """Never: asked by an ephemeral followup, it would otherwise walk (and so make) the
        items."""
        return False

    @property
    def children(self) -> list[ui.Item[Any]]:
        """The items the components stand for, made now (for a view that takes them in)."""
        return self._items()

    @property
    def timeout(self) -> float | None:
        return None

    @timeout.setter
    def timeout(self, value: float | None) -> None:
        """discord.py gives an ephemeral followup's view a timeout; nothing waits for it here."""
