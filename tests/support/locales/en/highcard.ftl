# High Card, the platform's test game.
prompt-play = Round { $round }: play a card
choice-play = Play your { $card }
you-played = You play your { $card }.
round-won = Round { $round }: { $winner_you ->
    [yes] you win
   *[no] { $winner } wins
} with a { $card }.
outcome-most-rounds = Most rounds won.
card-name = { $number }
syntax = Actions look like 'play h07'.
not-in-hand = That card is not in your hand.
table = Round { $round }. Scores: { $scores }
table-hand = Your hand: { $cards }
