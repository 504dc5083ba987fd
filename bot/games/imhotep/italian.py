"""Imhotep's slash-command texts in Italian; its messages are in `locales/it.ftl`."""

COMMANDS: dict[str, str] = {
    "Imhotep variant: -5 points unless you brought a stone to all four sites": "Variante di "
    "Imhotep: -5 punti se non hai portato una pietra in tutti e quattro i luoghi",
    "Imhotep moves": "Mosse di Imhotep",
    "Take up to 3 stones from your quarry onto your sled": "Prendi fino a 3 pietre dalla tua "
    "cava sul tassello stoccaggio",
    "Place a stone from your sled on a ship": "Carica una pietra dal tassello stoccaggio su "
    "una barca",
    "Ship number as on the board (1-4)": "Numero della barca come sul tabellone (1-4)",
    "Slot on that ship (1 = bow)": "Casella su quella barca (1 = prua)",
    "Sail a loaded ship to a site": "Conduci una barca carica in un luogo",
    "Where it goes": "Dove va",
    "market": "Mercato",
    "pyramid": "Piramide",
    "temple": "Tempio",
    "burial chamber": "Tomba",
    "obelisks": "Obelischi",
    "Take a face-up card at the market (when it is your pick)": "Prendi una carta scoperta al "
    "Mercato (quando tocca a te sceglierla)",
    "One of the face-up cards": "Una delle carte scoperte",
    "Play a blue card as your action": "Gioca una carta blu come azione",
    "hammer, chisel, sail or lever": "hammer (Martello), chisel (Scalpello), sail (Vela) o "
    "lever (Leva)",
    "Ship (hammer, sail, lever; chisel's first stone)": "Barca (Martello, Vela, Leva; prima "
    "pietra dello Scalpello)",
    "Slot on that ship (hammer, sail; chisel's first stone)": "Casella su quella barca "
    "(Martello, Vela; prima pietra dello Scalpello)",
    "Where the ship sails (sail, lever)": "Dove viene condotta la barca (Vela, Leva)",
    "Chisel: ship of the second stone": "Scalpello: barca della seconda pietra",
    "Chisel: slot of the second stone": "Scalpello: casella della seconda pietra",
    "Lever: the occupied slots in unloading order, like 3,1,2": "Leva: le caselle occupate "
    "nell'ordine di scarico, come 3,1,2",
    "Pass (only when you have no legal action)": "Passa (solo quando non hai azioni possibili)",
}
"""Imhotep's slash-command, option and choice descriptions, keyed by their English text (for
the adapter's `app_commands.Translator`)."""
