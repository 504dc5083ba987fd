"""English templates of every `imhotep.*` message key (errors and events).

Ships and slots are numbered as in the move JSON (from 0) and marked as positions, which the
bot shows counted from 1, as players count them. Site names come as two parameters: `site`
(the id, for translations) and `site_name` (English).
"""

from __future__ import annotations

from rules.core import register_positions, register_templates

TEMPLATES = {
    # setup
    "imhotep.players_not_list": "The players must be a list of names.",
    "imhotep.player_count": "Imhotep is for 2 to 4 players; {count} were given.",
    "imhotep.player_name": "Every player needs a non-empty name; got {name}.",
    "imhotep.player_twice": "The name {name} is used twice; each player needs a different name.",
    "imhotep.options_not_object": "The options must be a JSON object.",
    "imhotep.unknown_option": "Imhotep has no option {option}; the only option is {choices}.",
    "imhotep.option_not_bool": "The option {option} must be true or false, not {value}.",
    "imhotep.seed_not_int": "The seed must be a whole number, not {value}.",
    "imhotep.fixed_not_object": "The fixed data must be a JSON object.",
    "imhotep.unknown_fixed": "Unknown fixed data {name}; use round_cards and/or market_deck.",
    "imhotep.round_cards_not_list": (
        "fixed.round_cards must be a list of at most 6 round cards, each a list of 4 ship "
        "sizes; got {value}."
    ),
    "imhotep.round_card_invalid": (
        "Round card {card} is not a {count}-player round card; those are: {choices}."
    ),
    "imhotep.round_card_twice": (
        "Round card {card} is listed {used} times, but the {count}-player set has it only once."
    ),
    "imhotep.market_deck_not_list": "fixed.market_deck must be a list of card names; got {value}.",
    "imhotep.market_deck_too_many": (
        "fixed.market_deck has {used} {card} cards, but the deck has only {available}."
    ),
    # move shape
    "imhotep.move_not_object": "A move must be a JSON object.",
    "imhotep.unknown_move_type": "Unknown move type {type}; use one of: {choices}.",
    "imhotep.unknown_field": "A {move} move has no field {field}.",
    "imhotep.field_missing": "A {move} move needs the field {field}.",
    "imhotep.field_not_int": "The field {field} of a {move} move must be a whole number: {value}.",
    "imhotep.unknown_site": "Unknown site {site}; the sites are: {choices}.",
    "imhotep.unknown_card": "Unknown market card {card}; the cards are: {choices}.",
    "imhotep.card_not_blue": "Only blue cards can be played ({choices}); {card} is not one.",
    "imhotep.hammer_half_placement": (
        "The hammer's extra stone needs both ship and slot, or leave both out."
    ),
    "imhotep.chisel_stones": (
        'The chisel places exactly 2 stones: give "stones" as two objects with "ship" and '
        '"slot"; got {value}.'
    ),
    "imhotep.chisel_same_slot": (
        "The chisel's two stones must go to two different slots; both name ship {ship}, slot "
        "{slot}."
    ),
    "imhotep.lever_order_shape": "The lever's order must be a list of slot numbers; got {value}.",
    # legality
    "imhotep.unknown_player": "{player} is not playing this game.",
    "imhotep.game_over": "The game is over; no more moves.",
    "imhotep.not_your_turn": "It is {current}'s turn, not {player}'s.",
    "imhotep.not_your_pick": "{picker} takes a market card now, not {player}.",
    "imhotep.must_take_card": "{player}, first take a card from the market: {cards}.",
    "imhotep.no_pick_pending": "No market card is waiting to be taken; it is {current}'s turn.",
    "imhotep.card_not_on_display": "There is no {card} on the market; take one of: {cards}.",
    "imhotep.sled_full": "Your sled is full ({sled} stones); you cannot take stones.",
    "imhotep.quarry_empty": "Your quarry is empty; you cannot take stones.",
    "imhotep.no_such_ship": "There is no ship {ship}; this round's ships are 0 to {last}.",
    "imhotep.no_such_slot": "Ship {ship} has no slot {slot}. Its slots are 0 to {last}.",
    "imhotep.slot_taken": "Slot {slot} of ship {ship} already holds {owner}'s stone.",
    "imhotep.ship_sailed": "Ship {ship} has already sailed to the {site_name} this round.",
    "imhotep.sled_empty": "You have no stone on your sled; take stones first.",
    "imhotep.chisel_sled": "The chisel places 2 stones, but you have {sled} on your sled.",
    "imhotep.too_light": "Ship {ship} needs at least {min} stones to sail; it has {count}.",
    "imhotep.site_taken": "Ship {other} has already sailed to the {site_name} this round.",
    "imhotep.no_card": "You have no {card} card to play.",
    "imhotep.lever_order": (
        "The lever's order must list each occupied slot of ship {ship} exactly once "
        "({slots}); got {order}."
    ),
    "imhotep.pass_not_allowed": (
        "You can still act (for example: {example}); pass only when no action is possible."
    ),
    # events
    "imhotep.round_start": (
        "Round {round} of 6: ships of size {sizes}; the market shows {cards}. {player} starts."
    ),
    "imhotep.took_stones": (
        "{player} took {count} stones from the quarry: now {sled} on the sled, {quarry} in the "
        "quarry."
    ),
    "imhotep.placed": "{player} placed a stone on ship {ship}, slot {slot}.",
    "imhotep.played_card": "{player} played a {card} card.",
    "imhotep.sailed_pyramid": (
        "{player} sailed ship {ship} to the pyramid and unloaded it there; points: {points}."
    ),
    "imhotep.sailed_site": (
        "{player} sailed ship {ship} to the {site_name} and unloaded there, in this order, the "
        "stones of {stones}."
    ),
    "imhotep.sailed_market": (
        "{player} sailed ship {ship} to the market and unloaded it there; the cards are taken "
        "in this order: {pickers}."
    ),
    "imhotep.sailed_empty_market": (
        "{player} sailed ship {ship} to the market, but no card is left to take."
    ),
    "imhotep.took_card": "{player} took the {card} card from the market.",
    "imhotep.red_card_pyramid": (
        "{player}'s {card} puts a stone on the pyramid: {player} scores {points} points."
    ),
    "imhotep.red_card_placed": "{player}'s {card} puts a stone on the {site_name}.",
    "imhotep.red_card_wasted": (
        "{player}'s quarry is empty: the {card} is discarded without effect."
    ),
    "imhotep.stones_home": "The market stones go back to their quarries.",
    "imhotep.passed": (
        "{player} passes: no stone on the sled or in the quarry and no ship can sail."
    ),
    "imhotep.round_stuck": (
        "Nobody can act: round {round} ends with ships {ships} unsailed; any stones on board go "
        "back to the quarries."
    ),
    "imhotep.temple_scores": "Round {round} ends; points from the temple: {points}.",
    "imhotep.temple_empty": "Round {round} ends: the temple is empty and scores nothing.",
    "imhotep.game_end": "Game over. Final scores: {scores}. {winners} wins.",
    "imhotep.game_end_shared": "Game over. Final scores: {scores}. Shared win: {winners}.",
}

SETUP = ("imhotep.lever_order_shape", "imhotep.chisel_stones")
"""Keys that quote a move's JSON as given (numbered from 0): their numbers stay as written."""

register_templates(TEMPLATES)
register_positions(
    (key for key in TEMPLATES if key not in SETUP),
    ("ship", "slot", "last", "other", "ships", "slots", "order"),
)
