# Terminalens egna rader (bot/terminal.py): `python -m bot play`.

terminal-welcome = Skriv numret på ett val, eller 'help' för alla kommandon.
terminal-started = Match #{ $match } i { $game } har börjat.
terminal-saved = Sparat. Fortsätt med: { $command }
terminal-player = Spelare { $number }
terminal-private = (privat)
terminal-board-picture = Bild av spelplanen: { $path }
terminal-no-choice = det finns inget val { $answer }; välj 1 till { $count }
terminal-discord-match = Match #{ $match } startades inte i terminalen; den spelas på Discord.
terminal-nobody-to-ask = Ingen vid den här terminalen har ett beslut att fatta i match #{ $match }; försök igen senare.
terminal-setup-finished = Match #{ $match } avbröts medan den förbereddes; förberedelsen är slutförd nu.
terminal-setup-lost = Match #{ $match } avbröts medan den förbereddes, innan alla platser var tagna, så den är inställd; starta en ny med: { $command }
terminal-over = Match #{ $match } i { $game } är slut. { $count ->
    [0] Ingen vinner.
    [one] Vinnare: { $winners }.
   *[other] Vinnare: { $winners }.
} { $reason }

## help: kommandona skrivs som de står; raderna säger vad varje kommando gör

terminal-help-title = Kommandon:
terminal-help-number = ta valet med det numret
terminal-help-action = gör ett drag med dess text (står inom parentes efter varje val)
terminal-help-ai = låt AI:n välja åt dig, bara den här gången
terminal-help-view = visa bordet och ditt beslut igen
terminal-help-rules = spelets regler, eller avsnittet om TOPIC (t.ex. 'rules setup')
terminal-help-join = ytterligare en spelare vid den här terminalen går med i den pågående matchen (spel som tar emot sena deltagare)
terminal-help-help = den här listan (även '?')
terminal-help-quit = spara matchen och avsluta (även 'exit', Ctrl-D eller Ctrl-C)
terminal-too-many-decks = { $decks } lekar (--deck) för { $players } { $players ->
    [one] spelare
   *[other] spelare
} vid tangentbordet; ange högst en --deck per spelare.
