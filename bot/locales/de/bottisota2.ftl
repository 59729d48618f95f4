# Bottisota-2 (bot/games/bottisota2) auf Deutsch (docs/wording.md für die Konventionen, docs/glossary-de.md für die Begriffe).
# Ein Bot steht für seinen Spieler: Ein Seat-Argument `who` kommt als $who (der Name) und $who_you („yes“ für den Leser).
# Bot-Modelle sind alle Maskulina wie „der Bot“ („deinen Streuner“). Waffen und Bauteile stehen nach dem Nomen
# „Waffe“ bzw. „Bauteil“ („deine Waffe Kanone“, „das Bauteil Motor“); in Auswahltexten steht eine Waffe ohne Artikel
# nach „mit“ („Schieße mit Nadler auf Ben“), darum hat kein Waffenname ein Adjektiv („Großkanone“).

## Bots, Waffen, Bauteile, Defekte
b2-model-rambler = Streuner
b2-model-crusher = Brecher
b2-model-stalker = Pirscher
b2-model-hornet = Brummer
b2-model-drifter = Gleiter
b2-model-bastion = Bunker
b2-model-sparrow = Spatz
b2-model-sapper = Pionier
b2-model-magnus = Magnus
b2-model-warden = Wächter
b2-model-vulture = Geier
b2-model-juggernaut = Koloss
b2-model-courier = Kurier
b2-weapon-arc = Lichtbogen
b2-weapon-autogun = Maschinenkanone
b2-weapon-blast-bomb = Sprengbombe
b2-weapon-bomb-rack = Bombenschacht
b2-weapon-cannon = Kanone
b2-weapon-chaingun = Kettenkanone
b2-weapon-claw-gun = Klauenkanone
b2-weapon-fist-gun = Faustkanone
b2-weapon-flamer = Flammenwerfer
b2-weapon-grenade = Granatwerfer
b2-weapon-howitzer = Haubitze
b2-weapon-mag-mines = Magnetminen
b2-weapon-mine-layer = Minenleger
b2-weapon-needler = Nadler
b2-weapon-pull-beam = Zugstrahl
b2-weapon-pulse = Impuls
b2-weapon-push-beam = Druckstrahl
b2-weapon-rail = Schienenkanone
b2-weapon-shotgun = Schrotflinte
b2-weapon-smg = MP
b2-weapon-stinger = Stachel
b2-weapon-swarm-rockets = Schwarmraketen
b2-part-heavy-gun = Großkanone
b2-part-twin-mg = Zwillings-MG
b2-part-rocket-pod = Raketenwerfer
b2-part-mortar = Mörser
b2-part-mine-pack = Minenpaket
b2-part-tractor = Traktorstrahl
b2-part-repulsor = Abstoßer
b2-part-plating = Panzerplatte
b2-part-engine = Motor
b2-part-turbo = Turbo
b2-part-shield = Schild
b2-part-sight = Visier
b2-part-spikes = Dornen
b2-part-heavy-plating = Schwere Panzerplatte
b2-part-doom-charge = Todesladung
b2-part-repair-kit = Reparaturset
b2-part-patch = Flicken
b2-part-ammo = Munition
# Defekte stehen nach einem Doppelpunkt oder im Akkusativ (nur die behebbaren: Zielerfassung, Koordination, Panzerung).
b2-fault-aim = beschädigte Zielerfassung (-1 auf Treffer und im Nahkampf)
b2-fault-slow = gestörte Koordination (langsam)
b2-fault-armour = geschwächte Panzerung (Panzerung 1 schlechter)
b2-fault-part = ein zerstörtes Bauteil
b2-fault-extra = zusätzlicher Schaden
# Steht nur im Akkusativ („beseitigst damit einen Schadenspunkt“).
b2-salvage-damage = einen Schadenspunkt
b2-mine-plain = eine Mine
b2-mine-magnetic = eine Magnetmine
# Nach „wirst … zerstört“.
b2-cause-damage = durch Schaden
b2-cause-acid = in der Säure
b2-cause-obstacle = an einem Flughindernis
b2-cause-opening = an der Wand neben einer Öffnung
b2-cause-wall = an einer Wand

## Wofür ein Würfel geworfen wird (steht nach einem Doppelpunkt, im Nominativ)
b2-for-hit = Treffer gegen { $target_you ->
        [yes] dich
       *[no] { $target }
    } (nötig { $need }{ $mod ->
        [0] {""}
       *[other] , Modifikator { $mod }
    })
b2-for-armour = Panzerungswurf (nötig { $need }, Modifikator { $mod })
b2-for-shield = Schildwurf (nötig { $need })
b2-for-fault = Defekttabelle
b2-for-melee = Nahkampf (plus { $bonus })
b2-for-acid = Säure (eine 6 zerstört)
b2-for-collision = Zusammenstoß in den Flughindernissen (eine 6 zerstört)
b2-for-crash = Flug durch eine Öffnung (bei einer 6 Absturz)
b2-for-mine = Mine gegen { $target_you ->
        [yes] dich
       *[no] { $target }
    } (nötig { $need })
b2-for-pick = Zufallsauswahl
b2-roll-starter = Ein W{ $die } zeigt { $result } und bestimmt, wer die Runde beginnt.
b2-for-tearing = Zahl der Treffer der beiden Strahlen gegen { $target_you ->
        [yes] dich
       *[no] { $target }
    }

## Ereignisse
b2-roll = { $who_you ->
    [yes] Du würfelst mit einem W{ $die } eine { $result }: { $purpose }.
   *[no] { $who } würfelt mit einem W{ $die } eine { $result }: { $purpose }.
}
b2-placed = { $who_you ->
    [yes] Du stellst deinen { $bot } auf { $area }.
   *[no] { $who } stellt einen { $bot } auf { $area }.
}
b2-round = Runde { $round } beginnt; { $who_you ->
    [yes] du fängst an
   *[no] { $who } fängt an
}.
b2-move-order = Bewegungsreihenfolge: { $order }.
b2-dashes = { $who_you ->
    [yes] Du sprintest mit { $points ->
        [one] 1 Bewegungspunkt
       *[other] { $points } Bewegungspunkten
    } (-1 auf deine Schüsse in dieser Runde).
   *[no] { $who } sprintet mit { $points ->
        [one] 1 Bewegungspunkt
       *[other] { $points } Bewegungspunkten
    } (-1 auf Schüsse in dieser Runde).
}
b2-normal = { $who_you ->
    [yes] Du bewegst dich normal mit { $points ->
        [one] 1 Bewegungspunkt
       *[other] { $points } Bewegungspunkten
    }.
   *[no] { $who } bewegt sich normal mit { $points ->
        [one] 1 Bewegungspunkt
       *[other] { $points } Bewegungspunkten
    }.
}
b2-hunts = { $who_you ->
    [yes] Du legst dich auf die Lauer, um zu jagen.
   *[no] { $who } legt sich auf die Lauer, um zu jagen.
}
b2-stays = { $who_you ->
    [yes] Du bleibst, wo du bist.
   *[no] { $who } bleibt stehen.
}
b2-docks = { $who_you ->
    [yes] Du dockst für diese Runde am Depot an und schießt nicht.
   *[no] { $who } dockt für diese Runde am Depot an und schießt nicht.
}
b2-moves = { $who_you ->
    [yes] Du bewegst dich von { $start } nach { $end }.
   *[no] { $who } bewegt sich von { $start } nach { $end }.
}
b2-teleports = { $who_you ->
    [yes] Du teleportierst dich von { $start } nach { $end }.
   *[no] { $who } teleportiert sich von { $start } nach { $end }.
}
b2-hunt-triggered = { $who_you ->
    [yes] Du springst aus dem Hinterhalt und jagst { $target }.
   *[no] { $who } springt aus dem Hinterhalt und jagt { $target_you ->
        [yes] dich
       *[no] { $target }
    }.
}
b2-hunt-idle = { $who_you ->
    [yes] Niemand kam in deine Nähe: Du bleibst stehen.
   *[no] Niemand kam in die Nähe von { $who }: { $who } bleibt stehen.
}
b2-mine-dropped = { $who_you ->
    [yes] Du legst mit deiner Waffe { $weapon } eine Mine auf { $area }.
   *[no] { $who } legt mit der Waffe { $weapon } eine Mine auf { $area }.
}
b2-bomb-dropped = { $who_you ->
    [yes] Du wirfst mit deiner Waffe { $weapon } eine Bombe auf { $area } ab; sie explodiert, wenn du anhältst.
   *[no] { $who } wirft mit der Waffe { $weapon } eine Bombe auf { $area } ab; sie explodiert, wenn { $who } anhält.
}
b2-bomb-aimed = { $who_you ->
    [yes] Du wirfst mit deiner Waffe { $weapon } auf { $area } eine Bombe auf { $target } ab; sie schlägt ein, wenn du anhältst.
   *[no] { $who } wirft mit der Waffe { $weapon } auf { $area } eine Bombe auf { $target_you ->
        [yes] dich
       *[no] { $target }
    } ab; sie schlägt ein, wenn { $who } anhält.
}
b2-bomb-explodes = { $who_you ->
    [yes] Deine Bombe explodiert auf { $area }.
   *[no] Die Bombe von { $who } explodiert auf { $area }.
}
b2-bomb-lost = { $who_you ->
    [yes] Deine Bombe findet kein Ziel: { $target } ist nicht mehr da.
   *[no] Die Bombe von { $who } findet kein Ziel: { $target_you ->
        [yes] Du bist
       *[no] { $target } ist
    } nicht mehr da.
}
b2-mine-triggers = { $who_you ->
    [yes] Du löst auf { $area } { $kind } aus.
   *[no] { $who } löst auf { $area } { $kind } aus.
}
b2-mine-hits = { $who_you ->
    [yes] Die Mine trifft dich.
   *[no] Die Mine trifft { $who }.
}
b2-mine-misses = { $who_you ->
    [yes] Die Mine verfehlt dich und bleibt scharf.
   *[no] Die Mine verfehlt { $who } und bleibt scharf.
}
b2-mine-slides = Eine Magnetmine auf { $area } heftet sich an { $target_you ->
        [yes] dich
       *[no] { $target }
    }.
b2-ready-to-fire = { $who_you ->
    [yes] Deine Schüsse sind angesagt.
   *[no] { $who } hat die Schüsse angesagt.
}
b2-declared = Du sagst einen Schuss mit deiner Waffe { $weapon } an (bisher { $count } angesagt).
b2-declares = { $who_you ->
    [yes] Du hast angesagt: { $weapon } auf { $target }.
   *[no] { $who } hat angesagt: { $weapon } auf { $target_you ->
        [yes] dich
       *[no] { $target }
    }.
}
b2-declares-area = { $who_you ->
    [yes] Du hast angesagt: { $weapon } auf { $area }.
   *[no] { $who } hat angesagt: { $weapon } auf { $area }.
}
b2-fires = { $who_you ->
    [yes] Du feuerst mit deiner Waffe { $weapon } auf { $target }.
   *[no] { $who } feuert mit der Waffe { $weapon } auf { $target_you ->
        [yes] dich
       *[no] { $target }
    }.
}
b2-fires-area = { $who_you ->
    [yes] Du feuerst mit deiner Waffe { $weapon } auf { $area }.
   *[no] { $who } feuert mit der Waffe { $weapon } auf { $area }.
}
b2-target-gone = { $who_you ->
    [yes] Deine Waffe { $weapon } hat kein Ziel: { $target } ist schon zerstört.
   *[no] Die Waffe { $weapon } von { $who } hat kein Ziel: { $target_you ->
        [yes] Du bist
       *[no] { $target } ist
    } schon zerstört.
}
b2-hits = { $who_you ->
    [yes] Du triffst { $target }.
   *[no] { $who } trifft { $target_you ->
        [yes] dich
       *[no] { $target }
    }.
}
b2-misses = { $who_you ->
    [yes] Du verfehlst { $target }.
   *[no] { $who } verfehlt { $target_you ->
        [yes] dich
       *[no] { $target }
    }.
}
b2-missile-turns = { $who_you ->
    [yes] Deine Rakete schwenkt auf { $target } um.
   *[no] Die Rakete von { $who } schwenkt auf { $target_you ->
        [yes] dich
       *[no] { $target }
    } um.
}
b2-missile-spent = { $who_you ->
    [yes] Deine Rakete findet kein weiteres Ziel.
   *[no] Die Rakete von { $who } findet kein weiteres Ziel.
}
b2-beam-hits = { $who_you ->
    [yes] Deine Waffe { $weapon } erfasst { $target }.
   *[no] Die Waffe { $weapon } von { $who } erfasst { $target_you ->
        [yes] dich
       *[no] { $target }
    }.
}
b2-beams-tear = { $who_you ->
    [yes] Deine beiden Strahlen zerren an { $target }: { $hits ->
        [one] 1 Treffer
       *[other] { $hits } Treffer
    } bei Panzerung -2.
   *[no] Die beiden Strahlen von { $who } zerren an { $target_you ->
        [yes] dir
       *[no] { $target }
    }: { $hits ->
        [one] 1 Treffer
       *[other] { $hits } Treffer
    } bei Panzerung -2.
}
b2-pushed = { $who_you ->
    [yes] Du stößt { $target } weg: kein Nahkampf zwischen euch in dieser Runde.
   *[no] { $who } stößt { $target_you ->
        [yes] dich weg: kein Nahkampf zwischen euch
       *[no] { $target } weg: kein Nahkampf zwischen den beiden
    } in dieser Runde.
}
b2-pulled = { $who_you ->
    [yes] Du ziehst { $target } heran: Ihr dürft in dieser Runde im Nahkampf kämpfen.
   *[no] { $who } zieht { $target_you ->
        [yes] dich heran: Ihr dürft
       *[no] { $target } heran: Die beiden dürfen
    } in dieser Runde im Nahkampf kämpfen.
}
b2-shield-holds = { $who_you ->
    [yes] Dein Schutzfeld hält den Treffer auf.
   *[no] Das Schutzfeld von { $who } hält den Treffer auf.
}
b2-armour-holds = { $who_you ->
    [yes] Deine Panzerung hält.
   *[no] Die Panzerung von { $who } hält.
}
b2-damaged = { $who_you ->
    [yes] Du erleidest Schaden: { $damage } von { $limit }.
   *[no] { $who } erleidet Schaden: { $damage } von { $limit }.
}
b2-fault = { $who_you ->
    [yes] Defekt: { $fault }.
   *[no] { $who } erleidet einen Defekt: { $fault }.
}
b2-part-destroyed = { $who_you ->
    [yes] Dein Bauteil { $card } wird zerstört.
   *[no] Das Bauteil { $card } von { $who } wird zerstört.
}
b2-hand-lost = { $who_you ->
    [yes] Du verlierst das Bauteil { $card } aus deiner Hand.
   *[no] { $who } verliert das Bauteil { $card } aus der Hand.
}
b2-nothing-to-lose = { $who_you ->
    [yes] Du hast kein Bauteil, das du verlieren könntest.
   *[no] { $who } hat kein Bauteil, das verloren gehen könnte.
}
b2-destroyed = { $who_you ->
    [yes] Du wirst { $cause } zerstört!
   *[no] { $who } wird { $cause } zerstört!
}
b2-parts-scrapped = { $who_you ->
    [yes] { $count ->
        [one] Dein Bauteil kommt
       *[other] Deine { $count } Bauteile kommen
    } auf den Ablagestapel.
   *[no] { $count ->
        [one] Das Bauteil von { $who } kommt
       *[other] Die { $count } Bauteile von { $who } kommen
    } auf den Ablagestapel.
}
b2-salvage = { $who_you ->
    [yes] Du verwertest ein Bauteil und beseitigst damit { $what }.
   *[no] { $who } verwertet ein Bauteil und beseitigt damit { $what }.
}
b2-will-return = { $who_you ->
    [yes] Du kehrst in der nächsten Runde mit einem neuen Bot zurück.
   *[no] { $who } kehrt in der nächsten Runde mit einem neuen Bot zurück.
}
b2-doom = { $who_you ->
    [yes] Deine Todesladung explodiert auf { $area }!
   *[no] Die Todesladung von { $who } explodiert auf { $area }!
}
b2-draws = { $who_you ->
    [yes] Du ziehst ein Bauteil.
   *[no] { $who } zieht ein Bauteil.
}
b2-drew = Du hast das Bauteil { $card } gezogen.
b2-deck-empty = { $who_you ->
    [yes] Der Bauteilstapel ist leer: Du ziehst nichts.
   *[no] Der Bauteilstapel ist leer: { $who } zieht nichts.
}
b2-reshuffle = Der Ablagestapel wird in den Bauteilstapel gemischt ({ $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    }).
b2-melee-ready = { $who_you ->
    [yes] Deine Wahl für den Nahkampf steht fest.
   *[no] Die Wahl von { $who } für den Nahkampf steht fest.
}
b2-melee-declared = { $who_you ->
    [yes] Du wählst { $target } als Ziel für den Nahkampf.
   *[no] { $who } wählt { $target_you ->
        [yes] dich
       *[no] { $target }
    } als Ziel für den Nahkampf.
}
b2-melee = { $who_you ->
    [yes] Du kämpfst im Nahkampf gegen { $target }.
   *[no] { $who } kämpft im Nahkampf gegen { $target_you ->
        [yes] dich
       *[no] { $target }
    }.
}
b2-melee-tie = { $who_you ->
    [yes] Gleichstand zwischen dir und { $target } bei { $total }: keine Treffer.
   *[no] Gleichstand zwischen { $who } und { $target_you ->
        [yes] dir
       *[no] { $target }
    } bei { $total }: keine Treffer.
}
b2-melee-won = { $who_you ->
    [yes] Du besiegst { $target } im Nahkampf: { $hits ->
        [one] 1 Treffer
       *[other] { $hits } Treffer
    }.
   *[no] { $who } besiegt { $target_you ->
        [yes] dich
       *[no] { $target }
    } im Nahkampf: { $hits ->
        [one] 1 Treffer
       *[other] { $hits } Treffer
    }.
}
b2-depot = { $who_you ->
    [yes] Du arbeitest am Depot auf { $area }: 2 Punkte zu vergeben.
   *[no] { $who } arbeitet am Depot auf { $area }.
}
b2-repairs = { $who_you ->
    [yes] Du reparierst: Der Schaden steht jetzt bei { $damage }.
   *[no] { $who } repariert: Der Schaden steht jetzt bei { $damage }.
}
b2-fixes = { $who_you ->
    [yes] Du behebst { $fault }.
   *[no] { $who } behebt { $fault }.
}
b2-reloads = { $who_you ->
    [yes] Du lädst deine Waffen nach.
   *[no] { $who } lädt nach.
}
b2-removes = { $who_you ->
    [yes] Du entfernst das Bauteil { $card } und wirfst es ab.
   *[no] { $who } entfernt das Bauteil { $card } und wirft es ab.
}
b2-installs = { $who_you ->
    [yes] Du installierst das Bauteil { $card }.
   *[no] { $who } installiert das Bauteil { $card }.
}
b2-uses = { $who_you ->
    [yes] Du setzt das Bauteil { $card } ein.
   *[no] { $who } setzt das Bauteil { $card } ein.
}
b2-discards = { $who_you ->
    [yes] Du wirfst das Bauteil { $card } ab.
   *[no] { $who } wirft das Bauteil { $card } ab.
}
b2-wins = { $who_you ->
    [yes] Nur dein Bot steht noch: Du gewinnst!
   *[no] Nur der Bot von { $who } steht noch: { $who } gewinnt!
}
b2-draw = Kein Bot steht mehr: Das Spiel endet unentschieden.
b2-limit = Das Rundenlimit ({ $round }) ist erreicht; am meisten Haltbarkeit übrig: { $winners }.

## Ergebnisse
b2-outcome-last = Der letzte verbliebene Bot gewinnt.
b2-outcome-draw = Die letzten Bots wurden zusammen zerstört: unentschieden.
b2-outcome-limit = Das Rundenlimit wurde erreicht: Die meiste verbliebene Haltbarkeit gewinnt.

## Aufforderungen
b2-prompt-place = Stelle deinen { $bot } auf ein leeres Feld
b2-prompt-move = Runde { $round }: Wähle, wie du dich bewegst
b2-prompt-step = Runde { $round }: Bewege dich weiter ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } übrig, { $steps ->
        [one] 1 Feld
       *[other] { $steps } Felder
    } zurückgelegt)
b2-prompt-shoot = Runde { $round }: Sage deine Schüsse an, dann feuere
b2-prompt-melee = Runde { $round }: Wähle ein Ziel für den Nahkampf
b2-prompt-maint = Runde { $round }: Wartung

## Auswahl
b2-choice-auto-move = Bewege dich normal auf den nächsten Bot zu
b2-choice-hunt = Lauere (normales Tempo)
b2-choice-hunt-dash = Lauere (im Sprint)
b2-choice-stay = Bleib hier
b2-choice-dock = Docke am Depot an (kein Schießen)
b2-choice-teleport = Teleportiere dich zu einem zufälligen anderen Teleporter (1 Punkt)
b2-choice-stop = Halte hier an
b2-choice-auto-fire = Feuere alles auf die nächsten Ziele
b2-choice-done-fire = Fertig: Feuere die angesagten Schüsse ab
b2-choice-hold-fire = Schieße in dieser Runde nicht
b2-choice-no-melee = Kein Nahkampf
b2-choice-auto-maint = Erledige die sinnvolle Wartung für mich
b2-choice-repair = Repariere einen Schadenspunkt
b2-choice-draw = Ziehe ein Bauteil
b2-choice-reload = Lade die Waffen mit Ladungen nach
b2-choice-done-maint = Beende die Wartung
b2-choice-normal = Bewege dich normal ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    })
b2-choice-dash = Sprinte ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }, -1 auf Schüsse)
b2-choice-go = Bewege dich nach { $area } ({ $cost ->
        [one] 1 Punkt
       *[other] { $cost } Punkte
    })
b2-choice-drop = Wirf hier mit { $weapon } eine Mine oder Bombe ab
b2-choice-fire = Schieße mit { $weapon } auf { $target }
b2-choice-fire-area = Schieße mit { $weapon } auf { $area }
b2-choice-attack = Greife { $target } an
b2-choice-place = Stelle deinen Bot auf { $area }
b2-choice-fix = Behebe { $fault }
b2-choice-remove = Entferne das Bauteil { $card }
b2-choice-install = Installiere das Bauteil { $card }
b2-choice-use = Setze das Bauteil { $card } ein
b2-choice-discard = Wirf das Bauteil { $card } ab

# What an action looks like (a refusal of a malformed one).
b2-syntax = Ein Zug in Bottisota-2 sieht aus wie 'place C3', 'normal', 'go B2', 'fire autogun 2', 'attack 1', 'repair' oder 'done'.
## Nachzügler, Wahl des Bots, Verwertung
b2-joins = { $who_you ->
    [yes] Du trittst dem Spiel mit einem { $bot } bei.
   *[no] { $who } tritt dem Spiel mit einem { $bot } bei.
}
b2-joins-choosing = { $who_you ->
    [yes] Du trittst dem Spiel bei und wählst deinen Bot.
   *[no] { $who } tritt dem Spiel bei und wählt einen Bot.
}
b2-join-place-now = { $who_you ->
    [yes] Dein Bot wird mit den anderen aufgestellt.
   *[no] Der Bot von { $who } wird mit den anderen aufgestellt.
}
b2-join-place-next = { $who_you ->
    [yes] Dein Bot wird kurz vor Runde { $round } auf ein leeres Feld gestellt.
   *[no] Der Bot von { $who } wird kurz vor Runde { $round } auf ein leeres Feld gestellt.
}
b2-picked = Du wählst den { $bot }; die anderen sehen ihn, sobald alle gewählt haben.
b2-pick-ready = { $who_you ->
    [yes] Du hast deinen Bot gewählt.
   *[no] { $who } hat einen Bot gewählt.
}
b2-plays = { $who_you ->
    [yes] Du spielst den { $bot }.
   *[no] { $who } spielt den { $bot }.
}
b2-prompt-pick = Wähle deinen Bot
b2-prompt-salvage = Runde { $round }: Wähle, was die verwerteten Bauteile reparieren (noch { $parts ->
        [one] 1 Bauteil
       *[other] { $parts } Bauteile
    })
b2-choice-keep = Behalte den gezogenen { $bot }
b2-choice-pick = Spiele den { $bot }
b2-choice-auto-salvage = Erst Schaden reparieren, dann Defekte
b2-choice-salvage = Beseitige { $what }

# Der Tisch (Game.render): Arena und Runde, die Textkarte, die Legende, eine Zeile pro Bot, das Teiledeck.
b2-table-over = { $arena }: Die Partie ist vorbei.
b2-table-picking = { $arena }: Die Bots werden gewählt.
b2-table-placing = { $arena }: Die Bots werden aufgestellt.
b2-table-round = { $arena }, Runde { $round } von { $limit }: { $phase }.
b2-phase-place = Aufstellen
b2-phase-move = Bewegung
b2-phase-shoot = Schießen
b2-phase-melee = Nahkampf
b2-phase-maint = Wartung
b2-table-none = keine
b2-table-walls = Mauern: { $walls }. Mauern mit Öffnung: { $openings }.
b2-table-legend = Gelände: . offen  # Bauwerk  ~ Säure  ^ Flughindernis  =E Förderband (Richtung)  D Depot  T Teleporter;  * Mine  @ Magnetmine
b2-table-bots = Bots:
b2-table-bot = { $number } { $player }: { $model } ({ $move })
b2-table-bot-choosing = { $number } { $player }: wählt einen Bot
b2-table-bot-chosen = { $number } { $player }: Bot gewählt, sichtbar, sobald alle gewählt haben
b2-movetype-wheels = Räder
b2-movetype-tracks = Ketten
b2-movetype-legs = Beine
b2-movetype-flying = fliegend
b2-movetype-hover = schwebend
b2-table-destroyed = { $head }, zerstört
b2-table-choosing = { $head }, wählt einen Bot
b2-table-waiting = { $head }, wartet auf die Aufstellung
b2-table-joining = { $head }, kommt nächste Runde dazu
b2-table-returns = { $head }, zerstört, kehrt nächste Runde zurück
b2-table-flying = { $head }, fliegt nach { $heading }
b2-table-shield = , Schildfeld { $shield }+
b2-table-ammo = { $weapon } (noch { $ammo })
b2-fault-short-aim = Zielen -1
b2-fault-short-slow = langsam
b2-fault-short-armour = Panzerung -1
b2-fault-short-part = Teil zerstört
b2-fault-short-extra = Zusatzschaden
b2-table-bot-state = { $head } auf { $area }: Schaden { $damage } (Defekte ab { $faults_at }, explodiert bei { $explodes_at }), Defekte: { $faults }; Panzerung { $armour }+{ $shield }, Tempo { $dash }/{ $normal }, Nahkampf +{ $melee }; Waffen: { $weapons }; Teile: { $parts }; { $hand } Karten auf der Hand
b2-table-own-hand = { $text } ({ $cards })
b2-table-deck = Teiledeck: { $deck } Karten; Ablagestapel: { $discard } Karten.

# Das Kartenbild (Game.render_image): Titel, Legende und eine Zeile pro Bot.
b2-picture-title = Bottisota-2 — { $arena } · { $what }
b2-picture-picking = die Bots werden gewählt
b2-picture-round = Bottisota-2 — { $arena } · Runde { $round } von { $limit } · { $phase }
b2-picture-won = Bottisota-2 — { $arena } · Runde { $round } · vorbei, gewonnen von { $winners }
b2-picture-draw = Bottisota-2 — { $arena } · Runde { $round } · vorbei, unentschieden
b2-picture-bots = Bots
b2-picture-bot = { $player }{ $you ->
    [yes] { " " }(du)
   *[no] { "" }
}: { $model } ({ $move })
b2-picture-bot-choosing = { $player }: wählt einen Bot
b2-picture-bot-chosen = { $player }: Bot gewählt, sichtbar, sobald alle gewählt haben
b2-picture-at = { $head } auf { $area }
b2-picture-hunting = { $head }, jagt
b2-picture-state = Schaden { $damage } (Defekte ab { $faults_at }, explodiert bei { $explodes_at }); Defekte: { $faults }; Panzerung { $armour }+{ $shield }; Teile: { $parts }
b2-picture-hand = { $text }; deine Hand (nur du siehst sie): { $cards }
b2-key-plain = Offener Boden
b2-key-structure = Bauwerk: Räder und Ketten zahlen 2 Punkte; Deckung (+1 Panzerung) gegen Schüsse, außer für Flieger
b2-key-acid = Säurebecken: ein Bodenbot, der hier von einem Strahl getroffen wird oder im Nahkampf verliert, wird bei einer 6 zerstört
b2-key-obstacle = Flughindernis: Flieger verlassen es nur nach vorn und kämpfen mit -1; getroffen oder besiegt, bei einer 6 zerstört
b2-key-belt = Förderband: der Pfeil ist die Richtung (mit ihr frei, gegen sie +2)
b2-key-depot = Depot: Reparaturen, Teile und Nachladen in der Wartung
b2-key-teleporter = Teleporter: ein Punkt springt zu einem zufälligen anderen Teleporter
b2-key-wall = Mauer: kein Bewegen, kein Schießen hindurch
b2-key-opening = Mauer mit Öffnung: +1 Punkt zum Durchqueren, kein Schießen
b2-key-mine = Mine
b2-key-magmine = Magnetmine (fängt auch Flieger)
b2-key-bot = Bot: die Nummer seines Spielers
b2-key-flier = Flieger im Flug: der Punkt zeigt die Richtung
