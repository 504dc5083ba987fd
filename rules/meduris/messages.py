"""English templates of every `meduris.*` message key (errors and events).

Spaces are numbered as in the move JSON (0-31, or 0-39 with 4 players), districts 0-8,
levels of a highland 0 (the bottom) to 2; they are marked as positions, which the bot shows
counted from 1, as players count them (the fixed data's keys stay as a replay file writes
them). Events name only what the table sees: payments, offerings, harvest yields, picks,
returns and exchanges, never what a player holds.
"""

from __future__ import annotations

from rules.core import register_positions, register_templates

TEMPLATES = {
    # setup
    "meduris.players_not_list": "The players must be a list of names.",
    "meduris.player_count": "Meduris is for 2 to 4 players; {count} were given.",
    "meduris.player_name": "Every player needs a non-empty name; got {name}.",
    "meduris.player_twice": "The name {name} is used twice; each player needs a different name.",
    "meduris.options_not_object": "The options must be a JSON object.",
    "meduris.unknown_option": "Meduris has no option {option}; it takes no options.",
    "meduris.seed_not_int": "The seed must be a whole number, not {value}.",
    "meduris.fixed_not_object": "The fixed data must be a JSON object.",
    "meduris.unknown_fixed": "Unknown fixed data {name}; use dice and/or bonus_tokens.",
    "meduris.dice_not_list": "fixed.dice must be a list of die faces ({choices}); got {value}.",
    "meduris.tokens_not_object": (
        'fixed.bonus_tokens must be an object such as {{"5": "points"}}; got {value}.'
    ),
    "meduris.token_space": "Bonus token space {space} is not on the ring (0 to {last}).",
    "meduris.token_kind": "Unknown bonus token {kind}; the tokens are: {choices}.",
    "meduris.token_count": "There are only {most} {kind} tokens; fixed.bonus_tokens has {used}.",
    "meduris.token_gap": (
        "Bonus tokens on spaces {first} and {second} are too close: at least {gap} empty "
        "spaces must lie between any two."
    ),
    # move shape
    "meduris.move_not_object": "A move must be a JSON object.",
    "meduris.unknown_move_type": "Unknown move type {type}; use one of: {choices}.",
    "meduris.unknown_field": "A {move} move has no field {field}.",
    "meduris.field_missing": "A {move} move needs the field {field}.",
    "meduris.field_not_int": "The field {field} of a {move} move must be a whole number: {value}.",
    "meduris.unknown_material": (
        "The {field} of a {move} move names {value}, not a material; use one of: {choices}."
    ),
    "meduris.pay_not_object": (
        'The {field} of a {move} move must be an object such as {{"wood": 3}}; got {value}.'
    ),
    "meduris.pay_count": (
        "The {field} of a {move} move must give a whole number of at least 0 for {material}; "
        "got {value}."
    ),
    "meduris.offer_materials": (
        "An offering's materials must be a list of materials ({choices}); got {value}."
    ),
    "meduris.offer_twice": (
        "An offering names each of the space's two materials at most once: {value}."
    ),
    "meduris.druid_token_true": "druid_token must be true (or leave it out); got {value}.",
    "meduris.druid_token_alone": (
        "An offering of the druid token names no materials and no payment: "
        '{{"type": "offer", "druid_token": true}}.'
    ),
    # legality
    "meduris.unknown_player": "{player} is not playing this game.",
    "meduris.game_over": "The game is over; no more moves.",
    "meduris.not_your_decision": "{pending} must decide now ({kind}), not {player}.",
    "meduris.wrong_decision": (
        "{player}, the decision now is {kind}: answer with {moves}, not {move}."
    ),
    "meduris.no_decision": "{player} has nothing to decide now.",
    "meduris.highland_full": "The {highland} highland already holds {most} workers.",
    "meduris.supply_empty": "The supply has no {material}; take one of: {choices}.",
    "meduris.not_held": "You hold no {material} to return.",
    "meduris.no_worker_there": (
        "{player} has no worker at level {level} of the {highland} highland (0 is the bottom)."
    ),
    "meduris.same_highland": (
        "A big harvest moves the worker to another highland, not back onto {highland}."
    ),
    "meduris.no_such_space": "There is no space {space}; the ring's spaces are 0 to {last}.",
    "meduris.space_built": "Space {space} already holds {owner}'s {kind}.",
    "meduris.no_huts_left": "You have no huts left to build.",
    "meduris.no_temples_left": "You have no temples left to build.",
    "meduris.temple_on_token": (
        "A temple can't be built on space {space}: it holds a {token} bonus token."
    ),
    "meduris.free_hut_no_pay": (
        "Space {space} holds a free hut token: the hut costs nothing, so give no pay."
    ),
    "meduris.missing_material": (
        "You lack {material} for this (it costs {cost}); give a pay object to replace each "
        "missing material with 3 of any kind."
    ),
    "meduris.pay_not_held": "You don't hold {count} {material}.",
    "meduris.pay_wrong": (
        "The payment {pay} does not fit the cost {cost}: {missing} missing material(s) need "
        "exactly {substitutes} others in their place, and {extra} were given."
    ),
    "meduris.exchange_three": "An exchange gives exactly 3 materials, not {count}.",
    "meduris.exchange_supply": "The supply has no {material} to take.",
    "meduris.not_asked": (
        "The druid asks for {asked} at space {space}; {material} is not one of them."
    ),
    "meduris.no_druid_token": "There is no druid token under the hut on space {space}.",
    # events
    "meduris.worker_placed": "{player} placed a worker on the {highland} highland.",
    "meduris.die_rolled": "{player} rolled the die: {face}.",
    "meduris.produced": "The {material} highland yields: {gains}.",
    "meduris.produced_nothing": "The {material} highland yields nothing.",
    "meduris.take_skipped": "{player} can't take a material: the supply is empty.",
    "meduris.return_skipped": "{player} holds no material and returns nothing.",
    "meduris.took_material": "{player} took 1 {material}.",
    "meduris.returned_material": "{player} returned 1 {material}.",
    "meduris.exchanged": "{player} exchanged {give} for 1 {take}.",
    "meduris.big_harvest": (
        "{player} moved a worker from the {source} highland (level {level}) to the {target} "
        "highland."
    ),
    "meduris.built_hut": (
        "{player} built a hut on space {space} (district {district}), paying {paid}; its "
        "settlement has {settlement} hut(s)."
    ),
    "meduris.built_temple": "{player} built a temple on space {space}, paying {paid}.",
    "meduris.bonus_points": "{player} scores {points} for the bonus token.",
    "meduris.free_hut": "{player}'s hut on space {space} was free (bonus token).",
    "meduris.druid_token_kept": (
        "The druid token stays under {player}'s hut on space {space} for a later offering."
    ),
    "meduris.rune_taken": "{player} takes the rune stone of district {district}.",
    "meduris.rune_taken_from": (
        "{player} takes the rune stone of district {district} from {holder}."
    ),
    "meduris.druid_rock": "The druid steps onto rock space {rock} of {rocks}.",
    "meduris.druid_waits": "The druid waits: there is no hut on the board.",
    "meduris.druid_at_hut": "The druid reaches {player}'s hut on space {space}.",
    "meduris.rune_count": (
        "The druid crosses the great river: each rune stone held scores one point — {points}."
    ),
    "meduris.offered": "{player} offers {paid} at space {space} and scores {points}.",
    "meduris.offered_token": (
        "{player} offers the druid token at space {space} and scores {points}."
    ),
    "meduris.offered_nothing": "{player} offers nothing at space {space} and loses {lost}.",
    "meduris.end_triggered": (
        "{player} has built every hut and temple: {turns} more turn(s), then the druid's "
        "last round."
    ),
    "meduris.druid_final_round": (
        "The druid's last round: he visits all {huts} huts once more (no rune counts)."
    ),
    "meduris.temple_scores": "{player}'s temple on space {space} scores {points} points.",
    "meduris.runes_score": "{player}'s {runes} rune stones score {points} points.",
    "meduris.game_end": "Game over. Final scores: {scores}. {winners} wins.",
    "meduris.game_end_shared": "Game over. Final scores: {scores}. Shared win: {winners}.",
}

FIXED_DATA = ("meduris.token_space", "meduris.token_gap")
"""Keys about a replay file's fixed data, whose numbers stay as the file writes them."""

register_templates(TEMPLATES)
register_positions(
    (key for key in TEMPLATES if key not in FIXED_DATA), ("space", "district", "level", "last")
)
