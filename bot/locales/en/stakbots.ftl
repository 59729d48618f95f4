# Stak Bots in English (docs/wording.md for the conventions).

## The bots

stak-bot-core = Core Bot
stak-bot-stomp = Stomp Bot
stak-bot-bash = Bash Bot
stak-bot-spike = Spike Bot
stak-bot-clumsy = Clumsy Bot
stak-bot-shot = Shot Bot
stak-bot-reaper = Reaper Bot
stak-bot-fatal = Fatal Bot
stak-bot-sidekick = Sidekick Bot
stak-bot-leader = Leader Bot
stak-bot-bountiful = Bountiful Bot
stak-bot-expel = Expel Bot
stak-bot-tranq = Tranq Bot
stak-bot-begone = Begone Bot
stak-bot-trip = Trip Bot
stak-bot-pit = Pit Bot

## Decisions

stak-prompt-turn = turn { $turn }: make your move
stak-prompt-target = turn { $turn }: choose a target for { $card }
stak-prompt-player = turn { $turn }: choose a player for { $card }
stak-prompt-lose = turn { $turn }: scrap a card from your hand ({ $card })
stak-prompt-react = turn { $turn }: react to the attack of { $attacker }'s { $card }, or let it happen

stak-group-play = Play
stak-group-scrap = Scrap
stak-group-attack = Attack

stak-choice-play = Play { $card } (power { $power })
stak-choice-play-onto = Play { $card } (power { $power }) onto { $owner }'s Stak
stak-choice-scrap-top = Scrap your top { $card }
stak-choice-discard = Discard { $card }
stak-choice-recycle = Recycle your top { $top } and { $card }
stak-choice-attack = Attack { $owner }'s { $card } (power { $power })
stak-choice-end = End your turn
stak-choice-target = { $depth ->
    [1] Target { $owner_you ->
        [yes] your
       *[no] { $owner }'s
    } { $card }
   *[other] Target { $owner_you ->
        [yes] your
       *[no] { $owner }'s
    } { $card } ({ $depth ->
        [2] 2nd
        [3] 3rd
       *[other] { $depth }th
    } from the top)
}
stak-choice-player = { $who_you ->
    [yes] Choose yourself
   *[no] Choose { $who }
} ({ $cards ->
    [0] no cards in hand
    [one] 1 card in hand
   *[other] { $cards } cards in hand
})
stak-choice-lose = Scrap { $card } from your hand
stak-choice-react = React with { $card }
stak-choice-let-attack = Let the attack happen

## Events

stak-turn = Turn { $turn }: { $who_you ->
    [yes] it is your turn.
   *[no] { $who } is on turn.
}
stak-draws = { $who_you ->
    [yes] You draw a card.
   *[no] { $who } draws a card.
}
stak-you-draw = You draw { $card }.
stak-cannot-draw = { $who_you ->
    [yes] You cannot draw: the supply and the scrapheap are empty.
   *[no] { $who } cannot draw: the supply and the scrapheap are empty.
}
stak-reshuffle = The scrapheap is shuffled into a new supply.
stak-play = { $actor_you ->
    [yes] You play { $card } onto your Stak.
   *[no] { $actor } plays { $card } onto their Stak.
}
stak-play-onto = { $actor_you ->
    [yes] You play { $card } onto { $owner }'s Stak.
   *[no] { $actor } plays { $card } onto { $owner_you ->
        [yes] your Stak.
       *[no] { $owner }'s Stak.
    }
}
stak-scrap-top = { $actor_you ->
    [yes] You scrap your top { $card }.
   *[no] { $actor } scraps their top { $card }.
}
stak-discard = { $actor_you ->
    [yes] You discard { $card }.
   *[no] { $actor } discards { $card }.
}
stak-recycle = { $actor_you ->
    [yes] You recycle your top { $top } and { $card } from your hand.
   *[no] { $actor } recycles their top { $top } and { $card } from their hand.
}
stak-face-up = { $owner_you ->
    [yes] { $card } turns face up on your Stak.
   *[no] { $card } turns face up on { $owner }'s Stak.
}
stak-entry = { $owner_you ->
    [yes] The entry effect of { $card } on your Stak takes place.
   *[no] The entry effect of { $card } on { $owner }'s Stak takes place.
}
stak-no-target = { $card } has no target.
stak-bottom-scrapped = { $owner_you ->
    [yes] { $card }, the bottom card of your Stak, is scrapped.
   *[no] { $card }, the bottom card of { $owner }'s Stak, is scrapped.
}
stak-falls = { $owner_you ->
    [yes] { $card } falls one place down your Stak.
   *[no] { $card } falls one place down { $owner }'s Stak.
}
stak-falls-nowhere = { $owner_you ->
    [yes] { $card } is already the bottom card of your Stak and stays put.
   *[no] { $card } is already the bottom card of { $owner }'s Stak and stays put.
}
stak-target = { $owner_you ->
    [yes] { $card } targets your { $target }.
   *[no] { $card } targets { $owner }'s { $target }.
}
stak-shot = { $owner_you ->
    [yes] Your { $card } takes { $damage } damage ({ $total } in all) and stays.
   *[no] { $owner }'s { $card } takes { $damage } damage ({ $total } in all) and stays.
}
stak-shot-scrapped = { $owner_you ->
    [yes] Your { $card } takes { $damage } damage and is scrapped.
   *[no] { $owner }'s { $card } takes { $damage } damage and is scrapped.
}
stak-scrapped = { $owner_you ->
    [yes] Your { $card } is scrapped.
   *[no] { $owner }'s { $card } is scrapped.
}
stak-returned = { $owner_you ->
    [yes] Your { $card } returns to your hand.
   *[no] { $owner }'s { $card } returns to { $owner }'s hand.
}
stak-to-bottom = { $owner_you ->
    [yes] Your { $card } goes face up to the bottom of your Stak.
   *[no] { $owner }'s { $card } goes face up to the bottom of their Stak.
}
stak-flipped-down = { $owner_you ->
    [yes] Your { $card } is flipped face down.
   *[no] { $owner }'s { $card } is flipped face down.
}
stak-chain-cap = The entry effect of { $card } is skipped: { $cap } entry effects have already run this turn.
stak-react = { $who_you ->
    [yes] You react with { $card }; the attack is cancelled.
   *[no] { $who } reacts with { $card }; the attack is cancelled.
}
stak-no-hand-card = { $who_you ->
    [yes] You have no card in hand to scrap for { $card }.
   *[no] { $who } has no card in hand to scrap for { $card }.
}
stak-must-lose = { $who_you ->
    [yes] You must scrap a card from your hand for { $card }.
   *[no] { $who } must scrap a card from their hand for { $card }.
}
stak-lose = { $who_you ->
    [yes] You scrap { $card } from your hand.
   *[no] { $who } scraps { $card } from their hand.
}
stak-attack-announced = { $attacker_you ->
    [yes] You attack { $defender } with { $card }; { $defender } may react.
   *[no] { $attacker } attacks { $defender_you ->
        [yes] you with { $card }; you may react.
       *[no] { $defender } with { $card }; { $defender } may react.
    }
}
stak-battle = { $attacker_you ->
    [yes] Your { $card } (power { $power }) attacks { $defender }'s { $target } (power { $target_power }).
   *[no] { $attacker }'s { $card } (power { $power }) attacks { $defender_you ->
        [yes] your { $target } (power { $target_power }).
       *[no] { $defender }'s { $target } (power { $target_power }).
    }
}
stak-both-stand = Neither bot is scrapped.
stak-out = { $who_you ->
    [yes] You have no bots left and are out.
   *[no] { $who } has no bots left and is out.
}
stak-tally-entry = { $who } { $size }
stak-turn-limit = The turn limit is reached. Stak sizes summed over the last round: { $tally }.

## How a match ends

stak-outcome-last-standing = The last Stak standing wins.
stak-outcome-fell-together = The last Staks fell together.
stak-outcome-turn-limit = The turn limit was reached: the largest Stak over the last round wins.

# The table (Game.render): a line per Stak, the scrapheap and the reader's hand.
stak-table-head = Turn { $turn }, on turn: { $current }. Supply: { $supply } { $supply ->
    [one] card
   *[other] cards
}.
stak-table-player = { $name }{ $out ->
    [yes] { " " }(out)
   *[no] { "" }
}, hand { $hand }
stak-table-empty = { $player }: empty Stak
stak-table-top = { $player }: top { $top }
stak-table-top-below = { $player }: top { $top } | below: { $below }
stak-table-face-down = face down
stak-table-face-down-run = { $count ->
    [one] face down
   *[other] { $count } face down
}
# A card with its notes: "Bash Bot (power 3, ability, 2 damage)".
stak-table-card = { $name } ({ $notes })
stak-note-power = power { $power }
stak-note-ability = ability
stak-note-entry = entry effect
stak-note-damage = { $damage } damage
stak-table-list = { $count ->
    [0] empty
   *[other] { $cards }
}
stak-table-scrapheap = Scrapheap ({ $count }): { $cards }
stak-table-hand = Your hand: { $cards }

# Why an action is refused.
stak-syntax = Actions look like 'play k017', 'scrap top', 'discard k017', 'attack 2' or 'end'.
stak-illegal-answer-first = Answer the open effect choice first.
stak-illegal-feed-first = Feed the scrapheap first: at least one card must be scrapped this turn.
stak-illegal-one-attack = Only one card may attack per turn, and it stops if it was scrapped, flipped or returned.
stak-illegal-not-attackable = That Stak cannot be attacked.
stak-illegal-not-in-hand = That card is not in your hand (or that option is off).
