# Die eigenen Worte des Bots, von allen Spielen geteilt (docs/wording.md).

# Ein Spiel, das endete, bevor Gründe Nachrichten waren, hat seinen Grund als englischen Text behalten.
stored-text = { $text }

## Beiträge und Direktnachrichten rund um die Ereignisse eines Spiels (bot/messages.py)

your-decision = **Deine Entscheidung:** { $prompt } (fällig { $due })
your-decision-open = **Deine Entscheidung:** { $prompt }
no-deadline = keine Frist
list-you = du
reminder = ⏰ Erinnerung an Spiel #{ $match }.
status-waiting = Warten auf:
status-nobody = Niemand muss gerade etwas entscheiden.
status-seat = • **{ $name }** — { $prompt } ({ $when })
# Wem eine Reaktion angeboten wird, bleibt geheim: kein Name.
status-reaction = • eine Reaktion — { $prompt }
status-ai = KI
match-over = 🏁 **Spiel vorbei.** { $winners ->
    [0] Niemand gewinnt.
    [one] Sieger: { $names }.
   *[other] Sieger: { $names }.
} { $reason }

## Die Hinweise des Bots in einem Spiel (bot/service.py)

match-begins = **{ $game }** beginnt. Es spielen: { $players }.
lobby-table = Spiel #{ $match } von **{ $game }** { $status ->
    [lobby] ist offen
   *[other] wurde vor dem Beginn abgebrochen
}: { $players } ({ $seated }/{ $max } Plätze besetzt; zum Start nötig: { $min }).
# Die erste Direktnachricht eines Spiels an jeden Spieler, über seinem Tisch (und seiner Entscheidung, falls es eine gibt).
dm-match-begins-hand = Spiel #{ $match } von { $game } hat begonnen. Hier ist deine Hand; ich schreibe dir, sobald du etwas entscheiden musst.
dm-match-begins-decision = Spiel #{ $match } von { $game } hat begonnen. Hier sind deine Hand und deine erste Entscheidung.
dm-joined-hand = Du bist Spiel #{ $match } von { $game } beigetreten. Hier ist deine Hand; ich schreibe dir, sobald du etwas entscheiden musst.
dm-joined-decision = Du bist Spiel #{ $match } von { $game } beigetreten. Hier sind deine Hand und deine erste Entscheidung.
match-cancelled = Spiel #{ $match } wurde von { $by } abgebrochen.
seat-joined = { $who_you ->
    [yes] Du trittst dem laufenden Spiel bei.
   *[no] { $who } tritt dem laufenden Spiel bei.
}
seat-left = { $who_you ->
    [yes] Du hast das Spiel verlassen
   *[no] { $who } hat das Spiel verlassen
}
seat-removed = { $who_you ->
    [yes] Du wurdest von { $by } entfernt
   *[no] { $who } wurde von { $by } entfernt
}
seat-to-ai = { $why }; ab jetzt spielt die KI { $who_you ->
    [yes] deinen Platz
   *[no] den Platz von { $who }
}.
reaction-closed = ⌛ Das Reaktionsfenster ist geschlossen; du hast verzichtet.
deadline-missed = ⌛ { $who_you ->
    [yes] Du hast die Frist verpasst; für dich wurde die Standardwahl gespielt.
   *[no] { $who } hat die Frist verpasst; die Standardwahl wurde gespielt.
}{ $offline ->
    [yes] {" "}(Die Frist lief ab, während der Bot offline war; jetzt nachgeholt.)
   *[no] {""}
}{ $takeover ->
    [0] {""}
    [one] {" "}Nach 1 verpassten Frist übernimmt die KI diesen Platz.
   *[other] {" "}Nach { $takeover } verpassten Fristen in Folge übernimmt die KI diesen Platz.
}

## Ablehnungen (bot/errors.py): je ein Satz; nichts wurde geändert

match-standing = Spiel #{ $match } { $status ->
    [lobby] hat noch nicht begonnen
    [active] läuft
    [finished] ist vorbei
   *[cancelled] wurde abgebrochen
}{ $moves ->
    [yes] ; es werden keine Züge angenommen.
   *[no] .
}
error-stale-decision = Diese Wahl ist nicht mehr aktuell; so steht das Spiel jetzt.
error-version-conflict = Das Spiel ist weitergegangen, während du überlegt hast; sieh noch einmal nach und versuche es erneut.
error-no-match = Es gibt kein Spiel #{ $match }.
error-no-match-here = Auf diesem Server gibt es kein Spiel #{ $match }.
error-duplicate = Dieser Klick wurde bereits verarbeitet.
error-player-count = { $game } wird von { $min } bis { $max } Spielern gespielt, nicht von { $count }.
error-no-player-seat = Mindestens ein Platz muss einem Spieler gehören, und die Zahl der KI-Plätze kann nicht negativ sein.
error-already-in = Du bist bereits in Spiel #{ $match }.
error-match-full = Spiel #{ $match } ist voll ({ $max } Spieler).
error-creator-leaves = Der Ersteller kann die Lobby nicht verlassen; brich stattdessen das Spiel ab.
error-member-not-player = Dieses Mitglied spielt nicht in Spiel #{ $match } mit.
error-creator-removed = Der Ersteller kann nicht aus der Lobby entfernt werden; brich stattdessen das Spiel ab.
error-already-ai = { $name } wird bereits von der KI gespielt.
error-too-few = { $game } braucht mindestens { $min } Spieler; { $joined ->
    [one] { $joined } ist
   *[other] { $joined } sind
} beigetreten (füge KI-Spieler hinzu, um Plätze zu füllen).
error-no-decision = Du musst gerade nichts entscheiden.
error-match-over = Die Partie ist vorbei.
error-game-takes-no-one = { $game } nimmt jetzt keine neuen Spieler auf.
error-join-out-of-order = Platz { $seat } kann keiner Partie mit { $players } Spielern beitreten.
error-not-a-choice = Der Zug '{ $action }' gehört gerade nicht zu deinen erlaubten Zügen.
error-action-too-long = Ein Zug hat höchstens { $most } Zeichen; wähle einen der Züge, die dir angeboten werden.
error-number-too-long = Eine eingegebene Zahl hat höchstens { $most } Ziffern.
error-unknown-game = Es gibt kein Spiel namens '{ $name }'; wähle eines von: { $known }.
error-started = Spiel #{ $match } hat bereits begonnen.
error-no-late-join = Spiel #{ $match } hat bereits begonnen, und { $game } nimmt gerade keine neuen Spieler auf.
error-ended = Spiel #{ $match } ist bereits beendet.
error-not-player = Du spielst nicht in Spiel #{ $match } mit.
error-creator-only = Nur der Ersteller des Spiels (oder ein Serververwalter) darf das.
error-bad-options = Diese Optionen stimmen nicht: { $problems }.
error-options-syntax = Optionen haben die Form Name=Wert; „{ $part }“ hat sie nicht.

## Deckbau (bot/decks.py): eigene Decks, in den Spielen, die sie haben

deck-show-line = { $n } × { $card } ({ $type })
deck-error-exists = Du hast schon ein Deck namens { $deck }.
deck-error-too-many-decks = Du kannst höchstens { $max } Decks behalten; lösche zuerst eines.
deck-error-none = Du hast noch kein Deck; fang eines mit /deck new an.
deck-error-unknown = Du hast kein Deck namens „{ $deck }“.
deck-error-preset-name = „{ $deck }“ ist der Name eines vorgefertigten Decks; gib deinem einen anderen Namen.
deck-error-count = Füge 1 bis { $max } Exemplare auf einmal hinzu oder nimm sie heraus.
deck-error-illegal = Mit dem Deck { $deck } kann noch nicht gespielt werden:
deck-error-illegal-at-start = Mit dem Deck { $deck } von { $player } kann nicht mehr gespielt werden:
deck-error-gone = Das Deck { $deck } von { $player } gibt es nicht mehr; { $player } muss mit einem anderen Deck neu beitreten.
deck-error-no-decks = { $game } wird nicht mit eigenen Decks gespielt.
deck-error-which-game = Mehrere Spiele haben eigene Decks ({ $games }): gib das Spiel an.

## Nachschlagen (bot/lookup.py): /card und `python -m bot card`

sheet-kind = Art
sheet-text = Text
sheet-ruling = Entscheidung { $number }
lookup-error-no-catalogue = In { $game } gibt es keine Karten oder anderes zum Nachschlagen.
lookup-error-unknown = Kein Spiel hat etwas namens „{ $name }“.
# Ein Name, der nicht gefunden wurde ($unknown: der Satz, der das sagt), und die Namen, die ihm nahe sind.
lookup-error-near = { $unknown } Ähnliche Namen: { $names }.
lookup-error-which-game = „{ $name }“ gibt es in mehreren Spielen: { $games }. Gib auch das Spiel an.

## Das Terminal (bot/terminal.py)

terminal-player-range = { $game } wird von { $min } bis { $max } Spielern gespielt; --players { $players } liegt außerhalb dieses Bereichs.
terminal-ai-range = Mindestens ein Platz muss dir gehören: --ai muss bei --players { $players } zwischen 0 und { $most } liegen.

# /rules und `rules` im Terminal (bot/rules.py).
rules-none = Für '{ $game }' gibt es noch keine geschriebenen Regeln.
rules-no-section = Kein Abschnitt der Regeln von { $game } passt zu '{ $topic }'. Abschnitte: { $sections }
