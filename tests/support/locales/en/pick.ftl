# Pick, the test game of the Discord end-to-end tests (tests/discord/pickgame.py).
pick-prompt = pick a number
pick-group-low = Low
pick-group-high = High
pick-number = { $number }
pick-picked = { $who_you ->
    [yes] You picked.
   *[no] { $who } picked.
}
pick-outcome = The highest pick wins.
pick-table = Picked: { $picked }
pick-illegal = Pick a number from 1 to 30.
