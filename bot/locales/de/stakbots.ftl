# Stak Bots auf Deutsch (docs/wording.md für die Konventionen; Begriffe nach der deutschen Regelübersetzung).
# Die Kartennamen bleiben wie gedruckt; jeder Bot ist „der … Bot“ (männlich).

## Die Bots

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

## Entscheidungen

stak-prompt-turn = Zug { $turn }: Wähle deinen Spielzug
stak-prompt-target = Zug { $turn }: Wähle ein Ziel für den { $card }
stak-prompt-player = Zug { $turn }: Wähle einen Spieler für den { $card }
stak-prompt-lose = Zug { $turn }: Verschrotte eine Karte von deiner Hand ({ $card })
stak-prompt-react = Zug { $turn }: Reagiere auf den Angriff von { $attacker } mit dem { $card } oder lass ihn zu

stak-group-play = Ausspielen
stak-group-scrap = Verschrotten
stak-group-attack = Angreifen

stak-choice-play = Spiele den { $card } aus (Energie { $power })
stak-choice-play-onto = Spiele den { $card } (Energie { $power }) auf den Stapel von { $owner }
stak-choice-scrap-top = Verschrotte deinen obersten { $card }
stak-choice-discard = Wirf den { $card } ab
stak-choice-recycle = Recycle deinen obersten { $top } und den { $card }
stak-choice-attack = Greife den { $card } von { $owner } an (Energie { $power })
stak-choice-end = Beende deinen Zug
stak-choice-target = { $depth ->
    [1] Ziele auf { $owner_you ->
        [yes] deinen { $card }
       *[no] den { $card } von { $owner }
    }
   *[other] Ziele auf { $owner_you ->
        [yes] deinen { $card }
       *[no] den { $card } von { $owner }
    } ({ $depth }. von oben)
}
stak-choice-player = { $who_you ->
    [yes] Wähle dich selbst
   *[no] Wähle { $who }
} ({ $cards ->
    [0] keine Karte auf der Hand
    [one] 1 Karte auf der Hand
   *[other] { $cards } Karten auf der Hand
})
stak-choice-lose = Verschrotte den { $card } von deiner Hand
stak-choice-react = Reagiere mit dem { $card }
stak-choice-let-attack = Lass den Angriff zu

## Ereignisse

stak-turn = Zug { $turn }: { $who_you ->
    [yes] Du bist am Zug.
   *[no] { $who } ist am Zug.
}
stak-draws = { $who_you ->
    [yes] Du ziehst eine Karte.
   *[no] { $who } zieht eine Karte.
}
stak-you-draw = Du ziehst den { $card }.
stak-cannot-draw = { $who_you ->
    [yes] Du kannst nicht ziehen: Nachziehstapel und Schrotthaufen sind leer.
   *[no] { $who } kann nicht ziehen: Nachziehstapel und Schrotthaufen sind leer.
}
stak-reshuffle = Der Schrotthaufen wird zu einem neuen Nachziehstapel gemischt.
stak-play = { $actor_you ->
    [yes] Du spielst den { $card } auf deinen Stapel.
   *[no] { $actor } spielt den { $card } auf den eigenen Stapel.
}
stak-play-onto = { $actor_you ->
    [yes] Du spielst den { $card } auf den Stapel von { $owner }.
   *[no] { $actor } spielt den { $card } auf { $owner_you ->
        [yes] deinen Stapel.
       *[no] den Stapel von { $owner }.
    }
}
stak-scrap-top = { $actor_you ->
    [yes] Du verschrottest deinen obersten { $card }.
   *[no] { $actor } verschrottet den eigenen obersten { $card }.
}
stak-discard = { $actor_you ->
    [yes] Du wirfst den { $card } ab.
   *[no] { $actor } wirft den { $card } ab.
}
stak-recycle = { $actor_you ->
    [yes] Du recycelst deinen obersten { $top } und den { $card } von deiner Hand.
   *[no] { $actor } recycelt den eigenen obersten { $top } und den { $card } von der Hand.
}
stak-face-up = { $owner_you ->
    [yes] Der { $card } auf deinem Stapel wird aufgedeckt.
   *[no] Der { $card } auf dem Stapel von { $owner } wird aufgedeckt.
}
stak-entry = { $owner_you ->
    [yes] Der { $card } auf deinem Stapel löst seinen Eingangseffekt aus.
   *[no] Der { $card } auf dem Stapel von { $owner } löst seinen Eingangseffekt aus.
}
stak-no-target = Der { $card } hat kein Ziel.
stak-bottom-scrapped = { $owner_you ->
    [yes] Der { $card }, die unterste Karte deines Stapels, wird verschrottet.
   *[no] Der { $card }, die unterste Karte im Stapel von { $owner }, wird verschrottet.
}
stak-falls = { $owner_you ->
    [yes] Der { $card } fällt in deinem Stapel um eine Position nach unten.
   *[no] Der { $card } fällt im Stapel von { $owner } um eine Position nach unten.
}
stak-falls-nowhere = { $owner_you ->
    [yes] Der { $card } ist schon die unterste Karte deines Stapels und bleibt, wo er ist.
   *[no] Der { $card } ist schon die unterste Karte im Stapel von { $owner } und bleibt, wo er ist.
}
stak-target = { $owner_you ->
    [yes] Der { $card } zielt auf deinen { $target }.
   *[no] Der { $card } zielt auf den { $target } von { $owner }.
}
stak-shot = { $owner_you ->
    [yes] Dein { $card } erleidet { $damage } Schaden (insgesamt { $total }) und hält stand.
   *[no] Der { $card } von { $owner } erleidet { $damage } Schaden (insgesamt { $total }) und hält stand.
}
stak-shot-scrapped = { $owner_you ->
    [yes] Dein { $card } erleidet { $damage } Schaden und wird verschrottet.
   *[no] Der { $card } von { $owner } erleidet { $damage } Schaden und wird verschrottet.
}
stak-scrapped = { $owner_you ->
    [yes] Dein { $card } wird verschrottet.
   *[no] Der { $card } von { $owner } wird verschrottet.
}
stak-returned = { $owner_you ->
    [yes] Dein { $card } geht zurück auf deine Hand.
   *[no] Der { $card } von { $owner } geht zurück auf die Hand von { $owner }.
}
stak-to-bottom = { $owner_you ->
    [yes] Dein { $card } kommt offen ganz unten in deinen Stapel.
   *[no] Der { $card } von { $owner } kommt offen ganz unten in seinen Stapel.
}
stak-flipped-down = { $owner_you ->
    [yes] Dein { $card } wird zurückgesetzt und liegt jetzt verdeckt.
   *[no] Der { $card } von { $owner } wird zurückgesetzt und liegt jetzt verdeckt.
}
stak-chain-cap = Der { $card } löst seinen Eingangseffekt nicht aus: { $cap ->
    [one] In diesem Zug wurde schon 1 Eingangseffekt ausgeführt.
   *[other] In diesem Zug wurden schon { $cap } Eingangseffekte ausgeführt.
}
stak-react = { $who_you ->
    [yes] Du reagierst mit dem { $card }; der Angriff wird abgebrochen.
   *[no] { $who } reagiert mit dem { $card }; der Angriff wird abgebrochen.
}
stak-no-hand-card = { $who_you ->
    [yes] Du hast keine Karte auf der Hand, die du für den { $card } verschrotten könntest.
   *[no] { $who } hat keine Karte auf der Hand, die für den { $card } verschrottet werden könnte.
}
stak-must-lose = { $who_you ->
    [yes] Für den { $card } musst du eine Karte von deiner Hand verschrotten.
   *[no] Für den { $card } muss { $who } eine Karte von der Hand verschrotten.
}
stak-lose = { $who_you ->
    [yes] Du verschrottest den { $card } von deiner Hand.
   *[no] { $who } verschrottet den { $card } von der Hand.
}
stak-attack-announced = { $attacker_you ->
    [yes] Du greifst { $defender } mit dem { $card } an; { $defender } darf reagieren.
   *[no] { $attacker } greift { $defender_you ->
        [yes] dich mit dem { $card } an; du darfst reagieren.
       *[no] { $defender } mit dem { $card } an; { $defender } darf reagieren.
    }
}
stak-battle = { $attacker_you ->
    [yes] Dein { $card } (Energie { $power }) greift den { $target } (Energie { $target_power }) von { $defender } an.
   *[no] Der { $card } (Energie { $power }) von { $attacker } greift { $defender_you ->
        [yes] deinen { $target } (Energie { $target_power }) an.
       *[no] den { $target } (Energie { $target_power }) von { $defender } an.
    }
}
stak-both-stand = Keiner der beiden Roboter wird verschrottet.
stak-out = { $who_you ->
    [yes] Du hast keine Roboter mehr und scheidest aus.
   *[no] { $who } hat keine Roboter mehr und scheidet aus.
}
stak-tally-entry = { $who } { $size }
stak-turn-limit = Das Zuglimit ist erreicht. Stapelgrößen, summiert über die letzte Runde: { $tally }.

## Wie ein Spiel endet

stak-outcome-last-standing = Der letzte verbliebene Stapel gewinnt.
stak-outcome-fell-together = Die letzten Stapel fielen gleichzeitig.
stak-outcome-turn-limit = Das Zuglimit wurde erreicht: Der größte Stapel über die letzte Runde gewinnt.

# Der Tisch (Game.render): eine Zeile pro Stapel, der Schrotthaufen und die eigene Hand.
stak-table-head = Zug { $turn }, am Zug: { $current }. Nachziehstapel: { $supply } { $supply ->
    [one] Karte
   *[other] Karten
}.
stak-table-player = { $name }{ $out ->
    [yes] { " " }(ausgeschieden)
   *[no] { "" }
}, Hand { $hand }
stak-table-empty = { $player }: leerer Stapel
stak-table-top = { $player }: oben { $top }
stak-table-top-below = { $player }: oben { $top } | darunter: { $below }
stak-table-face-down = verdeckt
stak-table-face-down-run = { $count ->
    [one] verdeckt
   *[other] { $count } verdeckt
}
stak-table-card = { $name } ({ $notes })
stak-note-power = Energie { $power }
stak-note-ability = Fähigkeit
stak-note-entry = Eingangseffekt
stak-note-damage = { $damage } Schaden
stak-table-list = { $count ->
    [0] leer
   *[other] { $cards }
}
stak-table-scrapheap = Schrotthaufen ({ $count }): { $cards }
stak-table-hand = Deine Hand: { $cards }

# Warum ein Zug abgelehnt wird.
stak-syntax = Züge sehen so aus: 'play k017', 'scrap top', 'discard k017', 'attack 2' oder 'end'.
stak-illegal-answer-first = Beantworte zuerst die offene Wahl des Effekts.
stak-illegal-feed-first = Füttere zuerst den Schrotthaufen: In diesem Zug muss mindestens eine Karte verschrottet werden.
stak-illegal-one-attack = Pro Zug darf nur eine Karte angreifen, und sie hört auf, wenn sie verschrottet, umgedreht oder zurückgenommen wurde.
stak-illegal-not-attackable = Dieser Stapel kann nicht angegriffen werden.
stak-illegal-not-in-hand = Diese Karte ist nicht auf deiner Hand (oder diese Option ist aus).
