# Botens egna ord, gemensamma för alla spel (docs/wording.md).

# En match som avslutades innan skälen blev meddelanden sparade sitt skäl som engelsk text.
stored-text = { $text }

## Inlägg och DM kring en matchs händelser (bot/messages.py)

your-decision = **Ditt beslut:** { $prompt } (senast { $due })
your-decision-open = **Ditt beslut:** { $prompt }
no-deadline = ingen tidsgräns
list-you = du
reminder = ⏰ Påminnelse om match #{ $match }.
status-waiting = Väntar på:
status-nobody = Ingen har något beslut att fatta.
status-seat = • **{ $name }** — { $prompt } ({ $when })
# Vem en reaktion erbjuds är dolt: inget namn.
status-reaction = • en reaktion — { $prompt }
status-ai = AI
match-over = 🏁 **Matchen är slut.** { $winners ->
    [0] Ingen vinner.
    [one] Vinnare: { $names }.
   *[other] Vinnare: { $names }.
} { $reason }

## Botens anteckningar i en match (bot/service.py)

match-begins = **{ $game }** börjar. Spelare: { $players }.
lobby-table = Match #{ $match } i **{ $game }** { $status ->
    [lobby] är öppen
   *[other] avbröts innan den började
}: { $players } ({ $seated }/{ $max } platser tagna; { $min } behövs för att starta).
# Matchens första DM till varje spelare, ovanför deras bord (och deras beslut, om det finns ett).
dm-match-begins-hand = Match #{ $match } i { $game } har börjat. Här är din hand; jag skriver när du har ett beslut att fatta.
dm-match-begins-decision = Match #{ $match } i { $game } har börjat. Här är din hand och ditt första beslut.
dm-joined-hand = Du gick med i match #{ $match } i { $game }. Här är din hand; jag skriver när du har ett beslut att fatta.
dm-joined-decision = Du gick med i match #{ $match } i { $game }. Här är din hand och ditt första beslut.
match-cancelled = Match #{ $match } ställdes in av { $by }.
seat-joined = { $who_you ->
    [yes] Du går med i den pågående matchen.
   *[no] { $who } går med i den pågående matchen.
}
seat-left = { $who_you ->
    [yes] Du lämnade matchen
   *[no] { $who } lämnade matchen
}
seat-removed = { $who_you ->
    [yes] Du togs bort av { $by }
   *[no] { $who } togs bort av { $by }
}
seat-to-ai = { $why }; från och med nu spelar AI:n { $who_you ->
    [yes] din plats
   *[no] { $who }s plats
}.
reaction-closed = ⌛ Reaktionsfönstret stängdes; du lät det passera.
deadline-missed = ⌛ { $who_you ->
    [yes] Du missade tidsgränsen; standardvalet gjordes åt dig.
   *[no] { $who } missade tidsgränsen; standardvalet gjordes.
}{ $offline ->
    [yes] {" "}(Tidsgränsen passerade medan boten låg nere; nu har den kommit ikapp.)
   *[no] {""}
}{ $takeover ->
    [0] {""}
    [one] {" "}Efter 1 missad tidsgräns tar AI:n över den här platsen.
   *[other] {" "}Efter { $takeover } missade tidsgränser i rad tar AI:n över den här platsen.
}

## Avslag (bot/errors.py): en mening var; ingenting ändrades

match-standing = Match #{ $match } { $status ->
    [lobby] har inte börjat än
    [active] pågår
    [finished] är slut
   *[cancelled] ställdes in
}{ $moves ->
    [yes] ; inga drag tas emot.
   *[no] .
}
error-stale-decision = Det valet gäller inte längre; så här står spelet nu.
error-version-conflict = Spelet gick vidare medan du bestämde dig; titta igen och försök på nytt.
error-no-match = Det finns ingen match #{ $match }.
error-no-match-here = Det finns ingen match #{ $match } på den här servern.
error-duplicate = Det klicket är redan hanterat.
error-player-count = { $game } spelas av { $min } till { $max } spelare, inte { $count }.
error-no-player-seat = Minst en plats måste tillhöra en spelare, och antalet AI-platser kan inte vara negativt.
error-already-in = Du är redan med i match #{ $match }.
error-match-full = Match #{ $match } är full ({ $max } spelare).
error-creator-leaves = Skaparen kan inte lämna lobbyn; ställ in matchen i stället.
error-member-not-player = Den medlemmen är inte spelare i match #{ $match }.
error-creator-removed = Skaparen kan inte tas bort från lobbyn; ställ in matchen i stället.
error-already-ai = { $name } spelas redan av AI:n.
error-too-few = { $game } behöver minst { $min } spelare; { $joined } har gått med (lägg till AI-spelare för att fylla platserna).
error-no-decision = Du har inget beslut att fatta just nu.
error-match-over = Matchen är slut.
error-game-takes-no-one = { $game } tar inte emot nya spelare nu.
error-join-out-of-order = Plats { $seat } kan inte gå med i en match med { $players } spelare.
error-not-a-choice = Draget '{ $action }' är inte ett av dina tillåtna val just nu.
error-action-too-long = Ett drag har högst { $most } tecken; välj ett av dina listade val.
error-number-too-long = Ett inskrivet tal har högst { $most } siffror.
error-unknown-game = Det finns inget spel som heter '{ $name }'; välj ett av: { $known }.
error-started = Match #{ $match } har redan börjat.
error-no-late-join = Match #{ $match } har redan börjat, och { $game } tar inte emot nya spelare nu.
error-ended = Match #{ $match } är redan avslutad.
error-not-player = Du är inte spelare i match #{ $match }.
error-creator-only = Bara matchens skapare (eller en serveradministratör) får göra det.
error-bad-options = De här alternativen stämmer inte: { $problems }.
error-options-syntax = Alternativ skrivs som namn=värde; det gör inte '{ $part }'.

## Lekbygge (bot/decks.py): spelarnas egna lekar, i spelen som har dem

deck-show-line = { $n } × { $card } ({ $type })
deck-error-exists = Du har redan en lek som heter { $deck }.
deck-error-too-many-decks = Du kan spara högst { $max } lekar; ta bort en först.
deck-error-none = Du har ingen lek än; börja en med /deck new.
deck-error-unknown = Du har ingen lek som heter ”{ $deck }”.
deck-error-preset-name = ”{ $deck }” är namnet på en färdig lek; ge din ett annat namn.
deck-error-count = Lägg till eller ta bort 1 till { $max } exemplar åt gången.
deck-error-illegal = Leken { $deck } kan inte spelas än:
deck-error-illegal-at-start = Leken { $deck } som tillhör { $player } kan inte spelas längre:
deck-error-gone = Leken { $deck } som tillhör { $player } finns inte längre; { $player } måste gå med igen med en annan lek.
deck-error-no-decks = { $game } spelas inte med egna lekar.
deck-error-which-game = Flera spel har egna lekar ({ $games }): ange spelet.

## Slå upp (bot/lookup.py): /card och `python -m bot card`

sheet-kind = Typ
sheet-text = Text
sheet-ruling = Avgörande { $number }
lookup-error-no-catalogue = { $game } har inga kort eller annat att slå upp.
lookup-error-unknown = Inget spel har något som heter ”{ $name }”.
# Ett namn som inte hittades ($unknown: meningen som säger det) och namnen nära det.
lookup-error-near = { $unknown } Liknande namn: { $names }.
lookup-error-which-game = ”{ $name }” finns i flera spel: { $games }. Ange spelet också.

## Terminalen (bot/terminal.py)

terminal-player-range = { $game } spelas av { $min } till { $max } spelare; --players { $players } ligger utanför det intervallet.
terminal-ai-range = Minst en plats måste vara din: --ai måste vara 0 till { $most } med --players { $players }.

# /rules och terminalens `rules` (bot/rules.py).
rules-none = Det finns inga nedskrivna regler för '{ $game }' än.
rules-no-section = Inget avsnitt i reglerna för { $game } matchar '{ $topic }'. Avsnitt: { $sections }
