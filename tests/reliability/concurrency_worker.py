"""A second process for the concurrency test: `python -m tests.reliability.concurrency_worker DB GROUPS_JSON`.

Prints its tally as JSON on stdout.
"""

import asyncio
import json
import sys
from pathlib import Path

from bot.games import GAMES
from tests.reliability.test_concurrency import play_seats
from tests.support.highcard import HIGHCARD

if __name__ == "__main__":
    GAMES["highcard"] = HIGHCARD
    groups = [(int(m), list(seats)) for m, seats in json.loads(sys.argv[2])]
    print(json.dumps(dict(asyncio.run(play_seats(Path(sys.argv[1]), groups)))))
