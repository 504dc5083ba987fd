"""Roads & Boats in Italian: its messages, in the words of the Italian rulebook."""

MESSAGES: dict[str, str] = {
    "discord.rnb.choose_start": "Scegli il tassello di partenza…",
    "discord.rnb.suggested": "partenza consigliata",
    "discord.rnb.request_order.yes": "Determina l'ordine di gioco",
    "discord.rnb.request_order.no": "Segui la tabella della sequenza",
    "discord.rnb.leave_prayer.yes": "Smetti di pregare",
    "discord.rnb.leave_prayer.no": "Continua a pregare",
    "discord.rnb.position": "Posizione {position}",
}
