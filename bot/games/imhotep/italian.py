"""Imhotep in Italian: its messages and terms, in the words of the Italian rulebook."""

TERMS: dict[str, str] = {
    "market": "mercato",
    "pyramid": "piramide",
    "temple": "tempio",
    "burial_chamber": "camera funeraria",
    "obelisks": "obelischi",
    "entrance": "ingresso",
    "sarcophagus": "sarcofago",
    "paved_path": "strada lastricata",
    "decoration_pyramid": "decorazione piramide",
    "decoration_temple": "decorazione tempio",
    "decoration_burial_chamber": "decorazione camera funeraria",
    "decoration_obelisks": "decorazione obelischi",
    "statue": "statua",
    "lever": "leva",
    "hammer": "martello",
    "sail": "vela",
    "chisel": "scalpello",
}

MESSAGES: dict[str, str] = {
    "discord.error.missing_field": "Questa carta richiede l'opzione {field}.",
    "discord.button.take": "Prendi pietre",
    "discord.button.pass": "Passa",
    "discord.select.place": "Metti una pietra…",
    "discord.select.sail": "Fai salpare una barca…",
    "discord.select.play": "Gioca una carta…",
    "discord.select.pick": "Prendi una carta…",
    "discord.label.ship_slot": "Barca {ship} (da {size}), posto {slot}",
    "discord.label.ship_site": "Barca {ship} (da {size}) → {site}",
    "discord.label.ship": "Barca {ship}",
    "discord.label.slot": "posto {slot}",
    "discord.label.take": "prendi pietre",
    "discord.label.no_place": "nessuna pietra",
    "discord.label.order": "scarica i posti {order}",
    "discord.label.then": "{first}, poi {second}",
    "imhotep.not_your_turn": "È il turno di {current}, non di {player}.",
    "imhotep.sled_full": "La tua slitta è piena ({sled} pietre); non puoi prendere pietre.",
    "imhotep.quarry_empty": "La tua cava è vuota; non puoi prendere pietre.",
    "imhotep.slot_taken": "Il posto {slot} della barca {ship} ha già una pietra di {owner}.",
    "imhotep.sled_empty": "Non hai pietre sulla slitta; prima prendi delle pietre.",
    "imhotep.too_light": (
        "La barca {ship} deve avere almeno {min} pietre per salpare; ne ha {count}."
    ),
    "imhotep.site_taken": "La barca {other} è già andata a {site} in questo round.",
    "imhotep.ship_sailed": "La barca {ship} è già salpata per {site} in questo round.",
    "imhotep.round_start": (
        "Round {round} di 6: barche da {sizes}; al mercato ci sono {cards}. Inizia {player}."
    ),
    "imhotep.took_stones": "{player} ha preso {count} pietre (slitta {sled}, cava {quarry}).",
    "imhotep.placed": "{player} ha messo una pietra sulla barca {ship}, posto {slot}.",
    "imhotep.played_card": "{player} ha giocato una carta {card}.",
    "imhotep.sailed_pyramid": "{player} ha portato la barca {ship} alla piramide: {points}.",
    "imhotep.sailed_site": "{player} ha portato la barca {ship} a {site}: {stones}.",
    "imhotep.took_card": "{player} ha preso {card} dal mercato.",
    "imhotep.temple_scores": "Fine del round {round}: il tempio assegna {points}.",
    "imhotep.game_end": "Partita finita. Punteggi finali: {scores}. Vince {winners}.",
    "imhotep.game_end_shared": (
        "Partita finita. Punteggi finali: {scores}. Vittoria condivisa: {winners}."
    ),
}
