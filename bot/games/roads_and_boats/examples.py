"""One order of each phase, as typed: shown by `/game rules`, in English and in Italian (the
order language reads both), and checked by tests that parse them. The Italian examples are the
English ones written by the order language's own Italian writer, so both read to the same
orders."""

from rules.roads_and_boats.ordertext import format_orders, parse_orders

_EXAMPLES = (
    "transfer 2 boards from C4 to red-donkey-1\n"
    "process C4 from red-donkey-1\n"
    "research rowing with red-donkey-1\n"
    "move red-donkey-1 load 1 board, to C5 D5, unload 1 board\n"
    "move red-raft-1 to E2 D2, follow 2 geese\n"
    "build sawmill at C4\n"
    "road C4 D4 | bridge C4 | wall C4 toward C5 tokens 2\n"
    "bricks 3 pay 6 boards\n"
)

ORDER_EXAMPLES = f"```\n{_EXAMPLES}```\n"
ORDER_EXAMPLES_IT = f"```\n{format_orders(parse_orders(_EXAMPLES), 'it')}\n```\n"
