"""Italian: the first translation our players want (their rulebooks are Italian).

Partial on purpose: a key missing here is shown in English. Terms follow the Italian rulebook.
"""

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
    "discord.done": "Fatto.",
    "discord.error.generic": "Qualcosa è andato storto da parte nostra; l'errore è stato "
    "registrato. La tua richiesta non ha cambiato nulla.",
    "discord.error.missing_permissions": "Ti serve il permesso {permissions} per questo.",
    "discord.error.not_moderator": "Solo chi ha Gestisci server o il ruolo di moderatore può "
    "usare /mod.",
    "discord.error.check_failed": "Non puoi usare questo comando qui.",
    "discord.error.guild_only": "Questo comando funziona solo in un canale di un server.",
    "discord.error.out_of_range": "{option} deve essere tra {low} e {high}; hai indicato {value}.",
    "discord.error.bad_reminders": "I promemoria sono minuti prima della scadenza separati da "
    'virgole, come "60,10"; {value!r} non lo è.',
    "discord.error.bad_json": "Quel file non è una partita registrata: {reason}.",
    "discord.error.file_too_large": "Il file è troppo grande ({size} byte; al massimo {limit}).",
    "discord.error.no_game_here": "Non c'è nessuna partita in questo canale.",
    "discord.error.choose_game": "Sei in più partite; scegline una con l'opzione game.",
    "discord.error.no_games": "Non hai partite in corso.",
    "discord.error.unknown_game_choice": "{value!r} non è una delle tue partite.",
    "discord.error.wrong_game_kind": "La partita in questo canale è {kind}, non {expected}.",
    "discord.error.bad_move_choice": "Quella scelta non è più disponibile; guarda l'ultimo "
    "messaggio.",
    "discord.error.missing_field": "Questa carta richiede l'opzione {field}.",
    "discord.turn.not_in_game": "Non sei in questa partita.",
    "discord.turn.other_player": "È il turno di {players}.",
    "discord.turn.game_over": "Questa partita è finita.",
    "discord.turn.nothing_pending": "Ora non devi decidere nulla.",
    "discord.prompt.your_turn": "{mentions}: tocca a te.",
    "discord.prompt.choose": "Scegli come proseguire:",
    "discord.button.take": "Prendi pietre",
    "discord.select.place": "Metti una pietra…",
    "discord.select.sail": "Fai salpare una barca…",
    "discord.select.play": "Gioca una carta…",
    "discord.select.pick": "Prendi una carta…",
    "discord.select.more": "Scegli…",
    "discord.label.ship_slot": "Barca {ship} (da {size}), posto {slot}",
    "discord.label.ship_site": "Barca {ship} (da {size}) → {site}",
    "discord.label.ship": "Barca {ship}",
    "discord.label.slot": "posto {slot}",
    "discord.label.take": "prendi pietre",
    "discord.label.no_place": "nessuna pietra",
    "discord.label.order": "scarica i posti {order}",
    "discord.label.then": "{first}, poi {second}",
    "discord.orders.form_title": "Ordini per la partita #{game_id}",
    "discord.orders.form_label": "Ordini {phase}, uno per riga",
    "discord.orders.form_ready": "Pronti? (sì/no)",
    "discord.rnb.choose_start": "Scegli il tassello di partenza…",
    "discord.rnb.suggested": "partenza consigliata",
    "discord.rnb.request_order.yes": "Determina l'ordine di gioco",
    "discord.rnb.request_order.no": "Segui la tabella della sequenza",
    "discord.rnb.leave_prayer.yes": "Smetti di pregare",
    "discord.rnb.leave_prayer.no": "Continua a pregare",
    "discord.rnb.position": "Posizione {position}",
    "service.orders_open": (
        "Partita #{game_id}: invia i tuoi ordini per {phase} (/orders), poi segnali pronti."
    ),
    # service (the most frequent lines)
    "service.no_game_here": (
        "Non c'è nessuna partita in questo canale. Aprine una con /game create."
    ),
    "service.not_in_game": "Non partecipi alla partita #{game_id}.",
    "service.not_host": "Solo chi ha aperto la partita o un moderatore può {action}.",
    "service.not_moderator": "Solo un moderatore può {action}.",
    "service.is_paused": "La partita #{game_id} è in pausa; un moderatore può riprenderla.",
    "service.not_your_turn": "Non è il tuo turno: si aspetta {players}.",
    "service.created": (
        "{host} ha aperto una partita a {title} (#{game_id}). Unisciti con /game join; "
        "chi l'ha aperta la avvia con /game start."
    ),
    "service.already_seated": "Hai già un posto in questa partita, come {name}.",
    "service.table_full": "Il tavolo è pieno ({most} giocatori).",
    "service.joined": "{name} si è unito ({count}/{most} giocatori).",
    "service.left": "{name} ha lasciato ({count}/{most} giocatori).",
    "service.started": "La partita a {title} comincia! Ordine di turno: {players}.",
    "service.your_turn": "{players}: tocca a te.",
    "service.game_over": "La partita è finita.",
    "service.final_line": "{place}. {players}: {points} punti",
    "service.paused": "{by} ha messo in pausa la partita.",
    "service.resumed": "{by} ha ripreso la partita.",
    "service.reminder": "Promemoria per {players}: la scadenza è {deadline}.",
    "service.deadline_auto": "La scadenza è passata: il bot ha giocato per {players}.",
    "service.forced": "{by} ha fatto proseguire la partita: il bot ha giocato per {players}.",
    "service.auto_move": "Il bot ha fatto una mossa predefinita per {player}.",
    # secret orders (Roads & Boats)
    "service.orders_saved": "I tuoi ordini per {phase} sono salvati (non ancora pronti).",
    "service.orders_saved_ready": "I tuoi ordini per {phase} sono salvati e pronti.",
    "service.ahead_saved": (
        "I tuoi ordini per {phase} restano da parte finché quella fase si apre; allora "
        "vengono controllati di nuovo (non ancora pronti)."
    ),
    "service.ahead_saved_ready": (
        "I tuoi ordini per {phase} restano da parte finché quella fase si apre; allora "
        "vengono controllati di nuovo e contano come pronti."
    ),
    "service.ahead_adopted_ready": (
        "Partita #{game_id}: {phase} è aperta. Gli ordini che avevi dato in anticipo "
        "superano il controllo e sono pronti."
    ),
    "service.ahead_adopted_not_ready": (
        "Partita #{game_id}: {phase} è aperta. Gli ordini che avevi dato in anticipo "
        "superano il controllo; segnalali pronti (/orders ready) o cambiali."
    ),
    "service.ahead_dropped": "Gli ordini che avevi dato in anticipo per {phase} sono scartati:",
    "service.ahead_phase_gone": "quella fase è passata senza nulla da decidere per te.",
    "service.preview": "Se i tuoi ordini venissero eseguiti ora, prima di chiunque altro:",
    "service.preview_fails": "Questi ordini non superano più il controllo:",
    "service.no_orders_stored": "Non hai ordini salvati.",
    # imhotep (events and the commonest refusals)
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
