"""Italian: the first translation our players want (their rulebooks are Italian).

Partial on purpose: a key missing here is shown in English. Terms follow the Italian rulebook.
"""

MESSAGES: dict[str, str] = {
    "discord.done": "Fatto.",
    "discord.note_kept": "{mention}: non riesco a mandarti un messaggio privato (i tuoi "
    "messaggi diretti sono chiusi ai membri di questo server). Lo conservo per te: appare, "
    "solo a te, la prossima volta che usi un mio comando o pulsante qui.",
    "discord.notes_kept_head": "Messaggi che non ti sono arrivati in privato:",
    "discord.error.generic": "Qualcosa è andato storto da parte nostra; l'errore è stato "
    "registrato. La tua richiesta non ha cambiato nulla.",
    "discord.error.missing_permissions": "Ti serve il permesso {permissions} per questo.",
    "discord.error.not_moderator": "Solo chi ha Gestisci server o il ruolo di moderatore può "
    "usare /mod.",
    "discord.error.check_failed": "Non puoi usare questo comando qui.",
    "discord.error.guild_only": "Questo comando funziona solo in un canale di un server.",
    "discord.error.outdated_component": "Quel pulsante o menu non è più in uso; non è cambiato "
    "nulla. Usa l'ultimo messaggio, o /game status per vedere a che punto è la partita.",
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
    "discord.turn.not_in_game": "Non sei in questa partita.",
    "discord.turn.other_player": "È il turno di {players}.",
    "discord.turn.game_over": "Questa partita è finita.",
    "discord.turn.nothing_pending": "Ora non devi decidere nulla.",
    "discord.prompt.your_turn": "{mentions}: tocca a te.",
    "discord.prompt.choose": "Scegli come proseguire:",
    "discord.select.more": "Scegli…",
    "discord.orders.form_title": "Ordini per la partita #{game_id}",
    "discord.orders.form_label": "Ordini {phase}, uno per riga",
    "discord.orders.form_ready": "Pronti? (sì/no)",
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
    "service.your_decision": "Partita #{game_id}: tocca a te. Qui sotto la tua plancia e le "
    "tue scelte.",
    "service.your_decision_by": "Partita #{game_id}: tocca a te, entro {deadline}. Qui sotto "
    "la tua plancia e le tue scelte.",
    "service.game_over": "La partita è finita.",
    "service.final_line": "{place}. {players}: {points} punti",
    "service.paused": "{by} ha messo in pausa la partita.",
    "service.resumed": "{by} ha ripreso la partita.",
    "service.reminder": "Promemoria per {players}: la scadenza è {deadline}.",
    "service.deadline_auto": "La scadenza è passata: il bot ha giocato per {players}.",
    "service.forced": "{by} ha fatto proseguire la partita: il bot ha giocato per {players}.",
    "service.auto_move": "Il bot ha fatto una mossa predefinita per {player}.",
    # secret orders (Roads & Boats)
    "service.phase_status": "{phase}: {ready}/{total} pronti; si aspetta {players}.",
    "service.phase_status_all": "{phase}: tutti pronti ({total}).",
    "service.history_line": "{seq}. {line}",
    "service.history_orders": "{seq}. Ordini di {player} per {phase}: {orders}",
    "service.history_private": "{seq}. {player} ha cambiato le proprie impostazioni.",
    "service.history_phase": "**{phase}**: gli ordini di ogni giocatore, poi cosa è successo.",
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
}
