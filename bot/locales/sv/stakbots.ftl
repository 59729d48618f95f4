# Stak Bots på svenska (docs/wording.md för konventionerna).

## Bottarna

stak-bot-core = Kärnbot
stak-bot-stomp = Stampbot
stak-bot-bash = Dunkbot
stak-bot-spike = Piggbot
stak-bot-clumsy = Klumpbot
stak-bot-shot = Skottbot
stak-bot-reaper = Liebot
stak-bot-fatal = Dödsbot
stak-bot-sidekick = Hejdukbot
stak-bot-leader = Ledarbot
stak-bot-bountiful = Ymnighetsbot
stak-bot-expel = Utkastarbot
stak-bot-tranq = Bedövarbot
stak-bot-begone = Schasbot
stak-bot-trip = Krokbensbot
stak-bot-pit = Gropbot

## Beslut

stak-prompt-turn = drag { $turn }: din tur
stak-prompt-target = drag { $turn }: välj ett mål för { $card }
stak-prompt-player = drag { $turn }: välj en spelare för { $card }
stak-prompt-lose = drag { $turn }: skrota ett kort från handen ({ $card })
stak-prompt-react = drag { $turn }: reagera på attacken från { $attacker }s { $card }, eller låt den ske

stak-group-play = Spela
stak-group-scrap = Skrota
stak-group-attack = Attackera

stak-choice-play = Spela { $card } (styrka { $power })
stak-choice-play-onto = Spela { $card } (styrka { $power }) på { $owner }s stapel
stak-choice-scrap-top = Skrota din översta { $card }
stak-choice-discard = Kasta { $card }
stak-choice-recycle = Återvinn din översta { $top } och { $card }
stak-choice-attack = Attackera { $owner }s { $card } (styrka { $power })
stak-choice-end = Avsluta din tur
stak-choice-target = { $depth ->
    [1] Sikta på { $owner_you ->
        [yes] din
       *[no] { $owner }s
    } { $card }
   *[other] Sikta på { $owner_you ->
        [yes] din
       *[no] { $owner }s
    } { $card } ({ $depth ->
        [2] andra
        [3] tredje
        [4] fjärde
        [5] femte
        [6] sjätte
        [7] sjunde
        [8] åttonde
        [9] nionde
        [10] tionde
       *[other] nummer { $depth }
    } uppifrån)
}
stak-choice-player = { $who_you ->
    [yes] Välj dig själv
   *[no] Välj { $who }
} ({ $cards ->
    [0] inga kort på handen
    [one] 1 kort på handen
   *[other] { $cards } kort på handen
})
stak-choice-lose = Skrota { $card } från handen
stak-choice-react = Reagera med { $card }
stak-choice-let-attack = Låt attacken ske

## Händelser

stak-turn = Drag { $turn }: { $who_you ->
    [yes] det är din tur.
   *[no] det är { $who }s tur.
}
stak-draws = { $who_you ->
    [yes] Du drar ett kort.
   *[no] { $who } drar ett kort.
}
stak-you-draw = Du drar { $card }.
stak-cannot-draw = { $who_you ->
    [yes] Du kan inte dra: förrådet och skrothögen är tomma.
   *[no] { $who } kan inte dra: förrådet och skrothögen är tomma.
}
stak-reshuffle = Skrothögen blandas till ett nytt förråd.
stak-play = { $actor_you ->
    [yes] Du spelar { $card } på din stapel.
   *[no] { $actor } spelar { $card } på sin stapel.
}
stak-play-onto = { $actor_you ->
    [yes] Du spelar { $card } på { $owner }s stapel.
   *[no] { $actor } spelar { $card } på { $owner_you ->
        [yes] din stapel.
       *[no] { $owner }s stapel.
    }
}
stak-scrap-top = { $actor_you ->
    [yes] Du skrotar din översta { $card }.
   *[no] { $actor } skrotar sin översta { $card }.
}
stak-discard = { $actor_you ->
    [yes] Du kastar { $card }.
   *[no] { $actor } kastar { $card }.
}
stak-recycle = { $actor_you ->
    [yes] Du återvinner din översta { $top } och { $card } från handen.
   *[no] { $actor } återvinner sin översta { $top } och { $card } från handen.
}
stak-face-up = { $owner_you ->
    [yes] { $card } vänds med framsidan upp i din stapel.
   *[no] { $card } vänds med framsidan upp i { $owner }s stapel.
}
stak-entry = { $owner_you ->
    [yes] Inträdeseffekten hos { $card } i din stapel utlöses.
   *[no] Inträdeseffekten hos { $card } i { $owner }s stapel utlöses.
}
stak-no-target = { $card } har inget mål.
stak-bottom-scrapped = { $owner_you ->
    [yes] { $card }, det understa kortet i din stapel, skrotas.
   *[no] { $card }, det understa kortet i { $owner }s stapel, skrotas.
}
stak-falls = { $owner_you ->
    [yes] { $card } faller ett steg ned i din stapel.
   *[no] { $card } faller ett steg ned i { $owner }s stapel.
}
stak-falls-nowhere = { $owner_you ->
    [yes] { $card } är redan det understa kortet i din stapel och blir kvar.
   *[no] { $card } är redan det understa kortet i { $owner }s stapel och blir kvar.
}
stak-target = { $owner_you ->
    [yes] { $card } siktar på din { $target }.
   *[no] { $card } siktar på { $owner }s { $target }.
}
stak-shot = { $owner_you ->
    [yes] Din { $card } får { $damage } i skada ({ $total } totalt) och står kvar.
   *[no] { $owner }s { $card } får { $damage } i skada ({ $total } totalt) och står kvar.
}
stak-shot-scrapped = { $owner_you ->
    [yes] Din { $card } får { $damage } i skada och skrotas.
   *[no] { $owner }s { $card } får { $damage } i skada och skrotas.
}
stak-scrapped = { $owner_you ->
    [yes] Din { $card } skrotas.
   *[no] { $owner }s { $card } skrotas.
}
stak-returned = { $owner_you ->
    [yes] Din { $card } går tillbaka till din hand.
   *[no] { $owner }s { $card } går tillbaka till { $owner }s hand.
}
stak-to-bottom = { $owner_you ->
    [yes] Din { $card } hamnar med framsidan upp längst ned i din stapel.
   *[no] { $owner }s { $card } hamnar med framsidan upp längst ned i stapeln.
}
stak-flipped-down = { $owner_you ->
    [yes] Din { $card } vänds med baksidan upp.
   *[no] { $owner }s { $card } vänds med baksidan upp.
}
stak-chain-cap = Inträdeseffekten hos { $card } hoppas över: { $cap } inträdeseffekter har redan utlösts det här draget.
stak-react = { $who_you ->
    [yes] Du reagerar med { $card }; attacken avbryts.
   *[no] { $who } reagerar med { $card }; attacken avbryts.
}
stak-no-hand-card = { $who_you ->
    [yes] Du har inget kort på handen att skrota för { $card }.
   *[no] { $who } har inget kort på handen att skrota för { $card }.
}
stak-must-lose = { $who_you ->
    [yes] Du måste skrota ett kort från handen för { $card }.
   *[no] { $who } måste skrota ett kort från handen för { $card }.
}
stak-lose = { $who_you ->
    [yes] Du skrotar { $card } från handen.
   *[no] { $who } skrotar { $card } från handen.
}
stak-attack-announced = { $attacker_you ->
    [yes] Du attackerar { $defender } med { $card }; { $defender } får reagera.
   *[no] { $attacker } attackerar { $defender_you ->
        [yes] dig med { $card }; du får reagera.
       *[no] { $defender } med { $card }; { $defender } får reagera.
    }
}
stak-battle = { $attacker_you ->
    [yes] Din { $card } (styrka { $power }) attackerar { $defender }s { $target } (styrka { $target_power }).
   *[no] { $attacker }s { $card } (styrka { $power }) attackerar { $defender_you ->
        [yes] din { $target } (styrka { $target_power }).
       *[no] { $defender }s { $target } (styrka { $target_power }).
    }
}
stak-both-stand = Ingen av bottarna skrotas.
stak-out = { $who_you ->
    [yes] Du har inga bottar kvar och är ute.
   *[no] { $who } har inga bottar kvar och är ute.
}
stak-tally-entry = { $who } { $size }
stak-turn-limit = Draggränsen är nådd. Staplarnas storlekar, summerade över den sista rundan: { $tally }.

## Hur en match slutar

stak-outcome-last-standing = Den sista stapeln som står kvar vinner.
stak-outcome-fell-together = De sista staplarna föll samtidigt.
stak-outcome-turn-limit = Draggränsen nåddes: den största stapeln över den sista rundan vinner.

# Bordet (Game.render): en rad per stapel, skrothögen och läsarens hand.
stak-table-head = Drag { $turn }, på tur: { $current }. Förrådet: { $supply } { $supply ->
    [one] kort
   *[other] kort
}.
stak-table-player = { $name }{ $out ->
    [yes] { " " }(utslagen)
   *[no] { "" }
}, hand { $hand }
stak-table-empty = { $player }: tom stapel
stak-table-top = { $player }: överst { $top }
stak-table-top-below = { $player }: överst { $top } | under: { $below }
stak-table-face-down = med baksidan upp
stak-table-face-down-run = { $count ->
    [one] med baksidan upp
   *[other] { $count } med baksidan upp
}
stak-table-card = { $name } ({ $notes })
stak-note-power = styrka { $power }
stak-note-ability = förmåga
stak-note-entry = inträdeseffekt
stak-note-damage = { $damage } skada
stak-table-list = { $count ->
    [0] tom
   *[other] { $cards }
}
stak-table-scrapheap = Skrothögen ({ $count }): { $cards }
stak-table-hand = Din hand: { $cards }

# Varför ett drag nekas.
stak-syntax = Drag ser ut som 'play k017', 'scrap top', 'discard k017', 'attack 2' eller 'end'.
stak-illegal-answer-first = Svara först på effektens öppna val.
stak-illegal-feed-first = Mata skrothögen först: minst ett kort måste skrotas det här draget.
stak-illegal-one-attack = Bara ett kort får anfalla per drag, och det slutar om det skrotades, vändes eller återvände.
stak-illegal-not-attackable = Den stapeln kan inte anfallas.
stak-illegal-not-in-hand = Det kortet finns inte på din hand (eller så är det alternativet avstängt).
