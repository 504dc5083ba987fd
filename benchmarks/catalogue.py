"""The Fluent catalogue's cost: building every language's bundles once, and rendering a message.

Prints the time to parse every `.ftl` file into one localisation per language, then the mean
time per rendered message in English and Italian over a mix of a phase's typical events (game
words translated, plural forms chosen, amounts listed, a place in words), against the old
`str.format` of the English source text.

Run: .venv/bin/python benchmarks/catalogue.py [--rounds N]
"""

from __future__ import annotations

import argparse
import time

from bot import i18n, registry
from bot.catalogue import Catalogue
from rules.core import Message

MIX = [
    Message("rnb.building.built", {"player": "ann", "building": "raft_factory", "place": "C3.sw"}),
    Message("rnb.production.made", {"player": "ann", "count": 2, "output": "board", "tile": "C4"}),
    Message(
        "meduris.built_hut",
        {
            "player": "bob",
            "space": 5,
            "district": 1,
            "paid": {"wood": 1, "stone": 1},
            "settlement": 2,
        },
    ),
    Message("meduris.took_material", {"player": "cid", "material": "stone"}),
    Message("imhotep.placed", {"player": "ann", "ship": 1, "slot": 0}),
    Message("service.joined", {"name": "ann", "count": 2, "most": 4}),
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    rounds = 20 if args.quick else args.rounds
    registry.install()

    start = time.perf_counter()
    fresh = Catalogue()
    for plugin in registry.plugins():
        if plugin.catalogue is not None:
            fresh.add_folder(plugin.name, plugin.catalogue)
    for language in fresh.languages():
        fresh.localisation(language)
    print(f"build: {(time.perf_counter() - start) * 1000:.1f} ms for {fresh.languages()}")

    for language in ("en", "it"):
        i18n.render(MIX[0], language)
        start = time.perf_counter()
        for _ in range(rounds):
            for message in MIX:
                i18n.render(message, language)
        each = (time.perf_counter() - start) / (rounds * len(MIX))
        print(f"render {language}: {each * 1e6:.1f} µs per message")
    start = time.perf_counter()
    for _ in range(rounds):
        for message in MIX:
            message.english()
    each = (time.perf_counter() - start) / (rounds * len(MIX))
    print(f"source text (str.format): {each * 1e6:.1f} µs per message")


if __name__ == "__main__":
    main()
