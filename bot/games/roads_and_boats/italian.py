"""Roads & Boats' slash-command texts in Italian, and its engine ids as Italian orders write
them; its messages are in `locales/it.ftl`."""

from __future__ import annotations

from rules.roads_and_boats.ordertext import format_name

PATH_STEP = " > "
"""How a transporter's path is joined in the engine's events ("C3 > C4.sw")."""


def engine_words(value: str, language: str) -> str:
    """A transporter, a place or a path of places inside a message, as an order in `language`
    writes it: what a player reads is what they can type ("asino-rosso-2", "C4.so")."""
    return PATH_STEP.join(format_name(step, language) for step in value.split(PATH_STEP))


COMMANDS: dict[str, str] = {
    "Roads & Boats: a map generated for the players (default) or a fixed one": "Roads & Boats: "
    "una mappa generata per i giocatori (predefinito) o una mappa fissa",
    "generated": "generata",
    "Roads & Boats, one player: the solo puzzle (20 turns, wonder half built)": "Roads & "
    "Boats, un giocatore: il solitario (20 turni, meraviglia costruita a metà)",
    "Roads & Boats: start tile and order of play": "Roads & Boats: tassello di partenza e "
    "ordine di gioco",
    "Choose your start tile (a bank like C4.n on a river tile)": "Scegli il tassello di "
    "partenza (una sponda come C4.n su un tassello con fiume)",
    "The tile's label on the board": "Il nome del tassello sul tabellone",
    "Ask (or not) for the order of play to be determined": "Chiedi (o no) di determinare "
    "l'ordine di gioco",
    "True: determine the order of play for this phase": "True: determina l'ordine di gioco per "
    "questa fase",
    "Stop praying (go to the back of the temple row) or not": "Smetti di pregare (vai in fondo "
    "alla riga del tempio) o no",
    "True: stop praying and move to the back of the row": "True: smetti di pregare e vai in "
    "fondo alla riga",
    "Take a free position on the sequence chart": "Prendi una posizione libera sulla tabella "
    "della sequenza",
    "A free position, 1 plays first": "Una posizione libera; 1 gioca per primo",
    "Your standing answers, so play need not wait for you": "Le tue risposte permanenti, così "
    "il gioco non deve aspettarti",
    "Ask for the order of play to be determined": "Chiedi di determinare l'ordine di gioco",
    "never": "mai",
    "always": "sempre",
    "ask me each phase": "chiedimelo a ogni fase",
    "Stop praying when the order is determined": "Smetti di pregare quando l'ordine viene "
    "determinato",
    'Sequence positions you want, best first, like "1,2"; "ask" to be asked': "Posizioni "
    'nella sequenza che vuoi, la migliore per prima, come "1,2"; "ask" per essere interpellato',
    "Host, before the start: the map (a file, a form, fixed or generated)": "Chi ha aperto "
    "la partita, prima dell'inizio: la mappa (un file, un modulo, fissa o generata)",
    "A map in the text format (UTF-8, at most 8 KB)": "Una mappa nel formato di testo (UTF-8, "
    "al massimo 8 KB)",
    "One of the fixed maps": "Una delle mappe fisse",
    "True: a map generated for the players from the game's seed": "True: una mappa generata "
    "per i giocatori dal seme della partita",
}
"""Roads & Boats' slash-command, option and choice descriptions, keyed by their English text
(for the adapter's `app_commands.Translator`)."""
