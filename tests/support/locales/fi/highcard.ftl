# Hai-kortti, alustan testipeli: the terminal and Discord tests read it in Finnish.
prompt-play = Kierros { $round }: pelaa kortti
choice-play = Pelaa korttisi { $card }
you-played = Pelaat korttisi { $card }.
round-won = Kierros { $round }: { $winner_you ->
    [yes] voitat
   *[no] { $winner } voittaa
} kortilla { $card }.
outcome-most-rounds = Eniten kierroksia voitettu.
card-name = { $number }
syntax = Siirrot ovat muotoa 'play h07'.
not-in-hand = Se kortti ei ole kädessäsi.
table = Kierros { $round }. Pisteet: { $scores }
table-hand = Kätesi: { $cards }
