### Meduris: the English of its rules' and Discord parts' messages, and its words.

meduris-big_harvest = { $player } moved a worker from the { $source } highland (level { $level }) to the { $target } highland.
meduris-bonus_points = { $player } scores { $points } for the bonus token.
meduris-built_hut = { $player } built a hut on space { $space } (district { $district }), paying { $paid }; its settlement has { $settlement ->
        [one] { $settlement } hut
       *[other] { $settlement } huts
    }.
meduris-built_temple = { $player } built a temple on space { $space }, paying { $paid }.
meduris-dice_not_list = fixed.dice must be a list of die faces ({ $choices }); got { $value }.
meduris-die_rolled = { $player } rolled the die: { $face }.
meduris-discord-choice-level = level { $level }
meduris-discord-context-offer = The druid is at your hut on space { $space }
meduris-discord-context-place_worker = Setup: place a worker (at most 3 per highland)
meduris-discord-context-return_material = { $roller } rolled the die: give 1 material back
meduris-discord-context-return_material_own = You rolled the die: give 1 material back
meduris-discord-context-take_material = { $roller } rolled the die: take 1 material of your choice
meduris-discord-context-take_material_own = You rolled the die: take 1 material of your choice
meduris-discord-context-turn = Die: { $die }. Now your action
meduris-discord-error-bad_offer = An offering is "nothing", "token", one material or two joined by +, like "wool+copper"; '{ $value }' is not one. Nothing was done.
meduris-discord-error-bad_pay = A payment lists materials with counts, like "wood=3, copper=2" (or "exact"); '{ $value }' is not one. Nothing was done.
meduris-discord-error-no_exchange = You cannot exchange now: you need 3 materials and the supply a material you do not give.
meduris-discord-error-not_seated = You are not playing in game #{ $game_id }.
meduris-discord-exchange = Exchange 3 for 1…
meduris-discord-label-both = { $first } + { $second } (+{ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
meduris-discord-label-both_one = { $first } + { $second } (+1 point: an isolated hut)
meduris-discord-label-costs = costs { $cost }
meduris-discord-label-district =
    District { $district }, { $count ->
        [one] 1 space
       *[other] { $count } spaces
    }: { $spaces }
meduris-discord-label-exchange_give = give { $given }
meduris-discord-label-exchange_take = Take 1 { $material }
meduris-discord-label-free = nothing
meduris-discord-label-nothing = Nothing (lose 1 point)
meduris-discord-label-one = { $material } (+1 point)
meduris-discord-label-pay = pay { $paid }
meduris-discord-label-pay_swap = pay { $paid } ({ $swap } for 1)
meduris-discord-label-place = { $highland } highland ({ $workers }/3 workers)
meduris-discord-label-return = Return 1 { $material } (you have { $held })
meduris-discord-label-space = Space { $space } (district { $district })
meduris-discord-label-space_token = Space { $space } (district { $district }, { $token })
meduris-discord-label-take = Take 1 { $material }
meduris-discord-label-to = to { $highland }: you get { $gain }
meduris-discord-label-token = The druid token (+{ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
meduris-discord-label-worker = Your worker on { $highland }, level { $level }
meduris-discord-materials = Your materials: { $counts }
meduris-discord-select-exchange = Exchange 3 of yours for 1…
meduris-discord-select-harvest = Big harvest: move a worker…
meduris-discord-select-hut = Build a hut…
meduris-discord-select-more = Choose…
meduris-discord-select-offer = Offering at space { $space } ({ $cost })…
meduris-discord-select-temple = Build a temple…
meduris-discord-token-druid = druid token
meduris-discord-token-free_hut = free hut token
meduris-discord-token-points = +2 points token
meduris-druid_at_hut = The druid reaches { $player }'s hut on space { $space }.
meduris-druid_final_round = The druid's last round: he visits all { $huts ->
        [one] { $huts } hut
       *[other] { $huts } huts
    } once more (no rune counts).
meduris-druid_rock = The druid steps onto rock space { $rock } of { $rocks }.
meduris-druid_token_alone = An offering of the druid token names no materials and no payment: {"{"}"type": "offer", "druid_token": true{"}"}.
meduris-druid_token_kept = The druid token stays under { $player }'s hut on space { $space } for a later offering.
meduris-druid_token_true = "druid_token" must be true (or leave it out); got { $value }.
meduris-druid_waits = The druid waits: there is no hut on the board.
meduris-end_triggered = { $player } has built every hut and temple: { $turns ->
        [one] { $turns } more turn
       *[other] { $turns } more turns
    }, then the druid's last round.
meduris-exchange_supply = The supply has no { $material } to take.
meduris-exchange_three = An exchange gives exactly 3 materials, not { $count }.
meduris-exchanged = { $player } exchanged { $give } for 1 { $take }.
meduris-field_missing = A { $move } move needs the field { $field }.
meduris-field_not_int = The field { $field } of a { $move } move must be a whole number: { $value }.
meduris-fixed_not_object = The fixed data must be a JSON object.
meduris-free_hut = { $player }'s hut on space { $space } was free (bonus token).
meduris-free_hut_no_pay = Space { $space } holds a free hut token: the hut costs nothing, so give no pay.
meduris-game_end = Game over. Final scores: { $scores }. { $winners } wins.
meduris-game_end_shared = Game over. Final scores: { $scores }. Shared win: { $winners }.
meduris-game_over = The game is over; no more moves.
meduris-highland_full = The { $highland } highland already holds { $most ->
        [one] { $most } worker
       *[other] { $most } workers
    }.
meduris-missing_material = You lack { $material } for this (it costs { $cost }); give a pay object to replace each missing material with 3 of any kind.
meduris-move_not_object = A move must be a JSON object.
meduris-no_decision = { $player } has nothing to decide now.
meduris-no_druid_token = There is no druid token under the hut on space { $space }.
meduris-no_huts_left = You have no huts left to build.
meduris-no_such_space = There is no space { $space }; the ring's spaces are 1 to { $last }.
meduris-no_temples_left = You have no temples left to build.
meduris-no_worker_there = { $player } has no worker at level { $level } of the { $highland } highland (1 is the bottom).
meduris-not_asked = The druid asks for { $asked } at space { $space }; { $material } is not one of them.
meduris-not_held = You hold no { $material } to return.
meduris-not_your_decision = { $pending } must decide now ({ $kind }), not { $player }.
meduris-offer_materials = An offering's materials must be a list of materials ({ $choices }); got { $value }.
meduris-offer_twice = An offering names each of the space's two materials at most once: { $value }.
meduris-offered = { $player } offers { $paid } at space { $space } and scores { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
meduris-offered_nothing = { $player } offers nothing at space { $space } and loses { $lost ->
        [one] { $lost } point
       *[other] { $lost } points
    }.
meduris-offered_token = { $player } offers the druid token at space { $space } and scores { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
meduris-options_not_object = The options must be a JSON object.
meduris-pay_count = The { $field } of a { $move } move must give a whole number of at least 0 for { $material }; got { $value }.
meduris-pay_not_held = You don't hold { $count } { $material }.
meduris-pay_not_object = The { $field } of a { $move } move must be an object such as {"{"}"wood": 3{"}"}; got { $value }.
meduris-pay_wrong = The payment { $pay } does not fit the cost { $cost }: { $missing ->
        [one] 1 missing material needs
       *[other] { $missing } missing materials need
    } exactly { $substitutes ->
        [one] { $substitutes } other
       *[other] { $substitutes } others
    } in their place, and { $extra } were given.
meduris-player_count = Meduris is for 2 to 4 players; { $count } were given.
meduris-player_name = Every player needs a non-empty name; got { $name }.
meduris-player_twice = The name { $name } is used twice; each player needs a different name.
meduris-players_not_list = The players must be a list of names.
meduris-produced = The { $material } highland yields { $material }: { $gains }.
meduris-produced_nothing = The { $material } highland yields nothing.
meduris-return_skipped = { $player } holds no material and returns nothing.
meduris-returned_material = { $player } returned 1 { $material }.
meduris-rune_count = The druid crosses the great river: each rune stone held scores one point — { $points }.
meduris-rune_taken = { $player } takes the rune stone of district { $district }.
meduris-rune_taken_from = { $player } takes the rune stone of district { $district } from { $holder }.
meduris-runes_score = { $runes ->
        [0] { $player } holds no rune stone: 0 points
        [one] { $player }'s one rune stone scores { $points ->
            [one] { $points } point
           *[other] { $points } points
        }
       *[other] { $player }'s { $runes } rune stones score { $points } points
    }.
meduris-same_highland = A big harvest moves the worker to another highland, not back onto { $highland }.
meduris-seed_not_int = The seed must be a whole number, not { $value }.
meduris-space_built = Space { $space } already holds { $owner }'s { $kind }.
meduris-supply_empty = The supply has no { $material }; take one of: { $choices }.
meduris-take_skipped = { $player } can't take a material: the supply is empty.
meduris-temple_on_token = A temple can't be built on space { $space }: it holds a { $token } bonus token.
meduris-temple_scores = { $player }'s temple on space { $space } scores { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
meduris-token_count = There are only { $most } { $kind ->
        [one] { $kind } token
       *[other] { $kind } tokens
    }; fixed.bonus_tokens has { $used }.
meduris-token_gap = Bonus tokens on spaces { $first } and { $second } are too close: at least { $gap } empty spaces must lie between any two.
meduris-token_kind = Unknown bonus token { $kind }; the tokens are: { $choices }.
meduris-token_space = Bonus token space { $space } is not on the ring (0 to { $last }).
meduris-tokens_not_object = fixed.bonus_tokens must be an object such as {"{"}"5": "points"{"}"}; got { $value }.
meduris-took_material = { $player } took 1 { $material }.
meduris-unknown_field = A { $move } move has no field { $field }.
meduris-unknown_fixed = Unknown fixed data { $name }; use "dice" and/or "bonus_tokens".
meduris-unknown_material = The { $field } of a { $move } move names { $value }, not a material; use one of: { $choices }.
meduris-unknown_move_type = Unknown move type { $type }; use one of: { $choices }.
meduris-unknown_option = Meduris has no option { $option }; it takes no options.
meduris-unknown_player = { $player } is not playing this game.
meduris-worker_placed = { $player } placed a worker on the { $highland } highland.
meduris-wrong_decision = { $player }, the decision now is { $kind }: answer with { $moves }, not with { $move }.
meduris-term-any = any material
meduris-term-copper = copper
meduris-term-druid = druid
meduris-term-nobody = nobody
meduris-term-free_hut = free hut
meduris-term-hut = hut
meduris-term-offer = an offering
meduris-term-place_worker = placing a worker
meduris-term-points = +2 points
meduris-term-return = return a material
meduris-term-return_material = returning a material
meduris-term-stone =
    { $count ->
       *[one] stone
        [other] stones
    }
meduris-term-take_material = taking a material
meduris-term-temple = temple
meduris-term-turn = your turn's action
meduris-term-wood = wood
meduris-term-wool = wool
meduris-term-big_harvest = a big harvest
meduris-term-build_hut = building a hut
meduris-term-build_temple = building a temple
meduris-term-exchange = an exchange
meduris-term-turn_actions = a big harvest, a hut or a temple
