"""Roads & Boats in Italian: its messages, in the words of the Italian rulebook."""

TERMS: dict[str, str] = {
    "production": "produzione",
    "movement": "movimento",
    "building": "costruzione",
    "wonder": "meraviglia",
}

MESSAGES: dict[str, str] = {
    "rnb.phase_name": "Turno {turn} — {phase_word}",
    "rnb.phase_name.start": "l'inizio",
    "discord.rnb.choose_start": "Scegli il tassello di partenza…",
    "discord.rnb.suggested": "partenza consigliata",
    "discord.rnb.request_order.yes": "Determina l'ordine di gioco",
    "discord.rnb.request_order.no": "Segui la tabella della sequenza",
    "discord.rnb.leave_prayer.yes": "Smetti di pregare",
    "discord.rnb.leave_prayer.no": "Continua a pregare",
    "discord.rnb.position": "Posizione {position}",
}
