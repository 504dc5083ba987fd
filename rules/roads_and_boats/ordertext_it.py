"""The Italian words of the order language: what `ordertext` reads besides English, and writes
for an Italian reader.

The words are the Italian rulebooks': the 3rd edition's where it has one (tavole, tronchi,
combustibile, carro, nave a vapore, segheria, impianto offshore, mercato azionario, filone,
mattoni, the "pezzi" of a wall), also the 1st edition's when reading (assi, carburante,
vagone, battello, borsa valori). Verbs are written in the imperative a player would type
("muovi", "costruisci").
A transporter is written noun first, its colour agreeing with it ("asino-rosso-1",
"zattera-rossa-1"); either order is read, in either language. Banks use the Italian compass
points: ovest is "o" ("C4.o", "C4.no", "C4.so"). Every table maps to the canonical English
value, so the Italian text parses to exactly the orders the English does.
"""

from __future__ import annotations

from typing import Final

VERBS: Final[dict[str, str]] = {
    "trasferisci": "transfer",
    "prendi": "take",
    "dai": "give",
    "trasforma": "process",
    "ricerca": "research",
    "aggiorna": "upgrade",
    "riproduci": "breed",
    "non": "no",
    "distruggi": "destroy",
    "muovi": "move",
    "posa": "set down",
    "costruisci": "build",
    "strada": "road",
    "ponte": "bridge",
    "muro": "wall",
    "demolisci": "demolish",
    "filone": "shaft",
    "mattoni": "bricks",
    "mattone": "brick",
}
"""The first word of an order -> the English order it starts ("posa" is "set down")."""

KEYWORDS: Final[dict[str, frozenset[str]]] = {
    "da": frozenset({"from"}),
    "a": frozenset({"to"}),
    "ad": frozenset({"to"}),
    "in": frozenset({"into", "onto", "at"}),
    "su": frozenset({"into", "onto", "at"}),
    "verso": frozenset({"toward", "towards"}),
    "usando": frozenset({"using"}),
    "volte": frozenset({"times"}),
    "vara": frozenset({"launch"}),
    "asino": frozenset({"donkey"}),
    "con": frozenset({"with"}),
    "riempi": frozenset({"fill"}),
    "tra": frozenset({"between"}),
    "fra": frozenset({"between"}),
    "pezzi": frozenset({"tokens"}),
    "pezzo": frozenset({"token"}),
    "gettoni": frozenset({"tokens"}),
    "gettone": frozenset({"token"}),
    "paga": frozenset({"pay"}),
    "carica": frozenset({"load"}),
    "scarica": frozenset({"unload"}),
    "vai": frozenset({"go"}),
    "raccogli": frozenset({"pickup"}),
    "segui": frozenset({"follow"}),
    "resta": frozenset({"stay"}),
    "oche": frozenset({"geese"}),
    "oca": frozenset({"goose"}),
    "riproduci": frozenset({"breed"}),
    "riprodurre": frozenset({"breed"}),
    "muro": frozenset({"wall"}),
}
"""An Italian word inside an order -> the English keywords it can stand for. "a" is only "to"
(so "scarica 1 tavola, a C6" unloads and then goes on, as "unload 1 board, to C6" does); a
place things go into or stay at is "in" (or "su")."""

SEPARATORS: Final = frozenset({"e", "poi", "quindi"})
"""Optional between parts, like English "and" and "then"."""

WRITE: Final[dict[str, str]] = {
    "transfer": "trasferisci",
    "process": "trasforma",
    "research": "ricerca",
    "upgrade": "aggiorna",
    "breed": "riproduci",
    "no breed": "non riprodurre",
    "destroy": "distruggi",
    "move": "muovi",
    "set down": "posa",
    "build": "costruisci",
    "road": "strada",
    "bridge": "ponte",
    "wall": "muro",
    "demolish": "demolisci muro",
    "shaft": "filone",
    "bricks": "mattoni",
    "from": "da",
    "to": "a",
    "onto": "su",
    "into": "in",
    "at": "in",
    "using": "usando",
    "donkey": "asino",
    "launch": "vara",
    "with": "con",
    "fill": "riempi",
    "between": "tra",
    "and": "e",
    "toward": "verso",
    "tokens": "pezzi",
    "pay": "paga",
    "load": "carica",
    "unload": "scarica",
    "pick up": "raccogli",
    "follow": "segui",
    "stay": "resta",
}
"""How the Italian text writes each order word (the English word as `ordertext` writes it)."""

GOODS: Final[dict[str, tuple[str, str]]] = {
    "trunk": ("tronco", "tronchi"),
    "board": ("tavola", "tavole"),
    "stone": ("pietra", "pietre"),
    "clay": ("argilla", "argilla"),
    "fuel": ("combustibile", "combustibile"),
    "paper": ("carta", "carta"),
    "gold": ("oro", "oro"),
    "iron": ("ferro", "ferro"),
    "coins": ("moneta", "monete"),
    "stock": ("azione", "azioni"),
    "goose": ("oca", "oche"),
}
"""Each good, written for one and for more."""

GOOD_WORDS: Final[dict[str, str]] = {
    **{word: good for good, forms in GOODS.items() for word in forms},
    "asse": "board",
    "assi": "board",
    "carburante": "fuel",
}
"""Every Italian word read as a good (the 1st edition's "assi" and "carburante" too)."""

TRANSPORTERS: Final[dict[str, tuple[str, bool]]] = {
    "donkey": ("asino", False),
    "wagon": ("carro", False),
    "truck": ("camion", False),
    "raft": ("zattera", True),
    "rowboat": ("barca", True),
    "steamer": ("nave", True),
}
"""Each transporter kind as one word of a transporter's name, and whether it is feminine
(its colour agrees: "zattera-rossa-1"). The barca is the barca a remi, the nave the nave a
vapore."""

TRANSPORTER_WORDS: Final[dict[str, str]] = {
    **{word: kind for kind, (word, _) in TRANSPORTERS.items()},
    "vagone": "wagon",
    "battello": "steamer",
}

COLOURS: Final[dict[str, tuple[str, str]]] = {
    "red": ("rosso", "rossa"),
    "yellow": ("giallo", "gialla"),
    "green": ("verde", "verde"),
    "blue": ("blu", "blu"),
}
"""Each player colour, masculine and feminine."""

COLOUR_WORDS: Final[dict[str, str]] = {
    word: colour for colour, forms in COLOURS.items() for word in forms
}

COMPASS: Final[dict[str, str]] = {"w": "o", "nw": "no", "sw": "so"}
"""The compass points Italian writes differently (ovest); n, ne, e, se, s are the same."""

COMPASS_WORDS: Final[dict[str, str]] = {italian: english for english, italian in COMPASS.items()}

BUILDINGS: Final[dict[str, str]] = {
    "woodcutter": "taglialegna",
    "quarry": "cava di pietra",
    "clay_pit": "cava di argilla",
    "mine": "miniera",
    "oil_rig": "impianto offshore",
    "sawmill": "segheria",
    "coal_burner": "bruciatore a carbone",
    "papermill": "cartiera",
    "stone_factory": "fabbrica di pietra",
    "mint": "zecca",
    "stock_exchange": "mercato azionario",
    "wagon_factory": "fabbrica di carri",
    "truck_factory": "fabbrica di camion",
    "raft_factory": "fabbrica di zattere",
    "rowboat_factory": "fabbrica di barche a remi",
    "steamer_factory": "fabbrica di navi a vapore",
}
"""Buildings as the board and the messages name them in Italian."""

BUILDING_WORDS: Final[dict[str, str]] = {
    **{italian: building for building, italian in BUILDINGS.items()},
    "falegnameria": "woodcutter",
    "miniera di pietra": "quarry",
    "pozzo di petrolio": "oil_rig",
    "piattaforma offshore": "oil_rig",
    "borsa valori": "stock_exchange",
    "fabbrica di vagoni": "wagon_factory",
    "fabbrica di battelli a vapore": "steamer_factory",
}
"""Every name read as a building (the 3rd edition's "falegnameria" and "miniera di pietra",
the 1st edition's "pozzo di petrolio" and "borsa valori" too)."""

RESEARCH: Final[dict[str, str]] = {
    "rowing": "barche a remi",
    "trucking": "camion",
    "shipping": "navi a vapore",
    "drilling": "impianti offshore",
    "specialisation": "miniere specializzate",
    "enlargement": "miniere grandi",
    "new_shafts": "nuovi filoni",
    "bright_idea": "lampadina",
}
"""Research projects as the rulebook's research table names them."""

RESEARCH_WORDS: Final[dict[str, str]] = {
    **{italian: project for project, italian in RESEARCH.items()},
    "la lampadina": "bright_idea",
}

FILLS: Final[dict[str, str]] = {"mixed": "misto", "gold": "oro", "iron": "ferro", "large": "grande"}
"""How a mine's bag is filled."""

FILL_WORDS: Final[dict[str, str]] = {italian: fill for fill, italian in FILLS.items()}
