# The bot's own words, shared by every game (docs/wording.md).

# A match that finished before reasons were messages kept its reason as English text.
stored-text = { $text }

## Posts and DMs around a match's events (bot/messages.py)

your-decision = **Your decision:** { $prompt } (due { $due })
your-decision-open = **Your decision:** { $prompt }
no-deadline = no deadline
# The reader, where they are named inside a list or another message ("Ann, Ben and you").
list-you = you
reminder = ⏰ Reminder for match #{ $match }.
status-waiting = Waiting for:
status-nobody = Nobody has a decision to make.
status-seat = • **{ $name }** — { $prompt } ({ $when })
# Whom a reaction is offered to is hidden: no name.
status-reaction = • a reaction — { $prompt }
status-ai = AI
match-over = 🏁 **Match over.** { $winners ->
    [0] Nobody wins.
    [one] Winner: { $names }.
   *[other] Winners: { $names }.
} { $reason }

## The bot's notes in a match (bot/service.py)

match-begins = **{ $game }** begins with { $players }.
lobby-table = **{ $game }** match #{ $match } { $status ->
    [lobby] is open
   *[other] was cancelled before it began
}: { $players } ({ $seated }/{ $max } seated; { $min } needed to start).
# The first DM of a match to each player, above their table (and their decision, if any).
dm-match-begins-hand = Match #{ $match } of { $game } has begun. Here is your hand; I will write when you have a decision to make.
dm-match-begins-decision = Match #{ $match } of { $game } has begun. Here is your hand and your first decision.
dm-joined-hand = You joined match #{ $match } of { $game }. Here is your hand; I will write when you have a decision to make.
dm-joined-decision = You joined match #{ $match } of { $game }. Here is your hand and your first decision.
match-cancelled = Match #{ $match } was cancelled by { $by }.
seat-joined = { $who_you ->
    [yes] You join the running match.
   *[no] { $who } joins the running match.
}
seat-left = { $who_you ->
    [yes] You left the match
   *[no] { $who } left the match
}
seat-removed = { $who_you ->
    [yes] You were removed by { $by }
   *[no] { $who } was removed by { $by }
}
seat-to-ai = { $why }; the AI plays { $who_you ->
    [yes] your
   *[no] their
} seat from now on.
reaction-closed = ⌛ The reaction window closed; you let it pass.
deadline-missed = ⌛ { $who_you ->
    [yes] You missed the deadline; the default was played for you.
   *[no] { $who } missed the deadline; the default was played.
}{ $offline ->
    [yes] {" "}(The deadline passed while the bot was offline; caught up now.)
   *[no] {""}
}{ $takeover ->
    [0] {""}
    [one] {" "}After 1 missed deadline the AI takes over this seat.
   *[other] {" "}After { $takeover } missed deadlines in a row the AI takes over this seat.
}

## Refusals (bot/errors.py): one sentence each; nothing was changed

match-standing = Match #{ $match } { $status ->
    [lobby] has not started yet
    [active] is running
    [finished] is over
   *[cancelled] was cancelled
}{ $moves ->
    [yes] ; no moves are taken.
   *[no] .
}
error-stale-decision = That choice is no longer current; here is where the game stands now.
error-version-conflict = The game moved on while you were deciding; look again and retry.
error-no-match = There is no match #{ $match }.
error-no-match-here = There is no match #{ $match } in this server.
error-duplicate = That click was already handled.
error-player-count = { $game } is played by { $min } to { $max } players, not { $count }.
error-no-player-seat = At least one seat must be a player's, and the number of AI seats cannot be negative.
error-already-in = You are already in match #{ $match }.
error-match-full = Match #{ $match } is full ({ $max } players).
error-creator-leaves = The creator cannot leave the lobby; cancel the match instead.
error-member-not-player = That member is not a player in match #{ $match }.
error-creator-removed = The creator cannot be removed from the lobby; cancel the match instead.
error-already-ai = { $name } is already played by the AI.
error-too-few = { $game } needs at least { $min } players; { $joined } have joined (add AI players to fill seats).
error-no-decision = You have no decision to make right now.
error-match-over = The match is over.
error-game-takes-no-one = { $game } takes no new player now.
error-join-out-of-order = Seat { $seat } cannot join a match of { $players } players.
error-not-a-choice = The move '{ $action }' is not one of your legal choices right now.
error-action-too-long = A move has at most { $most } characters; pick one of your listed choices.
error-number-too-long = A number you type has at most { $most } digits.
error-unknown-game = There is no game called '{ $name }'; choose one of: { $known }.
error-started = Match #{ $match } has already started.
error-no-late-join = Match #{ $match } has already started, and { $game } takes no new players now.
error-ended = Match #{ $match } has already ended.
error-not-player = You are not a player in match #{ $match }.
error-creator-only = Only the match's creator (or a server manager) may do that.
error-bad-options = These options are not right: { $problems }.
error-options-syntax = Options look like name=value; '{ $part }' does not.

## Deck building (bot/decks.py): players' own decks, in the games that have them

deck-show-line = { $n } × { $card } ({ $type })
deck-error-exists = You already have a deck called { $deck }.
deck-error-too-many-decks = You may keep at most { $max } decks; delete one first.
deck-error-none = You have no deck yet; start one with /deck new.
deck-error-unknown = You have no deck called “{ $deck }”.
deck-error-preset-name = “{ $deck }” is the name of a preconstructed deck; give yours another name.
deck-error-count = Add or remove 1 to { $max } copies at a time.
deck-error-illegal = The deck { $deck } cannot be played yet:
deck-error-illegal-at-start = { $player }'s deck { $deck } cannot be played any more:
deck-error-gone = { $player }'s deck { $deck } is gone; they must join again with another deck.
deck-error-no-decks = { $game } is not played with decks of your own.
deck-error-which-game = Several games have decks of your own ({ $games }): name the game.

## Looking things up (bot/lookup.py): /card and `python -m bot card`

sheet-kind = Type
sheet-text = Text
sheet-ruling = Ruling { $number }
lookup-error-no-catalogue = { $game } has no cards or other things to look up.
lookup-error-unknown = No game has anything called “{ $name }”.
# A name that was not found ($unknown: the sentence that says so) and the names close to it.
lookup-error-near = { $unknown } Similar names: { $names }.
lookup-error-which-game = “{ $name }” is in several games: { $games }. Name the game too.

## The terminal (bot/terminal.py)

terminal-player-range = { $game } is played by { $min } to { $max } players; --players { $players } is outside that range.
terminal-ai-range = At least one seat must be yours: --ai must be 0 to { $most } with --players { $players }.

# /rules and the terminal's `rules` (bot/rules.py).
rules-none = There are no written rules for '{ $game }' yet.
rules-no-section = No section of the { $game } rules matches '{ $topic }'. Sections: { $sections }
