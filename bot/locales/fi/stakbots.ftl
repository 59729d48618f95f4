# Stak Bots suomeksi (käytännöt: docs/wording.md, sanasto: docs/glossary-fi.md).

## Botit

stak-bot-core = Perusbotti
stak-bot-stomp = Tömistysbotti
stak-bot-bash = Mäiskebotti
stak-bot-spike = Piikkibotti
stak-bot-clumsy = Kömpelöbotti
stak-bot-shot = Ampujabotti
stak-bot-reaper = Viikatebotti
stak-bot-fatal = Tappobotti
stak-bot-sidekick = Apuribotti
stak-bot-leader = Johtajabotti
stak-bot-bountiful = Lahjabotti
stak-bot-expel = Karkotusbotti
stak-bot-tranq = Nukutusbotti
stak-bot-begone = Häivybotti
stak-bot-trip = Kompastusbotti
stak-bot-pit = Kuoppabotti

## Päätökset

stak-prompt-turn = vuoro { $turn }: tee siirtosi
stak-prompt-target = vuoro { $turn }: valitse kohde kortille { $card }
stak-prompt-player = vuoro { $turn }: valitse pelaaja kortille { $card }
stak-prompt-lose = vuoro { $turn }: romuta kortti kädestäsi ({ $card })
stak-prompt-react = vuoro { $turn }: { $attacker } hyökkää kortilla { $card }; reagoi tai anna hyökkäyksen tapahtua

stak-group-play = Pelaa
stak-group-scrap = Romuta
stak-group-attack = Hyökkää

stak-choice-play = Pelaa { $card } (voima { $power })
stak-choice-play-onto = Pelaa { $card } (voima { $power }) pelaajan { $owner } pinoon
stak-choice-scrap-top = Romuta pinosi päällimmäinen kortti { $card }
stak-choice-discard = Heitä { $card } kädestä romukasaan
stak-choice-recycle = Kierrätä pinosi päällimmäinen kortti { $top } ja kädestä { $card }
stak-choice-attack = Hyökkää pelaajan { $owner } kortin { $card } (voima { $power }) kimppuun
stak-choice-end = Lopeta vuorosi
stak-choice-target = { $depth ->
    [1] Valitse kohteeksi { $owner_you ->
        [yes] oma korttisi
       *[no] pelaajan { $owner } kortti
    } { $card }
   *[other] Valitse kohteeksi { $owner_you ->
        [yes] oma korttisi
       *[no] pelaajan { $owner } kortti
    } { $card } ({ $depth }. ylhäältä)
}
stak-choice-player = { $who_you ->
    [yes] Valitse itsesi
   *[no] Valitse pelaaja { $who }
} ({ $cards ->
    [0] ei kortteja kädessä
    [one] 1 kortti kädessä
   *[other] { $cards } korttia kädessä
})
stak-choice-lose = Romuta kädestäsi { $card }
stak-choice-react = Reagoi kortilla { $card }
stak-choice-let-attack = Anna hyökkäyksen tapahtua

## Tapahtumat

stak-turn = Vuoro { $turn }: { $who_you ->
    [yes] on sinun vuorosi.
   *[no] vuorossa on { $who }.
}
stak-draws = { $who_you ->
    [yes] Nostat kortin.
   *[no] { $who } nostaa kortin.
}
stak-you-draw = Nostat kortin { $card }.
stak-cannot-draw = { $who_you ->
    [yes] Et voi nostaa: nostopakka ja romukasa ovat tyhjiä.
   *[no] { $who } ei voi nostaa: nostopakka ja romukasa ovat tyhjiä.
}
stak-reshuffle = Romukasa sekoitetaan uudeksi nostopakaksi.
stak-play = { $actor_you ->
    [yes] Pelaat kortin { $card } omaan pinoosi.
   *[no] { $actor } pelaa kortin { $card } omaan pinoonsa.
}
stak-play-onto = { $actor_you ->
    [yes] Pelaat kortin { $card } pelaajan { $owner } pinoon.
   *[no] { $actor } pelaa kortin { $card } { $owner_you ->
        [yes] sinun pinoosi.
       *[no] pelaajan { $owner } pinoon.
    }
}
stak-scrap-top = { $actor_you ->
    [yes] Romutat pinosi päällimmäisen kortin { $card }.
   *[no] { $actor } romuttaa pinonsa päällimmäisen kortin { $card }.
}
stak-discard = { $actor_you ->
    [yes] Heität kortin { $card } kädestäsi romukasaan.
   *[no] { $actor } heittää kortin { $card } kädestään romukasaan.
}
stak-recycle = { $actor_you ->
    [yes] Kierrätät pinosi päällimmäisen kortin { $top } ja kädestäsi kortin { $card }.
   *[no] { $actor } kierrättää pinonsa päällimmäisen kortin { $top } ja kädestään kortin { $card }.
}
stak-face-up = { $owner_you ->
    [yes] { $card } kääntyy kuvapuoli ylöspäin pinossasi.
   *[no] { $card } kääntyy kuvapuoli ylöspäin pelaajan { $owner } pinossa.
}
stak-entry = { $owner_you ->
    [yes] Pinossasi olevan kortin { $card } tulovaikutus laukeaa.
   *[no] Pelaajan { $owner } pinossa olevan kortin { $card } tulovaikutus laukeaa.
}
stak-no-target = Kortilla { $card } ei ole kohdetta.
stak-bottom-scrapped = { $owner_you ->
    [yes] Pinosi alin kortti, { $card }, romutetaan.
   *[no] Pelaajan { $owner } pinon alin kortti, { $card }, romutetaan.
}
stak-falls = { $owner_you ->
    [yes] { $card } putoaa pinossasi yhden paikan alemmas.
   *[no] { $card } putoaa pelaajan { $owner } pinossa yhden paikan alemmas.
}
stak-falls-nowhere = { $owner_you ->
    [yes] { $card } on jo pinosi alin kortti ja pysyy paikallaan.
   *[no] { $card } on jo pelaajan { $owner } pinon alin kortti ja pysyy paikallaan.
}
stak-target = { $owner_you ->
    [yes] { $card } ottaa kohteekseen korttisi { $target }.
   *[no] { $card } ottaa kohteekseen pelaajan { $owner } kortin { $target }.
}
stak-shot = { $owner_you ->
    [yes] Korttisi { $card } saa { $damage } vahinkoa (yhteensä { $total }) ja kestää.
   *[no] Pelaajan { $owner } kortti { $card } saa { $damage } vahinkoa (yhteensä { $total }) ja kestää.
}
stak-shot-scrapped = { $owner_you ->
    [yes] Korttisi { $card } saa { $damage } vahinkoa ja joutuu romukasaan.
   *[no] Pelaajan { $owner } kortti { $card } saa { $damage } vahinkoa ja joutuu romukasaan.
}
stak-scrapped = { $owner_you ->
    [yes] Korttisi { $card } romutetaan.
   *[no] Pelaajan { $owner } kortti { $card } romutetaan.
}
stak-returned = { $owner_you ->
    [yes] Korttisi { $card } palaa käteesi.
   *[no] Pelaajan { $owner } kortti { $card } palaa hänen käteensä.
}
stak-to-bottom = { $owner_you ->
    [yes] Korttisi { $card } siirtyy kuvapuoli ylöspäin pinosi pohjalle.
   *[no] Pelaajan { $owner } kortti { $card } siirtyy kuvapuoli ylöspäin hänen pinonsa pohjalle.
}
stak-flipped-down = { $owner_you ->
    [yes] Korttisi { $card } käännetään kuvapuoli alaspäin.
   *[no] Pelaajan { $owner } kortti { $card } käännetään kuvapuoli alaspäin.
}
stak-chain-cap = Kortin { $card } tulovaikutus ohitetaan: tällä vuorolla on jo lauennut { $cap ->
    [one] 1 tulovaikutus
   *[other] { $cap } tulovaikutusta
}.
stak-react = { $who_you ->
    [yes] Reagoit kortilla { $card }; hyökkäys peruuntuu.
   *[no] { $who } reagoi kortilla { $card }; hyökkäys peruuntuu.
}
stak-no-hand-card = { $who_you ->
    [yes] { $card } vaatisi sinua romuttamaan kortin kädestäsi, mutta kätesi on tyhjä.
   *[no] { $card } vaatisi pelaajaa { $who } romuttamaan kortin kädestään, mutta hänen kätensä on tyhjä.
}
stak-must-lose = { $who_you ->
    [yes] { $card } pakottaa sinut romuttamaan kortin kädestäsi.
   *[no] { $card } pakottaa pelaajan { $who } romuttamaan kortin kädestään.
}
stak-lose = { $who_you ->
    [yes] Romutat kädestäsi kortin { $card }.
   *[no] { $who } romuttaa kädestään kortin { $card }.
}
stak-attack-announced = { $attacker_you ->
    [yes] Hyökkäät pelaajan { $defender } kimppuun kortilla { $card }; { $defender } voi reagoida.
   *[no] { $attacker } hyökkää { $defender_you ->
        [yes] kimppuusi kortilla { $card }; voit reagoida.
       *[no] pelaajan { $defender } kimppuun kortilla { $card }; { $defender } voi reagoida.
    }
}
stak-battle = { $attacker_you ->
    [yes] Korttisi { $card } (voima { $power }) hyökkää pelaajan { $defender } kortin { $target } (voima { $target_power }) kimppuun.
   *[no] Pelaajan { $attacker } kortti { $card } (voima { $power }) hyökkää { $defender_you ->
        [yes] korttisi { $target } (voima { $target_power }) kimppuun.
       *[no] pelaajan { $defender } kortin { $target } (voima { $target_power }) kimppuun.
    }
}
stak-both-stand = Kumpaakaan bottia ei romuteta.
stak-out = { $who_you ->
    [yes] Sinulla ei ole enää botteja, ja putoat pelistä.
   *[no] Pelaajalla { $who } ei ole enää botteja, ja hän putoaa pelistä.
}
stak-tally-entry = { $who } { $size }
stak-turn-limit = Vuororaja täyttyi. Pinojen koot laskettuina yhteen viimeiseltä kierrokselta: { $tally }.

## Näin ottelu päättyy

stak-outcome-last-standing = Viimeinen pystyyn jäänyt pino voittaa.
stak-outcome-fell-together = Viimeiset pinot kaatuivat yhtä aikaa.
stak-outcome-turn-limit = Vuororaja täyttyi: viimeisen kierroksen suurin yhteenlaskettu pino voittaa.

# Pöytä (Game.render): rivi kunkin pinoa kohden, romukasa ja lukijan käsi.
stak-table-head = Vuoro { $turn }, vuorossa: { $current }. Nostopakassa { $supply } { $supply ->
    [one] kortti
   *[other] korttia
}.
stak-table-player = { $name }{ $out ->
    [yes] { " " }(pudonnut)
   *[no] { "" }
}, kädessä { $hand }
stak-table-empty = { $player }: tyhjä pino
stak-table-top = { $player }: päällimmäisenä { $top }
stak-table-top-below = { $player }: päällimmäisenä { $top } | alla: { $below }
stak-table-face-down = kuvapuoli alaspäin
stak-table-face-down-run = { $count ->
    [one] kuvapuoli alaspäin
   *[other] { $count } kuvapuoli alaspäin
}
stak-table-card = { $name } ({ $notes })
stak-note-power = voima { $power }
stak-note-ability = kyky
stak-note-entry = tulovaikutus
stak-note-damage = { $damage } vahinkoa
stak-table-list = { $count ->
    [0] tyhjä
   *[other] { $cards }
}
stak-table-scrapheap = Romukasa ({ $count }): { $cards }
stak-table-hand = Kätesi: { $cards }

# Miksi siirto torjutaan.
stak-syntax = Siirrot ovat muotoa 'play k017', 'scrap top', 'discard k017', 'attack 2' tai 'end'.
stak-illegal-answer-first = Vastaa ensin avoimeen vaikutuksen valintaan.
stak-illegal-feed-first = Ruoki ensin romukasaa: tällä vuorolla on romutettava vähintään yksi kortti.
stak-illegal-one-attack = Vuorossa saa hyökätä vain yksi kortti, ja sen hyökkäys loppuu, jos se romutettiin, käännettiin tai palautettiin.
stak-illegal-not-attackable = Tuohon pinoon ei voi hyökätä.
stak-illegal-not-in-hand = Se kortti ei ole kädessäsi (tai se sääntövalinta ei ole käytössä).
