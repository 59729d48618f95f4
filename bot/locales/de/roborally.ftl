# RoboRally mit Crash and Burn (bot/games/roborally), auf Deutsch.
# Konventionen: docs/wording.md und docs/glossary-de.md. Ein Roboter ist sein Spieler: Ein
# Seat-Argument `robot` kommt als $robot (der Name) und $robot_you („yes“ für den eigenen Roboter).
# Optionskarten tragen die deutschen Namen der Regelvorlage; sie stehen nie in einer
# gebeugten Stelle („mit { $option }“, „die Optionskarte { $option }“).

## Karten

rr-card = { $kind } (Priorität { $priority })
rr-kind-uturn = Kehrtwende
rr-kind-left = Linksdrehung
rr-kind-right = Rechtsdrehung
rr-kind-back = Rückwärts
rr-kind-move1 = Vorwärts 1
rr-kind-move2 = Vorwärts 2
rr-kind-move3 = Vorwärts 3

rr-option-conditional = Befehl in Reserve
rr-option-brakes = Bremsen
rr-option-double = Doppellaser
rr-option-superior = Duplicat de Luxe
rr-option-recompile = Ersatz-Programm
rr-option-highpower = Hochleistungslaser
rr-option-gyro = Kreiselstabilisator
rr-option-arm = Mechanischer Arm
rr-option-abort = Notschalter
rr-option-ram = Rammbock
rr-option-reverse = Rückwärtsbeschleunigung
rr-option-flywheel = Schwungrad
rr-option-breaker = Stromkreisunterbrecher
rr-option-fourth = Vierter Gang
rr-option-firecontrol = Zielkontrolle
rr-option-memory = Zusätzlicher Speicherplatz
rr-option-rear = Hecklaser
rr-option-pressor = Hochdruckstrahl
rr-option-howitzer = Turbo-Blaster
rr-option-radio = Fernsteuerung
rr-option-scrambler = Zufallsgenerator
rr-option-tractor = Traktorstrahl
rr-option-coat = Schutzhaut
rr-option-pdshield = Schutzschilde
rr-option-turret = Drehscheibe
rr-option-shield = Schutzschirm

## Wörter, die in Nachrichten eingesetzt werden

# Himmelsrichtungen: nach { $dir }, im { $dir }, Blick nach { $dir }.
rr-dir-north = Norden
rr-dir-east = Osten
rr-dir-south = Süden
rr-dir-west = Westen
# Seite, von der etwas kommt: „von { $side }“.
rr-side-front = vorne
rr-side-right = rechts
rr-side-back = hinten
rr-side-left = links
rr-aim-front = nach vorne
rr-aim-right = nach rechts
rr-aim-back = nach hinten
rr-aim-left = nach links
# Was ein Schild schützt: „schütze { $side }“ (Akkusativ).
rr-guard-front = die Vorderseite
rr-guard-right = die rechte Seite
rr-guard-back = die Rückseite
rr-guard-left = die linke Seite
# Drehrichtung: „nach { $way }“.
rr-turn-right = rechts
rr-turn-left = links
# Farben stehen nur in „das { $colour } Portal“ (Nominativ/Akkusativ Neutrum).
rr-colour-red = rote
rr-colour-blue = blaue
rr-colour-green = grüne
rr-colour-yellow = gelbe
rr-colour-orange = orange
rr-colour-purple = lila
rr-colour-white = weiße
rr-colour-black = schwarze
rr-colour-named = { $colour }

# Was Schaden macht: eine Nominalphrase im Akkusativ („durch { $source }“).
rr-source-laser = { $robot_you ->
    [yes] deinen Laser
   *[no] den Laser von { $robot }
}
rr-source-option = { $robot_you ->
    [yes] deine Optionskarte { $option }
   *[no] die Optionskarte { $option } von { $robot }
}
rr-source-board-laser = den Fabriklaser bei { $square }
rr-source-flamer = den Brenner bei { $square }
rr-source-hit = einen Treffer

# Warum sich ein Roboter bewegt, wenn es nicht seine eigene Karte ist: in Klammern nach dem Geschehen.
rr-cause-pushed = von { $by_you ->
    [yes] dir
   *[no] { $by }
} geschoben
rr-cause-oil = auf Öl gerutscht
rr-cause-belt = von einem Förderband getragen
rr-cause-pusher = vom Schieber bei { $square } gestoßen
rr-cause-radio = von { $by_you ->
    [yes] dir
   *[no] { $by }
} ferngesteuert
rr-cause-beam = von { $by_you ->
    [yes] dir
   *[no] { $by }
} mit { $option } geschoben
rr-cause-pulled = von { $by_you ->
    [yes] dir
   *[no] { $by }
} mit { $option } gezogen

## Ein Zug wird ausgeführt

rr-turn-runs = Zug { $turn }: Alle Roboter sind bereit, die Programme laufen.
rr-register = Register { $register }: { $plays }.
rr-plays = { $robot_you ->
    [yes] du spielst { $card }
   *[no] { $robot } spielt { $card }
}

rr-push = { $pusher_you ->
    [yes] Du schiebst { $robot } von { $start } nach { $end }.
   *[no] { $robot_you ->
        [yes] { $pusher } schiebt dich von { $start } nach { $end }.
       *[no] { $pusher } schiebt { $robot } von { $start } nach { $end }.
    }
}
rr-stopped-by-wall = { $robot_you ->
    [yes] Du wirst
   *[no] { $robot } wird
} von der Wand im { $side } von { $square } gestoppt.
rr-stopped-by-door = { $robot_you ->
    [yes] Du wirst
   *[no] { $robot } wird
} von der geschlossenen Tür im { $side } von { $square } gestoppt.
rr-push-stopped-by-wall = { $pusher_you ->
    [yes] Du kannst
   *[no] { $pusher } kann
} { $robot_you ->
    [yes] dich
   *[no] { $robot }
} nicht schieben: Die Wand im { $side } von { $square } ist im Weg.
rr-push-stopped-by-door = { $pusher_you ->
    [yes] Du kannst
   *[no] { $pusher } kann
} { $robot_you ->
    [yes] dich
   *[no] { $robot }
} nicht schieben: Die geschlossene Tür im { $side } von { $square } ist im Weg.

rr-drives-off-course = { $robot_you ->
    [yes] Du fährst
   *[no] { $robot } fährt
} bei { $square } vom Spielplan.
rr-leaves-course = { $robot_you ->
    [yes] Du verlässt
   *[no] { $robot } verlässt
} bei { $square } den Spielplan ({ $cause }).
rr-drives-into-pit = { $robot_you ->
    [yes] Du fällst
   *[no] { $robot } fällt
} bei { $square } in eine Grube.
rr-falls-into-pit = { $robot_you ->
    [yes] Du fällst
   *[no] { $robot } fällt
} bei { $square } in eine Grube ({ $cause }).
rr-crushed = { $robot_you ->
    [yes] Du wirst
   *[no] { $robot } wird
} bei { $square } zerquetscht.
rr-destroyed = { $robot_you ->
    [yes] Du wirst zerstört und steigst
   *[no] { $robot } wird zerstört und steigt
} im nächsten Zug auf { $square } wieder ein ({ $lives ->
    [0] keine Leben mehr
    [one] noch 1 Leben
   *[other] noch { $lives } Leben
}).
rr-destroyed-by-damage = { $robot_you ->
    [yes] Du wirst durch Schaden zerstört und steigst
   *[no] { $robot } wird durch Schaden zerstört und steigt
} im nächsten Zug auf { $square } wieder ein ({ $lives ->
    [0] keine Leben mehr
    [one] noch 1 Leben
   *[other] noch { $lives } Leben
}).
rr-out = { $robot_you ->
    [yes] Du wirst zerstört und hast keine Leben mehr: Du scheidest aus dem Rennen aus.
   *[no] { $robot } wird zerstört und hat keine Leben mehr: raus aus dem Rennen.
}
rr-out-by-damage = { $robot_you ->
    [yes] Du wirst durch Schaden zerstört und hast keine Leben mehr: Du scheidest aus dem Rennen aus.
   *[no] { $robot } wird durch Schaden zerstört und hat keine Leben mehr: raus aus dem Rennen.
}

rr-damage = { $robot_you ->
    [yes] Du erleidest
   *[no] { $robot } erleidet
} { $amount } Schaden durch { $source } (insgesamt { $total }).
rr-breaker-protects = { $robot_you ->
    [yes] Dein { rr-option-breaker } schützt
   *[no] Der { rr-option-breaker } von { $robot } schützt
} den abgeschalteten Roboter: kein Schaden durch { $source }.
rr-shield-blocks = { $robot_you ->
    [yes] Dein { rr-option-shield } blockt
   *[no] Der { rr-option-shield } von { $robot } blockt
} { $source } von { $side }.
rr-pdshield-blocks = { $robot_you ->
    [yes] Deine { rr-option-pdshield } blocken
   *[no] Die { rr-option-pdshield } von { $robot } blocken
} 1 Schaden durch { $source }.
rr-coat-absorbs = { $robot_you ->
    [yes] Deine { rr-option-coat } fängt
   *[no] Die { rr-option-coat } von { $robot } fängt
} { $amount } Schaden durch { $source } ab.

rr-lose-option-used-up = { $robot_you ->
    [yes] Deine Optionskarte { $option } ist
   *[no] Die Optionskarte { $option } von { $robot } ist
} verbraucht und kommt zurück in den Optionsstapel.
rr-lose-option-last-shot = { $robot_you ->
    [yes] Deine Optionskarte { $option } hat
   *[no] Die Optionskarte { $option } von { $robot } hat
} ihren letzten Schuss abgegeben und kommt zurück in den Optionsstapel.
rr-lose-option-superior = { $robot_you ->
    [yes] Deine Optionskarte { $option } ist
   *[no] Die Optionskarte { $option } von { $robot } ist
} verbraucht: Die Kopie steigt ohne Schaden wieder ein. Die Karte kommt zurück in den Optionsstapel.
rr-lose-option-with-robot = { $robot_you ->
    [yes] Du verlierst
   *[no] { $robot } verliert
} mit dem Roboter die Optionskarte { $option }; sie kommt zurück in den Optionsstapel.
rr-lose-option-shot-away = { $robot_you ->
    [yes] Deine Optionskarte { $option } wird
   *[no] Die Optionskarte { $option } von { $robot } wird
} durch { $by_you ->
    [yes] deine
   *[no] die
} { rr-option-firecontrol }{ $by_you ->
    [yes] {""}
   *[no] {" "}von { $by }
} weggeschossen und kommt zurück in den Optionsstapel.

rr-portal = { $robot_you ->
    [yes] Du gehst
   *[no] { $robot } geht
} bei { $square } durch das { $colour } Portal nach { $twin }.
rr-portal-twin-occupied = { $robot_you ->
    [yes] Du bleibst
   *[no] { $robot } bleibt
} bei { $square } stehen: Das { $colour } Portal dort führt nach { $twin }, und { $twin } ist besetzt.
rr-checkpoint = { $robot_you ->
    [yes] Du erreichst
   *[no] { $robot } erreicht
} Kontrollpunkt { $number } auf { $square }; als Nächstes kommt Kontrollpunkt { $next_number } auf { $next }.
rr-final-checkpoint = { $robot_you ->
    [yes] Du erreichst
   *[no] { $robot } erreicht
} Kontrollpunkt { $number } auf { $square }, den letzten!
rr-arm-checkpoint = Mit der Optionskarte { $option } { $robot_you ->
    [yes] erreichst du
   *[no] erreicht { $robot }
} vom Nachbarfeld aus Kontrollpunkt { $number } auf { $square }.
rr-slides = { $robot_you ->
    [yes] Du rutschst
   *[no] { $robot } rutscht
} auf dem Öl bei { $square } nach { $way }.
rr-oil-spin = { $robot_you ->
    [yes] Deine Räder drehen
   *[no] Die Räder von { $robot } drehen
} auf dem Öl bei { $square } durch: ein Feld weniger.
rr-brakes = { $robot_you ->
    [yes] Du setzt { $option } ein und bleibst stehen.
   *[no] { $robot } setzt { $option } ein und bleibt stehen.
}
rr-fourth-gear = { $robot_you ->
    [yes] Du setzt
   *[no] { $robot } setzt
} die Optionskarte { $option } ein: 4 Felder vorwärts.
rr-reverse-gear = { $robot_you ->
    [yes] Du setzt
   *[no] { $robot } setzt
} { $option } ein: 2 Felder zurück.
rr-conditional-swap = { $robot_you ->
    [yes] Du tauschst
   *[no] { $robot } tauscht
} mit { $option } die Reservekarte in Register { $register } ein.
rr-abort-swap = Mit { $option } { $robot_you ->
    [yes] ersetzt du
   *[no] ersetzt { $robot }
} die Karte in Register { $register } durch die oberste Karte des Stapels.
rr-command-blocked = { $robot_you ->
    [yes] Deine Karte
   *[no] Die Karte von { $robot }
} in Register { $register } wird durch { $option } blockiert.
rr-radio = { $robot_you ->
    [yes] Du steuerst { $target }
   *[no] { $robot } steuert { $target_you ->
        [yes] dich
       *[no] { $target }
    }
} mit { $option } fern: { $target_you ->
    [yes] Du führst
   *[no] { $target } führt
} auch { $card } aus.

rr-express-belts = Die Express-Förderbänder tragen { $moves }.
rr-belts = Die Förderbänder tragen { $moves }.
rr-carried-to = { $robot_you ->
    [yes] dich
   *[no] { $robot }
} nach { $square }
rr-carried-turning = { $robot_you ->
    [yes] dich
   *[no] { $robot }
} nach { $square } (mit Drehung nach { $way })
rr-pusher = Der Schieber bei { $square } stößt { $robot_you ->
    [yes] dich
   *[no] { $robot }
} nach { $end }.
rr-pusher-blocked = Der Schieber bei { $square } stößt { $robot_you ->
    [yes] dich an, aber du bewegst dich nicht.
   *[no] { $robot } an, aber { $robot } bewegt sich nicht.
}
rr-gear = Das Zahnrad bei { $square } dreht { $robot_you ->
    [yes] dich
   *[no] { $robot }
} nach { $way }: jetzt mit Blick nach { $facing }.
rr-gyro-holds = Mit { $option } dreht sich { $robot_you ->
    [yes] dein Roboter
   *[no] der Roboter von { $robot }
} auf dem Zahnrad bei { $square } nicht.
rr-beam-hits = { $robot_you ->
    [yes] Du triffst
   *[no] { $robot } trifft
} { $target_you ->
    [yes] dich
   *[no] { $target }
} mit { $option }.
rr-beam-pushes = { $robot_you ->
    [yes] Du schiebst
   *[no] { $robot } schiebt
} { $target_you ->
    [yes] dich
   *[no] { $target }
} mit { $option } von { $start } nach { $end }.
rr-beam-pulls = { $robot_you ->
    [yes] Du ziehst
   *[no] { $robot } zieht
} { $target_you ->
    [yes] dich
   *[no] { $target }
} mit { $option } von { $start } nach { $end }.
rr-scrambler = Mit { $option } { $robot_you ->
    [yes] tauschst du
   *[no] tauscht { $robot }
} { $target_you ->
    [yes] dein Register
   *[no] das Register
} { $register }{ $target_you ->
    [yes] {""}
   *[no] {" "}von { $target }
} gegen die oberste Karte des Stapels.
rr-fire-control-blocks = Mit { $option } { $robot_you ->
    [yes] blockierst du
   *[no] blockiert { $robot }
} { $target_you ->
    [yes] deinen nächsten Befehl
   *[no] den nächsten Befehl von { $target }
}.

## Zwischen den Zügen

rr-locks-in = { $robot_you ->
    [yes] Du legst dein Programm fest.
   *[no] { $robot } legt das Programm fest.
}
rr-registers-filled = { $count ->
    [one] 1 leeres Register wurde
   *[other] { $count } leere Register wurden
} zufällig aus deiner Hand gefüllt.
rr-announces-power-down = { $robot_you ->
    [yes] Du kündigst
   *[no] { $robot } kündigt
} für den nächsten Zug eine Abschaltung an.
rr-cancels-power-down = { $robot_you ->
    [yes] Du nimmst
   *[no] { $robot } nimmt
} die angekündigte Abschaltung zurück.
rr-forced-shutdown = { $robot_you ->
    [yes] Du hast { $damage } Schaden (3 oder mehr) und musst dich
   *[no] { $robot } hat { $damage } Schaden (3 oder mehr) und muss sich
} in diesem Zug abschalten.
rr-powered-down = { $robot_you ->
    [yes] Du bist
   *[no] { $robot } ist
} in diesem Zug abgeschaltet: Schaden entfernt.
rr-powers-on = { $robot_you ->
    [yes] Du schaltest dich
   *[no] { $robot } schaltet sich
} wieder ein.
rr-stays-down = { $robot_you ->
    [yes] Du bleibst
   *[no] { $robot } bleibt
} abgeschaltet: Schaden entfernt.
rr-registers-locked = Mit { $damage } Schaden { $count ->
    [one] ist { $robot_you ->
        [yes] dein Register { $registers }
       *[no] das Register { $registers } von { $robot }
    } gesperrt und behält seine Karte.
   *[other] sind { $robot_you ->
        [yes] deine Register { $registers }
       *[no] die Register { $registers } von { $robot }
    } gesperrt und behalten ihre Karten.
}
rr-reenters = { $robot_you ->
    [yes] Du steigst auf { $square } mit Blick nach { $facing } wieder ein{ $damage ->
        [0] .
       *[other] {" "}und hast { $damage } Schaden.
    }
   *[no] { $robot } steigt auf { $square } mit Blick nach { $facing } wieder ein{ $damage ->
        [0] .
       *[other] {" "}und hat { $damage } Schaden.
    }
}
rr-recompiles = { $robot_you ->
    [yes] Du setzt
   *[no] { $robot } setzt
} { $option } für { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
} ein und { $robot_you ->
    [yes] erleidest
   *[no] erleidet
} 1 Schaden (insgesamt { $total }).
rr-repaired = { $robot_you ->
    [yes] Du reparierst
   *[no] { $robot } repariert
} auf { $square } { $amount } Schaden (noch { $total } übrig).
rr-gain-option = { $robot_you ->
    [yes] Du nimmst
   *[no] { $robot } nimmt
} auf { $square } eine Optionskarte: { $option }.
rr-gain-option-one-returned = { $robot_you ->
    [yes] Du nimmst
   *[no] { $robot } nimmt
} auf { $square } eine Optionskarte: { $option }, und { $robot_you ->
    [yes] gibst
   *[no] gibt
} die Optionskarte { $returned } zurück (höchstens 3).

rr-wins = { $robot_you ->
    [yes] Du erreichst zuerst den letzten Kontrollpunkt und gewinnst das Rennen!
   *[no] { $robot } erreicht zuerst den letzten Kontrollpunkt und gewinnt das Rennen!
}
rr-win-shared = Das Rennen endet mit einem geteilten Sieg: { $robots } erreichen gemeinsam den letzten Kontrollpunkt!
rr-race-ends-turn-limit = Das Rennen endet nach dem Zuglimit von { $limit ->
    [one] 1 Zug
   *[other] { $limit } Zügen
}. Vorn nach Kontrollpunkten, dann nach dem kürzesten Weg zum nächsten: { $leaders }.
rr-race-ends-all-out = Das Rennen endet: Kein Roboter hat mehr Leben. Vorn nach Kontrollpunkten, dann nach dem kürzesten Weg zum nächsten: { $leaders }.
rr-outcome-final-checkpoint = Zuerst am letzten Kontrollpunkt.
rr-outcome-turn-limit = Das Zuglimit ({ $limit ->
    [one] 1 Zug
   *[other] { $limit } Züge
}) wurde erreicht: die meisten Kontrollpunkte, dann der kürzeste Weg zum nächsten.
rr-outcome-all-out = Kein Roboter hatte mehr Leben: die meisten Kontrollpunkte, dann der kürzeste Weg zum nächsten.

## Entscheidungen

rr-prompt-program = Zug { $turn }: Programmiere die Register und lege das Programm fest
rr-prompt-power = Zug { $turn }: Schalte den Roboter ein oder lass ihn abgeschaltet
rr-prompt-enter = Zug { $turn }: Wähle, wo der Roboter wieder einsteigt und wohin er blickt

rr-group-program = Programmieren
rr-group-options = Optionskarten
rr-group-power = Abschaltung
rr-group-reentry = Wiedereinstieg
rr-group-register = Register { $register }

rr-choice-set = Lege { $card } in Register { $register }
rr-choice-clear = Nimm { $card } wieder aus Register { $register }
rr-choice-lock = Festlegen (leere Register werden zufällig aus deiner Hand gefüllt)
rr-choice-program = Lege { $cards } in { $count ->
    [one] Register
   *[other] die Register
} { $registers } und lege das Programm fest
rr-choice-announce-power-down = Kündige eine Abschaltung für den nächsten Zug an
rr-choice-cancel-power-down = Nimm die angekündigte Abschaltung zurück
rr-choice-power-on = Einschalten: Karten erhalten und programmieren
rr-choice-stay-down = Bleib in diesem Zug abgeschaltet (Schaden wird wieder entfernt)
rr-choice-enter = Steig auf { $square } mit Blick nach { $facing } wieder ein

rr-choice-mark = { $option }: Gib { $card } zurück
rr-choice-unmark = { $option }: Behalte { $card }
rr-choice-recompile = { $option }: Tausche { $count ->
    [one] die markierte Karte gegen eine neue
   *[other] die { $count } markierten Karten gegen neue
} (1 Schaden)
rr-choice-reserve = { $option }: Halte { $card } in Reserve
rr-choice-unreserve = { $option }: Nimm { $card } zurück auf die Hand
rr-choice-swap = { $option }: Tausche die Reservekarte in Register { $register } ein
rr-choice-swap-none = { $option }: Tausche die Reservekarte nicht ein
rr-choice-flywheel = { $option }: Behalte { $card } für den nächsten Zug, falls ungenutzt
rr-choice-flywheel-none = { $option }: Behalte keine Karte
rr-choice-alt-on = Register { $register }: Nutze die Optionskarte { $option } ({ $effect })
rr-choice-alt-off = Register { $register }: Nutze die Optionskarte { $option } nicht mehr
rr-effect-brakes = stehen bleiben
rr-effect-fourth = 4 Felder vorwärts
rr-effect-reverse = 2 Felder zurück
rr-choice-abort = { $option }: ab Register { $register }
rr-choice-abort-off = { $option }: aus
rr-choice-aim = { $option }: Ziele in Register { $register } { $aim }
rr-choice-shield = { $option }: Schütze in Register { $register } { $side }
rr-choice-shield-none = { $option }: Schütze in Register { $register } keine Seite
rr-choice-weapon-laser = Register { $register }: Feuere den Hauptlaser ab
rr-choice-weapon = Register { $register }: Feuere { $option } statt des Hauptlasers ab
rr-choice-fire-control-command = { $option }: Ein Treffer blockiert auch den nächsten Befehl des Ziels
rr-choice-fire-control-option = { $option }: Ein Treffer kostet das Ziel auch eine Optionskarte
rr-choice-fire-control-off = { $option }: aus
rr-choice-gyro-on = { $option }: Einschalten (Förderbänder und Zahnräder drehen deinen Roboter nicht)
rr-choice-gyro-off = { $option }: Ausschalten (Förderbänder und Zahnräder drehen deinen Roboter)
rr-choice-wrench-repair = Auf einem Werkstattfeld mit zwei Schraubenschlüsseln: Repariere 2 Schaden, statt eine Optionskarte zu nehmen
rr-choice-wrench-option = Auf einem Werkstattfeld mit zwei Schraubenschlüsseln: Nimm eine Optionskarte, statt zu reparieren
rr-choice-sacrifice = Gib zuerst die Optionskarte { $option } ab, wenn du eine Optionskarte zurückgeben musst

# What an action looks like (a refusal of a malformed one).
rr-syntax = Züge sehen so aus: 'set 1 c490', 'clear 1', 'lock', 'program c490 c380 c070 c670 c100', 'powerdown yes', 'power on', 'stay down', 'enter C4 N' oder eine Optionskarten-Einstellung wie 'alt 2 on' (siehe Regeln).

## Der Tisch (Game.render): Roboter, die eigenen Register, Hand und Einstellungen des Lesers;
## der Textspielplan darunter behält seine Feldnamen.

rr-stage-program = programmiert
rr-stage-locked = Programm festgelegt
rr-stage-power = entscheidet über das Einschalten
rr-stage-enter = kehrt zurück
rr-stage-wait = wartet auf die Rückkehr
rr-stage-idle = abgeschaltet
rr-stage-out = ausgeschieden
rr-table-title = RoboRally — { $course }, Zug { $turn }/{ $limit }
# Eine Karte im Tisch, kurz: Art und Priorität.
rr-table-card = { $kind } ({ $priority })
rr-table-registers = Deine Register: { $registers }
rr-table-register = { $register }: { $card }
rr-table-register-locked = { $register }: { $card } (gesperrt)
rr-table-hand = Deine Hand: { $count ->
        [0] keine Karten
       *[other] { $cards }
    }
rr-table-settings = Einstellungen der Optionskarten: { $settings }
rr-table-robot = **{ $number } { $name }** { $where } · KP { $checkpoints }/{ $total } · Schaden { $damage } · Leben { $lives } · { $stage }
rr-table-at = { $square } { $facing }
rr-compass-north = N
rr-compass-east = O
rr-compass-south = S
rr-compass-west = W
rr-table-out = aus dem Rennen
rr-table-destroyed = zerstört
rr-table-destroyed-reenters = zerstört, kehrt bei { $square } zurück
rr-table-announced = Abschaltung angekündigt
rr-table-locked = gesperrt: { $registers }
rr-table-finished = Beendet: { $reason } { $count ->
        [0] Niemand gewinnt.
        [one] Gewonnen hat: { $winners }.
       *[other] Gewonnen haben: { $winners }.
    }
rr-table-checkpoints = Kontrollpunkte: { $checkpoints }

# Die Einstellungen der Optionskarten des Lesers, getrennt durch "; ".
rr-set-reserve = { $option } hält { $card }, eingetauscht in Register { $register }
rr-set-reserve-unswapped = { $option } hält { $card }, nicht eingetauscht
rr-set-flywheel-card = { $option } hat { $card } behalten
rr-set-flywheel-keep = { $option } behält { $card }, falls ungenutzt
rr-set-recompile = { $option } gibt zurück: { $cards }
rr-set-alt = Optionsausrüstung genutzt in { $count ->
        [one] Register
       *[other] Registern
    } { $registers }
rr-set-abort = { $option } ab Register { $register }
rr-set-aim = { $option } zielt: { $registers }
rr-set-shield = { $option } schützt: { $registers }
rr-set-shield-none = keine Seite
rr-set-weapon = feuert: { $registers }
rr-set-main-laser = Hauptlaser
rr-set-fire-control = { $option }: { $mode }
rr-set-fire-command = ein Treffer blockiert den nächsten Befehl
rr-set-fire-option = ein Treffer kostet eine Optionskarte
rr-set-fire-off = aus
rr-set-gyro-on = { $option } an
rr-set-gyro-off = { $option } aus
rr-set-wrench-repair = auf einem Werkstattfeld mit zwei Schraubenschlüsseln: 2 reparieren
rr-set-wrench-option = auf einem Werkstattfeld mit zwei Schraubenschlüsseln: eine Optionskarte nehmen
rr-set-sacrifice = zuerst { $option } abgeben
rr-set-none = keine

## Das Bild (Game.render_image): Titel, Legende und Robotertabelle

rr-picture-title = RoboRally — { $course } · Zug { $turn } von { $limit }
rr-picture-finished = { $title } · beendet, { $count ->
        [0] niemand gewinnt
        [one] gewonnen hat: { $winners }
       *[other] gewonnen haben: { $winners }
    }
rr-picture-legend = Legende
rr-picture-robots = Roboter
rr-picture-revealed = In Zug { $turn } aufgedeckte Register
rr-picture-none-revealed = Register: noch keine aufgedeckt
rr-picture-your-registers = Deine Register für Zug { $turn }
rr-picture-only-you = nur du siehst sie
rr-picture-empty-register = leer
# Die Zeilen eines Roboters (nach dem Namen seines Spielers) und seine Zahlen.
rr-legend-at = auf { $square }, Blick nach { $facing }
rr-legend-out = aus dem Rennen
rr-legend-destroyed = zerstört — kehrt bei { $square } zurück
rr-legend-stats = Kontrollpunkte { $checkpoints }/{ $total } · Schaden { $damage } · Leben { $lives }
rr-legend-powered-down = abgeschaltet · { $stats }
rr-legend-robot = Roboter: seine Nummer; die Spitze zeigt, wohin er blickt
rr-legend-checkpoint = Kontrollpunkt: der Reihe nach erreichen (Nummer auch in der Ecke)
rr-legend-start = Startfeld
rr-legend-pit = Grube: ein hineinfallender Roboter wird zerstört
rr-legend-void = Kein Boden: wie eine Grube
rr-legend-belt = Förderband: trägt einen Roboter 1 Feld
rr-legend-express = Expressband: trägt 2 Felder
rr-legend-gear-r = Zahnrad: dreht einen Roboter nach rechts (im Uhrzeigersinn)
rr-legend-gear-l = Zahnrad: dreht einen Roboter nach links (gegen den Uhrzeigersinn)
rr-legend-repair = Reparatur: 1 Schaden weniger am Zugende
rr-legend-repair2 = Doppelreparatur: 2 Schaden weniger oder eine Optionskarte
rr-legend-oil = Ölfleck: ein Roboter rutscht weiter
rr-legend-portals = Portale { $a } und { $b }
rr-legend-crusher = Presse: zerstört in den gezeigten Registern
rr-legend-flamer = Brenner: brennt in den gezeigten Registern
rr-legend-pusher = Schieber: stößt in den gezeigten Registern
rr-legend-laser = Fabriklaser; jede rote Linie ist ein Strahl
rr-legend-wall = Wand
rr-legend-door = Schwingtür: offen in den gezeigten Registern
rr-legend-archive = Sicherungskopie: wo ein zerstörter Roboter zurückkehrt

## Warum eine Aktion abgelehnt wird ($card ist ein Kartenkürzel, wie der Spieler es getippt hat)

rr-illegal-not-programming = Du programmierst gerade nicht (dein Roboter: { $stage }).
rr-illegal-no-empty-register = Kein ungesperrtes Register ist leer: leere zuerst eines oder lege das Programm einfach fest.
rr-illegal-too-many-cards = Du nennst { $cards } Karten für { $count ->
        [one] 1 leeres ungesperrtes Register
       *[other] { $count } leere ungesperrte Register
    } ({ $registers }).
rr-illegal-not-in-hand = Die Karte { $card } ist nicht auf deiner Hand.
rr-illegal-not-a-token = Die Karte { $card } ist nicht als Kartenkürzel geschrieben: { $token }.
rr-illegal-named-twice = Die Karte { $card } ist doppelt genannt.
rr-illegal-first-register = Register 1 muss eine Bewegungs- oder Rückwärtskarte enthalten, solange du eine hast.
rr-illegal-register-locked = Register { $register } ist durch Schaden gesperrt.
rr-illegal-register-full = Register { $register } enthält schon eine Karte: leere es zuerst.
rr-illegal-register-empty = Register { $register } ist leer.
rr-illegal-not-powered-down = Dein Roboter ist nicht abgeschaltet.
rr-illegal-enter = Du kehrst gerade nicht zurück, oder dieses Feld oder diese Richtung ist nicht verfügbar.
rr-illegal-recompile = Dafür brauchst du die Optionskarte { $option }, einmal pro Zug, mit der Karte auf der Hand.
rr-illegal-no-option = Du hast die Optionskarte { $option } nicht.

## Die Legende des Textspielplans (unter dem Plan, dessen Feldnamen bleiben, wie sie sind)

rr-board-legend = Legende:
rr-board-robot = Roboter 1, Blick nach Norden
rr-board-checkpoint = Kontrollpunkt 1 (der Reihe nach)
rr-board-pit = Grube: zerstört einen Roboter
rr-board-void = leer: kein Boden, wie eine Grube
rr-board-belt = Förderband: trägt 1 Feld
rr-board-express = Expressband: trägt 2 Felder
rr-board-gears = Zahnrad: dreht nach rechts (G- nach links)
rr-board-gear-r = Zahnrad: dreht nach rechts
rr-board-gear-l = Zahnrad: dreht nach links
rr-board-repair = repariert 1 Schaden
rr-board-repair2 = repariert 2 Schaden oder gibt eine Optionskarte
rr-board-oil = Öl: Roboter rutschen weiter
rr-board-portals = das { $colour } Portal { $a } und sein Gegenstück { $b }
# $where: Felder mit den Registern, in denen ein Element wirkt („B4 1,3,5; K9 2,4“).
rr-board-crusher = Presse, Register: { $where }
rr-board-crusher-belt-too = Presse ({ $example } auf einem Förderband), Register: { $where }
rr-board-crusher-belt = Presse auf einem Förderband, Register: { $where }
rr-board-flamer = Brenner, Register: { $where }
rr-board-flamer-belt-too = Brenner ({ $example } auf einem Förderband), Register: { $where }
rr-board-flamer-belt = Brenner auf einem Förderband, Register: { $where }
rr-board-pusher = Schieber, Register: { $where }
rr-board-laser = Fabriklaser und * sein Strahl
rr-board-laser-strong = Fabriklaser und * sein Strahl ({ $beams })
rr-board-beams = { $square } { $count ->
        [one] 1 Strahl
       *[other] { $count } Strahlen
    }
rr-board-wall = Wand
# $where: Türen nach Feld, Seite und den Registern, in denen sie offen sind („D2 W 2,4“).
rr-board-door = Tür offen in: { $where }
rr-board-start = Startfeld 1
rr-board-floor = Boden
