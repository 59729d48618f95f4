# Botens egna ord, gemensamma för alla spel (docs/wording.md).

# En match som avslutades innan skälen blev meddelanden sparade sitt skäl som engelsk text.
stored-text = { $text }

## Inlägg och DM kring en matchs händelser (bot/messages.py)

your-decision = **Ditt beslut:** { $prompt } (senast { $due })
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
# Matchens första DM till varje spelare, ovanför deras bord (och deras beslut, om det finns ett).
dm-match-begins-hand = Match #{ $match } i { $game } har börjat. Här är din hand; jag skriver när du har ett beslut att fatta.
dm-match-begins-decision = Match #{ $match } i { $game } har börjat. Här är din hand och ditt första beslut.
match-cancelled = Match #{ $match } ställdes in av { $by }.
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
