# The terminal's own lines (bot/terminal.py): `python -m bot play`.

terminal-welcome = Type the number of a choice, or 'help' for every command.
terminal-started = Match #{ $match } of { $game } started.
terminal-saved = Saved. Resume with: { $command }
terminal-player = Player { $number }
terminal-private = (private)
terminal-board-picture = Board picture: { $path }
terminal-no-choice = there is no choice { $answer }; pick 1 to { $count }
terminal-discord-match = Match #{ $match } was not started in the terminal; it is played on Discord.
terminal-nobody-to-ask = Nobody at this terminal has a decision in match #{ $match }; try again later.
terminal-setup-finished = Match #{ $match } was stopped while it was being set up; its setup is finished now.
terminal-setup-lost = Match #{ $match } was stopped while it was being set up, before its seats were taken, so it is cancelled; start a new one with: { $command }
terminal-over = Match #{ $match } of { $game } is over. { $count ->
    [0] Nobody wins.
    [one] Winner: { $winners }.
   *[other] Winners: { $winners }.
} { $reason }

## help: the commands stay as typed; these say what each does

terminal-help-title = Commands:
terminal-help-number = take the choice with that number
terminal-help-action = take an action by its text (shown in brackets after each choice)
terminal-help-ai = let the AI choose for you, this once
terminal-help-view = show the table and your decision again
terminal-help-rules = the game's rules, or the section about TOPIC (e.g. 'rules setup')
terminal-help-join = one more player at this terminal joins the running match (games that take late joiners)
terminal-help-help = this list (also '?')
terminal-help-quit = save the match and leave (also 'exit', Ctrl-D or Ctrl-C)
terminal-too-many-decks = { $decks } decks (--deck) for { $players } { $players ->
    [one] player
   *[other] players
} at the keyboard; give one --deck per player at most.
