"""Meduris in Italian: its messages and terms, in the words of the Italian rulebook."""

TERMS: dict[str, str] = {
    "wood": "legno",
    "wool": "lana",
    "copper": "rame",
    "stone": "pietra",
    "any": "a scelta",
    "return": "restituisci",
    "hut": "capanna",
    "temple": "tempio",
    "points": "punti",
    "free_hut": "capanna gratis",
    "druid": "druido",
    "place_worker": "piazzare un lavoratore",
    "take_material": "prendere un materiale",
    "return_material": "restituire un materiale",
    "turn": "turno",
    "offer": "offerta",
}

RULES: dict[str, str] = {
    "meduris.players_not_list": "I giocatori devono essere una lista di nomi.",
    "meduris.player_count": "Meduris è per 2-4 giocatori; ne sono stati dati {count}.",
    "meduris.player_name": "Ogni giocatore ha bisogno di un nome non vuoto; ricevuto {name}.",
    "meduris.player_twice": "Il nome {name} è usato due volte; ogni giocatore ha un nome diverso.",
    "meduris.options_not_object": "Le opzioni devono essere un oggetto JSON.",
    "meduris.unknown_option": "Meduris non ha l'opzione {option}; non ha opzioni.",
    "meduris.seed_not_int": "Il seme deve essere un numero intero, non {value}.",
    "meduris.fixed_not_object": "I dati fissati devono essere un oggetto JSON.",
    "meduris.unknown_fixed": "Dato fissato sconosciuto {name}; usa dice e/o bonus_tokens.",
    "meduris.dice_not_list": "fixed.dice deve essere una lista di facce del dado ({choices}); "
    "ricevuto {value}.",
    "meduris.tokens_not_object": "fixed.bonus_tokens deve essere un oggetto come "
    '{{"5": "points"}}; ricevuto {value}.',
    "meduris.token_space": "La casella del gettone {space} non è sul giro (da 0 a {last}).",
    "meduris.token_kind": "Gettone sconosciuto {kind}; i gettoni sono: {choices}.",
    "meduris.token_count": "Ci sono solo {most} gettoni {kind}; fixed.bonus_tokens ne ha {used}.",
    "meduris.token_gap": "I gettoni sulle caselle {first} e {second} sono troppo vicini: tra "
    "due gettoni devono esserci almeno {gap} caselle vuote.",
    "meduris.move_not_object": "Una mossa deve essere un oggetto JSON.",
    "meduris.unknown_move_type": "Tipo di mossa sconosciuto {type}; usa uno di: {choices}.",
    "meduris.unknown_field": "Una mossa {move} non ha il campo {field}.",
    "meduris.field_missing": "Una mossa {move} richiede il campo {field}.",
    "meduris.field_not_int": "Il campo {field} di una mossa {move} deve essere un numero "
    "intero: {value}.",
    "meduris.unknown_material": "Il campo {field} di una mossa {move} indica {value}, che non "
    "è un materiale; usa uno di: {choices}.",
    "meduris.pay_not_object": "Il campo {field} di una mossa {move} deve essere un oggetto "
    'come {{"wood": 3}}; ricevuto {value}.',
    "meduris.pay_count": "Il campo {field} di una mossa {move} deve dare per {material} un "
    "numero intero di almeno 0; ricevuto {value}.",
    "meduris.offer_materials": "I materiali di un'offerta devono essere una lista di "
    "materiali ({choices}); ricevuto {value}.",
    "meduris.offer_twice": "Un'offerta nomina ciascuno dei due materiali della casella al "
    "più una volta: {value}.",
    "meduris.druid_token_true": "druid_token deve essere true (oppure omesso); ricevuto {value}.",
    "meduris.druid_token_alone": "Un'offerta del gettone druido non nomina materiali né "
    'pagamento: {{"type": "offer", "druid_token": true}}.',
    "meduris.unknown_player": "{player} non gioca questa partita.",
    "meduris.game_over": "La partita è finita; niente più mosse.",
    "meduris.not_your_decision": "Ora deve decidere {pending} ({kind}), non {player}.",
    "meduris.wrong_decision": "{player}, ora la decisione è {kind}: rispondi con {moves}, "
    "non con {move}.",
    "meduris.no_decision": "{player} non ha nulla da decidere ora.",
    "meduris.highland_full": "L'altopiano {highland} ha già {most} lavoratori.",
    "meduris.supply_empty": "Nella riserva non c'è {material}; prendi uno di: {choices}.",
    "meduris.not_held": "Non hai {material} da restituire.",
    "meduris.no_worker_there": "{player} non ha un lavoratore al livello {level} "
    "dell'altopiano {highland} (0 è il fondo).",
    "meduris.same_highland": "Il grande raccolto sposta il lavoratore su un altro "
    "altopiano, non di nuovo su {highland}.",
    "meduris.no_such_space": "Non c'è la casella {space}; le caselle vanno da 0 a {last}.",
    "meduris.space_built": "Sulla casella {space} c'è già {kind} di {owner}.",
    "meduris.no_huts_left": "Non hai più capanne da costruire.",
    "meduris.no_temples_left": "Non hai più templi da costruire.",
    "meduris.temple_on_token": "Non si può costruire un tempio sulla casella {space}: c'è un "
    "gettone {token}.",
    "meduris.free_hut_no_pay": "Sulla casella {space} c'è il gettone capanna gratis: la "
    "capanna non costa nulla, non indicare un pagamento.",
    "meduris.missing_material": "Ti manca {material} (costa {cost}); indica un pagamento per "
    "sostituire ogni materiale mancante con 3 materiali qualsiasi.",
    "meduris.pay_not_held": "Non hai {count} {material}.",
    "meduris.pay_wrong": "Il pagamento {pay} non corrisponde al costo {cost}: {missing} "
    "materiali mancanti richiedono esattamente {substitutes} altri al loro posto, e ne sono "
    "stati dati {extra}.",
    "meduris.exchange_three": "Uno scambio dà esattamente 3 materiali, non {count}.",
    "meduris.exchange_supply": "Nella riserva non c'è {material} da prendere.",
    "meduris.not_asked": "Il druido chiede {asked} alla casella {space}; {material} non è "
    "tra questi.",
    "meduris.no_druid_token": "Non c'è un gettone druido sotto la capanna della casella {space}.",
    "meduris.worker_placed": "{player} ha messo un lavoratore sull'altopiano {highland}.",
    "meduris.die_rolled": "{player} ha tirato il dado: {face}.",
    "meduris.produced": "L'altopiano {material} produce: {gains}.",
    "meduris.produced_nothing": "L'altopiano {material} non produce nulla.",
    "meduris.take_skipped": "{player} non può prendere un materiale: la riserva è vuota.",
    "meduris.return_skipped": "{player} non ha materiali e non restituisce nulla.",
    "meduris.took_material": "{player} ha preso 1 {material}.",
    "meduris.returned_material": "{player} ha restituito 1 {material}.",
    "meduris.exchanged": "{player} ha scambiato {give} con 1 {take}.",
    "meduris.big_harvest": "{player} ha spostato un lavoratore dall'altopiano {source} "
    "(livello {level}) all'altopiano {target}.",
    "meduris.built_hut": "{player} ha costruito una capanna sulla casella {space} "
    "(territorio {district}) pagando {paid}; il suo insediamento ha {settlement} capanne.",
    "meduris.built_temple": "{player} ha costruito un tempio sulla casella {space} pagando {paid}.",
    "meduris.bonus_points": "{player} guadagna {points} punti col gettone.",
    "meduris.free_hut": "La capanna di {player} sulla casella {space} era gratis (gettone).",
    "meduris.druid_token_kept": "Il gettone druido resta sotto la capanna di {player} sulla "
    "casella {space} per un'offerta futura.",
    "meduris.rune_taken": "{player} prende la pietra runica del territorio {district}.",
    "meduris.rune_taken_from": "{player} prende la pietra runica del territorio {district} "
    "da {holder}.",
    "meduris.druid_rock": "Il druido avanza sulla casella di roccia {rock} di {rocks}.",
    "meduris.druid_waits": "Il druido aspetta: non ci sono capanne sul tabellone.",
    "meduris.druid_at_hut": "Il druido arriva alla capanna di {player} sulla casella {space}.",
    "meduris.rune_count": "Il druido attraversa il grande fiume: le pietre runiche danno {points}.",
    "meduris.offered": "{player} offre {paid} alla casella {space} e guadagna {points}.",
    "meduris.offered_token": "{player} offre il gettone druido alla casella {space} e "
    "guadagna {points}.",
    "meduris.offered_nothing": "{player} non offre nulla alla casella {space} e perde {lost}.",
    "meduris.end_triggered": "{player} ha costruito tutte le capanne e i templi: ancora "
    "{turns} turni, poi l'ultimo giro del druido.",
    "meduris.druid_final_round": "L'ultimo giro del druido: visita ancora una volta tutte le "
    "{huts} capanne (senza conteggio delle rune).",
    "meduris.temple_scores": "Il tempio di {player} sulla casella {space} vale {points}.",
    "meduris.runes_score": "Le {runes} pietre runiche di {player} valgono {points}.",
    "meduris.game_end": "Partita finita. Punteggi finali: {scores}. Vince {winners}.",
    "meduris.game_end_shared": "Partita finita. Punteggi finali: {scores}. Vittoria "
    "condivisa: {winners}.",
}

DISCORD: dict[str, str] = {
    "meduris.discord.materials": "I tuoi materiali: {counts}",
    "meduris.discord.exchange": "Scambia 3 per 1…",
    "meduris.discord.context.place_worker": "Preparazione: piazza un lavoratore (al più 3 per "
    "altopiano)",
    "meduris.discord.context.take_material": "{roller} ha tirato {die}: prendi 1 materiale",
    "meduris.discord.context.return_material": "{roller} ha tirato {die}: restituiscine 1",
    "meduris.discord.context.turn": "Hai tirato {die}: ora la tua azione",
    "meduris.discord.context.take_material_own": "Hai tirato {die}: prendi 1 materiale",
    "meduris.discord.context.return_material_own": "Hai tirato {die}: restituiscine 1",
    "meduris.discord.context.offer": "Il druido è alla tua capanna sulla casella {space}",
    "meduris.discord.select.harvest": "Grande raccolto: sposta un lavoratore…",
    "meduris.discord.select.hut": "Costruisci una capanna…",
    "meduris.discord.select.temple": "Costruisci un tempio…",
    "meduris.discord.select.offer": "Offerta alla casella {space} ({cost})…",
    "meduris.discord.select.exchange": "Scambia 3 dei tuoi per 1…",
    "meduris.discord.select.more": "Scegli…",
    "meduris.discord.label.place": "Altopiano {highland} ({workers}/3 lavoratori)",
    "meduris.discord.label.take": "Prendi 1 {material}",
    "meduris.discord.label.return": "Restituisci 1 {material} (ne hai {held})",
    "meduris.discord.label.worker": "Il tuo lavoratore su {highland}, livello {level}",
    "meduris.discord.label.to": "su {highland}: ottieni {gain}",
    "meduris.discord.label.district": "Territorio {district}: caselle {spaces}",
    "meduris.discord.label.space": "Casella {space} (territorio {district})",
    "meduris.discord.label.space_token": "Casella {space} (territorio {district}, {token})",
    "meduris.discord.label.pay": "paghi {paid}",
    "meduris.discord.label.costs": "costa {cost}",
    "meduris.discord.label.pay_swap": "paghi {paid} ({swap} per 1)",
    "meduris.discord.label.free": "gratis",
    "meduris.discord.label.nothing": "Niente (perdi 1 punto)",
    "meduris.discord.label.one": "{material} (+1 punto)",
    "meduris.discord.label.both": "{first} + {second} (+{points} punti)",
    "meduris.discord.label.both_one": "{first} + {second} (+1 punto: capanna isolata)",
    "meduris.discord.label.token": "Il gettone druido (+{points} punti)",
    "meduris.discord.label.exchange_take": "Prendi 1 {material}",
    "meduris.discord.label.exchange_give": "dai {given}",
    "meduris.discord.token.points": "gettone +2 punti",
    "meduris.discord.token.free_hut": "gettone capanna gratis",
    "meduris.discord.token.druid": "gettone druido",
    "meduris.discord.error.not_seated": "Non giochi nella partita #{game_id}.",
    "meduris.discord.error.no_exchange": "Ora non puoi scambiare: servono 3 materiali e un "
    "materiale nella riserva che non dai.",
    "meduris.discord.error.bad_pay": "Un pagamento elenca materiali con quantità, come "
    '"wood=3, copper=2" (o "exact"); {value!r} non lo è. Non è stato fatto nulla.',
    "meduris.discord.error.bad_offer": 'Un\'offerta è "nothing", "token", un materiale o due '
    'uniti da +, come "wool+copper"; {value!r} non lo è. Non è stato fatto nulla.',
    "meduris.discord.choice.level": "livello {level}",
}

MESSAGES: dict[str, str] = {**RULES, **DISCORD}


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
    "Its place in that stack (0 = bottom)": "La sua posizione nella pila (0 = in fondo)",
    "The highland it moves to (on top)": "L'altopiano dove va (in cima)",
    "Build a hut on an empty space": "Costruisci una capanna su una casella libera",
    "Build a temple on an empty space without a token": "Costruisci un tempio su una casella "
    "libera senza segnalino",
    "Space number as on the board (0 = after the great river)": "Numero della casella come sul "
    "tabellone (0 = dopo il grande fiume)",
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
