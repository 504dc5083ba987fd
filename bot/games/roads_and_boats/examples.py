"""One order of each phase, as typed: shown by `/game rules` in every language (the order
language is English) and checked by a test that parses them."""

ORDER_EXAMPLES = (
    "```\n"
    "transfer 2 boards from C4 to red-donkey-1\n"
    "process C4 from red-donkey-1\n"
    "research rowing with red-donkey-1 from red-donkey-1, C4\n"
    "move red-donkey-1 load 1 board, to C5 D5, unload 1 board\n"
    "move red-raft-1 to E2 D2, follow 2 geese\n"
    "build sawmill at C4\n"
    "road C4 D4 | bridge C4 | wall C4 toward C5 tokens 2\n"
    "bricks 3 pay 6 boards\n"
    "```\n"
)
