### Roads & Boats: the English of its rules' and Discord parts' messages, and its words.

discord-error-bad_positions = Positions are numbers from 1 to 4, best first, separated by commas, like "1,2" (or "ask"); '{ $value }' is not.
discord-error-standing_empty = Give at least one of "request", "leave_prayer", "positions".
discord-rnb-choose_start = Choose your start tile step by step, or type /rnb start
discord-rnb-leave_prayer-no = Keep praying
discord-rnb-leave_prayer-yes = Stop praying
discord-rnb-map_form_hint = S  P~se  R  S (one token per tile, column A first)
discord-rnb-map_form_label = The map, one row of tiles per line
discord-rnb-map_form_stale = This form was opened for game #{ $game_id }, which is no longer this channel's lobby. Nothing changed.
discord-rnb-map_form_title = The map of game #{ $game_id }
discord-rnb-map_not_text = { $filename } is not UTF-8 text (line { $line } is not); save the map as plain UTF-8 text. Nothing changed.
discord-rnb-map_one_source = Give one of file, fixed or generated:True, or none of them to type the map in a form. Nothing changed.
discord-rnb-position = Position { $position }
discord-rnb-request_order-no = Play in the chart's order
discord-rnb-request_order-yes = Determine the order of play
discord-rnb-standing-defaults = Ready with the defaults in this phase every turn
discord-rnb-standing-off = No standing orders for this phase
discord-rnb-standing-repeat = Repeat my orders for this phase every turn
discord-rnb-suggested = suggested start
discord-rnb-turn-form_title = Orders for the turn, game #{ $game_id }
discord-rnb-turn-placeholder = One order per line; empty: nothing written yet, the phase will ask you
discord-rnb-turn-ready = Ready: defaults for the rest of the turn
discord-rnb-turn-show = Show my orders
discord-rnb-turn-standing = Standing orders…
discord-rnb-turn-write = Write this turn's orders
rnb-access-missing_goods = Not enough goods at { $place }: { $missing } missing.
rnb-access-no_transporter = You have no transporter that reaches { $place }.
rnb-access-not_lying = The { $goods } on { $place } were not there at your turn ({ $missing } missing).
rnb-access-not_yours = { $transporter } is not yours.
rnb-access-out_of_reach = { $source } is out of reach of { $place }.
rnb-access-unknown_place = { $place } is not a region or tile of this map.
rnb-access-unknown_transporter = There is no transporter { $transporter }.
rnb-bad_option = Unknown option '{ $option }'; options are: { $choices }.
rnb-bad_solo = The solo puzzle is for one player.
rnb-building-bridge_built = { $player } builds a bridge on { $tile }.
rnb-building-bridge_exists = There is already a bridge { $a } - { $b }.
rnb-building-built = { $player } builds a { $building } on { $place }.
rnb-building-demolished = { $player } demolishes the wall on { $edge }.
rnb-building-desert = Before irrigation only roads and walls may be built in the desert.
rnb-building-fill_not_mine = Only a mine is filled; a { $building } takes no fill.
rnb-building-fill_research = Filling a mine with { $fill } needs the research { $research }.
rnb-building-foreign_wall = The wall { $edge } belongs to { $owner }; only they add to it.
rnb-building-mine_upgrade = The mine on { $tile } has { $upgrade }: a { $fill } fill would add { $other }, and one mine never has both.
rnb-building-needs_research = A { $building } needs the research { $research }.
rnb-building-no_bridge_here = No bridge can join { $a } and { $b } on { $tile }.
rnb-building-no_edge = { $tile } and { $toward } share no side where a wall can stand.
rnb-building-no_mine = There is no mine on { $tile }.
rnb-building-no_presence = You have no transporter that can build at { $place }.
rnb-building-no_wall = There is no wall on { $edge } to demolish.
rnb-building-not_linked = No road can join { $a } and { $b }: they are not neighbours on land.
rnb-building-not_shore = A { $building } needs a shore: { $tile } has no river or sea.
rnb-building-occupied = { $tile } already has a { $building }; one building per tile.
rnb-building-pushed_out = { $transporter } is pushed out to sea by the wall on { $edge }.
rnb-building-road_built = { $player } builds a road { $a } - { $b }.
rnb-building-road_exists = There is already a road between { $a } and { $b }.
rnb-building-shaft_built = { $player } sinks a new shaft in the mine on { $tile }.
rnb-building-unknown_building = There is no building '{ $building }'.
rnb-building-wall_built = { $player } adds { $tokens ->
        [one] 1 wall token
       *[other] { $tokens } wall tokens
    } on { $edge }.
rnb-building-which_bridge = Say which banks the bridge on { $tile } joins: { $choices }.
rnb-building-wrong_terrain = A { $building } cannot stand on { $terrain } ({ $tile }).
rnb-map-bad_json = The stored map is not a list of rows.
rnb-map-bad_label = { $label } is not a tile label (a column letter and a row number).
rnb-map-bad_river_shape = Tile { $tile }: unknown river shape { $shape }.
rnb-map-bad_river_sides = Tile { $tile }: river sides { $sides } are no river shape (one side, any two sides, or three alternating sides).
rnb-map-bad_rotation = Tile { $tile }: rotation { $rotation } is not 0 to 5.
rnb-map-bad_start = Start tile { $tile } is not a land tile of this map.
rnb-map-bad_terrain = Tile { $tile }: unknown terrain { $terrain }.
rnb-map-bad_token = { $token } is not a tile (terrain letter P W R M D S, optional ~sides).
rnb-map-duplicate_tile = Tile { $tile } is given twice.
rnb-map-empty = The map has no land tile.
rnb-map-not_connected = Tile { $tile } is not connected to the rest of the map.
rnb-map-river_at_sea = Tile { $tile } is sea and cannot carry a river.
rnb-map-river_broken = Tile { $tile }: the river on side { $side } meets { $neighbour }, which has no river there.
rnb-map-river_off_map = Tile { $tile }: the river on side { $side } runs off the map.
rnb-map-river_without_mouth = The river through { $tile } never reaches the sea: every river needs a mouth.
rnb-map-starts_too_close = Start tiles { $tile } and { $other } are neighbours: leave a tile between starts.
rnb-map-too_wide = The map is wider than 26 columns.
rnb-map-unknown_edge = { $edge } is not a side between two tiles of this map.
rnb-map-unknown_position = { $position } is not a river, sea tile or docking position.
rnb-map-unknown_region = There is no bank or tile { $region } on this map.
rnb-map-unknown_side = { $side } is not a side (use ne, e, se, sw, w or nw).
rnb-map-unknown_tile = There is no tile { $tile } on this map.
rnb-map-which_bank = A river divides { $tile }: say which bank ({ $banks }).
rnb-mapformat-bad_header = Line { $line }: unknown setting { $setting } (use name or starts).
rnb-mapformat-bad_start = Line { $line }: start { $tile } is not a tile label like C4.
rnb-mapformat-bad_tile = Line { $line }: { $reason }
rnb-mapformat-no_rows = The map text has no map rows.
rnb-mapformat-too_wide = Line { $line }: this row has { $columns ->
        [one] { $columns } tile
       *[other] { $columns } tiles
    }; a map is at most { $most ->
        [one] { $most } column
       *[other] { $most } columns
    } wide (A to Z).
rnb-mapgen-bad_players = A generated map is for 1 to 4 players, not { $players }.
rnb-mapgen-failed = No map could be generated for seed { $seed }; try another seed.
rnb-maps-bad_option = The map option must be a map name, {"{"}"generate": {"{"}...{"}"}{"}"} or {"{"}"text": "..."{"}"}.
rnb-maps-bad_setting = The map setting "{ $setting }" must be a whole number from { $low } to { $high }, not { $value }.
rnb-maps-too_small = This map has no room for { $players } start tiles a tile apart.
rnb-maps-unknown = There is no map called { $name } (maps: { $known }).
rnb-maps-unknown_setting = There is no map setting '{ $setting }' in "generate" (settings: { $known }).
rnb-maps-wrong_players = Map { $name } is for { $low } to { $high ->
        [one] { $high } player
       *[other] { $high } players
    }, not { $players }.
rnb-move-already_moved = Order { $order }: { $transporter } has already moved this phase and cannot be carried.
rnb-move-already_moved_goods = Order { $order }: only { $available } { $good } at { $where } have not already been moved by another of your transporters this phase (you asked for { $count }).
rnb-move-bad_field = The move's field '{ $field }' is missing or wrong.
rnb-move-cannot_set_down = Order { $order }: { $transporter } cannot be set down at { $place } (a boat only on a river or a sea shore, a land transporter only on land).
rnb-move-carry_loaded = Order { $order }: { $transporter } carries goods; neither transporter may carry anything else while one carries the other.
rnb-move-carry_self = Order { $order }: { $transporter } cannot carry itself.
rnb-move-docked = Order { $order }: { $transporter } has docked; docking ends its move.
rnb-move-donkey_mix = Order { $order }: { $transporter } cannot go on to { $place }: a donkey moves 1 tile off road or up to 2 along roads, not a mix.
rnb-move-geese_at_sea = Order { $order }: the { $count ->
        [one] { $count } goose
       *[other] { $count } geese
    } on { $sea } follow { $transporter } when it leaves: geese are never left alone at sea, and no other transporter stays with them.
rnb-move-geese_left_behind = Order { $order }: the geese following { $transporter } on { $bank } cannot follow it to { $place }: a river without a bridge is in the way (let them stay first).
rnb-move-geese_river = Order { $order }: geese do not cross a river without a bridge: they cannot go from { $bank } to { $place }.
rnb-move-goods_at_sea = Order { $order }: { $transporter } is at sea: goods can only be exchanged with your boats there or an oil rig (geese there may also follow it or be loaded).
rnb-move-goods_gone = Order { $order }: the { $count } { $good } on { $where } were not there when { $transporter } came to take them (there were { $available }).
rnb-move-hands_full = Order { $order }: { $transporter } is carrying or carried by { $other } and cannot take or give goods.
rnb-move-is_carried = Order { $order }: { $transporter } is carried by { $carrier } and cannot move by itself.
rnb-move-land_at_sea = Order { $order }: { $transporter } cannot go to sea ({ $place }).
rnb-move-moved = { $player } moved { $transporter }: { $path }.
rnb-move-moved_twice = Order { $order }: { $transporter } cannot move goods your { $other } already moved this phase.
rnb-move-needs_road = Order { $order }: { $transporter } moves only along roads, and no road leads to { $place }.
rnb-move-no_bridge = Order { $order }: { $transporter } cannot reach { $place }: there is no bridge to that bank.
rnb-move-not_carrying = Order { $order }: { $carrier } is not carrying { $transporter }.
rnb-move-not_enough = Order { $order }: there are only { $available } { $good } at { $where }, not { $count }.
rnb-move-not_following = Order { $order }: only { $following ->
        [one] { $following } goose
       *[other] { $following } geese
    } follow { $transporter }, not { $count }.
rnb-move-not_next = Order { $order }: { $place } is not next to { $here }, where { $transporter } is at that point.
rnb-move-not_next_water = Order { $order }: { $transporter } cannot sail from { $here } to { $place } in one step.
rnb-move-not_now = { $player } has nothing to decide with a '{ $type }' move now.
rnb-move-not_together = Order { $order }: { $transporter } and { $other } are not on the same tile and bank.
rnb-move-not_water = Order { $order }: { $transporter } moves only on rivers and at sea; { $place } is neither a river, a sea tile nor a docking place.
rnb-move-not_yours = Order { $order }: { $transporter } is not yours.
rnb-move-out_of_reach = Order { $order }: { $transporter } cannot reach { $place } from where it is.
rnb-move-over_capacity = Order { $order }: { $transporter } carries at most { $capacity ->
        [one] { $capacity } good
       *[other] { $capacity } goods
    }.
rnb-move-river = Order { $order }: { $transporter } cannot reach { $place }: a river without a bridge is in the way.
rnb-move-same_tile = Order { $order }: { $transporter } is already on { $place }.
rnb-move-say_bank = Order { $order }: say which bank { $transporter } uses ({ $banks }).
rnb-move-set_down = { $player } set down { $transporter } from { $carrier } at { $place }.
rnb-move-set_down_first = Order { $order }: set down carried transporters before any move order.
rnb-move-set_down_not_there = Order { $order }: { $transporter } cannot be set down at { $place }; possible: { $choices }.
rnb-move-set_down_where = Order { $order }: say where to set down { $transporter }: { $choices }.
rnb-move-too_far = Order { $order }: { $transporter } cannot reach { $place }: it moves at most { $moves ->
        [one] { $moves } tile
       *[other] { $moves } tiles
    } this way.
rnb-move-twice = Order { $order }: { $transporter } has already moved this phase.
rnb-move-unknown = Unknown move type '{ $type }'; moves are: { $choices }.
rnb-move-unknown_place = Order { $order }: there is no tile or bank { $place }.
rnb-move-unknown_transporter = Order { $order }: there is no transporter { $transporter }.
rnb-move-wall = Order { $order }: { $transporter } cannot pass { $owner }'s wall on the way to { $place }.
rnb-move-which_bank = Order { $order }: a river divides { $place }: say which bank { $transporter } goes to ({ $banks }).
rnb-order-bad_position = Position { $position } is not free; free: { $free }.
rnb-order-left_prayer = { $player } stops praying and goes to the back of the temple row.
rnb-order-position = { $player } takes position { $position } on the sequence chart.
rnb-order-requested = { $player } asks to determine the order of play.
rnb-orders-bad_count = Order { $order }: '{ $field }' must be a whole number from 1 to { $most }.
rnb-orders-bad_fill = Order { $order }: a mine is filled { $choices }, not '{ $fill }'.
rnb-orders-bad_flag = Order { $order }: '{ $field }' must be true or false.
rnb-orders-bad_goods = Order { $order }: '{ $field }' must list goods with counts from 1 to { $most }, e.g. {"{"}"board": 2{"}"}.
rnb-orders-bad_json = Orders of { $player } ignored: { $reason }
rnb-orders-bad_sources = Order { $order }: 'sources' must be a list of names.
rnb-orders-bad_text = Order { $order }: '{ $field }' must be a non-empty name.
rnb-orders-failed = Your order { $order } could not be carried out: { $reason }
rnb-orders-missing_field = Order { $order }: the field '{ $field }' is missing.
rnb-orders-not_ahead = Orders ahead must be for a later phase of this turn (now { $now }), not { $phase }.
rnb-orders-not_object = Order { $order }: each order must be a JSON object.
rnb-orders-not_orders = Orders must be {"{"}"orders": [...]{"}"}, a list of orders.
rnb-orders-not_pending = { $player } has no orders to give now.
rnb-orders-refused = Order { $order }: { $reason }
rnb-orders-unknown_field = Order { $order }: unknown field '{ $field }'.
rnb-orders-unknown_good = Order { $order }: there is no good '{ $good }' ({ $choices }).
rnb-orders-unknown_kind = Order { $order }: there is no order '{ $kind }'.
rnb-orders-unknown_phase = There is no phase '{ $phase }'.
rnb-orders-unknown_step = Order { $order }: a move has no step '{ $step }'.
rnb-orders-wrong_phase = Order { $order }: '{ $kind }' is an order for the { $order_phase } phase, not the { $phase } phase.
rnb-phase-open = Turn { $turn }: the { $phase } phase begins.
rnb-phase_name = turn { $turn } — { $phase_word }
rnb-phase_name-start = the start
rnb-players = Roads & Boats is for 1 to 4 players with different names.
rnb-production-already_researched = You have already researched { $project }.
rnb-production-bad_inputs = The { $building } on { $tile } cannot use { $inputs }.
rnb-production-bad_launch = { $launch } is not where the { $building } on { $tile } can launch.
rnb-production-bred = On { $tile } a pair of { $animal }s breeds a third.
rnb-production-cannot_upgrade = The { $building } on { $tile } cannot become a { $to }.
rnb-production-capacity = The { $building } on { $tile } can make only { $left } more this phase, not { $count }.
rnb-production-carrying = { $transporter } and { $other } cannot take goods while one carries the other.
rnb-production-destroy_passed = { $transporter } was not destroyed as you ordered: only a transporter of the kind over the limit standing at a transporter factory may be, if one does; { $victims } went instead.
rnb-production-destroy_unneeded = { $transporter } is not destroyed: you are within the transporter limit.
rnb-production-destroyed = { $player }'s { $transporter } is destroyed (transporter limit).
rnb-production-goods_at_sea = Goods and geese cannot be left on the open sea ({ $place }); only an oil rig's tile holds them.
rnb-production-made = { $player } makes { $count } { $output } at { $tile }.
rnb-production-metaphysics = { $geese ->
        [one] 1 goose
       *[other] { $geese } geese
    } and { $paper } paper left lying together on { $tile } are discarded: a metaphysical insight of no use in the game.
rnb-production-mine_draw = The mine on { $tile } yields { $good }.
rnb-production-mine_empty = The mine on { $tile } is exhausted.
rnb-production-missing_inputs = { $source } lacks { $missing } for the { $building } on { $tile }.
rnb-production-new_transporter = { $player } builds { $transporter } at { $tile }.
rnb-production-no_carrier = Goods taken from the tile need one of your transporters to take the output: name it with 'onto'.
rnb-production-no_donkey = The wagon factory on { $tile } needs one of your donkeys there.
rnb-production-no_launch = No free water next to the { $building } on { $tile } to launch at.
rnb-production-no_presence = You have no transporter on { $tile }.
rnb-production-no_producer = There is no secondary producer or factory on { $tile }.
rnb-production-not_connected = { $source } and { $target } are not on one bank or bridged.
rnb-production-not_transporter_order = { $transporter } is not a transporter of yours.
rnb-production-output_left = Order { $order }: { $transporter } has room for { $room } of the { $count } { $output } made; the other { $left } are left on { $place }.
rnb-production-researched = { $player } researches { $project }.
rnb-production-too_full = { $transporter } can carry only { $free ->
        [one] { $free } more good
       *[other] { $free } more goods
    }.
rnb-production-transfer_same = A transfer needs two different ends.
rnb-production-unattended = The { $building } on { $tile } makes { $count } { $output } by itself.
rnb-production-unclaimed = The { $building } on { $tile } builds a { $output } nobody claims; it is destroyed.
rnb-production-unknown_project = There is no research project '{ $project }'.
rnb-production-upgrade_not_researched = You may upgrade to a { $to } only in the phase you research it.
rnb-production-upgraded = { $player } upgrades the { $building } on { $tile } to a { $to }.
rnb-relies-brick_price = Order { $order }: { $count ->
        [one] { $count } brick
       *[other] { $count } bricks
    } cost { $cost ->
        [one] { $cost } good
       *[other] { $cost } goods
    } now, not { $paid }; this works only if players earlier in the sequence add { $bricks ->
        [one] { $bricks } brick
       *[other] { $bricks } bricks
    } first (once the first four rows are complete each brick costs one good more).
rnb-relies-goods_none = Order { $order }: { $place } has no { $good } now; this works only if a player earlier in the sequence leaves { $count } there first.
rnb-relies-goods_short = Order { $order }: { $place } has only { $have } { $good } now, not { $count }; this works only if a player earlier in the sequence leaves { $missing } more there first.
rnb-relies-mine_built = Order { $order }: there is no mine on { $tile } now; this works only if a player earlier in the sequence builds one there first.
rnb-relies-own_order = Order { $order }: { $reason } This works only if your order { $earlier } runs, which relies on other players.
rnb-relies-own_order_fails = Order { $order }: { $reason } This works only if your order { $earlier } is skipped at its turn (it relies on other players).
rnb-relies-preview = Order { $order } relies on other players: { $warning } If nobody else acts first, it is skipped: { $reason }
rnb-relies-wall_built = Order { $order }: there is no wall to demolish on { $edge } now; this works only if a player earlier in the sequence builds one there first (priced here for a wall of { $height ->
        [one] { $height } token
       *[other] { $height } tokens
    }).
rnb-relies-wall_demolished = Order { $order }: the wall on { $edge } is { $owner }'s now; this works only if a player earlier in the sequence demolishes it first.
rnb-standing-bad = Standing answers: "request" and "leave_prayer" are never/always/ask, "positions" a list of chart positions.
rnb-standing-set = { $player }'s standing answers: ask for the order of play: { $request }; stop praying: { $leave_prayer }; sequence positions: { $positions }.
rnb-start-chosen = { $player } starts on { $tile }.
rnb-start-taken = { $tile } cannot be a start tile: { $reason }.
rnb-text-bad_fill = Line { $line }: a mine is filled { $choices }, not '{ $found }'.
rnb-text-bad_number = Line { $line }: { $what } must be a whole number from 1 to { $most } in the digits 0-9, not '{ $found }'.
rnb-text-expected = Line { $line }: expected { $what }, found '{ $found }'.
rnb-text-missing = Line { $line }: { $what } is missing at the end.
rnb-text-too_big = Line { $line }: { $what } must be at most { $most }, not { $found }.
rnb-text-unexpected = Line { $line }: did not understand '{ $found }' here.
rnb-text-unknown_good = Line { $line }: '{ $found }' is not a good ({ $choices }).
rnb-text-unknown_order = Line { $line }: there is no order '{ $word }'; orders start with one of: { $choices }.
rnb-text-unknown_step = Line { $line }: a move goes on with to, load, unload, pick up, follow or stay, not '{ $found }'.
rnb-text-wrong_phase = Line { $line }: '{ $kind }' is an order for the { $order_phase } phase, not the { $phase } phase.
rnb-turn-limit = The solo puzzle's last turn is over.
rnb-wonder-bricks = { $player } adds { $count ->
        [one] { $count } brick
       *[other] { $count } bricks
    } to the wonder.
rnb-wonder-complete = The wonder is complete: the game is over.
rnb-wonder-cut_short = Order { $order }: only { $count } of your { $wanted ->
        [one] { $wanted } brick
       *[other] { $wanted } bricks
    } fit before the wonder is complete; you pay { $paid ->
        [one] { $paid } good
       *[other] { $paid } goods
    } for them (those worth the fewest points).
rnb-wonder-irrigation = The wonder irrigates the land: every desert becomes pasture.
rnb-wonder-neutral = A neutral brick is added to the wonder.
rnb-wonder-no_home = You have no home tile yet.
rnb-wonder-no_neutral = The last neutral brick is placed: the game is over.
rnb-wonder-no_transporter_home = One of your transporters must stand on your home tile.
rnb-wonder-over = The wonder is complete.
rnb-wonder-wrong_price = { $count ->
        [one] { $count } brick
       *[other] { $count } bricks
    } cost { $cost ->
        [one] { $cost } good
       *[other] { $cost } goods
    } now, not { $paid }.
roads_and_boats-term-always = always
roads_and_boats-term-ask = ask
roads_and_boats-term-ask_me = ask me
roads_and_boats-term-board =
    { $count ->
        [one] board
       *[other] boards
    }
roads_and_boats-term-bright_idea = bright idea
roads_and_boats-term-building = building
roads_and_boats-term-clay = clay
roads_and_boats-term-clay_pit = clay pit
roads_and_boats-term-coal_burner = coal burner
roads_and_boats-term-coins =
    { $count ->
        [one] coin
       *[other] coins
    }
roads_and_boats-term-desert = desert
roads_and_boats-term-donkey = donkey
roads_and_boats-term-drilling = drilling
roads_and_boats-term-enlargement = enlargement
roads_and_boats-term-fuel = fuel
roads_and_boats-term-gold = gold
roads_and_boats-term-goose =
    { $count ->
        [one] goose
       *[other] geese
    }
roads_and_boats-term-iron = iron
roads_and_boats-term-it_must_be_land_a_tile_apart_from_every_start_leaving_room_for_the_rest = it must be land, a tile apart from every start, leaving room for the rest
roads_and_boats-term-large = large
roads_and_boats-term-mine = mine
roads_and_boats-term-mint = mint
roads_and_boats-term-mixed = mixed
roads_and_boats-term-mountains = mountains
roads_and_boats-term-movement = movement
roads_and_boats-term-never = never
roads_and_boats-term-new_shafts = new shafts
roads_and_boats-term-oil_rig = oil rig
roads_and_boats-term-paper = paper
roads_and_boats-term-papermill = papermill
roads_and_boats-term-pasture = pasture
roads_and_boats-term-production = production
roads_and_boats-term-quarry = quarry
roads_and_boats-term-raft = raft
roads_and_boats-term-raft_factory = raft factory
roads_and_boats-term-rock = rock
roads_and_boats-term-rowboat = rowboat
roads_and_boats-term-rowboat_factory = rowboat factory
roads_and_boats-term-rowing = rowing
roads_and_boats-term-sawmill = sawmill
roads_and_boats-term-sea = sea
roads_and_boats-term-shipping = shipping
roads_and_boats-term-specialisation = specialisation
roads_and_boats-term-steamer = steamer
roads_and_boats-term-steamer_factory = steamer factory
roads_and_boats-term-stock =
    { $count ->
        [one] stock
       *[other] stocks
    }
roads_and_boats-term-stock_exchange = stock exchange
roads_and_boats-term-stone =
    { $count ->
        [one] stone
       *[other] stones
    }
roads_and_boats-term-stone_factory = stone factory
roads_and_boats-term-truck = truck
roads_and_boats-term-truck_factory = truck factory
roads_and_boats-term-trucking = trucking
roads_and_boats-term-trunk =
    { $count ->
        [one] trunk
       *[other] trunks
    }
roads_and_boats-term-wagon = wagon
roads_and_boats-term-wagon_factory = wagon factory
roads_and_boats-term-wonder = wonder
roads_and_boats-term-woodcutter = woodcutter
roads_and_boats-term-woods = woods
roads_and_boats-term-side_n = north
roads_and_boats-term-side_ne = north-east
roads_and_boats-term-side_e = east
roads_and_boats-term-side_se = south-east
roads_and_boats-term-side_s = south
roads_and_boats-term-side_sw = south-west
roads_and_boats-term-side_w = west
roads_and_boats-term-side_nw = north-west
rnb-production-research_lying = Research uses only geese and paper your transporters carry, not goods lying on { $source } (those are discarded as soon as two geese and a paper lie together).
rnb-production-research_not_carried = Research takes 2 geese and 1 paper carried by your transporters on { $tile }, and they do not carry them all (geese and paper lying on a tile are never research).
discord-rnb-choose_start_more = Choose your start tile (or type it: /rnb start tile:{ $example }):
discord-rnb-start-column = Column { $column }: { $tiles }
discord-rnb-start-tile = { $tile } — { $terrain }
discord-rnb-start-bank = { $tile }, { $direction } bank — { $terrain }
discord-rnb-compass-n = north
discord-rnb-compass-ne = north-east
discord-rnb-compass-e = east
discord-rnb-compass-se = south-east
discord-rnb-compass-s = south
discord-rnb-compass-sw = south-west
discord-rnb-compass-w = west
discord-rnb-compass-nw = north-west
discord-rnb-turn-unready = Not ready
rnb-relies-nobody_earlier = Order { $order } would fail at your turn: { $reason } Nobody gives orders before you in this phase, so nothing can change that first: this order can never work.
rnb-mapformat-too_tall = Line { $line }: a map has at most { $most } rows.
rnb-maps-text_too_long = A custom map's text holds at most { $most } bytes; this one holds { $size }.
