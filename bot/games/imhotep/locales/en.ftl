### Imhotep: the English of its rules' and Discord parts' messages, and its words.

discord-button-pass = Pass
discord-button-take = Take stones
discord-error-bad_order = The unloading order lists slot numbers separated by commas, like "3,1,2"; '{ $order }' is not.
discord-error-hammer_half = The hammer's extra stone needs both "ship" and "slot"; you gave only { $given }. Give both, or neither to play the hammer without placing a stone. Nothing was played.
discord-error-missing_field = This card needs the { $field } option.
discord-error-unused_option = The { $card } card does not use the { $field } option; leave it out. Nothing was played.
discord-label-no_place = no stone
discord-label-order = unload slots { $order }
discord-label-ship = Ship { $ship }
discord-label-ship_site = Ship { $ship } (size { $size }) → { $site }
discord-label-ship_slot = Ship { $ship } (size { $size }), slot { $slot }
discord-label-slot = slot { $slot }
discord-label-take = take stones
discord-select-pick = Take a card…
discord-select-place = Place a stone…
discord-select-play = Play a card…
discord-select-sail = Sail a ship…
imhotep-card_not_blue = Only blue cards can be played ({ $choices }); { $card } is not one.
imhotep-card_not_on_display = There is no { $card } on the market; take one of: { $cards }.
imhotep-chisel_same_slot = The chisel's two stones must go to two different slots; both name ship { $ship }, slot { $slot }.
imhotep-chisel_sled = The chisel places 2 stones, but you have { $sled } on your sled.
imhotep-chisel_stones = The chisel places exactly 2 stones: give "stones" as two objects with "ship" and "slot"; got { $value }.
imhotep-field_missing = A { $move } move needs the field { $field }.
imhotep-field_not_int = The field { $field } of a { $move } move must be a whole number: { $value }.
imhotep-fixed_not_object = The fixed data must be a JSON object.
imhotep-game_end = Game over. Final scores: { $scores }. { $winners } wins.
imhotep-game_end_shared = Game over. Final scores: { $scores }. Shared win: { $winners }.
imhotep-game_over = The game is over; no more moves.
imhotep-hammer_half_placement = The hammer's extra stone needs both ship and slot, or leave both out.
imhotep-lever_order = The lever's order must list each occupied slot of ship { $ship } exactly once ({ $slots }); got { $order }.
imhotep-lever_order_shape = The lever's order must be a list of slot numbers; got { $value }.
imhotep-market_deck_not_list = fixed.market_deck must be a list of card names; got { $value }.
imhotep-market_deck_too_many = fixed.market_deck has { $used } { $card ->
        [one] { $card } card
       *[other] { $card } cards
    }, but the deck has only { $available }.
imhotep-move_not_object = A move must be a JSON object.
imhotep-must_take_card = { $player }, first take a card from the market: { $cards }.
imhotep-no_card = You have no { $card } card to play.
imhotep-no_pick_pending = No market card is waiting to be taken; it is { $current }'s turn.
imhotep-no_such_ship = There is no ship { $ship }; this round's ships are 1 to { $last }.
imhotep-no_such_slot = Ship { $ship } has no slot { $slot }. Its slots are 1 to { $last }.
imhotep-not_your_pick = { $picker } takes a market card now, not { $player }.
imhotep-not_your_turn = It is { $current }'s turn, not { $player }'s.
imhotep-option_not_bool = The option { $option } must be true or false, not { $value }.
imhotep-options_not_object = The options must be a JSON object.
imhotep-pass_not_allowed = You can still act (for example: { $example }); pass only when no action is possible.
imhotep-passed = { $player } passes: no stone on the sled or in the quarry and no ship can sail.
imhotep-placed = { $player } placed a stone on ship { $ship }, slot { $slot }.
imhotep-played_card = { $player } played a { $card } card.
imhotep-player_count = Imhotep is for 2 to 4 players; { $count } were given.
imhotep-player_name = Every player needs a non-empty name; got { $name }.
imhotep-player_twice = The name { $name } is used twice; each player needs a different name.
imhotep-players_not_list = The players must be a list of names.
imhotep-quarry_empty = Your quarry is empty; you cannot take stones.
imhotep-red_card_placed = { $player }'s { $card } puts a stone on the { $site_name }.
imhotep-red_card_pyramid = { $player }'s { $card } puts a stone on the pyramid: { $player } scores { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
imhotep-red_card_wasted = { $player }'s quarry is empty: the { $card } is discarded without effect.
imhotep-round_card_invalid = Round card { $card } is not a { $count }-player round card; those are: { $choices }.
imhotep-round_card_twice = Round card { $card } is listed { $used ->
        [one] { $used } time
       *[other] { $used } times
    }, but the { $count }-player set has it only once.
imhotep-round_cards_not_list = fixed.round_cards must be a list of at most 6 round cards, each a list of 4 ship sizes; got { $value }.
imhotep-round_start = Round { $round } of 6: ships of size { $sizes }; the market shows { $cards }. { $player } starts.
imhotep-round_stuck = Nobody can act: round { $round } ends with { ITEMS($ships) ->
        [one] ship { $ships } unsailed
       *[other] ships { $ships } unsailed
    }; any stones on board go back to the quarries.
imhotep-sailed_empty_market = { $player } sailed ship { $ship } to the market, but no card is left to take.
imhotep-sailed_market = { $player } sailed ship { $ship } to the market and unloaded it there; { ITEMS($pickers) ->
        [one] { $pickers } takes a card.
       *[other] the cards are taken in this order: { $pickers }.
    }
imhotep-sailed_pyramid = { $player } sailed ship { $ship } to the pyramid and unloaded it there; points: { $points }.
imhotep-sailed_site = { $player } sailed ship { $ship } to the { $site_name } and unloaded { ITEMS($stones) ->
        [one] { $stones }'s stone there.
       *[other] there, in this order, the stones of { $stones }.
    }
imhotep-seed_not_int = The seed must be a whole number, not { $value }.
imhotep-ship_sailed = Ship { $ship } has already sailed to the { $site_name } this round.
imhotep-site_taken = Ship { $other } has already sailed to the { $site_name } this round.
imhotep-sled_empty = You have no stone on your sled; take stones first.
imhotep-sled_full = Your sled is full ({ $sled ->
        [one] { $sled } stone
       *[other] { $sled } stones
    }); you cannot take stones.
imhotep-slot_taken = Slot { $slot } of ship { $ship } already holds { $owner }'s stone.
imhotep-stones_home = The market stones go back to their quarries.
imhotep-temple_empty = Round { $round } ends: the temple is empty and scores nothing.
imhotep-temple_scores = Round { $round } ends; points from the temple: { $points }.
imhotep-too_light = Ship { $ship } needs at least { $min ->
        [one] { $min } stone
       *[other] { $min } stones
    } to sail; it has { $count }.
imhotep-took_card = { $player } took the { $card } card from the market.
imhotep-took_stones = { $player } took { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    } from the quarry: now { $sled } on the sled, { $quarry } in the quarry.
imhotep-unknown_card = Unknown market card { $card }; the cards are: { $choices }.
imhotep-unknown_field = A { $move } move has no field { $field }.
imhotep-unknown_fixed = Unknown fixed data { $name }; use "round_cards" and/or "market_deck".
imhotep-unknown_move_type = Unknown move type { $type }; use one of: { $choices }.
imhotep-unknown_option = Imhotep has no option { $option }; the only option is { $choices }.
imhotep-unknown_player = { $player } is not playing this game.
imhotep-unknown_site = Unknown site { $site }; the sites are: { $choices }.
imhotep-term-burial_chamber = burial chamber
imhotep-term-chisel = chisel
imhotep-term-decoration_burial_chamber = burial chamber decoration
imhotep-term-decoration_obelisks = obelisks decoration
imhotep-term-decoration_pyramid = pyramid decoration
imhotep-term-decoration_temple = temple decoration
imhotep-term-entrance = entrance
imhotep-term-hammer = hammer
imhotep-term-lever = lever
imhotep-term-market = market
imhotep-term-obelisks = obelisks
imhotep-term-paved_path = paved path
imhotep-term-pyramid = pyramid
imhotep-term-sail = sail
imhotep-term-sarcophagus = sarcophagus
imhotep-term-statue = statue
imhotep-term-temple = temple
