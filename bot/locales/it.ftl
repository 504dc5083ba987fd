### The house's messages in Italian (service, discord, log, core, demo) and its words.

core-no_orders_ahead = { $game } non accetta ordini in anticipo (per '{ $phase }').
core-no_simultaneous_phases = { $game } non ha fasi simultanee.
core-no_text_orders = { $game } accetta ordini solo come oggetto JSON.
core-unknown_game = Gioco sconosciuto '{ $game }'; scegline uno tra: { $choices }.
demo-bad_players = { $title } si gioca da { $least } a { $most ->
        [one] { $most } giocatore
       *[other] { $most } giocatori
    }; ne sono stati indicati { $count }.
demo-too_long = La dimostrazione di { $title } non è finita entro { $steps } decisioni.
discord-board_caption = #{ $game_id } { $title }: il tabellone come lo vedi tu.
discord-done = Fatto.
discord-error-bad_json = Quel file non è una partita registrata: { $reason }.
discord-error-bad_move_choice = Quella scelta non è più disponibile; guarda l'ultimo messaggio.
discord-error-bad_ready = Pronti è "yes" o "no"; '{ $value }' non è né l'uno né l'altro. Non è stato salvato nulla.
discord-error-bad_reminders = I promemoria sono minuti prima della scadenza separati da virgole, come "60,10"; '{ $value }' non lo è.
discord-error-bad_seats = I posti sono coppie nome=@membro separate da virgole; '{ $value }' non lo è.
discord-error-check_failed = Non puoi usare questo comando qui.
discord-error-choose_game = Sei in più partite; scegline una con l'opzione game.
discord-error-file_too_large = Il file è troppo grande ({ $size } byte; al massimo { $limit }).
discord-error-generic = Qualcosa è andato storto da parte nostra; l'errore è stato registrato. La tua richiesta non ha cambiato nulla.
discord-error-guild_only = Questo comando funziona solo in un canale di un server.
discord-error-missing_permissions = Ti serve il permesso { $permissions } per questo.
discord-error-no_game_here = Non c'è nessuna partita in questo canale.
discord-error-no_games = Non hai partite in corso.
discord-error-no_threads_here = Una partita si apre in un thread solo da un canale di testo, e questo canale non può avere thread. Non è stato creato nulla.
discord-error-not_moderator = Solo chi ha Gestisci server o il ruolo di moderatore può usare /mod.
discord-error-option_of_other_game = L'opzione { $option } appartiene a { $owner }, non a { $title }. Non è stato creato nulla.
discord-error-out_of_range = { $option } deve essere tra { $low } e { $high }; hai indicato { $value }.
discord-button-undo = Ritira la mossa
discord-error-outdated_component = Quel pulsante o menu non è più in uso; non è cambiato nulla. Usa l'ultimo messaggio, o /game status per vedere a che punto è la partita.
discord-error-standing_both = Indica sia phase sia mode per impostare ordini permanenti, o nessuno dei due per vedere i tuoi.
discord-error-thread_in_thread = Questo canale è già un thread, e un thread non può contenerne un altro: crea la partita qui senza l'opzione thread, o nel canale sopra. Non è stato creato nulla.
discord-error-thread_permission = Non posso aprire un thread qui: mi servono i permessi { $permissions } in questo canale. Chiedi a un moderatore, o crea la partita senza thread. Non è stato creato nulla.
discord-error-unknown_game_choice = { $value } non è una delle tue partite.
discord-error-wrong_game_kind = La partita in questo canale è { $kind }, non { $expected }.
discord-export-caption = Registrazione della partita { $game_id }.
discord-games-awaits_you = {" "}— **si aspetta te**
discord-games-deadline = {" "}(scade { $deadline })
discord-games-header_here = Partite aperte su questo server:
discord-games-header_mine = Le tue partite aperte:
discord-games-line = <#{ $channel_id }>: { $title } #{ $game_id }, { $status }{ $waiting }{ $deadline }
discord-games-lobby =
    {" "}— { $count ->
        [one] 1 giocatore seduto
       *[other] { $count } giocatori seduti
    }
discord-games-none_here = Nessuna partita aperta su questo server. Aprine una in un canale con /game create.
discord-games-none_mine = Non sei in nessuna partita aperta. Unisciti a una con /game join nel suo canale, o aprine una con /game create.
discord-games-waiting = {" "}— { ITEMS($players) ->
        [one] si aspetta
       *[other] si aspettano
    } { $players }
discord-help-away = **Via per un po'?** `/away set until:venerdì` (o una data, o `tra 5 giorni`) lo dice a tutte le tue partite; ognuna allora aspetta il tuo ritorno o gioca le tue mosse predefinite, come dicono le sue impostazioni. `/away show` mostra la tua assenza, `/away clear` la chiude.
discord-help-house = **Ogni gioco**: `/game status`, `/game board` (la tua vista), `/game history`, `/game leave` (prima dell'inizio), `/game abandon`; ordini segreti con `/orders` (qui o in DM); moderatori e chi ha aperto una partita in attesa: `/mod`.
discord-help-intro = **meeplepost** fa giocare giochi da tavolo per corrispondenza: una partita vive in un canale, le mosse sono comandi slash e pulsanti, gli ordini segreti e le informazioni nascoste arrivano in DM, e il bot disegna il tabellone dopo ogni giro o fase. Giochi: { $games }.
discord-help-no_game_here = Ancora nessuna partita in questo canale.
discord-help-stand_ins = **Qualcuno non risponde?** Un moderatore può affidare il suo posto al sostituto del bot con `/mod standin`; dove la partita lo permette (`/mod settings standin_vote:True`), il tavolo può votarlo con `/game standin-vote`. Il giocatore riprende il suo posto con `/game standin-off`.
discord-help-start = **Aprire una partita**: `/game create` in un canale (con `thread:True` la partita ha un thread tutto suo), gli altri `/game join`, poi chi l'ha aperta `/game start`. `/game rules` spiega un gioco; `/game list` mostra le partite di questo server, `/game mine` le tue ovunque.
discord-help-stats = **Risultati**: `/stats player` mostra partite, vittorie e valutazione di un giocatore su questo server (le tue se non ne indichi nessuno), `/stats top` i migliori giocatori e i punteggi migliori di un gioco, `/stats rules` come contano le partite abbandonate e i sostituti.
discord-help-take_back = **Ci hai ripensato?** Dopo una mossa che non ha scoperto nulla di nascosto (nessun dado, carta o pesca), il pulsante **{ $button }** la annulla, finché un altro giocatore non agisce.
discord-help-this_game = **{ $title }, la partita in questo canale**: { $commands }. Come si gioca: `/game rules`.
discord-note_kept = { $mention }: non riesco a mandarti un messaggio privato (i tuoi messaggi diretti sono chiusi ai membri di questo server). Lo conservo per te: appare, solo a te, la prossima volta che usi un mio comando o pulsante qui.
discord-notes_kept_head = Messaggi che non ti sono arrivati in privato:
discord-orders-form_label = Ordini, uno per riga
discord-orders-form_ready = Pronti? (sì/no)
discord-orders-form_title = Ordini per la partita #{ $game_id }
discord-prompt-choose = Scegli come proseguire:
discord-prompt-your_turn = { $mentions }: tocca a te.
discord-rules-generic = { $title }: vedi il regolamento. Usa /game status per vedere il tabellone.
discord-rules-none = { $title }: non c'è ancora una guida rapida; vedi il regolamento.
discord-select-more = Scegli…
discord-stats-chart_games = Partite valutate
discord-stats-chart_title = Valutazione di { $player }
discord-turn-game_over = Questa partita è finita.
discord-turn-not_in_game = Non sei in questa partita.
discord-turn-nothing_pending = Ora non devi decidere nulla.
discord-turn-other_player = È il turno di { $players }.
log-move_not_object = Una mossa deve essere un oggetto JSON, non { $found }.
log-no_orders_pending = { $player } ora non ha ordini da dare.
log-orders_not_object = Gli ordini di { $player } devono essere un oggetto JSON.
log-orders_twice = { $player } ha già dato gli ordini per questa fase.
log-player_mismatch = La mossa nomina '{ $named }' ma è stata inviata per '{ $player }'.
log-unknown_player = '{ $player }' non è un giocatore di questa partita (giocatori: { $players }).
log-wrong_phase = Questi ordini sono per la fase '{ $phase }'; ora la fase è '{ $expected }'.
service-abandoned = La partita #{ $game_id } è stata abbandonata da { $by }.
service-ahead_adopted_not_ready = Partita #{ $game_id }: { $phase } è aperta. Gli ordini che avevi dato in anticipo superano il controllo; segnalali pronti (/orders ready) o cambiali.
service-ahead_adopted_ready = Partita #{ $game_id }: { $phase } è aperta. Gli ordini che avevi dato in anticipo superano il controllo e sono pronti.
service-ahead_dropped = Gli ordini che avevi dato in anticipo per { $phase } sono scartati:
service-ahead_phase_gone = quella fase è passata senza nulla da decidere per te.
service-ahead_saved = I tuoi ordini per { $phase } restano da parte finché quella fase si apre; allora vengono controllati di nuovo (non ancora pronti).
service-ahead_saved_ready = I tuoi ordini per { $phase } restano da parte finché quella fase si apre; allora vengono controllati di nuovo e contano come pronti.
service-already_away = { $name } è già giocato dal bot.
service-already_paused = La partita è già in pausa.
service-already_seated = Hai già un posto in questa partita, come { $name }.
service-already_started = La partita #{ $game_id } è già cominciata.
service-auto_move = Il bot ha fatto una mossa predefinita per { $player }.
service-bad_deadline = La scadenza è un numero intero di minuti da 1 a 43200 (30 giorni); hai indicato '{ $value }'.
service-bad_minutes = I minuti devono essere un numero intero da 1 a 43200 (30 giorni); hai indicato '{ $value }'.
service-bad_on_deadline = Alla scadenza la partita può aspettare un moderatore ('wait') o giocare una mossa automatica ('auto'); hai indicato '{ $value }'.
service-bad_orders_json = Gli ordini in JSON sono un solo oggetto; questo non lo è: { $reason }.
service-bad_reminders = I promemoria sono minuti interi sopra 0 e sotto la scadenza ({ $deadline ->
        [one] { $deadline } minuto
       *[other] { $deadline } minuti
    }); hai indicato '{ $value }'.
service-bad_rollback = Si annullano da 1 a { $most } mosse; hai indicato '{ $value }'.
service-bad_standing_mode = Gli ordini permanenti sono repeat, defaults o off; non '{ $mode }'.
service-channel_busy = Questo canale ha già una partita (#{ $game_id }, { $status }); finiscila o abbandonala prima.
service-created = { $host } ha aperto una partita a { $title } (#{ $game_id }). Unisciti con /game join; chi l'ha aperta la avvia con /game start.
service-deadline_auto = La scadenza è passata: il bot ha giocato per { $players }.
service-deadline_wait = La scadenza è passata e { $players } { ITEMS($players) ->
        [one] deve
       *[other] devono
    } ancora muovere; un moderatore decide come proseguire (/mod extend, /mod replace, /mod kick).
service-export_not_allowed = Solo un moderatore può esportare una partita prima che finisca (il file rivela i mescolamenti).
service-exported = Partita #{ $game_id } esportata: { $moves } mosse.
service-extended = { $by } ha prolungato la scadenza di { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }: ora è { $deadline }.
service-final_line = { $place }. { $players }: { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
service-forced = { $by } ha fatto proseguire la partita: il bot ha giocato per { $players }.
service-game_over = La partita è finita.
service-guild_defaults_set = Le nuove partite di questo server partono con: { $settings }.
service-history_empty = Ancora nessuna mossa.
service-history_line = { $seq }. { $line }
service-history_move = { $seq }. { $player }: { $move }
service-history_no_orders = { $seq }. { $player } non ha dato ordini per { $phase }.
service-history_no_phase = In questa partita non risultano ordini per '{ $phase }'.
service-history_orders = { $seq }. Ordini di { $player } per { $phase }: { $orders }
service-history_phase = **{ CAPITALISED($phase) }**: gli ordini di ogni giocatore, poi cosa è successo.
service-history_private = { $seq }. { $player } ha cambiato le proprie impostazioni.
service-import_invalid = La registrazione non è valida: { $reason }
service-import_mid_phase = La registrazione si ferma dentro una fase simultanea ({ $players } deve ancora dare gli ordini); tagliala prima degli ordini di quella fase.
service-import_rejected = La mossa { $index } della registrazione è stata rifiutata: { $reason }
service-import_seats = I posti devono associare ogni giocatore della registrazione a un utente: { $reason }
service-imported = { $by } ha importato una partita a { $title } (#{ $game_id }) con { $moves } mosse. Posti: { $players }.
service-is_paused = La partita #{ $game_id } è in pausa; un moderatore può riprenderla.
service-joined = { $name } si è unito ({ $count }/{ $most ->
        [one] { $most } giocatore
       *[other] { $most } giocatori
    }).
service-kicked_lobby = { $name } è stato tolto dal tavolo.
service-kicked_running = { $by } ha tolto { $name } dalla partita; da ora il bot gioca le mosse predefinite di quel posto.
service-leave_running = Non puoi lasciare una partita in corso; chiedi a un moderatore di sostituirti (/mod replace).
service-left = { $name } ha lasciato ({ $count }/{ $most ->
        [one] { $most } giocatore
       *[other] { $most } giocatori
    }).
service-no_deadline = Questa partita non ha una scadenza in corso; impostala con /mod settings.
service-no_game_here = Non c'è nessuna partita in questo canale. Aprine una con /game create.
service-no_orders_pending = Ora non hai ordini da dare nella partita #{ $game_id }.
service-no_orders_stored = Non hai ordini salvati.
service-no_standing_phase = '{ $phase }' non è una fase che torna a ogni turno.
service-no_such_phase = Ora non puoi dare ordini per '{ $phase }'; puoi per: { $choices }.
service-not_host = Solo chi ha aperto la partita o un moderatore può { $action }.
service-not_in_game = Non partecipi alla partita #{ $game_id }.
service-not_moderator = Solo un moderatore può { $action }.
service-not_paused = La partita non è in pausa.
service-not_ready_now = I tuoi ordini non sono più segnati come pronti; puoi cambiarli.
service-not_running = La partita #{ $game_id } non è in corso (è { $status }).
service-not_started = La partita #{ $game_id } non è ancora cominciata.
service-abandoned_unstarted = La partita #{ $game_id } è stata abbandonata prima di cominciare: non ha un tabellone.
service-not_your_seat = In questa partita non giochi il posto '{ $player }'.
service-not_your_turn = Non è il tuo turno: { ITEMS($players) ->
        [one] si aspetta
       *[other] si aspettano
    } { $players }.
service-nothing_to_force = La partita non sta aspettando nessuno.
service-nothing_to_roll_back = Non ci sono mosse da annullare.
service-options_changed = { $by } ha cambiato le opzioni della partita ({ $changed }).
service-options_not_object = Le opzioni devono essere un oggetto JSON.
service-options_set = Opzioni impostate ({ $changed }). Ecco come comincerebbe la partita con { $players }; avviala con /game start.
service-orders_cleared = I tuoi ordini per { $phase } sono cancellati.
service-orders_fell_back = I tuoi ordini per { $phase } non superavano più il controllo, quindi sono stati usati gli ordini predefiniti. Il controllo diceva:
service-orders_locked = I tuoi ordini sono segnati come pronti; per cambiarli segnali prima come non pronti con /orders ready scegliendo False (o il pulsante Non pronto del pannello del turno).
service-orders_open = Partita #{ $game_id }: invia i tuoi ordini per { $phase } (/orders, o i pulsanti qui sotto per tutto il turno insieme), poi segnala che sei pronto.
service-orders_saved = I tuoi ordini per { $phase } sono salvati (non ancora pronti).
service-orders_saved_ready = I tuoi ordini per { $phase } sono salvati e pronti.
service-orders_warned = Accettati, ma leggi qui: alcuni ordini contano su altri giocatori o saranno adattati.
service-paused = { $by } ha messo in pausa la partita.
service-phase_not_open_then = Questo è stato inviato prima che si aprisse { $phase }; non è cambiato nulla. Invialo di nuovo se è per { $phase }.
service-phase_resolved = Questo era per { $then_phase }, che è già stata risolta; non è cambiato nulla. Ora la fase è { $phase }.
service-phase_status = { CAPITALISED($phase) }: { $ready }/{ $total } pronti; { ITEMS($players) ->
        [one] si aspetta
       *[other] si aspettano
    } { $players }.
service-phase_status_all =
    { CAPITALISED($phase) }: { $total ->
        [one] l'unico giocatore atteso è pronto
        [2] entrambi pronti
       *[other] tutti pronti ({ $total })
    }.
service-preview = Se i tuoi ordini venissero eseguiti ora, prima di chiunque altro:
service-preview_fails = Questi ordini non superano più il controllo:
service-ready_with_defaults = Non avevi inviato ordini: sei pronto con gli ordini predefiniti.
service-reminder = Promemoria per { $players }: la scadenza è { $deadline }.
service-reminders_need_deadline = Imposta una scadenza prima dei promemoria.
service-replaced = { $name } ora è giocato da un nuovo giocatore.
service-resumed = { $by } ha ripreso la partita.
service-role_set = Ora i moderatori sono i membri con <@&{ $role_id }> (o con Gestisci server).
service-rolled_back = { $by } ha annullato { $count ->
        [one] una mossa
       *[other] { $count } mosse
    }: { $seq ->
        [0] la partita torna al suo inizio
       *[other] la partita torna a com'era dopo la mossa { $seq }
    }.
service-undone = { $player } ha ritirato la sua ultima mossa.
service-undo_gone = La mossa { $seq } è già stata ritirata o annullata; non è cambiato nulla.
service-undo_not_yours = Solo { $player } può ritirare quella mossa; non è cambiato nulla.
service-undo_acted_since = { $player } ha agito nel frattempo, quindi quella mossa non si può più ritirare; non è cambiato nulla.
service-undo_revealed = Quella mossa ha mostrato qualcosa di nascosto (un dado, una carta, una pescata), quindi non si può ritirare; non è cambiato nulla.
service-settings_none = nessuno
service-settings_now = Scadenza: { $deadline }; promemoria: { $reminders }; alla scadenza: { $policy }.
service-show_none = { CAPITALISED($phase) }: nessun ordine salvato.
service-show_not_ready =
    { CAPITALISED($phase) } (non pronti):
    ```
    { $orders }
    ```
service-show_ready =
    { CAPITALISED($phase) } (pronti):
    ```
    { $orders }
    ```
service-changed_meanwhile = Qualcun altro ha cambiato questa partita nello stesso momento; non è cambiato nulla. Guarda l'ultimo messaggio e riprova.
service-stale_move = La partita è andata avanti da quando è stato inviato (mossa { $then }, ora mossa { $now }); non è cambiato nulla. Guarda l'ultimo messaggio.
service-standing_defaults = Ordini permanenti: sei pronto con gli ordini predefiniti in ogni fase di { $slot }, finché non lo cambi (/orders standing).
service-standing_needs_orders = Non hai ordini salvati per { $phase } da ripetere: inviali prima (/orders submit).
service-standing_none = Non hai ordini permanenti.
service-standing_off = Niente più ordini permanenti per la fase di { $slot }.
service-standing_repeat = Ordini permanenti: questi ordini si ripetono, pronti, in ogni fase di { $slot } finché non li cambi (/orders standing). Sono controllati all'apertura di ogni fase.
service-standing_shows = { $slot }, ogni turno: { $orders }
service-standing_shows_defaults = { $slot }, ogni turno: pronto con gli ordini predefiniti
service-started = La partita a { $title } comincia! Ordine di turno: { $players }.
service-stats-bad_abandoned = '{ $value }' non è un modo di contare le partite abbandonate; scegli non contare o conta com'era. Non è cambiato nulla.
service-stats-bad_stand_ins = '{ $value }' non è un modo di contare i sostituti; scegli conta il posto, salta il posto o salta la partita. Non è cambiato nulla.
service-stats-best_head = Migliori punteggi sulla mappa { $board }:
service-stats-best_line = { $place }. { $player }: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } (partita { $game_id }).
service-stats-no_games = { $player } non ha ancora nessuna partita finita registrata su questo server.
service-stats-no_games_kind = { $player } non ha ancora nessuna partita finita di { $title } registrata su questo server.
service-stats-player_head = Statistiche di { $player } su questo server:
service-stats-player_line = { $title }: { $played ->
        [one] una partita giocata
       *[other] { $played } partite giocate
    }, { $won ->
        [0] nessuna vinta
        [one] una vinta
       *[other] { $won } vinte
    }, piazzamento medio { $average }, valutazione { $rating }.
service-stats-rule_abandoned_count = Una partita abbandonata conta come stava al momento dell'abbandono.
service-stats-rule_abandoned_skip = Una partita abbandonata non conta.
service-stats-rule_stand_ins_count = Un posto giocato da un sostituto conta per il suo giocatore.
service-stats-rule_stand_ins_skip_game = Una partita con un posto giocato da un sostituto non conta affatto.
service-stats-rule_stand_ins_skip_seat = Un posto giocato da un sostituto non conta per il suo giocatore; i risultati degli altri contano.
service-stats-rules_head = Come questo server conta le sue partite:
service-stats-skipped = { $count ->
        [one] Una delle sue partite è stata registrata ma non contata, secondo le regole di questo server.
       *[other] { $count } delle sue partite sono state registrate ma non contate, secondo le regole di questo server.
    }
service-stats-top_head = I migliori giocatori di { $title } su questo server:
service-stats-top_line = { $place }. { $player }: valutazione { $rating }, { $played ->
        [one] una partita
       *[other] { $played } partite
    }, { $won ->
        [0] nessuna vinta
        [one] una vinta
       *[other] { $won } vinte
    }.
service-stats-top_none = Nessuna partita di { $title } è ancora stata contata su questo server.
service-stats-unknown_kind = Non esiste un gioco chiamato '{ $game }'; scegli fra: { $choices }.
service-stats-withdrawn = La partita era finita: il suo risultato e le variazioni di valutazione che aveva prodotto sono ritirati dalle statistiche, e conterà di nuovo quando finirà di nuovo.
service-status_deadline = Scadenza: { $deadline }.
service-status_header =
    #{ $game_id } { $title }: { $status }, { $stage }.
service-status_round = giro { $number }
service-status_setting_up = preparazione
service-status_turn = turno { $number }
service-status_lobby = #{ $game_id } { $title }: in attesa di giocatori ({ $count }/{ $most }): { $players }.
service-status_paused_deadline = In pausa; alla ripresa restano { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }.
service-status_player = { $name }: { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
service-status_waiting = Si aspetta: { $players }.
service-table_full = Il tavolo è pieno ({ $most ->
        [one] { $most } giocatore
       *[other] { $most } giocatori
    }).
service-thread_opened = { $host } ha aperto una partita a { $title } (#{ $game_id }) in un thread tutto suo: <#{ $thread }>. Unisciti lì con /game join.
service-threads_off = Le nuove partite di questo server si aprono nel loro canale, una partita per canale (a meno che /game create non dica thread: True).
service-threads_on = Le nuove partite di questo server si aprono in un thread del loro canale, così un canale può ospitarne diverse (a meno che /game create non dica thread: False).
service-too_few_players = { $title } richiede almeno { $least ->
        [one] { $least } giocatore
       *[other] { $least } giocatori
    }; ne sono seduti { $count }.
service-unknown_game_id = Non c'è nessuna partita #{ $game_id }.
service-unknown_option = { $title } non ha l'opzione '{ $option }'; le sue opzioni sono: { $choices }.
service-use_orders = Questa fase si gioca con ordini segreti: inviali con /orders.
service-user_already_seated = Quell'utente ha già un posto in questa partita ({ $name }).
service-user_not_seated = Quell'utente non ha un posto in questa partita.
service-your_decision = Partita #{ $game_id }: tocca a te. Qui sotto la tua plancia e le tue scelte.
service-your_decision_by = Partita #{ $game_id }: tocca a te, entro { $deadline }. Qui sotto la tua plancia e le tue scelte.
service-your_turn = { $players }: tocca a te.
house-term-abandoned = abbandonata
house-term-active = in corso
house-term-auto = mossa automatica
house-term-lobby = in attesa di giocatori
house-term-over = finita
house-term-paused = in pausa
house-term-running = in corso
house-term-wait = aspettare un moderatore
house-term-nothing = niente
discord-games-place = { $title } in #{ $channel }, { $server }
discord-games-place_channel = { $title } in #{ $channel }
discord-games-place_unnamed = { $title }, partita { $game_id }
discord-games-place_status = { $place } ({ $status })
discord-games-place_numbered = { $place }, partita { $game_id }
service-forced_move = { $player } non aveva altra scelta:
discord-orders-form_label_phase = Ordini per { $phase }, uno per riga
service-show_defaults_ready = { CAPITALISED($phase) } (pronti): gli ordini predefiniti della fase.
service-show_defaults_not_ready = { CAPITALISED($phase) } (non pronti): gli ordini predefiniti della fase.
service-show_empty_ready = { CAPITALISED($phase) } (pronti): nessun ordine, niente da fare.
service-show_empty_not_ready = { CAPITALISED($phase) } (non pronti): nessun ordine, niente da fare.
service-turn_ready_defaults = { CAPITALISED($phase) }: pronto con gli ordini predefiniti quando si apre (Non pronto lo annulla).
service-turn_ready_kept = { CAPITALISED($phase) }: gli ordini che hai tenuto per questa fase sono pronti.
service-turn_unready_defaults = { CAPITALISED($phase) }: non più pronto; ti chiederà gli ordini quando si apre.
service-turn_unready_kept = { CAPITALISED($phase) }: gli ordini che hai tenuto per questa fase non sono più pronti.
service-turn_nothing_open = { CAPITALISED($phase) }: niente di scritto, quindi non sei pronto; invia i tuoi ordini o segnali come pronti.
service-turn_nothing_ahead = { CAPITALISED($phase) }: ancora niente di scritto; ti chiederà gli ordini quando si apre.
service-turn_defaults_kept = { CAPITALISED($phase) }: ancora pronto con gli ordini predefiniti (/orders clear con quella fase, o Non pronto, per essere interpellato).
service-turn_open_defaults_kept = { CAPITALISED($phase) }: ancora pronto senza ordini (/orders ready scegliendo False, o Non pronto, lo annulla).
service-turn_refused = { CAPITALISED($phase) }: non salvato. { $reason }
discord-error-bad_seat_user = '{ $value }' non indica un membro di Discord: un membro è una @menzione o un id di al massimo 19 cifre.
discord-error-nothing_chosen = Non è stato scelto nulla; scegli una delle opzioni.
service-moderated_since = Un moderatore ha usato /mod { $action } su questa partita da quando è stato inviato; non è cambiato nulla. Guarda il canale, poi invialo di nuovo se serve ancora.
service-number_too_long = { $number } è un numero troppo lungo: qui un numero ha al massimo { $most } cifre.
service-side_move_repeated = { $player } ha già agito da quando è stato inviato (mossa { $then }, ora mossa { $now }); non è cambiato nulla. Invialo di nuovo se lo vuoi ancora.
service-away_bad_date = Non riesco a leggere '{ $value }' come un giorno. Scrivi una data come 2026-12-01, un giorno come venerdì o domani, o un intervallo come tra 5 giorni.
service-away_in_past = { $value } è già passato; indica il giorno in cui tornerai.
service-away_too_far = { $value } è a più di un anno da oggi; indica un giorno entro un anno.
service-away_ends_first = La tua assenza deve finire dopo il suo inizio.
service-away_now = Sei assente dal { $starts } fino al { $until } ({ $relative }), in tutte le tue partite.
service-away_games = Vale per { $count ->
        [one] la tua partita aperta
       *[other] le tue { $count } partite aperte
    }.
service-away_no_games = Ora non sei in nessuna partita aperta; varrà per le partite a cui ti unirai prima della fine.
service-away_not = Non risulti assente. Indica quando non ci sarai con /away set.
service-away_was_not = Non risultavi assente; non è cambiato nulla.
service-away_cleared = Bentornato: le tue partite non ti contano più come assente.
service-away_extended = La partita aspetta { $players }, { ITEMS($players) ->
        [one] assente
       *[other] assenti
    } fino al { $until }: la scadenza passa a { $deadline }.
service-away_defaults = La scadenza è passata mentre { $players } { ITEMS($players) ->
        [one] è assente: il bot ha giocato le sue mosse predefinite
       *[other] sono assenti: il bot ha giocato le loro mosse predefinite
    }.
service-away_settings_now = Mentre un giocatore è assente: { $policy }, per al massimo { $days ->
        [one] un giorno
       *[other] { $days } giorni
    } per giocatore in questa partita.
service-bad_away_policy = Mentre un giocatore è assente la partita può prolungare le sue scadenze o giocare le sue mosse predefinite, non { $value }.
service-bad_away_cap = Una partita aspetta un giocatore assente al massimo { $most } giorni in tutto; hai indicato { $value }.
service-standin_on = { $by } ha affidato il posto di { $name } al giocatore automatico (sostituto), finché { $name } non lo riprende (/game standin-off) o un moderatore non lo restituisce (/mod standin-off).
service-standin_off = { $by } ha restituito il posto di { $name }: { $name } torna a giocarlo.
service-standin_already = Il posto di { $name } ha già un sostituto.
service-standin_none = Il posto di quel giocatore non ha un sostituto.
service-standin_orders = { $player } (sostituto) ha dato i suoi ordini.
service-standin_played = { $player } (sostituto):
house-term-away_extend = prolungare le sue scadenze
house-term-away_defaults = giocare le sue mosse predefinite alla scadenza
discord-games-away = { $player } assente fino al { $until }
service-status_away = { $name } è assente fino al { $until }.
service-status_standin = Il posto di { $name } è giocato da un sostituto.
service-standin_fell_back = La scelta del sostituto per { $player } non rispettava le regole, quindi è stata giocata quella predefinita. Le regole dicevano:
discord-button-vote_yes = Sì
discord-button-vote_no = No
service-standin_vote_allowed = Il tavolo può affidare al sostituto, con un voto, un posto che la partita sta aspettando (/game standin-vote).
service-standin_vote_not_allowed = Solo un moderatore può affidare un posto al sostituto.
service-standin_vote_off = Le impostazioni di questa partita non permettono al tavolo di affidare un posto al sostituto con un voto: chiedi a un moderatore (/mod standin), che può anche permettere i voti nelle impostazioni della partita (/mod settings).
service-standin_vote_self = Non puoi indire un voto sul tuo posto.
service-standin_vote_not_awaited = La partita non sta aspettando { $name }: si vota solo per un posto che la partita aspetta.
service-standin_vote_open_already = C'è già un voto aperto sul posto di { $name }.
service-standin_vote_opened = { $caller } indice un voto: il giocatore automatico deve giocare il posto di { $name } (sostituto)? Servono { $need } sì su { $voters } altri giocatori; il voto si chiude { $ends }, o appena { $name } gioca.
service-standin_vote_tally = Voti finora: { $yes } sì, { $no } no; { $need ->
        [one] serve un sì
       *[other] servono { $need } sì
    }.
service-standin_vote_tally_failed = Voto chiuso: { $yes } sì, { $no } no. Il posto resta a { $name }.
service-standin_vote_tally_passed = Voto chiuso: { $yes } sì, { $no } no. Il sostituto gioca il posto di { $name }.
service-standin_vote_tally_played = { $name } ha giocato: il voto è chiuso ({ $yes } sì, { $no } no). Il posto resta a { $name }.
service-standin_vote_tally_not_awaited = La partita non aspetta più { $name }: il voto è chiuso ({ $yes } sì, { $no } no). Il posto resta a { $name }.
service-standin_vote_tally_expired = Il tempo del voto è scaduto: si chiude con { $yes } sì e { $no } no, { $need ->
        [one] senza l'unico sì necessario
       *[other] meno dei { $need } sì necessari
    }. Il posto resta a { $name }.
service-standin_vote_tally_handed = Il voto è chiuso: il posto di { $name } è stato affidato al sostituto in un altro modo.
service-standin_vote_tally_over = La partita è finita: il voto è chiuso ({ $yes } sì, { $no } no).
service-standin_vote_tally_abandoned = La partita è stata abbandonata: il voto è chiuso ({ $yes } sì, { $no } no).
service-standin_vote_tally_off = I moderatori hanno disattivato il voto per il sostituto: il voto è chiuso ({ $yes } sì, { $no } no). Il posto resta a { $name }.
service-standin_vote_twice = Hai già votato in questo voto.
service-standin_vote_not_voter = Solo gli altri giocatori seduti possono votare sul posto di { $name }.
service-standin_vote_unknown = Questo voto non esiste.
service-standin_vote_closed_passed = Questo voto è chiuso: il tavolo ha affidato il posto al sostituto.
service-standin_vote_closed_against = Questo voto è chiuso: troppi hanno votato no.
service-standin_vote_closed_played = Questo voto è chiuso: { $name } ha giocato nel frattempo.
service-standin_vote_closed_not_awaited = Questo voto è chiuso: la partita non aspetta più { $name }.
service-standin_vote_closed_handed = Questo voto è chiuso: il posto ha già un sostituto.
service-standin_vote_closed_expired = Questo voto è chiuso: il tempo è scaduto.
service-standin_vote_paused = La partita è in pausa: il voto prosegue quando la partita riprende.
service-standin_vote_closed_over = Questo voto è chiuso: la partita è finita.
service-standin_vote_closed_abandoned = Questo voto è chiuso: la partita è stata abbandonata.
service-standin_vote_closed_off = Questo voto è chiuso: i moderatori hanno disattivato il voto per il sostituto.
service-standin_vote_failed = Il voto sul posto di { $name } non è passato: il posto resta suo.
service-standin_vote_passed = Il tavolo ha votato ({ $yes } su { $voters }): da ora il giocatore automatico gioca il posto di { $name } (sostituto), finché { $name } non lo riprende con /game standin-off.
