### The house's messages in English (service, discord, log, core, demo) and its words.

core-no_orders_ahead = { $game } takes no orders ahead (for '{ $phase }').
core-no_simultaneous_phases = { $game } has no simultaneous phases.
core-no_text_orders = { $game } takes orders as a JSON object only.
core-unknown_game = Unknown game '{ $game }'; choose one of: { $choices }.
demo-bad_players = { $title } is played by { $least } to { $most ->
        [one] { $most } player
       *[other] { $most } players
    }; got { $count }.
demo-too_long = The demo of { $title } did not end within { $steps } decisions.
discord-board_caption = #{ $game_id } { $title }: the board as you see it.
discord-done = Done.
discord-error-bad_json = That file is not a replay: { $reason }.
discord-error-bad_move_choice = That choice is no longer available; look at the latest message.
discord-error-bad_ready = Ready is "yes" or "no"; '{ $value }' is neither. Nothing was saved.
discord-error-bad_reminders = Reminders are minutes before the deadline separated by commas, like "60,10"; '{ $value }' is not.
discord-error-bad_seats = Seats are name=@member pairs separated by commas; '{ $value }' is not.
discord-error-check_failed = You cannot use this command here.
discord-error-choose_game = You are in several games; choose one with the game option.
discord-error-file_too_large = That file is too large ({ $size } bytes; at most { $limit }).
discord-error-generic = Something went wrong on our side; it has been logged. Nothing was changed by your request.
discord-error-guild_only = This command works only in a server channel.
discord-error-missing_permissions = You need the { $permissions } permission for this.
discord-error-no_game_here = There is no game in this channel.
discord-error-no_games = You have no running game.
discord-error-no_threads_here = A game opens in a thread only from a text channel, and this channel cannot hold threads. Nothing was created.
discord-error-not_moderator = Only members with Manage Server or the moderator role can use /mod.
discord-error-option_of_other_game = The { $option } option belongs to { $owner }, not to { $title }. Nothing was created.
discord-error-out_of_range = { $option } must be between { $low } and { $high }; you gave { $value }.
discord-button-undo = Take back
discord-error-outdated_component = That button or menu is no longer in use; nothing was changed. Use the latest message, or /game status to see where the game stands.
discord-error-standing_both = Give both phase and mode to set standing orders, or neither to see yours.
discord-error-thread_in_thread = This channel is a thread already, and a thread cannot hold another: create the game here without the thread option, or in the channel above. Nothing was created.
discord-error-thread_permission = I cannot open a thread here: I need the { $permissions } permissions in this channel. Ask a moderator, or create the game without a thread. Nothing was created.
discord-error-unknown_game_choice = { $value } is not one of your games.
discord-error-wrong_game_kind = The game in this channel is { $kind }, not { $expected }.
discord-export-caption = Replay of game { $game_id }.
discord-games-awaits_you = {" "}— **waiting for you**
discord-games-deadline = {" "}(due { $deadline })
discord-games-header_here = Open games on this server:
discord-games-header_mine = Your open games:
discord-games-line = <#{ $channel_id }>: { $title } #{ $game_id }, { $status }{ $waiting }{ $deadline }
discord-games-lobby =
    {" "}— { $count ->
        [one] 1 player seated
       *[other] { $count } players seated
    }
discord-games-none_here = No game is open on this server. Start one in a channel with /game create.
discord-games-none_mine = You are in no open game. Join one with /game join in its channel, or start one with /game create.
discord-games-waiting = {" "}— waiting for { $players }
discord-help-away = **Away for a while?** `/away set until:friday` (or a date, or `in 5 days`) tells all your games; each then waits for your return or plays your default moves, as its settings say. `/away show` shows your absence, `/away clear` ends it.
discord-help-house = **Every game**: `/game status`, `/game board` (your own view), `/game history`, `/game leave` (before the start), `/game abandon`; secret orders with `/orders` (here or in DMs); moderators and the host of a lobby: `/mod`.
discord-help-intro = **meeplepost** plays board games by post: a game lives in one channel, moves are slash commands and buttons, secret orders and hidden information come by DM, and the bot draws the board after every round or phase. Games: { $games }.
discord-help-no_game_here = No game in this channel yet.
discord-help-stand_ins = **Someone not answering?** A moderator can hand their seat to the bot's stand-in with `/mod standin`; where the game allows it (`/mod settings standin_vote:True`), the table can vote for that with `/game standin-vote`. The player takes their seat back with `/game standin-off`.
discord-help-start = **Start a game**: `/game create` in a channel (with `thread:True` the game gets a thread of its own), the others `/game join`, then the host `/game start`. `/game rules` explains a game; `/game list` shows this server's games, `/game mine` yours everywhere.
discord-help-stats = **Results**: `/stats player` shows a player's games, wins and rating on this server (yours by default), `/stats top` a game's best players and best scores, `/stats rules` how abandoned games and stand-ins count.
discord-help-take_back = **Changed your mind?** After a move that showed nothing hidden (no die, card or draw), the **{ $button }** button undoes it, until another player acts.
discord-help-this_game = **{ $title }, the game in this channel**: { $commands }. How to play: `/game rules`.
discord-note_kept = { $mention }: I could not send you a private message (your DMs are closed to this server's members). It is kept for you: it appears, only to you, the next time you use a command or button of mine here.
discord-notes_kept_head = Messages that could not reach you by DM:
discord-orders-form_label = Orders, one per line
discord-orders-form_ready = Ready? (yes/no)
discord-orders-form_title = Orders for game #{ $game_id }
discord-prompt-choose = Choose how to go on:
discord-prompt-your_turn = { $mentions }: your turn.
discord-rules-generic = { $title }: see the rulebook. Use /game status to see the board.
discord-rules-none = { $title }: no how-to-play is written yet; see its rulebook.
discord-select-more = Choose…
discord-stats-chart_games = Rated games
discord-stats-chart_title = Rating of { $player }
discord-turn-game_over = This game is over.
discord-turn-not_in_game = You are not in this game.
discord-turn-nothing_pending = There is nothing for you to decide now.
discord-turn-other_player = It is { $players }'s turn.
log-move_not_object = A move must be a JSON object, not { $found }.
log-no_orders_pending = { $player } has no orders to give now.
log-orders_not_object = The orders of { $player } must be a JSON object.
log-orders_twice = { $player } has already given orders for this phase.
log-player_mismatch = The move names '{ $named }' but was sent for '{ $player }'.
log-unknown_player = '{ $player }' is not a player in this game (players: { $players }).
log-wrong_phase = These orders are for phase '{ $phase }'; the phase now is '{ $expected }'.
service-abandoned = Game #{ $game_id } was abandoned by { $by }.
service-ahead_adopted_not_ready = Game #{ $game_id }: { $phase } is open. The orders you gave ahead passed the check; mark them ready (/orders ready) or change them.
service-ahead_adopted_ready = Game #{ $game_id }: { $phase } is open. The orders you gave ahead passed the check and are marked ready.
service-ahead_dropped = The orders you gave ahead for { $phase } were dropped:
service-ahead_phase_gone = that phase has passed without anything for you to decide.
service-ahead_saved = Your orders for { $phase } are kept until that phase opens, when they are checked again (not ready yet).
service-ahead_saved_ready = Your orders for { $phase } are kept until that phase opens, when they are checked again; then they count as ready.
service-already_away = { $name } is already played by the bot.
service-already_paused = The game is already paused.
service-already_seated = You already have a seat in this game, as { $name }.
service-already_started = Game #{ $game_id } has already started.
service-auto_move = The bot played a default move for { $player }.
service-bad_deadline = The deadline is a whole number of minutes from 1 to 43200 (30 days); got '{ $value }'.
service-bad_minutes = Minutes must be a whole number from 1 to 43200 (30 days); got '{ $value }'.
service-bad_on_deadline = At the deadline the game can 'wait' for a moderator or play an 'auto' move; got '{ $value }'.
service-bad_orders_json = Orders in JSON are one object; that is not one: { $reason }.
service-bad_reminders = Reminders are whole minutes above 0 and below the deadline ({ $deadline ->
        [one] { $deadline } minute
       *[other] { $deadline } minutes
    }); got '{ $value }'.
service-bad_rollback = Roll back between 1 and { $most } moves; got '{ $value }'.
service-bad_standing_mode = Standing orders are repeat, defaults or off; not '{ $mode }'.
service-channel_busy = This channel already has a game (#{ $game_id }, { $status }); finish or abandon it first.
service-created = { $host } opened a game of { $title } (#{ $game_id }). Join with /game join; the host starts it with /game start.
service-deadline_auto = The deadline has passed: the bot played for { $players }.
service-deadline_wait = The deadline has passed and { $players } { ITEMS($players) ->
        [one] is
       *[other] are
    } still to move; a moderator decides what happens next (/mod extend, /mod replace, /mod kick).
service-export_not_allowed = Only a moderator can export a game before it is over (the file reveals the shuffles).
service-exported = Game #{ $game_id } exported: { $moves } moves.
service-extended = { $by } extended the deadline by { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }: now { $deadline }.
service-final_line = { $place }. { $players }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
service-forced = { $by } moved the game on: the bot played for { $players }.
service-game_over = The game is over.
service-guild_defaults_set = New games in this server start with: { $settings }.
service-history_empty = No moves yet.
service-history_line = { $seq }. { $line }
service-history_move = { $seq }. { $player }: { $move }
service-history_no_orders = { $seq }. { $player } gave no orders for { $phase }.
service-history_no_phase = No orders were logged for '{ $phase }' in this game.
service-history_orders = { $seq }. { $player }'s orders for { $phase }: { $orders }
service-history_phase = **{ CAPITALISED($phase) }**: each player's orders, then what happened.
service-history_private = { $seq }. { $player } changed their own settings.
service-import_invalid = The replay is invalid: { $reason }
service-import_mid_phase = The replay stops inside a simultaneous phase ({ $players } still to give orders); cut it before that phase's orders.
service-import_rejected = Move { $index } of the replay was rejected: { $reason }
service-import_seats = The seats must map every player of the replay to a user: { $reason }
service-imported = { $by } imported a game of { $title } (#{ $game_id }) with { $moves } moves. Seats: { $players }.
service-is_paused = Game #{ $game_id } is paused; a moderator can resume it.
service-joined = { $name } joined ({ $count }/{ $most ->
        [one] { $most } player
       *[other] { $most } players
    }).
service-kicked_lobby = { $name } was removed from the table.
service-kicked_running = { $by } took { $name } out of the game; the bot plays that seat's default moves from now on.
service-leave_running = You cannot leave a game in progress; ask a moderator to replace you (/mod replace).
service-left = { $name } left ({ $count }/{ $most ->
        [one] { $most } player
       *[other] { $most } players
    }).
service-no_deadline = This game has no deadline running; set one with /mod settings.
service-no_game_here = There is no game in this channel. Open one with /game create.
service-no_orders_pending = You have no orders to give in game #{ $game_id } now.
service-no_orders_stored = You have no orders stored.
service-no_standing_phase = '{ $phase }' is not a phase that comes back every turn.
service-no_such_phase = You cannot give orders for '{ $phase }' now; you can for: { $choices }.
service-not_host = Only the host or a moderator can { $action }.
service-not_in_game = You are not playing in game #{ $game_id }.
service-not_moderator = Only a moderator can { $action }.
service-not_paused = The game is not paused.
service-not_ready_now = Your orders are no longer marked ready; you can change them.
service-not_running = Game #{ $game_id } is not running (it is { $status }).
service-not_started = Game #{ $game_id } has not started yet.
service-abandoned_unstarted = Game #{ $game_id } was abandoned before it started: it has no board.
service-not_your_seat = You do not play the seat '{ $player }' in this game.
service-not_your_turn = It is not your turn: waiting for { $players }.
service-nothing_to_force = The game is not waiting for anyone.
service-nothing_to_roll_back = There are no moves to roll back.
service-options_changed = { $by } changed the game's options ({ $changed }).
service-options_not_object = The options must be a JSON object.
service-options_set = The options are set ({ $changed }). This is how the game would begin with { $players }; start it with /game start.
service-orders_cleared = Your orders for { $phase } are cleared.
service-orders_fell_back = Your orders for { $phase } no longer passed the check, so the default orders were used. The check said:
service-orders_locked = Your orders are marked ready; to change them, first mark them not ready with /orders ready ready:False (or the Not ready button on your turn panel).
service-orders_open = Game #{ $game_id }: send your orders for { $phase } (/orders, or the buttons below for the whole turn at once), then mark them ready.
service-orders_saved = Your orders for { $phase } are saved (not ready yet).
service-orders_saved_ready = Your orders for { $phase } are saved and ready.
service-orders_warned = Accepted, but read this: some orders count on other players or will be adjusted.
service-paused = { $by } paused the game.
service-phase_not_open_then = That was sent before { $phase } opened; nothing was changed. Send it again if you mean it for { $phase }.
service-phase_resolved = That was sent for { $then_phase }, which has already resolved; nothing was changed. The phase now is { $phase }.
service-phase_status = { CAPITALISED($phase) }: { $ready }/{ $total } ready; waiting for { $players }.
service-phase_status_all =
    { CAPITALISED($phase) }: { $total ->
        [one] the one player awaited is ready
        [2] both are ready
       *[other] all { $total } are ready
    }.
service-preview = If your orders ran now and nobody else acted first:
service-preview_fails = These orders no longer pass the check:
service-ready_with_defaults = You had sent no orders: you are ready with the default orders.
service-reminder = Reminder for { $players }: the deadline is { $deadline }.
service-reminders_need_deadline = Set a deadline before reminders.
service-replaced = { $name } is now played by a new player.
service-resumed = { $by } resumed the game.
service-role_set = Moderators are now the members with <@&{ $role_id }> (or Manage Server).
service-rolled_back = { $by } rolled back { $count ->
        [one] one move
       *[other] { $count } moves
    }: { $seq ->
        [0] the game is back at its start
       *[other] the game is back where it stood after move { $seq }
    }.
service-undone = { $player } took back their last move.
service-undo_gone = Move { $seq } has already been taken back or rolled back; nothing was changed.
service-undo_not_yours = Only { $player } can take back that move; nothing was changed.
service-undo_acted_since = { $player } has acted since, so that move can no longer be taken back; nothing was changed.
service-undo_revealed = That move showed something that was hidden (a die, a card, a draw), so it cannot be taken back; nothing was changed.
service-settings_none = none
service-settings_now = Deadline: { $deadline }; reminders: { $reminders }; at the deadline: { $policy }.
service-show_none = { CAPITALISED($phase) }: no orders stored.
service-show_not_ready =
    { CAPITALISED($phase) } (not ready):
    ```
    { $orders }
    ```
service-show_ready =
    { CAPITALISED($phase) } (ready):
    ```
    { $orders }
    ```
service-changed_meanwhile = Someone else changed this game at the same moment; nothing was changed. Look at the latest message and try again.
service-stale_move = The game has moved on since that was sent (move { $then }, now move { $now }); nothing was changed. Look at the latest message.
service-standing_defaults = Standing orders: you are ready with the default orders in every { $slot } phase, until you change it (/orders standing).
service-standing_needs_orders = You have no orders stored for { $phase } to repeat: send them first (/orders submit).
service-standing_none = You have no standing orders.
service-standing_off = No standing orders for the { $slot } phase any more.
service-standing_repeat = Standing orders: these orders repeat in every { $slot } phase, ready, until you change them (/orders standing). They are checked as each phase opens.
service-standing_shows = { $slot }, every turn: { $orders }
service-standing_shows_defaults = { $slot }, every turn: ready with the default orders
service-started = The game of { $title } begins! Seat order: { $players }.
service-stats-bad_abandoned = '{ $value }' is not a way to count abandoned games; choose do not count or count as it stood. Nothing was changed.
service-stats-bad_stand_ins = '{ $value }' is not a way to count stand-ins; choose count the seat, skip the seat or skip the game. Nothing was changed.
service-stats-best_head = Best scores on the map { $board }:
service-stats-best_line = { $place }. { $player }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } (game { $game_id }).
service-stats-no_games = { $player } has no finished game recorded on this server yet.
service-stats-no_games_kind = { $player } has no finished game of { $title } recorded on this server yet.
service-stats-player_head = Statistics of { $player } on this server:
service-stats-player_line = { $title }: { $played ->
        [one] one game played
       *[other] { $played } games played
    }, { $won ->
        [0] none won
        [one] one won
       *[other] { $won } won
    }, average place { $average }, rating { $rating }.
service-stats-rule_abandoned_count = An abandoned game counts as it stood when it was abandoned.
service-stats-rule_abandoned_skip = An abandoned game does not count.
service-stats-rule_stand_ins_count = A seat played by a stand-in counts for its player.
service-stats-rule_stand_ins_skip_game = A game with a seat played by a stand-in does not count at all.
service-stats-rule_stand_ins_skip_seat = A seat played by a stand-in does not count for its player; the others' results count.
service-stats-rules_head = How this server counts its games:
service-stats-skipped = { $count ->
        [one] One of their games was recorded but not counted, by this server's rules.
       *[other] { $count } of their games were recorded but not counted, by this server's rules.
    }
service-stats-top_head = The best { $title } players on this server:
service-stats-top_line = { $place }. { $player }: rating { $rating }, { $played ->
        [one] one game
       *[other] { $played } games
    }, { $won ->
        [0] none won
        [one] one won
       *[other] { $won } won
    }.
service-stats-top_none = No game of { $title } has been counted on this server yet.
service-stats-unknown_kind = There is no game called '{ $game }'; choose one of: { $choices }.
service-stats-withdrawn = The game had ended: its result and the rating changes it made are withdrawn from the statistics, and it counts again when it ends again.
service-status_deadline = Deadline: { $deadline }.
service-status_header =
    #{ $game_id } { $title }: { $status }, { $stage }.
service-status_round = round { $number }
service-status_setting_up = setting up
service-status_turn = turn { $number }
service-status_lobby = #{ $game_id } { $title }: waiting for players ({ $count }/{ $most }): { $players }.
service-status_paused_deadline = Paused; { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } left when resumed.
service-status_player = { $name }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
service-status_waiting = Waiting for: { $players }.
service-table_full = The table is full ({ $most ->
        [one] { $most } player
       *[other] { $most } players
    }).
service-thread_opened = { $host } opened a game of { $title } (#{ $game_id }) in its own thread: <#{ $thread }>. Join it there with /game join.
service-threads_off = New games on this server open in their channel, one game per channel (unless /game create says thread: True).
service-threads_on = New games on this server open in a thread of their channel, so one channel can host several (unless /game create says thread: False).
service-too_few_players = { $title } needs at least { $least ->
        [one] { $least } player
       *[other] { $least } players
    }; { $count } seated.
service-unknown_game_id = There is no game #{ $game_id }.
service-unknown_option = { $title } has no option '{ $option }'; its options are: { $choices }.
service-use_orders = This phase takes secret orders: send them with /orders.
service-user_already_seated = That user already has a seat in this game ({ $name }).
service-user_not_seated = That user has no seat in this game.
service-your_decision = Game #{ $game_id }: your move. Your board and choices are below.
service-your_decision_by = Game #{ $game_id }: your move, by { $deadline }. Your board and choices are below.
service-your_turn = { $players }: your move.
house-term-abandoned = abandoned
house-term-active = active
house-term-auto = automatic move
house-term-lobby = waiting for players
house-term-over = over
house-term-paused = paused
house-term-running = running
house-term-wait = wait for a moderator
house-term-nothing = nothing
service-forced_move = { $player } had no other choice:
discord-games-place = { $title } in #{ $channel }, { $server }
discord-games-place_channel = { $title } in #{ $channel }
discord-games-place_unnamed = { $title }, game { $game_id }
discord-games-place_status = { $place } ({ $status })
discord-games-place_numbered = { $place }, game { $game_id }
discord-orders-form_label_phase = Orders for { $phase }, one per line
service-show_defaults_ready = { CAPITALISED($phase) } (ready): the phase's default orders.
service-show_defaults_not_ready = { CAPITALISED($phase) } (not ready): the phase's default orders.
service-show_empty_ready = { CAPITALISED($phase) } (ready): no orders, nothing to do.
service-show_empty_not_ready = { CAPITALISED($phase) } (not ready): no orders, nothing to do.
service-turn_ready_defaults = { CAPITALISED($phase) }: ready with the default orders when it opens (Not ready takes it back).
service-turn_ready_kept = { CAPITALISED($phase) }: the orders you kept for it are ready.
service-turn_unready_defaults = { CAPITALISED($phase) }: no longer ready; it will ask you when it opens.
service-turn_unready_kept = { CAPITALISED($phase) }: the orders you kept for it are no longer ready.
service-turn_nothing_open = { CAPITALISED($phase) }: nothing written, so you are not ready; send your orders or mark them ready.
service-turn_nothing_ahead = { CAPITALISED($phase) }: nothing written yet; it will ask you when it opens.
service-turn_defaults_kept = { CAPITALISED($phase) }: still ready with the default orders (/orders clear with that phase, or Not ready, to be asked instead).
service-turn_open_defaults_kept = { CAPITALISED($phase) }: still ready with no orders (/orders ready ready:False, or Not ready, takes it back).
service-turn_refused = { CAPITALISED($phase) }: not saved. { $reason }
discord-error-bad_seat_user = '{ $value }' names no Discord member: a member is an @mention or an id of at most 19 digits.
discord-error-nothing_chosen = Nothing was chosen; pick one of the options.
service-moderated_since = A moderator has used /mod { $action } on this game since that was sent; nothing was changed. Look at the channel, then send it again if it is still needed.
service-number_too_long = { $number } is too long a number: a number here has at most { $most } digits.
service-side_move_repeated = { $player } has acted since that was sent (move { $then }, now move { $now }); nothing was changed. Send it again if you mean it once more.
service-away_bad_date = I cannot read '{ $value }' as a day. Write a date like 2026-12-01, a day like friday or tomorrow, or a span like in 5 days.
service-away_in_past = { $value } has already passed; give the day you will be back.
service-away_too_far = { $value } is more than a year away; give a day within a year.
service-away_ends_first = Your absence has to end after it starts.
service-away_now = You are away from { $starts } until { $until } ({ $relative }), in all your games.
service-away_games = It applies to { $count ->
        [one] your open game
       *[other] your { $count } open games
    }.
service-away_no_games = You are in no open game now; it will apply to the games you join before it ends.
service-away_not = You are not away. Say when you will be gone with /away set.
service-away_was_not = You were not away; nothing changed.
service-away_cleared = Welcome back: your games no longer count you as away.
service-away_extended = The game waits for { $players }, away until { $until }: the deadline moves to { $deadline }.
service-away_defaults = The deadline has passed while { $players } { ITEMS($players) ->
        [one] is
       *[other] are
    } away: the bot played their default moves.
service-away_settings_now = While a player is away: { $policy }, for at most { $days ->
        [one] one day
       *[other] { $days } days
    } per player in this game.
service-bad_away_policy = While a player is away the game can extend their deadlines or play their defaults, not { $value }.
service-bad_away_cap = A game waits for an away player at most { $most } days in all; you gave { $value }.
service-standin_on = { $by } handed { $name }'s seat to the built-in player (stand-in) until { $name } takes it back (/game standin-off) or a moderator hands it back (/mod standin-off).
service-standin_off = { $by } handed { $name }'s seat back: { $name } plays it again.
service-standin_already = { $name }'s seat already has a stand-in.
service-standin_none = That player's seat has no stand-in.
service-standin_orders = { $player } (stand-in) gave their orders.
service-standin_played = { $player } (stand-in):
house-term-away_extend = extend their deadlines
house-term-away_defaults = play their default moves at the deadline
discord-games-away = { $player } away until { $until }
service-status_away = { $name } is away until { $until }.
service-status_standin = { $name }'s seat is played by a stand-in.
service-standin_fell_back = The stand-in's choice for { $player } did not pass the rules, so the default was played. The rules said:
discord-button-vote_yes = Yes
discord-button-vote_no = No
service-standin_vote_allowed = The table may hand a seat the game waits for to the stand-in by a vote (/game standin-vote).
service-standin_vote_not_allowed = Only a moderator may hand a seat to the stand-in.
service-standin_vote_off = This game's settings do not let the table vote a seat to the stand-in: ask a moderator (/mod standin), who may also allow votes in the game's settings (/mod settings).
service-standin_vote_self = You cannot call a vote on your own seat.
service-standin_vote_not_awaited = The game is not waiting for { $name }: a vote is only for a seat the game waits for.
service-standin_vote_open_already = A vote on { $name }'s seat is already open.
service-standin_vote_opened = { $caller } calls a vote: should the built-in player play { $name }'s seat (stand-in)? { $need } of the { $voters } other players must say yes; the vote closes { $ends }, or as soon as { $name } plays.
service-standin_vote_tally = Votes so far: { $yes } yes, { $no } no; { $need } yes needed.
service-standin_vote_tally_failed = Vote closed: { $yes } yes, { $no } no. The seat stays with { $name }.
service-standin_vote_tally_passed = Vote closed: { $yes } yes, { $no } no. The stand-in plays { $name }'s seat.
service-standin_vote_tally_played = { $name } played: the vote is closed ({ $yes } yes, { $no } no). The seat stays with { $name }.
service-standin_vote_tally_not_awaited = The game no longer waits for { $name }: the vote is closed ({ $yes } yes, { $no } no). The seat stays with { $name }.
service-standin_vote_tally_expired = The vote's time ran out: it is closed with { $yes } yes and { $no } no, short of the { $need } yes needed. The seat stays with { $name }.
service-standin_vote_tally_handed = The vote is closed: { $name }'s seat was handed to the stand-in another way.
service-standin_vote_tally_over = The game is over: the vote is closed ({ $yes } yes, { $no } no).
service-standin_vote_tally_abandoned = The game was abandoned: the vote is closed ({ $yes } yes, { $no } no).
service-standin_vote_tally_off = The moderators switched the stand-in vote off: the vote is closed ({ $yes } yes, { $no } no). The seat stays with { $name }.
service-standin_vote_twice = You have already voted in this vote.
service-standin_vote_not_voter = Only the other seated players may vote on { $name }'s seat.
service-standin_vote_unknown = That vote does not exist.
service-standin_vote_closed_passed = This vote is closed: the table handed the seat over.
service-standin_vote_closed_against = This vote is closed: too many voted no.
service-standin_vote_closed_played = This vote is closed: { $name } has played since.
service-standin_vote_closed_not_awaited = This vote is closed: the game no longer waits for { $name }.
service-standin_vote_closed_handed = This vote is closed: the seat already has a stand-in.
service-standin_vote_closed_expired = This vote is closed: its time ran out.
service-standin_vote_paused = The game is paused: the vote goes on when it resumes.
service-standin_vote_closed_over = This vote is closed: the game is over.
service-standin_vote_closed_abandoned = This vote is closed: the game was abandoned.
service-standin_vote_closed_off = This vote is closed: the moderators switched the stand-in vote off.
service-standin_vote_failed = The vote on { $name }'s seat failed: the seat stays with them.
service-standin_vote_passed = The table voted ({ $yes } of { $voters }): the built-in player now plays { $name }'s seat (stand-in), until { $name } takes it back with /game standin-off.
