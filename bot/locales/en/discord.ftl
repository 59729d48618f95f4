# The Discord front end's own sentences (cogs/). Markdown and Discord mentions stay as they are.

## Refusals and notes (cogs/errors.py, cogs/components.py)

discord-unexpected = Something went wrong; nothing was changed.
discord-guild-only = This command works only in a server channel.
discord-managers-only = You need the Manage Server permission for that.
discord-not-yours = This button belongs to another player.
discord-already-taken = Your move on that decision was already taken; here is where the game stands now.
discord-more-choices = More choices than fit here: use `/act` (it autocompletes your legal actions).
discord-and-more = … and { $count } more.
error-too-many-ai = { $game } seats at most { $max } players, you included.
error-no-running-match = You are not playing in any running match.
error-several-matches = You play in several matches ({ $matches }); name one with the match option.
error-server-language-managers = Only a member with Manage Server sets the language of this server's match threads.

## Direct messages (cogs/lobby.py, cogs/delivery.py)

discord-welcome = 👋 botwar will send your hands and decisions here. Keep DMs open for this server.
discord-dms-closed-hint = I cannot DM you, so you will not get your hand privately. Open DMs for this server (Privacy Settings) or use `/hand` to see your cards and choose.
discord-dms-closed-thread = ⚠️ { $mention } does not accept DMs from me, so I cannot send their hand or decisions. Open DMs for this server (Privacy Settings) or use `/hand` here to see your cards and choose. I try DMs again when they next use a command or a button, and every few hours.

## Lobby replies (cogs/lobby.py)

discord-opened = { $mention } opened **{ $game }** match #{ $match } ({ $seated }/{ $max } seated). Join with `/game join match:{ $match }`; the creator starts it with `/game start match:{ $match }`.
discord-play-in = Play happens in { $thread }.
discord-joined = { $mention } joined match #{ $match } ({ $seated }/{ $max } seated: { $players }).
discord-left = You left match #{ $match }.
discord-started = Match #{ $match } has started.
discord-follow-in = Follow it in { $thread }; your hand comes by DM.
discord-ai-joined = An AI player joined match #{ $match } ({ $seated }/{ $max } seated: { $players }).
discord-cancelled = Match #{ $match } was cancelled.
discord-removed = { $name } was removed from match #{ $match }.
discord-no-matches-here = No open or running matches here.
discord-settings = Match #{ $match }: { $hours } h per decision, reminder { $reminder } h before, AI takes over after { $takeover } missed deadlines (0 = never), { $reaction } h per reaction window.
discord-match-choice = #{ $match } { $game } ({ $status ->
    [lobby] open
    [active] running
    [finished] over
   *[cancelled] cancelled
}, { $players ->
    [one] 1 player
   *[other] { $players } players
})

## Embeds (cogs/embeds.py)

discord-title-status = Match #{ $match }: waiting for
discord-title-decision = Match #{ $match }: your move
discord-title-hand = Match #{ $match }: your hand
discord-title-reminder = Match #{ $match }: reminder
discord-title-finished = Match #{ $match }: finished
discord-title = Match #{ $match }
discord-your-decision = **Your decision:** { $prompt }

## Settings (cogs/languages.py)

discord-language-follows = Your DMs and replies follow your Discord language again.
discord-language-set = Your DMs and replies are in { $language } from now on.
discord-server-language-follows = Match threads here follow the server's preferred language again.
discord-server-language-set = Match threads here are in { $language } from now on.
discord-rules-more = (More follows: ask for a topic, e.g. `/rules game:… topic:…`.)

# /botwar health (a manager's counts of the store).
discord-health-title = **botwar health**
discord-health-deadlines = Deadlines waiting: { $count }
discord-health-matches-active = Matches running: { $count }
discord-health-matches-created = Matches ever created: { $count }
discord-health-matches-lobby = Matches open for players: { $count }
discord-health-outbox-pending = Messages waiting to be delivered: { $count }
# A game in the autocomplete list of /game new.
discord-game-choice = { $game } ({ $min }–{ $max } players)

## Deck building (cogs/decks.py)

discord-deck-title = { $deck }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
discord-deck-empty = No cards yet.
discord-deck-legal = Ready to play: bring it with `/game join deck:{ $deck }` (or `/game new`).
discord-deck-not-legal = Not playable yet:
discord-deck-created = Deck { $deck } created. Add cards with `/deck add` or `/deck import`.
discord-deck-imported = { $deck } now holds the { $count } cards of your list.
discord-deck-list-none = You have no decks yet; start one with `/deck new`.
discord-deck-list-line = { $deck }: { $count } cards, { $legal ->
    [yes] ready to play
   *[no] not playable yet
}
discord-deck-export = Your deck { $deck } as text (`/deck import` reads it back):
discord-deck-deleted = Deck { $deck } deleted.
discord-deck-brought = You bring { $deck } to match #{ $match }; your list is read when the match starts.
