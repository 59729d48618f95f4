# Die eigenen Zeilen des Terminals (bot/terminal.py): `python -m bot play`.

terminal-welcome = Gib die Nummer einer Wahl ein, oder 'help' für alle Befehle.
terminal-started = Spiel #{ $match } von { $game } hat begonnen.
terminal-saved = Gespeichert. Weiter mit: { $command }
terminal-player = Spieler { $number }
terminal-private = (privat)
terminal-board-picture = Bild des Spielplans: { $path }
terminal-no-choice = es gibt keine Wahl { $answer }; wähle 1 bis { $count }
terminal-discord-match = Spiel #{ $match } wurde nicht im Terminal gestartet; es wird auf Discord gespielt.
terminal-nobody-to-ask = Niemand an diesem Terminal hat in Spiel #{ $match } eine Entscheidung zu treffen; versuche es später noch einmal.
terminal-setup-finished = Spiel #{ $match } wurde während seiner Einrichtung abgebrochen; die Einrichtung ist jetzt abgeschlossen.
terminal-setup-lost = Spiel #{ $match } wurde während seiner Einrichtung abgebrochen, bevor alle Plätze besetzt waren, und ist deshalb abgesagt; starte ein neues mit: { $command }
terminal-over = Spiel #{ $match } von { $game } ist vorbei. { $count ->
    [0] Niemand gewinnt.
    [one] Sieger: { $winners }.
   *[other] Sieger: { $winners }.
} { $reason }

## help: die Befehle werden so eingegeben; diese Zeilen sagen, was jeder tut

terminal-help-title = Befehle:
terminal-help-number = nimm die Wahl mit dieser Nummer
terminal-help-action = mach einen Zug mit seinem Text (in Klammern hinter jeder Wahl)
terminal-help-ai = lass die KI dieses eine Mal für dich wählen
terminal-help-view = zeig den Tisch und deine Entscheidung noch einmal
terminal-help-rules = die Regeln des Spiels, oder der Abschnitt zu TOPIC (z. B. 'rules setup')
terminal-help-join = ein weiterer Spieler an diesem Terminal tritt dem laufenden Spiel bei (Spiele, die Nachzügler zulassen)
terminal-help-help = diese Liste (auch '?')
terminal-help-quit = speichere das Spiel und beende (auch 'exit', Strg-D oder Strg-C)
terminal-too-many-decks = { $decks } Decks (--deck) für { $players } { $players ->
    [one] Spieler
   *[other] Spieler
} an der Tastatur; gib höchstens ein --deck je Spieler an.
