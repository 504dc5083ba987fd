"""Imhotep in Italian: its messages and terms, in the words of the Italian rulebook.

The rulebook's words: a ship is a "barca" with "caselle" (slots), the sled is the "tassello
stoccaggio", a ship is "condotta" (sailed) to a "luogo" (site), the burial chamber is the "Tomba",
the market cards are "Entrata", "Sarcofago", "Strada lastricata", "Decorazione: …", "Statua",
"Leva", "Martello", "Vela", "Scalpello". Site and card names are capitalised as in the rulebook.
"""

_SITES = {
    "market": "Mercato",
    "pyramid": "Piramide",
    "temple": "Tempio",
    "burial_chamber": "Tomba",
    "obelisks": "Obelischi",
}

TERMS: dict[str, str] = {
    **_SITES,
    "burial chamber": "Tomba",
    "entrance": "Entrata",
    "sarcophagus": "Sarcofago",
    "paved_path": "Strada lastricata",
    "decoration_pyramid": "Decorazione: Piramide",
    "decoration_temple": "Decorazione: Tempio",
    "decoration_burial_chamber": "Decorazione: Tomba",
    "decoration_obelisks": "Decorazione: Obelischi",
    "statue": "Statua",
    "lever": "Leva",
    "hammer": "Martello",
    "sail": "Vela",
    "chisel": "Scalpello",
}
"""Site ids and their English names (`site`, `site_name`), and market card names."""

MESSAGES: dict[str, str] = {
    # Discord parts of the plug-in
    "discord.error.missing_field": "Questa carta richiede l'opzione {field}.",
    "discord.error.bad_order": "L'ordine di scarico elenca numeri di casella separati da "
    'virgole, come "2,0,1"; {order!r} non lo è.',
    "discord.error.unused_option": "La carta {card} non usa l'opzione {field}; lasciala fuori. "
    "Non è stato giocato nulla.",
    "discord.error.hammer_half": "La pietra in più del Martello richiede sia ship sia slot; "
    "hai indicato solo {given}. Indicali entrambi, o nessuno dei due per giocare il Martello "
    "senza caricare una pietra. Non è stato giocato nulla.",
    "discord.button.take": "Prendi pietre",
    "discord.button.pass": "Passa",
    "discord.select.place": "Metti una pietra…",
    "discord.select.sail": "Fai salpare una barca…",
    "discord.select.play": "Gioca una carta…",
    "discord.select.pick": "Prendi una carta…",
    "discord.label.ship_slot": "Barca {ship} (da {size}), casella {slot}",
    "discord.label.ship_site": "Barca {ship} (da {size}) → {site}",
    "discord.label.ship": "Barca {ship}",
    "discord.label.slot": "casella {slot}",
    "discord.label.take": "prendi pietre",
    "discord.label.no_place": "nessuna pietra",
    "discord.label.order": "scarica le caselle {order}",
    # setup
    "imhotep.players_not_list": "I giocatori devono essere una lista di nomi.",
    "imhotep.player_count": "Imhotep si gioca da 2 a 4 giocatori; ne sono stati indicati {count}.",
    "imhotep.player_name": "Ogni giocatore ha bisogno di un nome non vuoto; è stato indicato "
    "{name}.",
    "imhotep.player_twice": "Il nome {name} è usato due volte; ogni giocatore ha bisogno di un "
    "nome diverso.",
    "imhotep.options_not_object": "Le opzioni devono essere un oggetto JSON.",
    "imhotep.unknown_option": "Imhotep non ha l'opzione {option}; l'unica opzione è {choices}.",
    "imhotep.option_not_bool": "L'opzione {option} deve essere true o false, non {value}.",
    "imhotep.seed_not_int": "Il seme deve essere un numero intero, non {value}.",
    "imhotep.fixed_not_object": "I dati fissi devono essere un oggetto JSON.",
    "imhotep.unknown_fixed": "Dati fissi sconosciuti {name}; usa round_cards e/o market_deck.",
    "imhotep.round_cards_not_list": "fixed.round_cards deve essere una lista di al massimo 6 "
    "carte round, ognuna una lista di 4 capienze di barca; è stato indicato {value}.",
    "imhotep.round_card_invalid": "La carta round {card} non è una carta round per {count} "
    "giocatori; quelle sono: {choices}.",
    "imhotep.round_card_twice": "La carta round {card} compare {used} volte, ma il gruppo per "
    "{count} giocatori la contiene una volta sola.",
    "imhotep.market_deck_not_list": "fixed.market_deck deve essere una lista di nomi di carte; "
    "è stato indicato {value}.",
    "imhotep.market_deck_too_many": "fixed.market_deck ha {used} carte {card}, ma il mazzo ne "
    "ha solo {available}.",
    # move shape
    "imhotep.move_not_object": "Una mossa deve essere un oggetto JSON.",
    "imhotep.unknown_move_type": "Tipo di mossa sconosciuto {type}; usa uno tra: {choices}.",
    "imhotep.unknown_field": "Una mossa {move} non ha il campo {field}.",
    "imhotep.field_missing": "Una mossa {move} richiede il campo {field}.",
    "imhotep.field_not_int": "Il campo {field} di una mossa {move} deve essere un numero "
    "intero: {value}.",
    "imhotep.unknown_site": "Luogo sconosciuto {site}; i luoghi sono: {choices}.",
    "imhotep.unknown_card": "Carta mercato sconosciuta {card}; le carte sono: {choices}.",
    "imhotep.card_not_blue": "Si possono giocare solo le carte blu ({choices}); {card} non lo è.",
    "imhotep.hammer_half_placement": "La pietra in più del Martello richiede sia la barca sia "
    "la casella, oppure nessuna delle due.",
    "imhotep.chisel_stones": 'Lo Scalpello carica esattamente 2 pietre: indica "stones" come '
    'due oggetti con "ship" e "slot"; è stato indicato {value}.',
    "imhotep.chisel_same_slot": "Le due pietre dello Scalpello devono andare in due caselle "
    "diverse; entrambe indicano la barca {ship}, casella {slot}.",
    "imhotep.lever_order_shape": "L'ordine della Leva deve essere una lista di numeri di "
    "casella; è stato indicato {value}.",
    # legality
    "imhotep.unknown_player": "{player} non gioca questa partita.",
    "imhotep.game_over": "La partita è finita; non ci sono altre mosse.",
    "imhotep.not_your_turn": "È il turno di {current}, non di {player}.",
    "imhotep.not_your_pick": "Ora prende una carta mercato {picker}, non {player}.",
    "imhotep.must_take_card": "{player}, prima prendi una carta dal Mercato: {cards}.",
    "imhotep.no_pick_pending": "Nessuna carta mercato aspetta di essere presa; è il turno di "
    "{current}.",
    "imhotep.card_not_on_display": "Al Mercato non c'è {card}; prendi una tra: {cards}.",
    "imhotep.sled_full": "Il tuo tassello stoccaggio è pieno ({sled} pietre); non puoi "
    "prendere pietre.",
    "imhotep.quarry_empty": "La tua cava è vuota; non puoi prendere pietre.",
    "imhotep.no_such_ship": "Non c'è la barca {ship}; le barche di questo round vanno da 0 a "
    "{last}.",
    "imhotep.no_such_slot": "La barca {ship} non ha la casella {slot}. Le sue caselle vanno da "
    "0 a {last}.",
    "imhotep.slot_taken": "La casella {slot} della barca {ship} ha già una pietra di {owner}.",
    "imhotep.ship_sailed": "La barca {ship} è già stata condotta alla tessera {site_name} in "
    "questo round.",
    "imhotep.sled_empty": "Non hai pietre sul tassello stoccaggio; prima prendi delle pietre.",
    "imhotep.chisel_sled": "Lo Scalpello carica 2 pietre, ma sul tuo tassello stoccaggio ne "
    "hai {sled}.",
    "imhotep.too_light": "La barca {ship} deve avere almeno {min} pietre per essere condotta "
    "in un luogo; ne ha {count}.",
    "imhotep.site_taken": "La barca {other} è già stata condotta alla tessera {site_name} in "
    "questo round.",
    "imhotep.no_card": "Non hai una carta {card} da giocare.",
    "imhotep.lever_order": "L'ordine della Leva deve elencare una volta sola ogni casella "
    "occupata della barca {ship} ({slots}); è stato indicato {order}.",
    "imhotep.pass_not_allowed": "Puoi ancora agire (per esempio: {example}); passa solo "
    "quando nessuna azione è possibile.",
    # events
    "imhotep.round_start": "Round {round} di 6: barche da {sizes} caselle; al Mercato ci sono "
    "{cards}. Inizia {player}.",
    "imhotep.took_stones": "{player} ha preso {count} pietre (tassello stoccaggio {sled}, cava "
    "{quarry}).",
    "imhotep.placed": "{player} ha caricato una pietra sulla barca {ship}, casella {slot}.",
    "imhotep.played_card": "{player} ha giocato la carta {card}.",
    "imhotep.sailed_pyramid": "{player} ha condotto la barca {ship} alla Piramide: {points}.",
    "imhotep.sailed_site": "{player} ha condotto la barca {ship} alla tessera {site_name}: "
    "{stones}.",
    "imhotep.sailed_market": "{player} ha condotto la barca {ship} al Mercato: prendono "
    "una carta, in quest'ordine, {pickers}.",
    "imhotep.sailed_empty_market": "{player} ha condotto la barca {ship} al Mercato, ma non "
    "resta nessuna carta da prendere.",
    "imhotep.took_card": "{player} ha preso {card} dal Mercato.",
    "imhotep.red_card_pyramid": "La carta {card} di {player} mette una pietra sulla Piramide: "
    "{player} ottiene {points}.",
    "imhotep.red_card_placed": "La carta {card} di {player} mette una pietra sulla tessera "
    "{site_name}.",
    "imhotep.red_card_wasted": "La cava di {player} è vuota: la carta {card} va negli scarti "
    "senza effetto.",
    "imhotep.stones_home": "Le pietre del Mercato tornano nelle cave dei proprietari.",
    "imhotep.passed": "{player} passa: nessuna pietra sul tassello stoccaggio né nella cava, e "
    "nessuna barca può essere condotta.",
    "imhotep.round_stuck": "Nessuno può agire: il round {round} finisce con le barche {ships} "
    "non condotte; le loro pietre tornano nelle cave.",
    "imhotep.temple_scores": "Fine del round {round}: il Tempio assegna {points}.",
    "imhotep.temple_empty": "Fine del round {round}: il Tempio è vuoto e non assegna punti.",
    "imhotep.game_end": "Partita finita. Punteggi finali: {scores}. Vince {winners}.",
    "imhotep.game_end_shared": "Partita finita. Punteggi finali: {scores}. Vittoria "
    "condivisa: {winners}.",
}

COMMANDS: dict[str, str] = {
    "Imhotep variant: -5 points unless you brought a stone to all four sites": "Variante di "
    "Imhotep: -5 punti se non hai portato una pietra in tutti e quattro i luoghi",
    "Imhotep moves": "Mosse di Imhotep",
    "Take up to 3 stones from your quarry onto your sled": "Prendi fino a 3 pietre dalla tua "
    "cava sul tassello stoccaggio",
    "Place a stone from your sled on a ship": "Carica una pietra dal tassello stoccaggio su "
    "una barca",
    "Ship number as on the board (0-3)": "Numero della barca come sul tabellone (0-3)",
    "Slot on that ship (0 = bow)": "Casella su quella barca (0 = prua)",
    "Sail a loaded ship to a site": "Conduci una barca carica in un luogo",
    "Where it goes": "Dove va",
    "market": "Mercato",
    "pyramid": "Piramide",
    "temple": "Tempio",
    "burial chamber": "Tomba",
    "obelisks": "Obelischi",
    "Take a face-up card at the market (when it is your pick)": "Prendi una carta scoperta al "
    "Mercato (quando tocca a te sceglierla)",
    "One of the face-up cards": "Una delle carte scoperte",
    "Play a blue card as your action": "Gioca una carta blu come azione",
    "hammer, chisel, sail or lever": "hammer (Martello), chisel (Scalpello), sail (Vela) o "
    "lever (Leva)",
    "Ship (hammer, sail, lever; chisel's first stone)": "Barca (Martello, Vela, Leva; prima "
    "pietra dello Scalpello)",
    "Slot on that ship (hammer, sail; chisel's first stone)": "Casella su quella barca "
    "(Martello, Vela; prima pietra dello Scalpello)",
    "Where the ship sails (sail, lever)": "Dove viene condotta la barca (Vela, Leva)",
    "Chisel: ship of the second stone": "Scalpello: barca della seconda pietra",
    "Chisel: slot of the second stone": "Scalpello: casella della seconda pietra",
    "Lever: the occupied slots in unloading order, like 2,0,1": "Leva: le caselle occupate "
    "nell'ordine di scarico, come 2,0,1",
    "Pass (only when you have no legal action)": "Passa (solo quando non hai azioni possibili)",
}
"""Imhotep's slash-command, option and choice descriptions, keyed by their English text (for
the adapter's `app_commands.Translator`)."""
