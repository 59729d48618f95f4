# The bot's own words, shared by every game (docs/wording.md).

# A match that finished before reasons were messages kept its reason as English text.
stored-text = { $text }

## Posts and DMs around a match's events (bot/messages.py)

your-decision = **Your decision:** { $prompt } (due { $due })
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
# The first DM of a match to each player, above their table (and their decision, if any).
dm-match-begins-hand = Match #{ $match } of { $game } has begun. Here is your hand; I will write when you have a decision to make.
dm-match-begins-decision = Match #{ $match } of { $game } has begun. Here is your hand and your first decision.
match-cancelled = Match #{ $match } was cancelled by { $by }.
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
