"""Meduris's slash-command texts in Italian; its messages are in `locales/it.ftl`."""

COMMANDS: dict[str, str] = {
    "Meduris moves": "Mosse di Meduris",
    "Setup: place a worker on a highland": "Preparazione: metti un lavoratore su un altopiano",
    "The highland (its stack holds at most 3 workers)": "L'altopiano (la sua pila tiene al "
    "massimo 3 lavoratori)",
    "The die shows 'any': take one material from the supply": "Il dado mostra 'qualsiasi': "
    "prendi un materiale dalla riserva",
    "The die shows 'return': give one back": "Il dado mostra 'restituisci': restituiscine uno",
    "Big harvest: move one of your workers to another highland": "Grande raccolto: sposta un "
    "tuo lavoratore su un altro altopiano",
    "The highland your worker stands on": "L'altopiano dove si trova il tuo lavoratore",
    "Its place in that stack (1 = bottom)": "La sua posizione nella pila (1 = in fondo)",
    "The highland it moves to (on top)": "L'altopiano dove va (in cima)",
    "Build a hut on an empty space": "Costruisci una capanna su una casella libera",
    "Build a temple on an empty space without a token": "Costruisci un tempio su una casella "
    "libera senza segnalino",
    "Space number as on the board (1 = after the great river)": "Numero della casella come sul "
    "tabellone (1 = dopo il grande fiume)",
    'Only to replace missing materials 3 for 1, like "stone=3"': "Solo per sostituire "
    'materiali mancanti 3 per 1, come "stone=3"',
    'Only to replace missing materials 3 for 1, like "wood=3, copper=2"': "Solo per sostituire "
    'materiali mancanti 3 per 1, come "wood=3, copper=2"',
    "Your offering to the druid at your hut": "La tua offerta al druido presso la tua capanna",
    '"nothing", "token", one material, or both like "wool+copper"': '"nothing", "token", un '
    'materiale, o entrambi come "wool+copper"',
    "Exchange 3 of your materials for 1 (any time)": "Scambia 3 tuoi materiali con 1 (in "
    "qualsiasi momento)",
    'Exactly 3 materials, like "wood=2, stone=1"': "Esattamente 3 materiali, come "
    '"wood=2, stone=1"',
    "What you get": "Cosa ottieni",
    "wood": "legno",
    "wool": "lana",
    "copper": "rame",
    "stone": "pietra",
}
