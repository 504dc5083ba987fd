### Meduris in Italian, in the words of the Italian rulebook.

meduris-big_harvest = { $player } ha spostato un lavoratore dall'altopiano { $source } (livello { $level }) all'altopiano { $target }.
meduris-bonus_points = { $player } guadagna { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } col gettone.
meduris-built_hut = { $player } ha costruito una capanna sulla casella { $space } (territorio { $district }) { $paid ->
        [niente] senza pagare nulla
       *[other] pagando { $paid }
    }; il suo insediamento ha { $settlement ->
        [one] { $settlement } capanna
       *[other] { $settlement } capanne
    }.
meduris-built_temple = { $player } ha costruito un tempio sulla casella { $space } { $paid ->
        [niente] senza pagare nulla
       *[other] pagando { $paid }
    }.
meduris-dice_not_list = fixed.dice deve essere una lista di facce del dado ({ $choices }); ricevuto { $value }.
meduris-die_rolled = { $player } ha tirato il dado: { $face }.
meduris-discord-choice-level = livello { $level }
meduris-discord-context-offer = Il druido è alla tua capanna sulla casella { $space }
meduris-discord-context-place_worker = Preparazione: piazza un lavoratore (al più 3 per altopiano)
meduris-discord-context-return_material = { $roller } ha tirato il dado: restituisci 1 materiale
meduris-discord-context-return_material_own = Hai tirato il dado: restituisci 1 materiale
meduris-discord-context-take_material = { $roller } ha tirato il dado: prendi 1 materiale a scelta
meduris-discord-context-take_material_own = Hai tirato il dado: prendi 1 materiale a scelta
meduris-discord-context-turn = Dado: { $die }. Ora la tua azione
meduris-discord-error-bad_offer = Un'offerta è "nothing", "token", un materiale o due uniti da +, come "wool+copper"; '{ $value }' non lo è. Non è stato fatto nulla.
meduris-discord-error-bad_pay = Un pagamento elenca materiali con quantità, come "wood=3, copper=2" (o "exact"); '{ $value }' non lo è. Non è stato fatto nulla.
meduris-discord-error-no_exchange = Ora non puoi scambiare: servono 3 materiali e un materiale nella riserva che non dai.
meduris-discord-error-not_seated = Non giochi nella partita #{ $game_id }.
meduris-discord-exchange = Scambia 3 per 1…
meduris-discord-label-both = { $first } + { $second } (+{ $points ->
        [one] { $points } punto
       *[other] { $points } punti
    })
meduris-discord-label-both_one = { $first } + { $second } (+1 punto: capanna isolata)
meduris-discord-label-costs = costa { $cost }
meduris-discord-label-district =
    Territorio { $district }, { $count ->
        [one] 1 casella
       *[other] { $count } caselle
    }: { $spaces }
meduris-discord-label-exchange_give = dai { $given }
meduris-discord-label-exchange_take = Prendi 1 { $material }
meduris-discord-label-free = nulla
meduris-discord-label-nothing = Niente (perdi 1 punto)
meduris-discord-label-one = { $material } (+1 punto)
meduris-discord-label-pay = { $paid ->
        [nulla] non paghi nulla
       *[other] paghi { $paid }
    }
meduris-discord-label-pay_swap = paghi { $paid } ({ $swap } al posto di 1)
meduris-discord-label-place = Altopiano { $highland } ({ $workers }/3 lavoratori)
meduris-discord-label-return = Restituisci 1 { $material } (ne hai { $held })
meduris-discord-label-space = Casella { $space } (territorio { $district })
meduris-discord-label-space_token = Casella { $space } (territorio { $district }, { $token })
meduris-discord-label-take = Prendi 1 { $material }
meduris-discord-label-to = su { $highland }: ottieni { $gain }
meduris-discord-label-token = Il gettone druido (+{ $points ->
        [one] { $points } punto
       *[other] { $points } punti
    })
meduris-discord-label-worker = Il tuo lavoratore su { $highland }, livello { $level }
meduris-discord-materials = I tuoi materiali: { $counts }
meduris-discord-select-exchange = Scambia 3 dei tuoi per 1…
meduris-discord-select-harvest = Grande raccolto: sposta un lavoratore…
meduris-discord-select-hut = Costruisci una capanna…
meduris-discord-select-more = Scegli…
meduris-discord-select-offer = Offerta alla casella { $space } ({ $cost })…
meduris-discord-select-temple = Costruisci un tempio…
meduris-discord-token-druid = gettone druido
meduris-discord-token-free_hut = gettone capanna gratis
meduris-discord-token-points = gettone +2 punti
meduris-druid_at_hut = Il druido arriva alla capanna di { $player } sulla casella { $space }.
meduris-druid_final_round = L'ultimo giro del druido: visita ancora una volta tutte le { $huts ->
        [one] { $huts } capanna
       *[other] { $huts } capanne
    } (senza conteggio delle rune).
meduris-druid_rock = Il druido avanza sulla casella di roccia { $rock } di { $rocks }.
meduris-druid_token_alone = Un'offerta del gettone druido non nomina materiali né pagamento: {"{"}"type": "offer", "druid_token": true{"}"}.
meduris-druid_token_kept = Il gettone druido resta sotto la capanna di { $player } sulla casella { $space } per un'offerta futura.
meduris-druid_token_true = "druid_token" deve essere true (oppure omesso); ricevuto { $value }.
meduris-druid_waits = Il druido aspetta: non ci sono capanne sul tabellone.
meduris-end_triggered = { $player } ha costruito tutte le capanne e i templi: ancora { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }, poi l'ultimo giro del druido.
meduris-exchange_supply = Nella riserva non c'è { $material } da prendere.
meduris-exchange_three = Uno scambio dà esattamente 3 materiali, non { $count }.
meduris-exchanged = { $player } ha scambiato { $give } con 1 { $take }.
meduris-field_missing = Una mossa { $move } richiede il campo { $field }.
meduris-field_not_int = Il campo { $field } di una mossa { $move } deve essere un numero intero: { $value }.
meduris-fixed_not_object = I dati fissati devono essere un oggetto JSON.
meduris-free_hut = La capanna di { $player } sulla casella { $space } era gratis (gettone).
meduris-free_hut_no_pay = Sulla casella { $space } c'è il gettone capanna gratis: la capanna non costa nulla, non indicare un pagamento.
meduris-game_end = Partita finita. Punteggi finali: { $scores }. Vince { $winners }.
meduris-game_end_shared = Partita finita. Punteggi finali: { $scores }. Vittoria condivisa: { $winners }.
meduris-game_over = La partita è finita; niente più mosse.
meduris-highland_full = L'altopiano { $highland } ha già { $most ->
        [one] { $most } lavoratore
       *[other] { $most } lavoratori
    }.
meduris-missing_material = Ti manca { $material } (costa { $cost }); indica un pagamento per sostituire ogni materiale mancante con 3 materiali qualsiasi.
meduris-move_not_object = Una mossa deve essere un oggetto JSON.
meduris-no_decision = { $player } non ha nulla da decidere ora.
meduris-no_druid_token = Non c'è un gettone druido sotto la capanna della casella { $space }.
meduris-no_huts_left = Non hai più capanne da costruire.
meduris-no_such_space = Non c'è la casella { $space }; le caselle vanno da 1 a { $last }.
meduris-no_temples_left = Non hai più templi da costruire.
meduris-no_worker_there = { $player } non ha un lavoratore al livello { $level } dell'altopiano { $highland } (1 è il fondo).
meduris-not_asked = Il druido chiede { $asked } alla casella { $space }; { $material } non è tra questi.
meduris-not_held = Non hai { $material } da restituire.
meduris-not_your_decision = Ora deve decidere { $pending } ({ $kind }), non { $player }.
meduris-offer_materials = I materiali di un'offerta devono essere una lista di materiali ({ $choices }); ricevuto { $value }.
meduris-offer_twice = Un'offerta nomina ciascuno dei due materiali della casella al più una volta: { $value }.
meduris-offered = { $player } offre { $paid } alla casella { $space } e guadagna { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
meduris-offered_nothing = { $player } non offre nulla alla casella { $space } e perde { $lost ->
        [one] { $lost } punto
       *[other] { $lost } punti
    }.
meduris-offered_token = { $player } offre il gettone druido alla casella { $space } e guadagna { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
meduris-options_not_object = Le opzioni devono essere un oggetto JSON.
meduris-pay_count = Il campo { $field } di una mossa { $move } deve dare per { $material } un numero intero di almeno 0; ricevuto { $value }.
meduris-pay_not_held = Non hai { $count } { $material }.
meduris-pay_not_object = Il campo { $field } di una mossa { $move } deve essere un oggetto come {"{"}"wood": 3{"}"}; ricevuto { $value }.
meduris-pay_wrong = Il pagamento { $pay } non corrisponde al costo { $cost }: { $missing ->
        [one] 1 materiale mancante richiede
       *[other] { $missing } materiali mancanti richiedono
    } esattamente { $substitutes ->
        [one] { $substitutes } altro
       *[other] { $substitutes } altri
    } al loro posto, e ne sono stati dati { $extra }.
meduris-player_count = Meduris è per 2-4 giocatori; ne sono stati dati { $count }.
meduris-player_name = Ogni giocatore ha bisogno di un nome non vuoto; ricevuto { $name }.
meduris-player_twice = Il nome { $name } è usato due volte; ogni giocatore ha un nome diverso.
meduris-players_not_list = I giocatori devono essere una lista di nomi.
meduris-produced = L'altopiano { $material } produce { $material }: { $gains }.
meduris-produced_nothing = L'altopiano { $material } non produce nulla.
meduris-return_skipped = { $player } non ha materiali e non restituisce nulla.
meduris-returned_material = { $player } ha restituito 1 { $material }.
meduris-rune_count = Il druido attraversa il grande fiume: ogni pietra runica posseduta vale un punto — { $points }.
meduris-rune_taken = { $player } prende la pietra runica del territorio { $district }.
meduris-rune_taken_from = { $player } prende la pietra runica del territorio { $district } da { $holder }.
meduris-runes_score = { $runes ->
        [0] { $player } non ha pietre runiche: 0 punti
        [one] L'unica pietra runica di { $player } vale { $points ->
            [one] { $points } punto
           *[other] { $points } punti
        }
       *[other] Le { $runes } pietre runiche di { $player } valgono { $points } punti
    }.
meduris-same_highland = Il grande raccolto sposta il lavoratore su un altro altopiano, non di nuovo su { $highland }.
meduris-seed_not_int = Il seme deve essere un numero intero, non { $value }.
meduris-space_built = Sulla casella { $space } c'è già { $kind } di { $owner }.
meduris-supply_empty = Nella riserva non c'è { $material }; prendi uno di: { $choices }.
meduris-take_skipped = { $player } non può prendere un materiale: la riserva è vuota.
meduris-temple_on_token = Non si può costruire un tempio sulla casella { $space }: c'è un gettone { $token }.
meduris-temple_scores = Il tempio di { $player } sulla casella { $space } vale { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
meduris-token_count = Ci sono solo { $most ->
        [one] { $most } gettone
       *[other] { $most } gettoni
    } { $kind }; fixed.bonus_tokens ne ha { $used }.
meduris-token_gap = I gettoni sulle caselle { $first } e { $second } sono troppo vicini: tra due gettoni devono esserci almeno { $gap ->
        [one] { $gap } casella
       *[other] { $gap } caselle
    } vuote.
meduris-token_kind = Gettone sconosciuto { $kind }; i gettoni sono: { $choices }.
meduris-token_space = La casella del gettone { $space } non è sul giro (da 0 a { $last }).
meduris-tokens_not_object = fixed.bonus_tokens deve essere un oggetto come {"{"}"5": "points"{"}"}; ricevuto { $value }.
meduris-took_material = { $player } ha preso 1 { $material }.
meduris-unknown_field = Una mossa { $move } non ha il campo { $field }.
meduris-unknown_fixed = Dato fissato sconosciuto { $name }; usa "dice" e/o "bonus_tokens".
meduris-unknown_material = Il campo { $field } di una mossa { $move } indica { $value }, che non è un materiale; usa uno di: { $choices }.
meduris-unknown_move_type = Tipo di mossa sconosciuto { $type }; usa uno di: { $choices }.
meduris-unknown_option = Meduris non ha l'opzione { $option }; non ha opzioni.
meduris-unknown_player = { $player } non gioca questa partita.
meduris-worker_placed = { $player } ha messo un lavoratore sull'altopiano { $highland }.
meduris-wrong_decision = { $player }, ora la decisione è { $kind }: rispondi con { $moves }, non con { $move }.
meduris-term-any = materiale a scelta
meduris-term-copper = rame
meduris-term-druid = druido
meduris-term-nobody = nessuno
meduris-term-free_hut = capanna gratis
meduris-term-hut = capanna
meduris-term-offer = offerta
meduris-term-place_worker = piazzare un lavoratore
meduris-term-points = +2 punti
meduris-term-return = restituisci un materiale
meduris-term-return_material = restituire un materiale
meduris-term-stone =
    { $count ->
       *[one] pietra
        [other] pietre
    }
meduris-term-take_material = prendere un materiale
meduris-term-temple = tempio
meduris-term-turn = turno
meduris-term-wood = legno
meduris-term-wool = lana
meduris-term-big_harvest = un grande raccolto
meduris-term-build_hut = costruire una capanna
meduris-term-build_temple = costruire un tempio
meduris-term-exchange = uno scambio
meduris-term-turn_actions = un grande raccolto, una capanna o un tempio
