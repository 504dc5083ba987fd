### Roads & Boats in Italian, in the words of the Italian rulebook.
###
### The words are the 3rd edition's (the edition the rules implement): tassello, merci,
### trasportatori, tavole, tronchi, combustibile, carro, nave a vapore, segheria, impianto offshore,
### mercato azionario, filoni, mattoni, tabella della sequenza, riga del tempio. Where the 3rd edition
### reads oddly the 1st edition's word is used: "taglialegna" (3rd: "falegnameria") and "cava di
### pietra" (3rd: "miniera di pietra", easily mistaken for a mine). Goods read in the plural
### ("2 tavole"); a building is named after "l'edificio" so no article has to agree with it.
discord-error-bad_positions = Le posizioni sono numeri da 1 a 4, la migliore per prima, separati da virgole, come "1,2" (oppure "ask"); '{ $value }' non lo è.
discord-error-standing_empty = Indica almeno uno tra "request", "leave_prayer", "positions".
discord-rnb-choose_start = Scegli il tassello di partenza passo per passo, o scrivi /rnb start
discord-rnb-leave_prayer-no = Continua a pregare
discord-rnb-leave_prayer-yes = Smetti di pregare
discord-rnb-map_form_hint = S  P~se  R  S (un simbolo per tassello, dalla colonna A)
discord-rnb-map_form_label = La mappa, una riga di tasselli per riga
discord-rnb-map_form_stale = Questo modulo era per la partita #{ $game_id }, che non è più in attesa di giocatori in questo canale. Non è cambiato nulla.
discord-rnb-map_form_title = La mappa della partita #{ $game_id }
discord-rnb-map_not_text = { $filename } non è testo UTF-8 (la riga { $line } non lo è); salva la mappa come testo semplice UTF-8. Non è cambiato nulla.
discord-rnb-map_one_source = Indica una sola tra file, fixed o generated:True, oppure nessuna per scrivere la mappa in un modulo. Non è cambiato nulla.
discord-rnb-position = Posizione { $position }
discord-rnb-request_order-no = Segui la tabella della sequenza
discord-rnb-request_order-yes = Determina l'ordine di gioco
discord-rnb-standing-defaults = Pronto con i predefiniti in questa fase a ogni turno
discord-rnb-standing-off = Niente ordini permanenti per questa fase
discord-rnb-standing-repeat = Ripeti i miei ordini di questa fase a ogni turno
discord-rnb-suggested = partenza consigliata
discord-rnb-turn-form_title = Ordini del turno, partita #{ $game_id }
discord-rnb-turn-placeholder = Un ordine per riga; vuoto: ancora niente, la fase te li chiederà
discord-rnb-turn-ready = Pronto: predefiniti per il resto del turno
discord-rnb-turn-show = Mostra i miei ordini
discord-rnb-turn-standing = Ordini permanenti…
discord-rnb-turn-write = Scrivi gli ordini del turno
rnb-access-missing_goods = Merci insufficienti in { $place }: mancano { $missing }.
rnb-access-no_transporter = Non hai nessun trasportatore che arrivi a { $place }.
rnb-access-not_lying = { $goods } su { $place } non c'erano al tuo turno (ne mancano { $missing }).
rnb-access-not_yours = { $transporter } non ti appartiene.
rnb-access-out_of_reach = { $source } è fuori portata da { $place }.
rnb-access-unknown_place = { $place } non è una sponda né un tassello di questa mappa.
rnb-access-unknown_transporter = Non c'è nessun trasportatore { $transporter }.
rnb-bad_option = Opzione sconosciuta '{ $option }'; le opzioni sono: { $choices }.
rnb-bad_solo = Il solitario è per un giocatore.
rnb-building-bridge_built = { $player } costruisce un ponte in { $tile }.
rnb-building-bridge_exists = C'è già un ponte { $a } - { $b }.
rnb-building-built = { $player } costruisce l'edificio { $building } in { $place }.
rnb-building-demolished = { $player } demolisce il muro su { $edge }.
rnb-building-desert = Prima dell'irrigazione nel deserto si possono costruire solo strade e mura.
rnb-building-fill_not_mine = Si riempie solo una miniera; l'edificio { $building } non si riempie.
rnb-building-fill_research = Per riempire una miniera con { $fill } serve la ricerca { $research }.
rnb-building-foreign_wall = Il muro { $edge } è di { $owner }; solo chi lo possiede può alzarlo.
rnb-building-mine_upgrade = La miniera in { $tile } ha { $upgrade }: un riempimento { $fill } aggiungerebbe { $other }, e una miniera non ha mai entrambe.
rnb-building-needs_research = L'edificio { $building } richiede la ricerca { $research }.
rnb-building-no_bridge_here = In { $tile } nessun ponte può unire { $a } e { $b }.
rnb-building-no_edge = { $tile } e { $toward } non hanno un lato in comune dove possa stare un muro.
rnb-building-no_mine = In { $tile } non c'è nessuna miniera.
rnb-building-no_presence = Non hai nessun trasportatore che possa costruire in { $place }.
rnb-building-no_wall = Su { $edge } non c'è nessun muro da demolire.
rnb-building-not_linked = Nessuna strada può unire { $a } e { $b }: non sono adiacenti via terra.
rnb-building-not_shore = L'edificio { $building } richiede una riva: { $tile } non ha né fiume né mare.
rnb-building-occupied = { $tile } ha già l'edificio { $building }; un edificio per tassello.
rnb-building-pushed_out = Il trasportatore { $transporter } viene rimesso in mare dal muro su { $edge }.
rnb-building-road_built = { $player } costruisce una strada { $a } - { $b }.
rnb-building-road_exists = C'è già una strada tra { $a } e { $b }.
rnb-building-shaft_built = { $player } scava un nuovo filone nella miniera in { $tile }.
rnb-building-unknown_building = Non esiste l'edificio '{ $building }'.
rnb-building-wall_built = { $player } aggiunge { $tokens ->
        [one] 1 pezzo di muro
       *[other] { $tokens } pezzi di muro
    } su { $edge }.
rnb-building-which_bridge = Indica quali sponde unisce il ponte in { $tile }: { $choices }.
rnb-building-wrong_terrain = L'edificio { $building } non può stare su { $terrain } ({ $tile }).
rnb-map-bad_json = La mappa salvata non è una lista di righe.
rnb-map-bad_label = { $label } non è il nome di un tassello (una lettera di colonna e un numero di riga).
rnb-map-bad_river_shape = Tassello { $tile }: forma di fiume sconosciuta { $shape }.
rnb-map-bad_river_sides = Tassello { $tile }: i lati di fiume { $sides } non sono una forma di fiume (un lato, due lati qualsiasi, o tre lati alterni).
rnb-map-bad_rotation = Tassello { $tile }: la rotazione { $rotation } non è tra 0 e 5.
rnb-map-bad_start = Il tassello di partenza { $tile } non è un tassello di terra di questa mappa.
rnb-map-bad_terrain = Tassello { $tile }: terreno sconosciuto { $terrain }.
rnb-map-bad_token = { $token } non è un tassello (lettera del terreno P W R M D S, facoltativo ~lati).
rnb-map-duplicate_tile = Il tassello { $tile } è indicato due volte.
rnb-map-empty = La mappa non ha nessun tassello di terra.
rnb-map-not_connected = Il tassello { $tile } non è collegato al resto della mappa.
rnb-map-river_at_sea = Il tassello { $tile } è mare e non può avere un fiume.
rnb-map-river_broken = Tassello { $tile }: il fiume sul lato { $side } incontra { $neighbour }, che lì non ha fiume.
rnb-map-river_off_map = Tassello { $tile }: il fiume sul lato { $side } esce dalla mappa.
rnb-map-river_without_mouth = Il fiume che attraversa { $tile } non arriva mai al mare: ogni fiume ha bisogno di una foce.
rnb-map-starts_too_close = I tasselli di partenza { $tile } e { $other } sono adiacenti: lascia un tassello tra le partenze.
rnb-map-too_wide = La mappa è larga più di 26 colonne.
rnb-map-unknown_edge = { $edge } non è un lato tra due tasselli di questa mappa.
rnb-map-unknown_position = { $position } non è un fiume, un tassello mare né una posizione di attracco.
rnb-map-unknown_region = In questa mappa non c'è nessuna sponda o tassello { $region }.
rnb-map-unknown_side = { $side } non è un lato (usa ne, e, se, sw, w o nw).
rnb-map-unknown_tile = In questa mappa non c'è nessun tassello { $tile }.
rnb-map-which_bank = Un fiume divide { $tile }: indica quale sponda ({ $banks }).
rnb-mapformat-bad_header = Riga { $line }: impostazione sconosciuta { $setting } (usa name o starts).
rnb-mapformat-bad_start = Riga { $line }: la partenza { $tile } non è il nome di un tassello come C4.
rnb-mapformat-bad_tile = Riga { $line }: { $reason }
rnb-mapformat-no_rows = Il testo della mappa non ha righe di mappa.
rnb-mapformat-too_wide = Riga { $line }: questa riga ha { $columns ->
        [one] { $columns } tassello
       *[other] { $columns } tasselli
    }; una mappa è larga al massimo { $most ->
        [one] { $most } colonna
       *[other] { $most } colonne
    } (dalla A alla Z).
rnb-mapgen-bad_players = Una mappa generata è per 1-4 giocatori, non { $players }.
rnb-mapgen-failed = Nessuna mappa generata per il seme { $seed }; prova un altro seme.
rnb-maps-bad_option = L'opzione map deve essere il nome di una mappa, {"{"}"generate": {"{"}...{"}"}{"}"} o {"{"}"text": "..."{"}"}.
rnb-maps-bad_setting = L'impostazione di mappa "{ $setting }" deve essere un numero intero da { $low } a { $high }, non { $value }.
rnb-maps-too_small = Questa mappa non ha posto per { $players ->
        [one] { $players } tassello
       *[other] { $players } tasselli
    } di partenza distanti un tassello.
rnb-maps-unknown = Non c'è nessuna mappa chiamata { $name } (mappe: { $known }).
rnb-maps-unknown_setting = Non c'è nessuna impostazione '{ $setting }' in "generate" (impostazioni: { $known }).
rnb-maps-wrong_players = La mappa { $name } è per { $low }-{ $high ->
        [one] { $high } giocatore
       *[other] { $high } giocatori
    }, non { $players }.
rnb-move-already_moved = Ordine { $order }: { $transporter } ha già fatto il suo movimento in questa fase e non si può più trasportare.
rnb-move-already_moved_goods = Ordine { $order }: in { $where } ci sono solo { $available } { $good } che un altro tuo trasportatore non ha già spostato in questa fase (richiesta: { $count }).
rnb-move-bad_field = Il campo '{ $field }' della mossa manca o è sbagliato.
rnb-move-cannot_set_down = Ordine { $order }: { $transporter } non può scendere in { $place } (le barche solo su un fiume o in mare, i trasportatori terrestri solo a terra).
rnb-move-carry_loaded = Ordine { $order }: { $transporter } trasporta merci; mentre uno trasporta l'altro, nessuno dei due può trasportare altro.
rnb-move-carry_self = Ordine { $order }: un trasportatore non può trasportare sé stesso ({ $transporter }).
rnb-move-docked = Ordine { $order }: { $transporter } ha attraccato; l'attracco termina il suo movimento.
rnb-move-donkey_mix = Ordine { $order }: { $transporter } non può proseguire verso { $place }: un asino si muove di 1 tassello fuori strada o fino a 2 lungo le strade, non in modo misto.
rnb-move-geese_at_sea = Ordine { $order }: le { $count ->
        [one] { $count } oca
       *[other] { $count } oche
    } su { $sea } seguono { $transporter } quando parte: le oche non restano mai sole in mare, e nessun altro trasportatore resta con loro.
rnb-move-geese_left_behind = Ordine { $order }: le oche che seguono { $transporter } su { $bank } non possono arrivare fino a { $place }: c'è di mezzo un fiume senza ponte (prima lasciale ferme).
rnb-move-geese_river = Ordine { $order }: le oche non attraversano un fiume senza ponte: non possono andare da { $bank } a { $place }.
rnb-move-goods_at_sea = Ordine { $order }: { $transporter } è in mare: lì le merci si scambiano solo con le tue barche o con un impianto offshore (le oche lì possono anche seguire la barca o esservi caricate).
rnb-move-goods_gone = Ordine { $order }: { $count } { $good } su { $where } non c'erano al passaggio di { $transporter } (ce n'erano { $available }).
rnb-move-hands_full = Ordine { $order }: { $transporter } trasporta { $other } o viaggia su { $other } e non può prendere né dare merci.
rnb-move-is_carried = Ordine { $order }: { $transporter } viaggia su { $carrier } e non si muove per conto suo.
rnb-move-land_at_sea = Ordine { $order }: { $transporter } non può andare in mare ({ $place }).
rnb-move-moved = { $player } ha mosso { $transporter }: { $path }.
rnb-move-moved_twice = Ordine { $order }: { $transporter } non può spostare merci che il tuo trasportatore { $other } ha già spostato in questa fase.
rnb-move-needs_road = Ordine { $order }: { $transporter } si muove solo lungo le strade, e nessuna strada porta a { $place }.
rnb-move-no_bridge = Ordine { $order }: { $transporter } non può raggiungere { $place }: non c'è un ponte verso quella sponda.
rnb-move-not_carrying = Ordine { $order }: { $carrier } non sta trasportando { $transporter }.
rnb-move-not_enough = Ordine { $order }: in { $where } ci sono solo { $available } { $good }, non { $count }.
rnb-move-not_following = Ordine { $order }: solo { $following ->
        [one] { $following } oca
       *[other] { $following } oche
    } seguono { $transporter }, non { $count }.
rnb-move-not_next = Ordine { $order }: { $place } non è adiacente a { $here }, dove si trova { $transporter } a quel punto.
rnb-move-not_next_water = Ordine { $order }: { $transporter } non può navigare da { $here } a { $place } in un passo.
rnb-move-not_now = Ora { $player } non ha nulla da decidere con una mossa '{ $type }'.
rnb-move-not_together = Ordine { $order }: { $transporter } e { $other } non sono sullo stesso tassello e sponda.
rnb-move-not_water = Ordine { $order }: { $transporter } si muove solo sui fiumi e in mare; { $place } non è un fiume, un tassello mare né un punto di attracco.
rnb-move-not_yours = Ordine { $order }: { $transporter } non ti appartiene.
rnb-move-out_of_reach = Ordine { $order }: { $transporter } non può raggiungere { $place } da dove si trova.
rnb-move-over_capacity = Ordine { $order }: { $transporter } trasporta al massimo { $capacity ->
        [one] { $capacity } merce
       *[other] { $capacity } merci
    }.
rnb-move-river = Ordine { $order }: { $transporter } non può raggiungere { $place }: c'è di mezzo un fiume senza ponte.
rnb-move-same_tile = Ordine { $order }: { $transporter } è già in { $place }.
rnb-move-say_bank = Ordine { $order }: indica quale sponda usa { $transporter } ({ $banks }).
rnb-move-set_down = { $player } fa scendere { $transporter } da { $carrier } in { $place }.
rnb-move-set_down_first = Ordine { $order }: fai scendere i trasportatori trasportati prima di ogni ordine di movimento.
rnb-move-set_down_not_there = Ordine { $order }: { $transporter } non può scendere in { $place }; possibili: { $choices }.
rnb-move-set_down_where = Ordine { $order }: indica dove far scendere { $transporter }: { $choices }.
rnb-move-too_far = Ordine { $order }: { $transporter } non può raggiungere { $place }: in questo modo si muove al massimo di { $moves } tassello/i.
rnb-move-twice = Ordine { $order }: { $transporter } ha già fatto il suo movimento in questa fase.
rnb-move-unknown = Tipo di mossa sconosciuto '{ $type }'; le mosse sono: { $choices }.
rnb-move-unknown_place = Ordine { $order }: non c'è nessun tassello o sponda { $place }.
rnb-move-unknown_transporter = Ordine { $order }: non c'è nessun trasportatore { $transporter }.
rnb-move-wall = Ordine { $order }: { $transporter } non può superare il muro di { $owner } sulla strada verso { $place }.
rnb-move-which_bank = Ordine { $order }: un fiume divide { $place }: indica verso quale sponda va { $transporter } ({ $banks }).
rnb-order-bad_position = La posizione { $position } non è libera; libere: { $free }.
rnb-order-left_prayer = { $player } smette di pregare e va in fondo alla riga del tempio.
rnb-order-position = { $player } prende la posizione { $position } sulla tabella della sequenza.
rnb-order-requested = { $player } chiede di determinare l'ordine di gioco.
rnb-orders-bad_count = Ordine { $order }: '{ $field }' deve essere un numero intero da 1 a { $most }.
rnb-orders-bad_fill = Ordine { $order }: una miniera si riempie con { $choices }, non '{ $fill }'.
rnb-orders-bad_flag = Ordine { $order }: '{ $field }' deve essere true o false.
rnb-orders-bad_goods = Ordine { $order }: '{ $field }' deve elencare merci con quantità da 1 a { $most }, per esempio {"{"}"board": 2{"}"}.
rnb-orders-bad_json = Ordini di { $player } ignorati: { $reason }
rnb-orders-bad_sources = Ordine { $order }: 'sources' deve essere una lista di nomi.
rnb-orders-bad_text = Ordine { $order }: '{ $field }' deve essere un nome non vuoto.
rnb-orders-failed = Il tuo ordine { $order } non è stato eseguito: { $reason }
rnb-orders-missing_field = Ordine { $order }: manca il campo '{ $field }'.
rnb-orders-not_ahead = Gli ordini in anticipo devono essere per una fase successiva di questo turno (ora { $now }), non { $phase }.
rnb-orders-not_object = Ordine { $order }: ogni ordine deve essere un oggetto JSON.
rnb-orders-not_orders = Gli ordini devono essere {"{"}"orders": [...]{"}"}, una lista di ordini.
rnb-orders-not_pending = Ora { $player } non ha ordini da dare.
rnb-orders-refused = Ordine { $order }: { $reason }
rnb-orders-unknown_field = Ordine { $order }: campo sconosciuto '{ $field }'.
rnb-orders-unknown_good = Ordine { $order }: non esiste la merce '{ $good }' ({ $choices }).
rnb-orders-unknown_kind = Ordine { $order }: non esiste l'ordine '{ $kind }'.
rnb-orders-unknown_phase = Non esiste la fase '{ $phase }'.
rnb-orders-unknown_step = Ordine { $order }: una mossa non ha il passo '{ $step }'.
rnb-orders-wrong_phase = Ordine { $order }: '{ $kind }' è un ordine della fase { $order_phase }, non della fase { $phase }.
rnb-phase-open = Turno { $turn }: inizia la fase { $phase ->
        [meraviglia] della meraviglia
       *[other] di { $phase }
    }.
rnb-phase_name = turno { $turn } — { $phase_word }
rnb-phase_name-start = l'inizio
rnb-players = Roads & Boats si gioca da 1 a 4 giocatori con nomi diversi.
rnb-production-already_researched = Hai già sviluppato la ricerca { $project }.
rnb-production-bad_inputs = L'edificio { $building } in { $tile } non può usare { $inputs }.
rnb-production-bad_launch = { $launch } non è un punto dove l'edificio { $building } in { $tile } possa mettere in acqua.
rnb-production-bred = In { $tile } una coppia di { $animal } si riproduce: ne nasce un terzo.
rnb-production-cannot_upgrade = L'edificio { $building } in { $tile } non può diventare { $to }.
rnb-production-capacity = L'edificio { $building } in { $tile } può produrre solo altri { $left } in questa fase, non { $count }.
rnb-production-carrying = { $transporter } e { $other } non possono prendere merci mentre uno trasporta l'altro.
rnb-production-destroy_passed = Il trasportatore { $transporter } non è stato eliminato come avevi ordinato: può esserlo solo un trasportatore del tipo oltre il limite che si trovi presso una fabbrica di trasportatori, se ce n'è uno; al suo posto è stato eliminato { $victims }.
rnb-production-destroy_unneeded = Il trasportatore { $transporter } non viene eliminato: sei entro il limite dei trasportatori.
rnb-production-destroyed = Il trasportatore { $transporter } di { $player } è distrutto (limite dei trasportatori).
rnb-production-goods_at_sea = Merci e oche non possono essere lasciate in mare aperto ({ $place }); solo il tassello di un impianto offshore le tiene.
rnb-production-made = { $player } produce in { $tile }: { $output } ×{ $count }.
rnb-production-metaphysics = Le oche ({ $geese }) e la carta ({ $paper }) lasciate insieme in { $tile } vengono scartate: una comprensione metafisica senza effetti nel gioco.
rnb-production-mine_draw = La miniera in { $tile } produce { $good }.
rnb-production-mine_empty = La miniera in { $tile } è esaurita.
rnb-production-missing_inputs = A { $source } mancano { $missing } per l'edificio { $building } in { $tile }.
rnb-production-new_transporter = { $player } costruisce { $transporter } in { $tile }.
rnb-production-no_carrier = Le merci prese dal tassello richiedono un tuo trasportatore che prenda il prodotto: indicalo con 'onto'.
rnb-production-no_donkey = La fabbrica di carri in { $tile } richiede lì uno dei tuoi asini.
rnb-production-no_launch = Nessun tratto d'acqua libero accanto all'edificio { $building } in { $tile } dove mettere in acqua.
rnb-production-no_presence = Non hai nessun trasportatore in { $tile }.
rnb-production-no_producer = In { $tile } non c'è nessun produttore secondario né fabbrica.
rnb-production-not_connected = { $source } e { $target } non sono sulla stessa sponda né collegati da un ponte.
rnb-production-not_transporter_order = { $transporter } non è un tuo trasportatore.
rnb-production-output_left = Ordine { $order }: { $transporter } ha posto per { $room } delle { $count } { $output } prodotte; le altre { $left } restano su { $place }.
rnb-production-researched = { $player } sviluppa la ricerca { $project }.
rnb-production-too_full = { $transporter } può caricare solo altre { $free ->
        [one] { $free } merce
       *[other] { $free } merci
    }.
rnb-production-transfer_same = Un trasferimento richiede due estremi diversi.
rnb-production-unattended = L'edificio { $building } in { $tile } produce da solo: { $output } ×{ $count }.
rnb-production-unclaimed = L'edificio { $building } in { $tile } costruisce { $output } che nessuno rivendica; viene distrutto.
rnb-production-unknown_project = Non esiste il progetto di ricerca '{ $project }'.
rnb-production-upgrade_not_researched = Puoi aggiornare a { $to } solo nella fase in cui ne sviluppi la ricerca.
rnb-production-upgraded = { $player } aggiorna l'edificio { $building } in { $tile } a { $to }.
rnb-relies-brick_price = Ordine { $order }: { $count ->
        [one] { $count } mattone
       *[other] { $count } mattoni
    } costano ora { $cost ->
        [one] { $cost } merce
       *[other] { $cost } merci
    }, non { $paid }; funziona solo se i giocatori prima di te nella sequenza aggiungono prima { $bricks ->
        [one] { $bricks } mattone
       *[other] { $bricks } mattoni
    } (completate le prime quattro file, ogni mattone costa una merce in più).
rnb-relies-goods_none = Ordine { $order }: su { $place } ora non ci sono { $good }; funziona solo se un giocatore prima di te nella sequenza ne lascia prima { $count }.
rnb-relies-goods_short = Ordine { $order }: su { $place } ci sono ora solo { $have } { $good }, non { $count }; funziona solo se un giocatore prima di te nella sequenza ne lascia prima altre { $missing }.
rnb-relies-mine_built = Ordine { $order }: ora non c'è nessuna miniera su { $tile }; funziona solo se un giocatore prima di te nella sequenza ne costruisce prima una.
rnb-relies-own_order = Ordine { $order }: { $reason } Funziona solo se viene eseguito il tuo ordine { $earlier }, che dipende da altri giocatori.
rnb-relies-own_order_fails = Ordine { $order }: { $reason } Funziona solo se il tuo ordine { $earlier } viene saltato al suo turno (dipende da altri giocatori).
rnb-relies-preview = L'ordine { $order } dipende da altri giocatori: { $warning } Se nessun altro agisce prima, viene saltato: { $reason }
rnb-relies-wall_built = Ordine { $order }: ora non c'è nessun muro da abbattere su { $edge }; funziona solo se un giocatore prima di te nella sequenza ne costruisce prima uno (prezzo calcolato per un muro di { $height } segnalini).
rnb-relies-wall_demolished = Ordine { $order }: il muro su { $edge } ora è di { $owner }; funziona solo se un giocatore prima di te nella sequenza lo abbatte prima.
rnb-standing-bad = Risposte permanenti: "request" e "leave_prayer" sono never/always/ask, "positions" una lista di posizioni della tabella della sequenza.
rnb-standing-set = Risposte permanenti di { $player }: chiedere di determinare l'ordine di gioco: { $request }; smettere di pregare: { $leave_prayer }; posizioni nella sequenza: { $positions }.
rnb-start-chosen = { $player } parte da { $tile }.
rnb-start-taken = { $tile } non può essere un tassello di partenza: { $reason }.
rnb-text-bad_fill = Riga { $line }: una miniera si riempie con { $choices }, non '{ $found }'.
rnb-text-bad_number = Riga { $line }: { $what } deve essere un numero intero da 1 a { $most } scritto con le cifre 0-9, non '{ $found }'.
rnb-text-expected = Riga { $line }: mi aspettavo { $what }, ho trovato '{ $found }'.
rnb-text-missing = Riga { $line }: alla fine manca { $what }.
rnb-text-too_big = Riga { $line }: { $what } deve essere al massimo { $most }, non { $found }.
rnb-text-unexpected = Riga { $line }: qui non ho capito '{ $found }'.
rnb-text-unknown_good = Riga { $line }: '{ $found }' non è una merce ({ $choices }).
rnb-text-unknown_order = Riga { $line }: non esiste l'ordine '{ $word }'; gli ordini cominciano con uno tra: { $choices }.
rnb-text-unknown_step = Riga { $line }: una mossa prosegue con a, carica, scarica, raccogli, segui o resta, non '{ $found }'.
rnb-text-wrong_phase = Riga { $line }: '{ $kind }' è un ordine della fase { $order_phase }, non della fase { $phase }.
rnb-turn-limit = L'ultimo turno del solitario è finito.
rnb-wonder-bricks = { $player } aggiunge { $count } mattone/i alla meraviglia.
rnb-wonder-complete = La meraviglia è completa: la partita è finita.
rnb-wonder-cut_short = Ordine { $order }: prima che la meraviglia sia completa ci stanno solo { $count } dei tuoi { $wanted ->
        [one] { $wanted } mattone
       *[other] { $wanted } mattoni
    }; li paghi { $paid ->
        [one] { $paid } merce
       *[other] { $paid } merci
    } (quelle che valgono meno punti).
rnb-wonder-irrigation = La meraviglia irriga la terra: ogni deserto diventa pascolo.
rnb-wonder-neutral = Un mattone neutrale si aggiunge alla meraviglia.
rnb-wonder-no_home = Non hai ancora un tassello casa.
rnb-wonder-no_neutral = È stato posato l'ultimo mattone neutrale: la partita è finita.
rnb-wonder-no_transporter_home = Uno dei tuoi trasportatori deve trovarsi sul tuo tassello casa.
rnb-wonder-over = La meraviglia è completa.
rnb-wonder-wrong_price = Ora { $count } mattone/i costano { $cost ->
        [one] { $cost } merce
       *[other] { $cost } merci
    }, non { $paid }.
roads_and_boats-term-always = sempre
roads_and_boats-term-ask = chiedi
roads_and_boats-term-ask_me = chiedimelo
roads_and_boats-term-board =
    { $count ->
        [one] tavola
       *[other] tavole
    }
roads_and_boats-term-bright_idea = la lampadina
roads_and_boats-term-building = costruzione
roads_and_boats-term-clay = argilla
roads_and_boats-term-clay_pit = cava di argilla
roads_and_boats-term-coal_burner = bruciatore a carbone
roads_and_boats-term-coins =
    { $count ->
        [one] moneta
       *[other] monete
    }
roads_and_boats-term-desert = deserto
roads_and_boats-term-donkey = asini
roads_and_boats-term-drilling = impianti offshore
roads_and_boats-term-enlargement = miniere grandi
roads_and_boats-term-fuel = combustibile
roads_and_boats-term-gold = oro
roads_and_boats-term-goose =
    { $count ->
        [one] oca
       *[other] oche
    }
roads_and_boats-term-iron = ferro
roads_and_boats-term-it_must_be_land_a_tile_apart_from_every_start_leaving_room_for_the_rest = deve essere di terra, a un tassello di distanza da ogni partenza, lasciando posto agli altri
roads_and_boats-term-large = grande
roads_and_boats-term-mine = miniera
roads_and_boats-term-mint = zecca
roads_and_boats-term-mixed = misto
roads_and_boats-term-mountains = montagne
roads_and_boats-term-movement = movimento
roads_and_boats-term-never = mai
roads_and_boats-term-new_shafts = nuovi filoni
roads_and_boats-term-oil_rig = impianto offshore
roads_and_boats-term-paper = carta
roads_and_boats-term-papermill = cartiera
roads_and_boats-term-pasture = pascolo
roads_and_boats-term-production = produzione
roads_and_boats-term-quarry = cava di pietra
roads_and_boats-term-raft = zattera
roads_and_boats-term-raft_factory = fabbrica di zattere
roads_and_boats-term-rock = rocce
roads_and_boats-term-rowboat = barca a remi
roads_and_boats-term-rowboat_factory = fabbrica di barche a remi
roads_and_boats-term-rowing = barche a remi
roads_and_boats-term-sawmill = segheria
roads_and_boats-term-sea = mare
roads_and_boats-term-shipping = navi a vapore
roads_and_boats-term-specialisation = miniere specializzate
roads_and_boats-term-steamer = nave a vapore
roads_and_boats-term-steamer_factory = fabbrica di navi a vapore
roads_and_boats-term-stock =
    { $count ->
        [one] azione
       *[other] azioni
    }
roads_and_boats-term-stock_exchange = mercato azionario
roads_and_boats-term-stone =
    { $count ->
        [one] pietra
       *[other] pietre
    }
roads_and_boats-term-stone_factory = fabbrica di pietra
roads_and_boats-term-truck = camion
roads_and_boats-term-truck_factory = fabbrica di camion
roads_and_boats-term-trucking = camion
roads_and_boats-term-trunk =
    { $count ->
        [one] tronco
       *[other] tronchi
    }
roads_and_boats-term-wagon = carro
roads_and_boats-term-wagon_factory = fabbrica di carri
roads_and_boats-term-wonder = meraviglia
roads_and_boats-term-woodcutter = taglialegna
roads_and_boats-term-woods = bosco
roads_and_boats-term-side_n = nord
roads_and_boats-term-side_ne = nord-est
roads_and_boats-term-side_e = est
roads_and_boats-term-side_se = sud-est
roads_and_boats-term-side_s = sud
roads_and_boats-term-side_sw = sud-ovest
roads_and_boats-term-side_w = ovest
roads_and_boats-term-side_nw = nord-ovest
rnb-production-research_lying = La ricerca usa solo oche e carta trasportate dai tuoi trasportatori, non merci lasciate in { $source } (vengono scartate non appena due oche e una carta si trovano insieme).
rnb-production-research_not_carried = La ricerca richiede 2 oche e 1 carta trasportate dai tuoi trasportatori in { $tile }, e non le trasportano tutte (oche e carta lasciate su un tassello non servono mai alla ricerca).
discord-rnb-choose_start_more = Scegli il tassello di partenza (o scrivilo: /rnb start tile:{ $example }):
discord-rnb-start-column = Colonna { $column }: { $tiles }
discord-rnb-start-tile = { $tile } — { $terrain }
discord-rnb-start-bank = { $tile }, sponda { $direction } — { $terrain }
discord-rnb-compass-n = nord
discord-rnb-compass-ne = nord-est
discord-rnb-compass-e = est
discord-rnb-compass-se = sud-est
discord-rnb-compass-s = sud
discord-rnb-compass-sw = sud-ovest
discord-rnb-compass-w = ovest
discord-rnb-compass-nw = nord-ovest
discord-rnb-turn-unready = Non pronto
rnb-relies-nobody_earlier = L'ordine { $order } fallirebbe al tuo turno: { $reason } Nessuno dà ordini prima di te in questa fase, quindi niente può cambiarlo prima: questo ordine non può mai funzionare.
rnb-mapformat-too_tall = Riga { $line }: una mappa ha al massimo { $most } righe.
rnb-maps-text_too_long = Il testo di una mappa personalizzata contiene al massimo { $most } byte; questo ne contiene { $size }.
