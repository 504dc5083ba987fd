"""Every word the Roads & Boats board image draws, in one table, and the header's sentences.

`LABELS` is the English default; `render(..., labels=...)` takes a dict of replacements for any
of its keys (`LABELS_IT`, the Italian table), so a translation never touches the drawing code.
Templates use `str.format` fields. The bundled font draws accents, so the words are written as
the rulebooks write them.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rendering.names import SEAT_WORDS

LABELS: dict[str, str] = {
    "title": "ROADS & BOATS",
    # phases
    "phase.start": "Choosing start tiles",
    "phase.production": "Production",
    "phase.movement": "Movement",
    "phase.building": "Building",
    "phase.wonder": "Wonder",
    "phase.over": "Game over",
    "header.turn": "Turn {turn} - {phase}",
    "header.resolved": "done",
    "header.next": "Now: {phase}",
    "header.nothing": "nothing changed on the board",
    # what a phase did (the caption)
    "caption.moved": "{n} transporters moved",
    "caption.moved_one": "1 transporter moved",
    "caption.built": "{n} buildings built",
    "caption.built_one": "1 building built",
    "caption.roads": "{n} roads",
    "caption.roads_one": "1 road",
    "caption.bridges": "{n} bridges",
    "caption.bridges_one": "1 bridge",
    "caption.walls": "{n} walls raised",
    "caption.walls_one": "1 wall raised",
    "caption.produced": "{n} goods produced",
    "caption.produced_one": "1 good produced",
    "caption.new_transporters": "{n} new transporters",
    "caption.new_transporters_one": "1 new transporter",
    "caption.lost_transporters": "{n} transporters gone",
    "caption.lost_transporters_one": "1 transporter gone",
    "caption.bricks": "{n} wonder bricks",
    "caption.bricks_one": "1 wonder brick",
    "caption.brick_owner": "{name} {n}",
    "caption.research": "{player} researched {project}",
    # who still owes what
    "status.orders": "Orders from {names}",
    "status.start": "{names} to choose a start tile",
    "status.request_order": "{names}: ask for the order of play?",
    "status.leave_prayer": "{names}: leave the temple row?",
    "status.choose_position": "{names} to choose a chart position",
    "status.win": "{name} wins!",
    "status.shared_win": "Shared win: {names}",
    # map marks
    "mark.new": "new",
    "mark.more": "{n} goods >",
    "mark.more_one": "1 good >",
    # sidebar
    "key.title": "Key",
    "key.terrain": "Terrain",
    "key.goods": "Goods",
    "key.transporters": "Transporters",
    "key.arrows": "Arrows",
    "key.moved": "moved",
    "key.planned": "your orders",
    "tiles.title": "Crowded tiles",
    "tiles.home": "{name}'s home",
    # terrains
    "terrain.pasture": "pasture",
    "terrain.woods": "woods",
    "terrain.rock": "rock",
    "terrain.mountains": "mountains",
    "terrain.desert": "desert",
    "terrain.sea": "sea",
    # goods
    "good.trunk": "trunk",
    "good.board": "board",
    "good.stone": "stone",
    "good.clay": "clay",
    "good.fuel": "fuel",
    "good.paper": "paper",
    "good.gold": "gold",
    "good.iron": "iron",
    "good.coins": "coins",
    "good.stock": "stock",
    "good.goose": "goose",
    # the short codes on goods tokens ("3Bd")
    "code.trunk": "Tk",
    "code.board": "Bd",
    "code.stone": "St",
    "code.clay": "Cl",
    "code.fuel": "Fu",
    "code.paper": "Pp",
    "code.gold": "Au",
    "code.iron": "Fe",
    "code.coins": "Co",
    "code.stock": "Sk",
    "code.goose": "Gs",
    # the letter before a transporter's number ("W2")
    "letter.donkey": "D",
    "letter.wagon": "W",
    "letter.truck": "T",
    "letter.raft": "R",
    "letter.rowboat": "B",
    "letter.steamer": "S",
    # transporters
    "transporter.donkey": "donkey",
    "transporter.wagon": "wagon",
    "transporter.truck": "truck",
    "transporter.raft": "raft",
    "transporter.rowboat": "rowboat",
    "transporter.steamer": "steamer",
    # buildings
    "building.woodcutter": "Woodcutter",
    "building.quarry": "Quarry",
    "building.clay_pit": "Clay pit",
    "building.mine": "Mine",
    "building.oil_rig": "Oil rig",
    "building.sawmill": "Sawmill",
    "building.coal_burner": "Coal burner",
    "building.papermill": "Papermill",
    "building.stone_factory": "Stone factory",
    "building.mint": "Mint",
    "building.stock_exchange": "Stock exchange",
    "building.wagon_factory": "Wagon factory",
    "building.truck_factory": "Truck factory",
    "building.raft_factory": "Raft factory",
    "building.rowboat_factory": "Rowboat factory",
    "building.steamer_factory": "Steamer factory",
    # research projects
    "research.rowing": "rowing",
    "research.trucking": "trucking",
    "research.shipping": "shipping",
    "research.drilling": "drilling",
    "research.specialisation": "specialisation",
    "research.enlargement": "enlargement",
    "research.new_shafts": "new shafts",
    "research.bright_idea": "bright idea",
    # wonder and players
    "wonder.title": "Wonder",
    "wonder.count": "{bricks} - {neutral} neutral left",
    "wonder.bricks": "{n} bricks",
    "wonder.bricks_one": "1 brick",
    "wonder.neutral": "neutral",
    "wonder.irrigates": "irrigates deserts",
    "wonder.ends": "game ends",
    "player.default": SEAT_WORDS["en"],
    "player.home": "home {tile}",
    "player.no_home": "no home yet",
    "player.plays": "plays #{n}",
    "player.temple": "temple #{n}",
    "player.research": "Research: {projects}",
    "score.gold": "gold",
    "score.coins": "coins",
    "score.stock": "stock",
    "score.wonder": "wonder",
    "rank.1": "1st",
    "rank.2": "2nd",
    "rank.3": "3rd",
    "rank.4": "4th",
    "rank.tie": "{rank} (tie)",
    "rank.entry": "{rank} {name} {points}",
    "rank.temple": "{first} and {second} tie on {points} points: {first} prays nearer the temple",
}

LABELS_IT: dict[str, str] = {
    "title": "ROADS & BOATS",
    # phases
    "phase.start": "Scelta della partenza",
    "phase.production": "Produzione",
    "phase.movement": "Movimento",
    "phase.building": "Costruzione",
    "phase.wonder": "Meraviglia",
    "phase.over": "Partita finita",
    "header.turn": "Turno {turn} - {phase}",
    "header.resolved": "finita",
    "header.next": "Ora: {phase}",
    "header.nothing": "nessun cambiamento sul tabellone",
    # what a phase did (the caption)
    "caption.moved": "{n} trasportatori mossi",
    "caption.moved_one": "1 trasportatore mosso",
    "caption.built": "{n} edifici costruiti",
    "caption.built_one": "1 edificio costruito",
    "caption.roads": "{n} strade",
    "caption.roads_one": "1 strada",
    "caption.bridges": "{n} ponti",
    "caption.bridges_one": "1 ponte",
    "caption.walls": "{n} muri alzati",
    "caption.walls_one": "1 muro alzato",
    "caption.produced": "{n} merci prodotte",
    "caption.produced_one": "1 merce prodotta",
    "caption.new_transporters": "{n} nuovi trasportatori",
    "caption.new_transporters_one": "1 nuovo trasportatore",
    "caption.lost_transporters": "{n} trasportatori persi",
    "caption.lost_transporters_one": "1 trasportatore perso",
    "caption.bricks": "{n} mattoni alla meraviglia",
    "caption.bricks_one": "1 mattone alla meraviglia",
    "caption.brick_owner": "{name} {n}",
    "caption.research": "{player} sviluppa {project}",
    # who still owes what
    "status.orders": "Attesi ordini da {names}",
    "status.start": "{names}: scegliere il tassello di partenza",
    "status.request_order": "{names}: chiedere l'ordine di gioco?",
    "status.leave_prayer": "{names}: smettere di pregare?",
    "status.choose_position": "{names}: scegliere la posizione in sequenza",
    "status.win": "Vince {name}!",
    "status.shared_win": "Vittoria condivisa: {names}",
    # map marks
    "mark.new": "nuovo",
    "mark.more": "{n} merci >",
    "mark.more_one": "1 merce >",
    # sidebar
    "key.title": "Legenda",
    "key.terrain": "Terreno",
    "key.goods": "Merci",
    "key.transporters": "Trasportatori",
    "key.arrows": "Frecce",
    "key.moved": "mossi",
    "key.planned": "i tuoi ordini",
    "tiles.title": "Tasselli affollati",
    "tiles.home": "casa di {name}",
    # terrains
    "terrain.pasture": "pascolo",
    "terrain.woods": "bosco",
    "terrain.rock": "rocce",
    "terrain.mountains": "montagne",
    "terrain.desert": "deserto",
    "terrain.sea": "mare",
    # goods
    "good.trunk": "tronchi",
    "good.board": "tavole",
    "good.stone": "pietre",
    "good.clay": "argilla",
    "good.fuel": "combustibile",
    "good.paper": "carta",
    "good.gold": "oro",
    "good.iron": "ferro",
    "good.coins": "monete",
    "good.stock": "azioni",
    "good.goose": "oche",
    # the short codes on goods tokens, from the Italian words (gold and iron keep their symbols)
    "code.trunk": "Tr",
    "code.board": "Ta",
    "code.stone": "Pi",
    "code.clay": "Ar",
    "code.fuel": "Cb",
    "code.paper": "Ca",
    "code.gold": "Au",
    "code.iron": "Fe",
    "code.coins": "Mo",
    "code.stock": "Az",
    "code.goose": "Oc",
    # the letter before a transporter's number: asino, carro, camion, zattera, barca, nave
    "letter.donkey": "A",
    "letter.wagon": "C",
    "letter.truck": "Cm",
    "letter.raft": "Z",
    "letter.rowboat": "B",
    "letter.steamer": "N",
    # transporters
    "transporter.donkey": "asino",
    "transporter.wagon": "carro",
    "transporter.truck": "camion",
    "transporter.raft": "zattera",
    "transporter.rowboat": "barca a remi",
    "transporter.steamer": "nave a vapore",
    # buildings
    "building.woodcutter": "Taglialegna",
    "building.quarry": "Cava di pietra",
    "building.clay_pit": "Cava di argilla",
    "building.mine": "Miniera",
    "building.oil_rig": "Impianto offshore",
    "building.sawmill": "Segheria",
    "building.coal_burner": "Bruciatore a carbone",
    "building.papermill": "Cartiera",
    "building.stone_factory": "Fabbrica di pietra",
    "building.mint": "Zecca",
    "building.stock_exchange": "Mercato azionario",
    "building.wagon_factory": "Fabbrica di carri",
    "building.truck_factory": "Fabbrica di camion",
    "building.raft_factory": "Fabbrica di zattere",
    "building.rowboat_factory": "Fabbrica di barche a remi",
    "building.steamer_factory": "Fabbrica di navi a vapore",
    # research projects
    "research.rowing": "barche a remi",
    "research.trucking": "camion",
    "research.shipping": "navi a vapore",
    "research.drilling": "impianti offshore",
    "research.specialisation": "miniere specializzate",
    "research.enlargement": "miniere grandi",
    "research.new_shafts": "nuovi filoni",
    "research.bright_idea": "lampadina",
    # wonder and players
    "wonder.title": "Meraviglia",
    "wonder.count": "{bricks} - {neutral} neutrali rimasti",
    "wonder.bricks": "{n} mattoni",
    "wonder.bricks_one": "1 mattone",
    "wonder.neutral": "neutrali",
    "wonder.irrigates": "irriga i deserti",
    "wonder.ends": "fine partita",
    "player.default": SEAT_WORDS["it"],
    "player.home": "casa {tile}",
    "player.no_home": "ancora senza casa",
    "player.plays": "gioca #{n}",
    "player.temple": "tempio #{n}",
    "player.research": "Ricerca: {projects}",
    "score.gold": "oro",
    "score.coins": "monete",
    "score.stock": "azioni",
    "score.wonder": "meraviglia",
    "rank.1": "1º",
    "rank.2": "2º",
    "rank.3": "3º",
    "rank.4": "4º",
    "rank.tie": "{rank} (pari)",
    "rank.entry": "{rank} {name} {points}",
    "rank.temple": "{first} e {second} pari a {points} punti: {first} prega più vicino al tempio",
}
"""`LABELS` in Italian, in the 3rd edition rulebook's words as the bot's Italian messages use
them."""


class Words:
    """The label table of one render: defaults overlaid with the caller's replacements."""

    def __init__(self, replacements: Mapping[str, str] | None = None) -> None:
        self.table = {**LABELS, **{k: str(v) for k, v in (replacements or {}).items()}}
        self.missing: set[str] = set()
        """Keys asked for that the table lacks (a game word it does not know yet)."""

    def __call__(self, key: str, **fields: Any) -> str:
        template = self.table.get(key)
        if template is None:
            self.missing.add(key)
            return key.rpartition(".")[2].replace("_", " ")
        return template.format(**fields) if fields else template

    def count(self, key: str, n: int) -> str:
        """'1 road' / '3 roads': the `_one` form for one."""
        return self(f"{key}_one") if n == 1 else self(key, n=n)

    def phase(self, phase: str) -> str:
        return self(f"phase.{phase}")

    def code(self, good: str) -> str:
        """A good's short code on tokens ("Bd"); '??' for a good the table does not know."""
        if f"code.{good}" not in self.table:
            self.missing.add(f"code.{good}")
        return self.table.get(f"code.{good}", "??")

    def transporter(self, transporter: Mapping[str, Any]) -> str:
        """A transporter's board label in these words: its kind's letter and its number ("C2"
        for the engine's wagon "W2"); a label without a kind is kept."""
        label = str(transporter.get("label", "?"))
        letter = self.table.get(f"letter.{transporter.get('kind')}")
        return letter + label.lstrip(string.ascii_letters) if letter else label

    def goods(self, goods: Mapping[str, int], sign: str = "") -> str:
        """'3Au 2Fe' (or '+3Au +2Fe' with sign '+')."""
        return " ".join(f"{sign}{n}{self.code(g)}" for g, n in goods.items() if n)


ENGLISH = Words()


@dataclass(frozen=True)
class Headline:
    """The header's words: the big title, the caption of what happened, and who owes what."""

    title: str
    caption: str
    status: str
    resolved: bool = False
    """Whether the title names a phase that just resolved (it gets a 'done' tag)."""


def phase_of_key(key: str) -> tuple[int | None, str]:
    """'t3.movement' -> (3, 'movement'), as the engine forms phase keys; a bare phase name
    gives (None, name)."""
    head, dot, phase = key.partition(".")
    if dot and head.startswith("t") and head[1:].isdigit():
        return int(head[1:]), phase
    return None, key


def turn_title(words: Words, turn: int | None, phase: str) -> str:
    name = words.phase(phase)
    return words("header.turn", turn=turn, phase=name) if turn else name
