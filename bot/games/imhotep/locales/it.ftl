### Imhotep in Italian, in the words of the Italian rulebook.

###
### The rulebook's words: a ship is a "barca" with "caselle" (slots), the sled is the "tassello
### stoccaggio", a ship is "condotta" (sailed) to a "luogo" (site), the burial chamber is the "Tomba",
### the market cards are "Entrata", "Sarcofago", "Strada lastricata", "Decorazione: …", "Statua",
### "Leva", "Martello", "Vela", "Scalpello". Site and card names are capitalised as in the rulebook.

discord-button-pass = Passa
discord-button-take = Prendi pietre
discord-error-bad_order = L'ordine di scarico elenca numeri di casella separati da virgole, come "3,1,2"; '{ $order }' non lo è.
discord-error-hammer_half = La pietra in più del Martello richiede sia "ship" sia "slot"; hai indicato solo { $given }. Indicali entrambi, o nessuno dei due per giocare il Martello senza caricare una pietra. Non è stato giocato nulla.
discord-error-missing_field = Questa carta richiede l'opzione { $field }.
discord-error-unused_option = La carta { $card } non usa l'opzione { $field }; lasciala fuori. Non è stato giocato nulla.
discord-label-no_place = nessuna pietra
discord-label-order = scarica le caselle { $order }
discord-label-ship = Barca { $ship }
discord-label-ship_site = Barca { $ship } (da { $size }) → { $site }
discord-label-ship_slot = Barca { $ship } (da { $size }), casella { $slot }
discord-label-slot = casella { $slot }
discord-label-take = prendi pietre
discord-select-pick = Prendi una carta…
discord-select-place = Metti una pietra…
discord-select-play = Gioca una carta…
discord-select-sail = Fai salpare una barca…
imhotep-card_not_blue = Si possono giocare solo le carte blu ({ $choices }); { $card } non lo è.
imhotep-card_not_on_display = Al Mercato non c'è { $card }; prendi una tra: { $cards }.
imhotep-chisel_same_slot = Le due pietre dello Scalpello devono andare in due caselle diverse; entrambe indicano la barca { $ship }, casella { $slot }.
imhotep-chisel_sled = Lo Scalpello carica 2 pietre, ma sul tuo tassello stoccaggio ne hai { $sled }.
imhotep-chisel_stones = Lo Scalpello carica esattamente 2 pietre: indica "stones" come due oggetti con "ship" e "slot"; è stato indicato { $value }.
imhotep-field_missing = Una mossa { $move } richiede il campo { $field }.
imhotep-field_not_int = Il campo { $field } di una mossa { $move } deve essere un numero intero: { $value }.
imhotep-fixed_not_object = I dati fissi devono essere un oggetto JSON.
imhotep-game_end = Partita finita. Punteggi finali: { $scores }. Vince { $winners }.
imhotep-game_end_shared = Partita finita. Punteggi finali: { $scores }. Vittoria condivisa: { $winners }.
imhotep-game_over = La partita è finita; non ci sono altre mosse.
imhotep-hammer_half_placement = La pietra in più del Martello richiede sia la barca sia la casella, oppure nessuna delle due.
imhotep-lever_order = L'ordine della Leva deve elencare una volta sola ogni casella occupata della barca { $ship } ({ $slots }); è stato indicato { $order }.
imhotep-lever_order_shape = L'ordine della Leva deve essere una lista di numeri di casella; è stato indicato { $value }.
imhotep-market_deck_not_list = fixed.market_deck deve essere una lista di nomi di carte; è stato indicato { $value }.
imhotep-market_deck_too_many = fixed.market_deck ha { $used ->
        [one] { $used } carta
       *[other] { $used } carte
    } { $card }, ma il mazzo ne ha solo { $available }.
imhotep-move_not_object = Una mossa deve essere un oggetto JSON.
imhotep-must_take_card = { $player }, prima prendi una carta dal Mercato: { $cards }.
imhotep-no_card = Non hai una carta { $card } da giocare.
imhotep-no_pick_pending = Nessuna carta mercato aspetta di essere presa; è il turno di { $current }.
imhotep-no_such_ship = Non c'è la barca { $ship }; le barche di questo giro vanno da 1 a { $last }.
imhotep-no_such_slot = La barca { $ship } non ha la casella { $slot }. Le sue caselle vanno da 1 a { $last }.
imhotep-not_your_pick = Ora prende una carta mercato { $picker }, non { $player }.
imhotep-not_your_turn = È il turno di { $current }, non di { $player }.
imhotep-option_not_bool = L'opzione { $option } deve essere true o false, non { $value }.
imhotep-options_not_object = Le opzioni devono essere un oggetto JSON.
imhotep-pass_not_allowed = Puoi ancora agire (per esempio: { $example }); passa solo quando nessuna azione è possibile.
imhotep-passed = { $player } passa: nessuna pietra sul tassello stoccaggio né nella cava, e nessuna barca può essere condotta.
imhotep-placed = { $player } ha caricato una pietra sulla barca { $ship }, casella { $slot }.
imhotep-played_card = { $player } ha giocato la carta { $card }.
imhotep-player_count = Imhotep si gioca da 2 a 4 giocatori; ne sono stati indicati { $count }.
imhotep-player_name = Ogni giocatore ha bisogno di un nome non vuoto; è stato indicato { $name }.
imhotep-player_twice = Il nome { $name } è usato due volte; ogni giocatore ha bisogno di un nome diverso.
imhotep-players_not_list = I giocatori devono essere una lista di nomi.
imhotep-quarry_empty = La tua cava è vuota; non puoi prendere pietre.
imhotep-red_card_placed = La carta { $card } di { $player } mette una pietra { $site_name ->
        [Tomba] sulla Tomba
        [Piramide] sulla Piramide
        [Obelischi] sugli Obelischi
       *[other] sul { $site_name }
    }.
imhotep-red_card_pyramid = La carta { $card } di { $player } mette una pietra sulla Piramide: { $player } ottiene { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
imhotep-red_card_wasted = La cava di { $player } è vuota: la carta { $card } va negli scarti senza effetto.
imhotep-round_card_invalid = La carta round { $card } non è una carta round per { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }; quelle sono: { $choices }.
imhotep-round_card_twice = La carta round { $card } compare { $used ->
        [one] { $used } volta
       *[other] { $used } volte
    }, ma il gruppo per { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    } la contiene una volta sola.
imhotep-round_cards_not_list = fixed.round_cards deve essere una lista di al massimo 6 carte round, ognuna una lista di 4 capienze di barca; è stato indicato { $value }.
imhotep-round_start = Giro { $round } di 6: barche da { $sizes ->
        [one] { $sizes } casella
       *[other] { $sizes } caselle
    }; al Mercato ci sono { $cards }. Inizia { $player }.
imhotep-round_stuck = Nessuno può agire: il giro { $round } finisce con { ITEMS($ships) ->
        [one] la barca { $ships } non condotta
       *[other] le barche { $ships } non condotte
    }; le pietre rimaste a bordo tornano nelle cave.
imhotep-sailed_empty_market = { $player } ha condotto la barca { $ship } al Mercato, ma non resta nessuna carta da prendere.
imhotep-sailed_market = { $player } ha condotto la barca { $ship } al Mercato e l'ha scaricata; { ITEMS($pickers) ->
        [one] { $pickers } prende una carta.
       *[other] le carte si prendono in quest'ordine: { $pickers }.
    }
imhotep-sailed_pyramid = { $player } ha condotto la barca { $ship } alla Piramide e l'ha scaricata; punti: { $points }.
imhotep-sailed_site = { $player } ha condotto la barca { $ship } { $site_name ->
        [Tomba] alla Tomba
        [Piramide] alla Piramide
        [Obelischi] agli Obelischi
       *[other] al { $site_name }
    } e vi ha scaricato { ITEMS($stones) ->
        [one] la pietra di { $stones }.
       *[other] nell'ordine le pietre di { $stones }.
    }
imhotep-seed_not_int = Il seme deve essere un numero intero, non { $value }.
imhotep-ship_sailed = La barca { $ship } è già stata condotta { $site_name ->
        [Tomba] alla Tomba
        [Piramide] alla Piramide
        [Obelischi] agli Obelischi
       *[other] al { $site_name }
    } in questo giro.
imhotep-site_taken = La barca { $other } è già stata condotta { $site_name ->
        [Tomba] alla Tomba
        [Piramide] alla Piramide
        [Obelischi] agli Obelischi
       *[other] al { $site_name }
    } in questo giro.
imhotep-sled_empty = Non hai pietre sul tassello stoccaggio; prima prendi delle pietre.
imhotep-sled_full = Il tuo tassello stoccaggio è pieno ({ $sled ->
        [one] { $sled } pietra
       *[other] { $sled } pietre
    }); non puoi prendere pietre.
imhotep-slot_taken = La casella { $slot } della barca { $ship } ha già una pietra di { $owner }.
imhotep-stones_home = Le pietre del Mercato tornano nelle cave dei proprietari.
imhotep-temple_empty = Fine del giro { $round }: il Tempio è vuoto e non assegna punti.
imhotep-temple_scores = Fine del giro { $round }; punti dal Tempio: { $points }.
imhotep-too_light = La barca { $ship } deve avere almeno { $min ->
        [one] { $min } pietra
       *[other] { $min } pietre
    } per essere condotta in un luogo; ne ha { $count }.
imhotep-took_card = { $player } ha preso la carta { $card } dal Mercato.
imhotep-took_stones = { $player } ha preso { $count ->
        [one] { $count } pietra
       *[other] { $count } pietre
    } dalla cava: ora ne ha { $sled } sul tassello stoccaggio e { $quarry } nella cava.
imhotep-unknown_card = Carta mercato sconosciuta { $card }; le carte sono: { $choices }.
imhotep-unknown_field = Una mossa { $move } non ha il campo { $field }.
imhotep-unknown_fixed = Dati fissi sconosciuti { $name }; usa "round_cards" e/o "market_deck".
imhotep-unknown_move_type = Tipo di mossa sconosciuto { $type }; usa uno tra: { $choices }.
imhotep-unknown_option = Imhotep non ha l'opzione { $option }; l'unica opzione è { $choices }.
imhotep-unknown_player = { $player } non gioca questa partita.
imhotep-unknown_site = Luogo sconosciuto { $site }; i luoghi sono: { $choices }.
imhotep-term-burial_chamber = Tomba
imhotep-term-chisel = Scalpello
imhotep-term-decoration_burial_chamber = Decorazione: Tomba
imhotep-term-decoration_obelisks = Decorazione: Obelischi
imhotep-term-decoration_pyramid = Decorazione: Piramide
imhotep-term-decoration_temple = Decorazione: Tempio
imhotep-term-entrance = Entrata
imhotep-term-hammer = Martello
imhotep-term-lever = Leva
imhotep-term-market = Mercato
imhotep-term-obelisks = Obelischi
imhotep-term-paved_path = Strada lastricata
imhotep-term-pyramid = Piramide
imhotep-term-sail = Vela
imhotep-term-sarcophagus = Sarcofago
imhotep-term-statue = Statua
imhotep-term-temple = Tempio
