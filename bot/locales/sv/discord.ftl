# Discord-gränssnittets egna meningar (cogs/). Markdown och omnämnanden i Discord lämnas som de är.

## Avslag och anteckningar (cogs/errors.py, cogs/components.py)

discord-unexpected = Något gick fel; ingenting ändrades.
discord-guild-only = Det här kommandot fungerar bara i en serverkanal.
discord-managers-only = Du behöver behörigheten Hantera server för det.
discord-not-yours = Den här knappen tillhör en annan spelare.
discord-already-taken = Ditt drag i det beslutet är redan gjort; så här står spelet nu.
discord-more-choices = Fler val än som får plats här: använd `/act` (det fyller i dina tillåtna drag automatiskt).
discord-and-more = … och { $count } till.
error-too-many-ai = { $game } har plats för högst { $max } spelare, du inräknad.
error-no-running-match = Du spelar inte i någon pågående match.
error-several-matches = Du spelar i flera matcher ({ $matches }); ange en med alternativet match.
error-server-language-managers = Bara en medlem med Hantera server bestämmer språket i den här serverns matchtrådar.

## Direktmeddelanden (cogs/lobby.py, cogs/delivery.py)

discord-welcome = 👋 botwar skickar dina händer och beslut hit. Håll DM öppna för den här servern.
discord-dms-closed-hint = Jag kan inte skicka DM till dig, så du får inte din hand privat. Öppna DM för den här servern (Sekretessinställningar) eller använd `/hand` för att se dina kort och välja.
discord-dms-closed-thread = ⚠️ { $mention } tar inte emot DM från mig, så jag kan inte skicka spelarens hand eller beslut. Öppna DM för den här servern (Sekretessinställningar) eller använd `/hand` här för att se dina kort och välja. Jag försöker med DM igen vid spelarens nästa kommando eller knapptryck, och med några timmars mellanrum.

## Svar i lobbyn (cogs/lobby.py)

discord-opened = { $mention } öppnade match #{ $match } i **{ $game }** ({ $seated }/{ $max } platser tagna). Gå med genom `/game join match:{ $match }`; skaparen startar den med `/game start match:{ $match }`.
discord-play-in = Spelet pågår i { $thread }.
discord-joined = { $mention } gick med i match #{ $match } ({ $seated }/{ $max } platser tagna: { $players }).
discord-left = Du lämnade match #{ $match }.
discord-started = Match #{ $match } har börjat.
discord-follow-in = Följ den i { $thread }; din hand kommer som DM.
discord-ai-joined = En AI-spelare gick med i match #{ $match } ({ $seated }/{ $max } platser tagna: { $players }).
discord-cancelled = Match #{ $match } ställdes in.
discord-removed = { $name } togs bort från match #{ $match }.
discord-no-matches-here = Inga öppna eller pågående matcher här.
discord-settings = Match #{ $match }: { $hours } h per beslut, påminnelse { $reminder } h innan, AI:n tar över efter { $takeover } missade tidsgränser (0 = aldrig), { $reaction } h per reaktionsfönster.
discord-match-choice = #{ $match } { $game } ({ $status ->
    [lobby] öppen
    [active] pågår
    [finished] avslutad
   *[cancelled] inställd
}, { $players ->
    [one] 1 spelare
   *[other] { $players } spelare
})

## Inbäddningar (cogs/embeds.py)

discord-title-status = Match #{ $match }: väntar på
discord-title-decision = Match #{ $match }: ditt drag
discord-title-hand = Match #{ $match }: din hand
discord-title-reminder = Match #{ $match }: påminnelse
discord-title-finished = Match #{ $match }: avslutad
discord-title = Match #{ $match }
discord-your-decision = **Ditt beslut:** { $prompt }

## Inställningar (cogs/languages.py)

discord-language-follows = Dina DM och svar följer ditt språk i Discord igen.
discord-language-set = Dina DM och svar är på { $language } från och med nu.
discord-server-language-follows = Matchtrådarna här följer serverns föredragna språk igen.
discord-server-language-set = Matchtrådarna här är på { $language } från och med nu.
discord-rules-more = (Det finns mer: fråga efter ett ämne, t.ex. `/rules game:… topic:…`.)

# /botwar health (en administratörs siffror om lagringen).
discord-health-title = **botwars tillstånd**
discord-health-deadlines = Väntande tidsgränser: { $count }
discord-health-matches-active = Pågående matcher: { $count }
discord-health-matches-created = Matcher skapade totalt: { $count }
discord-health-matches-lobby = Matcher som väntar på spelare: { $count }
discord-health-outbox-pending = Meddelanden som väntar på leverans: { $count }
discord-game-choice = { $game } ({ $min }–{ $max } spelare)

## Deck building (cogs/decks.py)

discord-deck-title = { $deck }: { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
discord-deck-empty = Inga kort än.
discord-deck-legal = Redo att spelas: ta med den med `/game join deck:{ $deck }` (eller `/game new`).
discord-deck-not-legal = Kan inte spelas än:
discord-deck-created = Leken { $deck } skapad. Lägg till kort med `/deck add` eller `/deck import`.
discord-deck-imported = { $deck } innehåller nu de { $count } korten i din lista.
discord-deck-list-none = Du har inga lekar än; börja en med `/deck new`.
discord-deck-list-line = { $deck }: { $count } kort, { $legal ->
    [yes] redo att spelas
   *[no] kan inte spelas än
}
discord-deck-export = Din lek { $deck } som text (`/deck import` läser in den igen):
discord-deck-deleted = Leken { $deck } borttagen.
discord-deck-brought = Du tar med { $deck } till match #{ $match }; din lista läses när matchen startar.
