"""The English templates of every `service.*` message key."""

from __future__ import annotations

from rules.core import register_positions, register_templates

register_templates(
    {
        # finding the game, permissions
        "service.no_game_here": "There is no game in this channel. Open one with /game create.",
        "service.unknown_game_id": "There is no game #{game_id}.",
        "service.channel_busy": (
            "This channel already has a game (#{game_id}, {status}); finish or abandon it first."
        ),
        "service.not_in_game": "You are not playing in game #{game_id}.",
        "service.not_host": "Only the host or a moderator can {action}.",
        "service.not_moderator": "Only a moderator can {action}.",
        "service.not_running": "Game #{game_id} is not running (it is {status}).",
        "service.is_paused": "Game #{game_id} is paused; a moderator can resume it.",
        "service.not_started": "Game #{game_id} has not started yet.",
        "service.abandoned_unstarted": (
            "Game #{game_id} was abandoned before it started: it has no board."
        ),
        "service.not_your_turn": "It is not your turn: waiting for {players}.",
        "service.use_orders": "This phase takes secret orders: send them with /orders.",
        "service.no_orders_pending": "You have no orders to give in game #{game_id} now.",
        # lobby
        "service.unknown_option": "{title} has no option {option!r}; its options are: {choices}.",
        "service.options_not_object": "The options must be a JSON object.",
        "service.created": (
            "{host} opened a game of {title} (#{game_id}). Join with /game join; "
            "the host starts it with /game start."
        ),
        "service.already_started": "Game #{game_id} has already started.",
        "service.already_seated": "You already have a seat in this game, as {name}.",
        "service.table_full": "The table is full ({most} players).",
        "service.joined": "{name} joined ({count}/{most} players).",
        "service.left": "{name} left ({count}/{most} players).",
        "service.leave_running": (
            "You cannot leave a game in progress; ask a moderator to replace you (/mod replace)."
        ),
        "service.too_few_players": "{title} needs at least {least} players; {count} seated.",
        "service.started": "The game of {title} begins! Seat order: {players}.",
        "service.abandoned": "Game #{game_id} was abandoned by {by}.",
        "service.thread_opened": "{host} opened a game of {title} (#{game_id}) in its own "
        "thread: <#{thread}>. Join it there with /game join.",
        "service.threads_on": "New games on this server open in a thread of their channel, "
        "so one channel can host several (unless /game create says thread: False).",
        "service.threads_off": "New games on this server open in their channel, one game per "
        "channel (unless /game create says thread: True).",
        "service.options_changed": "{by} changed the game's options ({changed}).",
        "service.options_set": (
            "The options are set ({changed}). This is how the game would begin with {players};"
            " start it with /game start."
        ),
        # play
        "service.your_turn": "{players}: your move.",
        "service.your_decision": "Game #{game_id}: your move. Your board and choices are below.",
        "service.your_decision_by": (
            "Game #{game_id}: your move, by {deadline}. Your board and choices are below."
        ),
        "service.orders_open": (
            "Game #{game_id}: send your orders for {phase} (/orders, or the buttons below "
            "for the whole turn at once), then mark them ready."
        ),
        "service.auto_move": "The bot played a default move for {player}.",
        "service.forced_move": "{player} had no other choice:",
        "service.game_over": "The game is over.",
        "service.final_line": "{place}. {players}: {points} points",
        # orders
        "service.orders_locked": (
            "Your orders are marked ready; to change them, first mark them not ready with "
            "/orders ready ready:False (or the Not ready button on your turn panel)."
        ),
        "service.orders_saved": "Your orders for {phase} are saved (not ready yet).",
        "service.standing_repeat": (
            "Standing orders: these orders repeat in every {slot} phase, ready, until you change "
            "them (/orders standing). They are checked as each phase opens."
        ),
        "service.standing_defaults": (
            "Standing orders: you are ready with the default orders in every {slot} phase, "
            "until you change it (/orders standing)."
        ),
        "service.standing_off": "No standing orders for the {slot} phase any more.",
        "service.standing_shows": "{slot}, every turn: {orders}",
        "service.standing_shows_defaults": "{slot}, every turn: ready with the default orders",
        "service.standing_none": "You have no standing orders.",
        "service.no_standing_phase": "{phase!r} is not a phase that comes back every turn.",
        "service.bad_standing_mode": "Standing orders are repeat, defaults or off; not {mode!r}.",
        "service.standing_needs_orders": (
            "You have no orders stored for {phase} to repeat: send them first (/orders submit)."
        ),
        "service.orders_warned": (
            "Accepted, but read this: some orders count on other players or will be adjusted."
        ),
        "service.orders_saved_ready": "Your orders for {phase} are saved and ready.",
        "service.orders_cleared": "Your orders for {phase} are cleared.",
        "service.bad_orders_json": "Orders in JSON are one object; that is not one: {reason}.",
        "service.not_your_seat": "You do not play the seat {player!r} in this game.",
        "service.no_such_phase": (
            "You cannot give orders for {phase!r} now; you can for: {choices}."
        ),
        "service.ahead_saved": (
            "Your orders for {phase} are kept until that phase opens, when they are checked "
            "again (not ready yet)."
        ),
        "service.ahead_saved_ready": (
            "Your orders for {phase} are kept until that phase opens, when they are checked "
            "again; then they count as ready."
        ),
        "service.ahead_adopted_ready": (
            "Game #{game_id}: {phase} is open. The orders you gave ahead passed the check and "
            "are marked ready."
        ),
        "service.ahead_adopted_not_ready": (
            "Game #{game_id}: {phase} is open. The orders you gave ahead passed the check; mark "
            "them ready (/orders ready) or change them."
        ),
        "service.ahead_dropped": "The orders you gave ahead for {phase} were dropped:",
        "service.ahead_phase_gone": "that phase has passed without anything for you to decide.",
        "service.show_none": "{phase}: no orders stored.",
        "service.show_ready": "{phase} (ready):\n```\n{orders}\n```",
        "service.show_not_ready": "{phase} (not ready):\n```\n{orders}\n```",
        "service.show_defaults_ready": "{phase} (ready): the phase's default orders.",
        "service.show_defaults_not_ready": "{phase} (not ready): the phase's default orders.",
        "service.show_empty_ready": "{phase} (ready): no orders, nothing to do.",
        "service.show_empty_not_ready": "{phase} (not ready): no orders, nothing to do.",
        "service.no_orders_stored": "You have no orders stored.",
        "service.turn_ready_defaults": (
            "{phase}: ready with the default orders when it opens (Not ready takes it back)."
        ),
        "service.turn_ready_kept": "{phase}: the orders you kept for it are ready.",
        "service.turn_unready_defaults": "{phase}: no longer ready; it will ask you when it opens.",
        "service.turn_unready_kept": "{phase}: the orders you kept for it are no longer ready.",
        "service.turn_nothing_open": (
            "{phase}: nothing written, so you are not ready; send your orders or mark them ready."
        ),
        "service.turn_nothing_ahead": (
            "{phase}: nothing written yet; it will ask you when it opens."
        ),
        "service.turn_defaults_kept": (
            "{phase}: still ready with the default orders (/orders clear with that phase, or "
            "Not ready, to be asked instead)."
        ),
        "service.turn_open_defaults_kept": (
            "{phase}: still ready with no orders (/orders ready ready:False, or Not ready, "
            "takes it back)."
        ),
        "service.turn_refused": "{phase}: not saved. {reason}",
        "service.preview": "If your orders ran now and nobody else acted first:",
        "service.preview_fails": "These orders no longer pass the check:",
        "service.ready_with_defaults": (
            "You had sent no orders: you are ready with the default orders."
        ),
        "service.not_ready_now": "Your orders are no longer marked ready; you can change them.",
        "service.phase_status": "{phase}: {ready}/{total} ready; waiting for {players}.",
        "service.phase_status_all": "{phase}: all {total} ready.",
        "service.orders_fell_back": (
            "Your orders for {phase} no longer passed the check, so the default orders were "
            "used. The check said:"
        ),
        # status and history
        "service.status_lobby": (
            "#{game_id} {title}: waiting for players ({count}/{most}): {players}."
        ),
        "service.status_header": "#{game_id} {title}: {status}, {stage}.",
        "service.status_setting_up": "setting up",
        "service.status_round": "round {number}",
        "service.status_turn": "turn {number}",
        "service.status_player": "{name}: {points} points",
        "service.status_waiting": "Waiting for: {players}.",
        "service.status_deadline": "Deadline: {deadline}.",
        "service.status_paused_deadline": "Paused; {minutes} minutes left when resumed.",
        "service.history_move": "{seq}. {player}: {move}",
        "service.history_line": "{seq}. {line}",
        "service.history_orders": "{seq}. {player}'s orders for {phase}: {orders}",
        "service.history_private": "{seq}. {player} changed their own settings.",
        "service.history_no_orders": "{seq}. {player} gave no orders for {phase}.",
        "service.history_phase": "**{phase}**: each player's orders, then what happened.",
        "service.history_no_phase": "No orders were logged for {phase!r} in this game.",
        "service.history_empty": "No moves yet.",
        # moderation
        "service.paused": "{by} paused the game.",
        "service.resumed": "{by} resumed the game.",
        "service.already_paused": "The game is already paused.",
        "service.not_paused": "The game is not paused.",
        "service.bad_minutes": (
            "Minutes must be a whole number from 1 to 43200 (30 days); got {value!r}."
        ),
        "service.no_deadline": "This game has no deadline running; set one with /mod settings.",
        "service.extended": "{by} extended the deadline by {minutes} minutes: now {deadline}.",
        "service.user_not_seated": "That user has no seat in this game.",
        "service.user_already_seated": "That user already has a seat in this game ({name}).",
        "service.replaced": "{name} is now played by a new player.",
        "service.kicked_lobby": "{name} was removed from the table.",
        "service.kicked_running": (
            "{by} took {name} out of the game; the bot plays that seat's default moves from now on."
        ),
        "service.already_away": "{name} is already played by the bot.",
        "service.bad_rollback": "Roll back between 1 and {most} moves; got {value!r}.",
        "service.nothing_to_roll_back": "There are no moves to roll back.",
        "service.rolled_back": (
            "{by} rolled back {count} moves: the game is back where it stood after move {seq}."
        ),
        "service.export_not_allowed": (
            "Only a moderator can export a game before it is over (the file reveals the shuffles)."
        ),
        "service.exported": "Game #{game_id} exported: {moves} moves.",
        "service.import_invalid": "The replay is invalid: {reason}",
        "service.import_rejected": "Move {index} of the replay was rejected: {reason}",
        "service.import_mid_phase": (
            "The replay stops inside a simultaneous phase ({players} still to give orders); "
            "cut it before that phase's orders."
        ),
        "service.import_seats": "The seats must map every player of the replay to a user: {reason}",
        "service.imported": (
            "{by} imported a game of {title} (#{game_id}) with {moves} moves. Seats: {players}."
        ),
        "service.bad_deadline": (
            "The deadline is a whole number of minutes from 1 to 43200 (30 days); got {value!r}."
        ),
        "service.bad_reminders": (
            "Reminders are whole minutes above 0 and below the deadline ({deadline} minutes); "
            "got {value!r}."
        ),
        "service.reminders_need_deadline": "Set a deadline before reminders.",
        "service.bad_on_deadline": (
            "At the deadline the game can 'wait' for a moderator or play an 'auto' move; "
            "got {value!r}."
        ),
        "service.settings_now": (
            "Deadline: {deadline}; reminders: {reminders}; at the deadline: {policy}."
        ),
        "service.settings_none": "none",
        "service.role_set": "Moderators are now the members with <@&{role_id}> (or Manage Server).",
        "service.guild_defaults_set": "New games in this server start with: {settings}.",
        # timers
        "service.reminder": "Reminder for {players}: the deadline is {deadline}.",
        "service.deadline_wait": (
            "The deadline has passed and {players} is still to move; a moderator decides what "
            "happens next (/mod extend, /mod replace, /mod kick)."
        ),
        "service.deadline_auto": "The deadline has passed: the bot played for {players}.",
        "service.forced": "{by} moved the game on: the bot played for {players}.",
        "service.nothing_to_force": "The game is not waiting for anyone.",
    }
)
# The rejected move's place in the file's list is read as players count: the first is move 1.
register_positions(("service.import_rejected",), ("index",))
