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
