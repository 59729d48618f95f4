# Bottisota-3 auf Deutsch (docs/wording.md für die Konventionen, docs/glossary-de.md für die Begriffe).
# Ein Spieler steht für seinen Bot: „Ben steckt den Treffer ein“ heißt, Bens Bot steckt ihn ein.
# Bot- und Systemnamen bleiben finnisch, mit deutscher Erklärung in Klammern.

## Karten, Bots und ihre Teile

# Die Ränge bleiben J, Q, K, A wie in der Handansicht und im Regeltext, damit Karten überall gleich heißen.
b3-card-spade = { $rank }♠
b3-card-heart = { $rank }♥
b3-card-diamond = { $rank }♦
b3-card-club = { $rank }♣
b3-card-joker = 🃏 Joker
# Steht nur im Nominativ oder Akkusativ.
b3-deck-top = die oberste Karte des Stapels

b3-bot-antibotti = Antibotti
b3-bot-egoisti = Egoisti
b3-bot-pasifisti = Pasifisti
b3-bot-pora = Pora
b3-bot-ruostuttaja = Ruostuttaja
b3-bot-sadonkorjaaja = Sadonkorjaaja
b3-bot-siivuri = Siivuri
b3-bot-skitsodroidi = Skitsodroidi
b3-bot-teekuppi = Teekuppi
b3-bot-torkkubotti = Torkkubotti
b3-bot-vinkubotti = Vinkubotti

b3-bot-antibotti-title = Antibotti (Antibot)
b3-bot-egoisti-title = Egoisti (Egoist)
b3-bot-pasifisti-title = Pasifisti (Pazifist)
b3-bot-pora-title = Pora (Bohrer)
b3-bot-ruostuttaja-title = Ruostuttaja (Rostmacher)
b3-bot-sadonkorjaaja-title = Sadonkorjaaja (Erntemaschine)
b3-bot-siivuri-title = Siivuri (Aufschlitzer)
b3-bot-skitsodroidi-title = Skitsodroidi (Schizodroide)
b3-bot-teekuppi-title = Teekuppi (Teetasse)
b3-bot-torkkubotti-title = Torkkubotti (Schlummerbot)
b3-bot-vinkubotti-title = Vinkubotti (Jaulbot)

b3-form-mill = tehomylly (Kraftmühle)
b3-form-thinker = mietiskelijä (Denker)

b3-weapon-gun = Kanonenschuss
b3-weapon-blast = Explosionskanonenschuss
b3-weapon-mega = Megakanonenschuss
b3-weapon-missile = Rakete
b3-weapon-electric = Mega-Elektrorakete
b3-weapon-strike = Nahkampfschlag
b3-weapon-bomb = Bombe
b3-weapon-mine = Mine
b3-weapon-ego = Egofeld-Angriff
b3-weapon-noise = Jaulgeräusch-Angriff

# Karte, Art und Stärke eines Angriffs (steht ohne Artikel, oft nach „Angriff“).
b3-attack = { $card } ({ $weapon }, Stärke { $power })
b3-attack-reflected = { $card } (reflektierter { $weapon }, Stärke { $power })

b3-system-missile-platform = Ohjusalusta (Raketenplattform)
b3-system-double-missile-platform = Tuplaohjusalusta (Doppelraketenplattform)
b3-system-missile-defence = Ohjustorjunta (Raketenabwehr)
b3-system-blast-gun = Posahdustykki „Turbosarjapyssy“ (Explosionskanone)
b3-system-mega-gun = Megatykki „Megagigapyssy“ (Megakanone)
b3-system-targeting = Tähtäinjärjestelmä (Zielsystem)
b3-system-strike-claw = Mättöisku + tartuntakoura (Nahkampfschlag + Greifklaue)
b3-system-strike-fighter = Mättöisku + Taistelija (Nahkampfschlag + Kämpfer)
b3-system-strike-fast = Mättöisku + Nopea (Nahkampfschlag + schnell)
b3-system-extra-shield = Extrasuoja + Hidas (Extraschild + langsam)
b3-system-stealth-field = Häivekenttä (Tarnfeld)
b3-system-shield-field = Suojakenttä (Schutzfeld)

b3-oneshot-repair-kit = Reparaturset
b3-oneshot-smoke-screen = Nebelwand
b3-oneshot-mega-electric = Mega-Elektrorakete
b3-oneshot-active-armour = Aktivpanzerung
b3-oneshot-field-virus = Feldvirus
b3-oneshot-panic-folder = Panikfalter
b3-oneshot-self-destruct = Selbstzerstörung
b3-oneshot-reprogramming = Umprogrammierung

b3-oneshot-repair-kit-about = Korjauspakki (Reparaturset): repariere einen Schaden
b3-oneshot-smoke-screen-about = Savuverho (Nebelwand): Bis zu deinem nächsten Zug kann dich nichts treffen, und du kannst weder schießen noch zuschlagen
b3-oneshot-mega-electric-about = Megasähköohjus (Mega-Elektrorakete): zwei Karten vom Stapel treffen das Ziel und seinen Nahkampf
b3-oneshot-active-armour-about = Aktiivipanssari (Aktivpanzerung): Der Nahkampfschlag trifft auch den Angreifer
b3-oneshot-field-virus-about = kenttävirus (Feldvirus): Bis zu deinem nächsten Zug ist jedes Feld aus
b3-oneshot-panic-folder-about = paniikkipoimutin (Panikfalter): teleportiere dich aus dem Nahkampf; ein Angriff auf dich geht daneben
b3-oneshot-self-destruct-about = itsetuho (Selbstzerstörung): 6 Schaden für deinen Nahkampf, 3 für jeden anderen Bot
b3-oneshot-reprogramming-about = uudelleenohjelmointi (Umprogrammierung): Jeder Bot tauscht alle Karten

b3-topic-defend = Auto-Abwehr
b3-topic-letgo = Auto-Loslassen
b3-topic-fire = Auto-Feuer
b3-topic-cards = Auto-Karten
b3-topic-nobug = Auto-Keine-Sabotage
b3-topic-bugme = Auto-Sabotage-Abwehr
b3-topic-boom = Auto-Bumm

b3-topic-defend-means = verteidige dich mit der billigsten erlaubten Karte
b3-topic-letgo-means = halte weiter fest, folge nur dem Bot, den du festhältst
b3-topic-fire-means = feuere deine besten Karten auf Stürmende, ziele neu, lege keine Minen
b3-topic-cards-means = wirf ab, behalte deine Systeme, nimm den Standardbonus
b3-topic-nobug-means = nie sabotieren: keine Reaktionsfenster für dich
b3-topic-bugme-means = sabotiere nur Karten, die gegen dich gespielt werden: andere Reaktionsfenster verstreichen
b3-topic-boom-means = eine 10♥, die du wegwerfen musst, zündet die Selbstzerstörung nur, wenn das den Sieg bringt, sonst wird sie abgeworfen

## Entscheidungen
# $turn nennt den Zug; $step (die laufende Nummer einer Entscheidung) hält nur deren Kennung frisch.

b3-prompt-turn = Zug { $turn }: Wähle deinen Spielzug
b3-prompt-defend = Zug { $turn }: Verteidige dich gegen { $attacker_you ->
        [yes] deinen eigenen Angriff { $attack }
       *[no] den Angriff { $attack } von { $attacker }
    }
b3-prompt-react = Zug { $turn }: Sabotiere { $played } oder lass es geschehen
b3-prompt-extra = Zug { $turn }: Ziehe deine gescheiterte Abwehr mit dem Extraschild neu oder steck den Treffer ein
b3-prompt-reaim = Zug { $turn }: Richte deinen gestoppten Schuss mit dem Zielsystem neu aus oder lass ihn gestoppt
b3-prompt-letgo = Zug { $turn }: Lass { $other } aus deinem Nahkampf entkommen oder halte { $other } fest
b3-prompt-follow = Zug { $turn }: Folge dem Sturmangriff von { $other } aus deinem Nahkampf oder bleib
b3-prompt-chargefire = Zug { $turn }: Feuere auf den Sturmangriff von { $other } (noch { $count ->
        [one] 1 Waffe
       *[other] { $count } Waffen
    }) oder halte das Feuer zurück
b3-prompt-mine = Zug { $turn }: Lege Minen gegen deine Verfolger (noch { $count ->
        [one] 1 Mine
       *[other] { $count } Minen
    }) oder lege keine
b3-prompt-steal = Zug { $turn }: Wähle, was du { $victim } stiehlst
b3-prompt-dropsys = Zug { $turn }: Entferne jetzt installierte Systeme, um auf dein Kartenlimit zu kommen, oder behalte sie bis zum Auffüllen
b3-prompt-trim = Zug { $turn }: Wirf ab bis auf dein Limit von { $limit ->
        [one] 1 Karte
       *[other] { $limit } Karten
    }
b3-prompt-bonus = Zug { $turn }: Wähle deinen Bonus für die Zerstörung eines Bots
b3-prompt-exchange = Zug { $turn }: Wirf die Karten ab, die du tauschen willst, und zieh dann
b3-prompt-pick = Zug { $turn }: Wähle einen Bot
b3-prompt-boom = Zug { $turn }: Zünde die Selbstzerstörung mit der Karte, die du wegwerfen musst, oder wirf sie einfach ab

# Worum es in einem Reaktionsfenster geht ($who hat die Karte gespielt; nie der Gefragte).
b3-played-attack = den Angriff { $attack } von { $who } auf { $target_you ->
        [yes] dich
       *[no] { $target }
    }
b3-played-block = die Karte { $card } von { $who }, die { $attacker_you ->
        [yes] deinen Angriff
       *[no] den Angriff von { $attacker }
    } stoppte: { $attack }
b3-played-install = die Installation von { $card } durch { $who }: { $system }
b3-played-effect = { $card } von { $who } ({ $name })
b3-played-effect-against = { $card } von { $who } ({ $name }) gegen { $attacker_you ->
        [yes] deinen Angriff { $attack }
       *[no] den Angriff { $attack } von { $attacker }
    }
b3-played-effect-at = { $card } von { $who } ({ $name }) gegen { $target_you ->
        [yes] dich
       *[no] { $target }
    }

b3-group-move = Bewegen
b3-group-attack = Angreifen
b3-group-fire = Abwehrfeuer
b3-group-install = Installieren
b3-group-use = Karte nutzen
b3-group-bug = Sabotage
b3-group-exchange = Tauschen
b3-group-end = Zug beenden
b3-group-standing = Daueranweisungen

b3-choice-gun = Schieße { $card } auf den { $bot } von { $target }
b3-choice-blast = Feuere { $card } aus der Explosionskanone auf den { $bot } von { $target }
b3-choice-mega = Feuere { $card } aus der Megakanone auf den { $bot } von { $target }
b3-choice-missile = Starte { $card } als Rakete auf den { $bot } von { $target }
b3-choice-strike = Setze { $card } als Nahkampfschlag gegen den { $bot } von { $target } ein
b3-choice-bomb = Wirf { $card } als Bombe auf den { $bot } von { $target }
b3-choice-electric = Feuere { $card } (Mega-Elektrorakete) auf den { $bot } von { $target }
b3-choice-mine = Lege { $card } als Mine gegen den { $bot } von { $target }
b3-choice-auto-on = Schalte { $topic } ein: { $means }
b3-choice-auto-off = Schalte { $topic } aus (solange aktiv: { $means })
b3-choice-disengage = Versuche, dich aus dem Nahkampf zu lösen
b3-choice-charge = Stürme auf den { $bot } von { $target } los
b3-choice-exchange = Tausche Karten (statt anzugreifen)
b3-choice-ego = Beende deinen Zug mit einem Egofeld-Angriff: { $card }
b3-choice-donate = Beende deinen Zug und schenke { $receiver } { $card }
b3-choice-selfdestruct = Löse deine eingebaute Selbstzerstörung aus (Itsetuho)
b3-choice-end = Beende deinen Zug
b3-choice-install = Installiere { $card }: { $system }
b3-choice-use = Nutze { $card }: { $about }
b3-choice-bug-system = Sabotiere { $owner_you ->
        [yes] deine eigene installierte Karte { $card }
       *[no] die installierte Karte { $card } von { $owner }
    } mit deinem Joker (sie wird zerstört)
b3-choice-defend = Verteidige dich mit { $card }
b3-choice-defend-deck = Verteidige dich mit der obersten Karte des Stapels
b3-choice-take = Steck den Treffer ein
b3-choice-bug-attack = Sabotiere { $attacker_you ->
        [yes] deine eigene Karte { $card }
       *[no] { $card } von { $attacker }
    } mit deinem Joker (der Angriff wird neutralisiert)
b3-choice-redraw = Ziehe die Abwehr mit deinem Extraschild neu vom Stapel
b3-choice-reaim = Neu zielen: Tausche den Schuss gegen die oberste Karte des Stapels
b3-choice-keep-stopped = Lass den Schuss gestoppt
b3-choice-pin = Halte { $escaper } fest
b3-choice-pin-switch = Halte { $escaper } fest (und lass { $released } los)
b3-choice-let-go = Lass { $escaper } ziehen
b3-choice-follow = Folge { $charger } in den neuen Nahkampf
b3-choice-stay = Bleib zurück
b3-choice-no-mine = Lege keine Mine
b3-choice-hold = Halte das Feuer zurück
b3-choice-steal-hand = Stiehl eine zufällige Karte aus der Hand von { $victim }
b3-choice-steal-system = Stiehl die installierte Karte { $card } von { $victim } auf deine Hand
b3-choice-claw-install = Greif { $card } von { $victim } mit der Klaue und installiere sie
b3-choice-claw-scrap = Greif { $card } von { $victim } mit der Klaue und verschrotte sie
b3-choice-steal-nothing = Stiehl nichts
b3-choice-drop-system = Entferne jetzt deine installierte Karte { $card }
b3-choice-keep-systems = Behalte deine Systeme (abwerfen beim Auffüllen)
b3-choice-discard = Wirf { $card } ab
b3-choice-discard-ten = Wirf { $card } ab (dann wähle: Selbstzerstörung damit oder einfach abwerfen)
b3-choice-remove-system = Entferne deine installierte Karte { $card }
b3-choice-bonus-repair = Repariere einen Schaden
b3-choice-bonus-exchange = Tausche kostenlos Karten
b3-choice-draw = Ziehe bis zu fünf Karten (dann wirf bis auf deinen Zustand ab)
b3-choice-bug = Sabotiere { $owner_you ->
        [yes] deine eigene Karte { $card }
       *[no] { $card } von { $owner }
    } mit deinem Joker (sie wird neutralisiert)
b3-choice-let-it-go = Lass es geschehen
b3-choice-boom = Selbstzerstörung mit { $card }: 6 Schaden für deinen Nahkampf, 3 für jeden anderen Bot
b3-choice-boom-discard = Wirf { $card } einfach ab
b3-choice-pick = Wähle { $bot }

## Ereignisse: der Zug

b3-turn = Zug { $turn }: { $who_you ->
        [yes] Du bist am Zug.
       *[no] { $who } ist am Zug.
    }
b3-enter = { $who_you ->
        [yes] Dein { $bot } zieht in den Kampf (Zustand { $condition }).
       *[no] Der { $bot } von { $who } zieht in den Kampf (Zustand { $condition }).
    }
b3-pick = { $who_you ->
        [yes] Du wählst { $bot }.
       *[no] { $who } wählt { $bot }.
    }
b3-draw = { $who_you ->
        [yes] Du ziehst { $cards }.
       *[no] { $who } zieht { $cards }.
    }
b3-virus-off = Das Feldvirus lässt nach: Felder funktionieren wieder.
b3-schizo = { $who_you ->
        [yes] Deine Schizokarte ist { $card }: Dein Skitsodroidi hat in diesem Zug die Form { $form }.
       *[no] Die Schizokarte von { $who } ist { $card }: Der Skitsodroidi von { $who } hat in diesem Zug die Form { $form }.
    }
b3-snooze = { $who_you ->
        [yes] Du deckst { $card } auf und nickst ein: Dein Zug endet sofort.
       *[no] { $who } deckt { $card } auf und nickt ein: Der Zug von { $who } endet sofort.
    }
b3-awake = { $who_you ->
        [yes] Du deckst { $card } auf und bleibst wach.
       *[no] { $who } deckt { $card } auf und bleibt wach.
    }
b3-noise = { $who_you ->
        [yes] Dein Jaulgeräusch deckt { $card } (Stärke { $power }) gegen alle anderen Bots auf.
       *[no] Das Jaulgeräusch von { $who } deckt { $card } (Stärke { $power }) gegen alle anderen Bots auf.
    }
b3-noise-nothing = { $who_you ->
        [yes] Dein Jaulgeräusch deckt { $card } auf: keine Stärke, kein Angriff.
       *[no] Das Jaulgeräusch von { $who } deckt { $card } auf: keine Stärke, kein Angriff.
    }
b3-auto-on = { $who_you ->
        [yes] Du schaltest die Daueranweisung { $topic } ein.
       *[no] { $who } schaltet die Daueranweisung { $topic } ein.
    }
b3-auto-off = { $who_you ->
        [yes] Du schaltest die Daueranweisung { $topic } aus.
       *[no] { $who } schaltet die Daueranweisung { $topic } aus.
    }
b3-turn-limit = Das Zuglimit von { $limit ->
        [one] 1 Zug
       *[other] { $limit } Zügen
    } ist erreicht: Die Bots im besten Zustand gewinnen.

## Ereignisse: Angriffe und Abwehr

b3-attack-play = { $who_you ->
        [yes] Du greifst { $target } mit { $card } an ({ $weapon }).
       *[no] { $who } greift { $target_you ->
            [yes] dich
           *[no] { $target }
        } mit { $card } an ({ $weapon }).
    }
b3-attack-deck = { $who_you ->
        [yes] Du deckst die oberste Karte des Stapels auf, um { $target } anzugreifen: { $card } ({ $weapon }).
       *[no] { $who } deckt die oberste Karte des Stapels auf, um { $target_you ->
            [yes] dich
           *[no] { $target }
        } anzugreifen: { $card } ({ $weapon }).
    }
b3-charge-fire = { $who_you ->
        [yes] Abwehrfeuer: Du feuerst { $card } auf { $target } ({ $weapon }).
       *[no] Abwehrfeuer: { $who } feuert { $card } auf { $target_you ->
            [yes] dich
           *[no] { $target }
        } ({ $weapon }).
    }
b3-charge-fire-deck = { $who_you ->
        [yes] Abwehrfeuer: Du deckst die oberste Karte des Stapels gegen { $target } auf: { $card } ({ $weapon }).
       *[no] Abwehrfeuer: { $who } deckt die oberste Karte des Stapels gegen { $target_you ->
            [yes] dich
           *[no] { $target }
        } auf: { $card } ({ $weapon }).
    }
b3-hold-fire = { $who_you ->
        [yes] Du hältst das Feuer zurück.
       *[no] { $who } hält das Feuer zurück.
    }
b3-ego = { $who_you ->
        [yes] Dein Egofeld greift { $targets } mit { $card } an.
       *[no] Das Egofeld von { $who } greift { $targets } mit { $card } an.
    }
b3-ego-deck = { $who_you ->
        [yes] Dein Egofeld deckt die oberste Karte des Stapels gegen { $targets } auf: { $card }.
       *[no] Das Egofeld von { $who } deckt die oberste Karte des Stapels gegen { $targets } auf: { $card }.
    }
b3-attack-defend = { $target_you ->
        [yes] Du musst dich gegen den Angriff { $attack } von { $attacker } verteidigen.
       *[no] { $target } muss sich gegen { $attacker_you ->
            [yes] deinen Angriff { $attack }
           *[no] den Angriff { $attack } von { $attacker }
        } verteidigen.
    }
b3-attack-defend-self = { $target_you ->
        [yes] Dein Rückstoß trifft auch deinen eigenen Bot: Du musst dich gegen { $attack } verteidigen.
       *[no] Der Rückstoß von { $target } trifft auch den eigenen Bot: { $target } muss sich gegen { $attack } verteidigen.
    }
b3-attack-armour = { $target_you ->
        [yes] Deine Panzerung ({ $armour }) stoppt den Angriff { $attack } von { $attacker }.
       *[no] Die Panzerung ({ $armour }) von { $target } stoppt { $attacker_you ->
            [yes] deinen Angriff { $attack }
           *[no] den Angriff { $attack } von { $attacker }
        }.
    }
b3-attack-armour-self = { $target_you ->
        [yes] Dein Rückstoß trifft auch deinen eigenen Bot, aber deine Panzerung ({ $armour }) stoppt { $attack }.
       *[no] Der Rückstoß von { $target } trifft auch den eigenen Bot, aber die Panzerung ({ $armour }) von { $target } stoppt { $attack }.
    }
b3-attack-smoke = { $target_you ->
        [yes] Der Angriff { $attack } von { $attacker } verfehlt dich: Du bist im Rauch verborgen.
       *[no] { $attacker_you ->
            [yes] Dein Angriff { $attack } verfehlt { $target }: { $target } ist im Rauch verborgen.
           *[no] Der Angriff { $attack } von { $attacker } verfehlt { $target }: { $target } ist im Rauch verborgen.
        }
    }
b3-attack-smoke-self = { $target_you ->
        [yes] Dein Rückstoß verfehlt deinen eigenen Bot, der im Rauch verborgen ist: { $attack }.
       *[no] Der Rückstoß von { $target } verfehlt den eigenen Bot, der im Rauch verborgen ist: { $attack }.
    }
b3-attack-worthless = { $attacker_you ->
        [yes] Deine Karte { $card } ({ $weapon }) hat gegen { $target } keine Stärke: kein Angriff.
       *[no] { $card } ({ $weapon }) von { $attacker } hat gegen { $target_you ->
            [yes] dich
           *[no] { $target }
        } keine Stärke: kein Angriff.
    }
b3-take-hit = { $who_you ->
        [yes] Du steckst den Treffer ein.
       *[no] { $who } steckt den Treffer ein.
    }
b3-defend-stops = { $who_you ->
        [yes] Du verteidigst dich mit { $card } und stoppst den Angriff.
       *[no] { $who } verteidigt sich mit { $card } und stoppt den Angriff.
    }
b3-defend-fails = { $who_you ->
        [yes] Du verteidigst dich mit { $card }, aber das stoppt den Angriff nicht.
       *[no] { $who } verteidigt sich mit { $card }, aber das stoppt den Angriff nicht.
    }
b3-defend-deck-stops = { $who_you ->
        [yes] Du deckst die oberste Karte des Stapels auf, { $card }, und stoppst den Angriff.
       *[no] { $who } deckt die oberste Karte des Stapels auf, { $card }, und stoppt den Angriff.
    }
b3-defend-deck-fails = { $who_you ->
        [yes] Du deckst die oberste Karte des Stapels auf, { $card }, aber das stoppt den Angriff nicht.
       *[no] { $who } deckt die oberste Karte des Stapels auf, { $card }, aber das stoppt den Angriff nicht.
    }
b3-defend-again = { $who_you ->
        [yes] Du musst dich noch einmal verteidigen.
       *[no] { $who } muss sich noch einmal verteidigen.
    }
b3-redraw-stops = { $who_you ->
        [yes] Dein Extraschild zieht { $card } neu und stoppt den Angriff.
       *[no] Das Extraschild von { $who } zieht { $card } neu und stoppt den Angriff.
    }
b3-redraw-fails = { $who_you ->
        [yes] Dein Extraschild zieht { $card } neu, aber auch das stoppt den Angriff nicht.
       *[no] Das Extraschild von { $who } zieht { $card } neu, aber auch das stoppt den Angriff nicht.
    }
b3-reaim = { $who_you ->
        [yes] Dein Zielsystem richtet den Schuss mit der obersten Karte des Stapels neu aus: { $card } (Stärke { $power }).
       *[no] Das Zielsystem von { $who } richtet den Schuss mit der obersten Karte des Stapels neu aus: { $card } (Stärke { $power }).
    }
b3-reflect = { $who_you ->
        [yes] Dein Reflexionsschild schickt { $card } zurück auf { $attacker }.
       *[no] Das Reflexionsschild von { $who } schickt { $card } zurück auf { $attacker_you ->
            [yes] dich
           *[no] { $attacker }
        }.
    }
b3-emp = { $target_you ->
        [yes] Die EMP-Kanone zwingt dich, eine zufällige Karte zu tauschen: { $card } wird abgeworfen.
       *[no] Die EMP-Kanone zwingt { $target }, eine zufällige Karte zu tauschen: { $card } wird abgeworfen.
    }
b3-emp-ten = { $target_you ->
        [yes] Die EMP-Kanone zwingt dich, eine zufällige Karte zu tauschen: { $card } muss weggeworfen werden.
       *[no] Die EMP-Kanone zwingt { $target }, eine zufällige Karte zu tauschen: { $card } muss weggeworfen werden.
    }
b3-misses = { $target_you ->
        [yes] Der Angriff { $attack } von { $attacker } verfehlt dich.
       *[no] { $attacker_you ->
            [yes] Dein Angriff { $attack } verfehlt { $target }.
           *[no] Der Angriff { $attack } von { $attacker } verfehlt { $target }.
        }
    }

## Ereignisse: Schaden und Zerstörung

b3-damage = { $who_you ->
        [yes] Dein Zustand sinkt um { $amount ->
            [one] 1 Karte
           *[other] { $amount } Karten
        } (noch { $left }).
       *[no] Der Zustand von { $who } sinkt um { $amount ->
            [one] 1 Karte
           *[other] { $amount } Karten
        } (noch { $left }).
    }
b3-fragile-repair = { $who_you ->
        [yes] Dein zerbrechlicher Bot repariert sich sofort mit { $count ->
            [one] einem A♥
           *[other] { $count } A♥-Karten
        } (Zustand { $condition }).
       *[no] Der zerbrechliche Bot von { $who } repariert sich sofort mit { $count ->
            [one] einem A♥
           *[other] { $count } A♥-Karten
        } (Zustand { $condition }).
    }
b3-fragile-break = { $who_you ->
        [yes] Dein zerbrechlicher Bot zerfällt.
       *[no] Der zerbrechliche Bot von { $who } zerfällt.
    }
b3-green-laser = { $who_you ->
        [yes] Der grüne Laser zwingt dich, deine ganze Hand wegzuwerfen: { $cards }.
       *[no] Der grüne Laser zwingt { $who }, die ganze Hand wegzuwerfen: { $cards }.
    }
b3-rust = { $who_you ->
        [yes] Die Rostkanone zerfrisst deine installierte Karte { $card }.
       *[no] Die Rostkanone zerfrisst die installierte Karte { $card } von { $who }.
    }
b3-electric-hit = { $who_you ->
        [yes] Du musst Hand und Systeme tauschen; weg sind: { $cards }.
       *[no] { $who } muss Hand und Systeme tauschen; weg sind: { $cards }.
    }
b3-destroyed = { $who_you ->
        [yes] Dein { $bot } ist zerstört!
       *[no] Der { $bot } von { $who } ist zerstört!
    }
b3-out = { $who_you ->
        [yes] Du hast keine Bots mehr und scheidest aus dem Spiel aus.
       *[no] { $who } hat keine Bots mehr und scheidet aus dem Spiel aus.
    }
b3-reserve = { $who_you ->
        [yes] Du hast noch { $count ->
            [one] 1 Bot
           *[other] { $count } Bots
        } in Reserve: Der nächste kommt in deinem nächsten Zug ins Spiel.
       *[no] { $who } hat noch { $count ->
            [one] 1 Bot
           *[other] { $count } Bots
        } in Reserve: Der nächste kommt im nächsten Zug von { $who } ins Spiel.
    }
b3-explode = { $who_you ->
        [yes] Dein Bot explodiert: 6 Schaden für jeden Bot in seinem Nahkampf, 3 für jeden anderen Bot!
       *[no] Der Bot von { $who } explodiert: 6 Schaden für jeden Bot in seinem Nahkampf, 3 für jeden anderen Bot!
    }
b3-explode-ten = { $who_you ->
        [yes] Deine Karte { $card } geht mit deinem Bot unter und explodiert: 6 Schaden für jeden Bot in seinem Nahkampf, 3 für jeden anderen Bot!
       *[no] Die Karte { $card } von { $who } geht mit dem Bot unter und explodiert: 6 Schaden für jeden Bot in seinem Nahkampf, 3 für jeden anderen Bot!
    }
b3-explode-built-in = { $who_you ->
        [yes] Deine eingebaute Selbstzerstörung geht los: 6 Schaden für jeden Bot in ihrem Nahkampf, 3 für jeden anderen Bot!
       *[no] Die eingebaute Selbstzerstörung von { $who } geht los: 6 Schaden für jeden Bot im Nahkampf, 3 für jeden anderen Bot!
    }
b3-shed = { $who_you ->
        [yes] Du wirfst deine ältesten Karten bis auf dein neues Limit ab: { $cards }.
       *[no] { $who } wirft die ältesten Karten bis auf das neue Limit ab: { $cards }.
    }
b3-selfdestruct-builtin = { $who_you ->
        [yes] Du löst deine eingebaute Selbstzerstörung aus!
       *[no] { $who } löst die eigene eingebaute Selbstzerstörung aus!
    }
b3-selfdestruct-ten = { $who_you ->
        [yes] Du zündest die Selbstzerstörung deiner Karte { $card }!
       *[no] { $who } zündet die Selbstzerstörung der eigenen Karte { $card }!
    }
b3-bonus-repair = { $who_you ->
        [yes] Du reparierst als Bonus für die Zerstörung einen Schaden (Zustand { $condition }).
       *[no] { $who } repariert als Bonus für die Zerstörung einen Schaden (Zustand { $condition }).
    }
b3-bonus-exchange = { $who_you ->
        [yes] Du tauschst als Bonus für die Zerstörung kostenlos Karten.
       *[no] { $who } tauscht als Bonus für die Zerstörung kostenlos Karten.
    }

## Ereignisse: Karten

b3-exchange = { $who_you ->
        [yes] Du tauschst Karten, statt anzugreifen.
       *[no] { $who } tauscht Karten, statt anzugreifen.
    }
b3-discard = { $who_you ->
        [yes] Du wirfst { $card } ab.
       *[no] { $who } wirft { $card } ab.
    }
b3-discard-system = { $who_you ->
        [yes] Du entfernst deine installierte Karte { $card }.
       *[no] { $who } entfernt die eigene installierte Karte { $card }.
    }
b3-discard-all = { $who_you ->
        [yes] Du wirfst { $cards } weg.
       *[no] { $who } wirft { $cards } weg.
    }
b3-boom-discard = { $who_you ->
        [yes] Du wirfst { $card } einfach ab (keine Selbstzerstörung).
       *[no] { $who } wirft { $card } einfach ab (keine Selbstzerstörung).
    }
b3-install = { $who_you ->
        [yes] Du installierst { $card }: { $system }.
       *[no] { $who } installiert { $card }: { $system }.
    }
b3-install-scrapped = { $who_you ->
        [yes] Deine Karte { $card } wird verschrottet statt installiert.
       *[no] Die Karte { $card } von { $who } wird verschrottet statt installiert.
    }
b3-play = { $who_you ->
        [yes] Du spielst { $card } ({ $name }).
       *[no] { $who } spielt { $card } ({ $name }).
    }
b3-play-at = { $who_you ->
        [yes] Du spielst { $card } ({ $name }) gegen { $target }.
       *[no] { $who } spielt { $card } ({ $name }) gegen { $target_you ->
            [yes] dich
           *[no] { $target }
        }.
    }
b3-play-against = { $who_you ->
        [yes] Du spielst { $card } ({ $name }) gegen den Angriff von { $attacker }.
       *[no] { $who } spielt { $card } ({ $name }) gegen { $attacker_you ->
            [yes] deinen Angriff
           *[no] den Angriff von { $attacker }
        }.
    }
b3-repaired = { $who_you ->
        [yes] Dein Reparaturset wirkt: Zustand { $condition }.
       *[no] Das Reparaturset von { $who } wirkt: Zustand { $condition }.
    }
b3-smoke = { $who_you ->
        [yes] Du versteckst dich bis zu deinem nächsten Zug hinter einer Nebelwand.
       *[no] { $who } versteckt sich bis zum eigenen nächsten Zug hinter einer Nebelwand.
    }
b3-teleport = { $who_you ->
        [yes] Du faltest dich in Panik zusammen und teleportierst dich von den anderen Bots weg.
       *[no] { $who } faltet sich in Panik zusammen und teleportiert sich von den anderen Bots weg.
    }
b3-virus = { $who_you ->
        [yes] Das Feldvirus breitet sich aus: Bis zu deinem nächsten Zug funktioniert kein Feld.
       *[no] Das Feldvirus breitet sich aus: Bis zum nächsten Zug von { $who } funktioniert kein Feld.
    }
b3-electric = Die Mega-Elektrorakete deckt { $cards } vom Stapel gegen { $targets } auf.
b3-active-armour = { $who_you ->
        [yes] Deine Aktivpanzerung lenkt den Nahkampfschlag auch auf { $attacker }.
       *[no] Die Aktivpanzerung von { $who } lenkt den Nahkampfschlag auch auf { $attacker_you ->
            [yes] dich
           *[no] { $attacker }
        }.
    }
b3-reprogram-start = { $who_you ->
        [yes] Du programmierst zu Beginn deines Zuges mit einem { $card } alle Bots um: Jeder Bot wirft Hand und Systeme weg und zieht bis zu fünf Karten.
       *[no] { $who } programmiert zu Beginn des eigenen Zuges mit einem { $card } alle Bots um: Jeder Bot wirft Hand und Systeme weg und zieht bis zu fünf Karten.
    }
b3-reprogram = { $who_you ->
        [yes] Du programmierst mit einem { $card } alle Bots um: Jeder Bot wirft Hand und Systeme weg; neue Karten gibt es am Ende des Zuges.
       *[no] { $who } programmiert mit einem { $card } alle Bots um: Jeder Bot wirft Hand und Systeme weg; neue Karten gibt es am Ende des Zuges.
    }
b3-donate = { $who_you ->
        [yes] Du schenkst { $receiver } eine Karte und beendest deinen Zug.
       *[no] { $who } schenkt { $receiver_you ->
            [yes] dir
           *[no] { $receiver }
        } eine Karte und beendet den Zug.
    }
b3-donated-card = Die geschenkte Karte ist { $card }.
b3-steal-hand = { $thief_you ->
        [yes] Du stiehlst eine zufällige Karte aus der Hand von { $victim }.
       *[no] { $thief } stiehlt eine zufällige Karte aus { $victim_you ->
            [yes] deiner Hand
           *[no] der Hand von { $victim }
        }.
    }
b3-stolen-card = Die gestohlene Karte ist { $card }.
b3-steal-system = { $thief_you ->
        [yes] Du stiehlst die installierte Karte { $card } von { $victim } auf deine Hand.
       *[no] { $thief } stiehlt { $victim_you ->
            [yes] deine installierte Karte { $card }
           *[no] die installierte Karte { $card } von { $victim }
        } auf die eigene Hand.
    }
b3-claw-scrap = { $thief_you ->
        [yes] Deine Greifklaue reißt { $card } von { $victim } ab und verschrottet sie.
       *[no] Die Greifklaue von { $thief } reißt { $victim_you ->
            [yes] deine Karte { $card }
           *[no] { $card } von { $victim }
        } ab und verschrottet sie.
    }
b3-claw-install = { $thief_you ->
        [yes] Deine Greifklaue nimmt { $card } von { $victim } und installiert sie.
       *[no] Die Greifklaue von { $thief } nimmt { $victim_you ->
            [yes] deine Karte { $card }
           *[no] { $card } von { $victim }
        } und installiert sie.
    }

## Ereignisse: Sabotage (der Joker)

b3-bug = { $who_you ->
        [yes] Du sabotierst { $card } von { $owner } mit einem Joker: Sie wird neutralisiert.
       *[no] { $who } sabotiert { $owner_you ->
            [yes] deine Karte { $card }
           *[no] { $card } von { $owner }
        } mit einem Joker: Sie wird neutralisiert.
    }
b3-bug-attack = { $who_you ->
        [yes] Du sabotierst { $card } von { $attacker } mit einem Joker: Der Angriff wird neutralisiert.
       *[no] { $who } sabotiert { $attacker_you ->
            [yes] deine Karte { $card }
           *[no] { $card } von { $attacker }
        } mit einem Joker: Der Angriff wird neutralisiert.
    }
b3-bug-system = { $who_you ->
        [yes] Du sabotierst die installierte Karte { $card } von { $owner } mit einem Joker: Sie wird zerstört.
       *[no] { $who } sabotiert { $owner_you ->
            [yes] deine installierte Karte { $card }
           *[no] die installierte Karte { $card } von { $owner }
        } mit einem Joker: Sie wird zerstört.
    }
b3-bug-own-system = { $who_you ->
        [yes] Du sabotierst deine eigene installierte Karte { $card } mit einem Joker: Sie wird zerstört.
       *[no] { $who } sabotiert die eigene installierte Karte { $card } mit einem Joker: Sie wird zerstört.
    }

## Ereignisse: Nahkampf

b3-disengage = { $who_you ->
        [yes] Du versuchst, dich aus dem Nahkampf zu lösen.
       *[no] { $who } versucht, sich aus dem Nahkampf zu lösen.
    }
b3-escape = { $who_you ->
        [yes] Du entkommst dem Nahkampf.
       *[no] { $who } entkommt dem Nahkampf.
    }
b3-pin = { $who_you ->
        [yes] Du hältst { $escaper } fest.
       *[no] { $who } hält { $escaper_you ->
            [yes] dich
           *[no] { $escaper }
        } fest.
    }
b3-let-go = { $who_you ->
        [yes] Du lässt { $escaper } ziehen.
       *[no] { $who } lässt { $escaper_you ->
            [yes] dich
           *[no] { $escaper }
        } ziehen.
    }
b3-pin-switch = { $who_you ->
        [yes] Du lässt { $released } los, um { $escaper } festzuhalten.
       *[no] { $who } lässt { $released_you ->
            [yes] dich
           *[no] { $released }
        } los, um { $escaper_you ->
            [yes] dich
           *[no] { $escaper }
        } festzuhalten.
    }
b3-pinned = { $who_you ->
        [yes] Du kommst nicht weg: festgehalten von { $pinners }.
       *[no] { $who } kommt nicht weg: festgehalten von { $pinners }.
    }
b3-mine = { $who_you ->
        [yes] Du legst { $card } als Mine gegen { $target }.
       *[no] { $who } legt { $card } als Mine gegen { $target_you ->
            [yes] dich
           *[no] { $target }
        }.
    }
b3-mine-deck = { $who_you ->
        [yes] Du deckst die oberste Karte des Stapels als Mine gegen { $target } auf: { $card }.
       *[no] { $who } deckt die oberste Karte des Stapels als Mine gegen { $target_you ->
            [yes] dich
           *[no] { $target }
        } auf: { $card }.
    }
b3-charge = { $who_you ->
        [yes] Du stürmst auf { $target } los.
       *[no] { $who } stürmt auf { $target_you ->
            [yes] dich
           *[no] { $target }
        } los.
    }
b3-follow = { $who_you ->
        [yes] Du folgst { $charger } in den neuen Nahkampf.
       *[no] { $who } folgt { $charger_you ->
            [yes] dir
           *[no] { $charger }
        } in den neuen Nahkampf.
    }
b3-stay = { $who_you ->
        [yes] Du bleibst zurück und folgst { $charger } nicht.
       *[no] { $who } bleibt zurück und folgt { $charger_you ->
            [yes] dir
           *[no] { $charger }
        } nicht.
    }
b3-land = { $who_you ->
        [yes] Du bist jetzt im Nahkampf mit { $others }.
       *[no] { $who } ist jetzt im Nahkampf mit { $others }.
    }

## Das Ende

b3-win-last-bot = { $who_you ->
        [yes] Du hast den letzten Bot im Spiel: Du gewinnst!
       *[no] { $who } hat den letzten Bot im Spiel: { $who } gewinnt!
    }
b3-win-self-destruct = { $who_you ->
        [yes] Die letzten Bots fielen deiner Selbstzerstörung zum Opfer: Du gewinnst!
       *[no] Die letzten Bots fielen der Selbstzerstörung von { $who } zum Opfer: { $who } gewinnt!
    }
b3-win-turn-limit = { $who_you ->
        [yes] Dein Bot ist im besten Zustand: Du gewinnst!
       *[no] Der Bot von { $who } ist im besten Zustand: { $who } gewinnt!
    }
b3-win-shared = Den Sieg teilen sich { $winners }.
b3-win-none = Alle Bots sind zerstört: Niemand gewinnt.

b3-outcome-last-bot = Der letzte verbliebene Bot gewinnt.
b3-outcome-self-destruct = Die letzten Bots fielen einer Selbstzerstörung zum Opfer: Wer sie ausgelöst hat, gewinnt.
b3-outcome-all-destroyed = Alle Bots wurden zerstört.
b3-outcome-turn-limit = Das Zuglimit wurde erreicht: Der beste Zustand gewinnt.

# What an action looks like (a refusal of a malformed one).
b3-syntax = Einen Zug '{ $action }' gibt es in Bottisota-3 nicht.

## Der Tisch (Game.render): Kopf, ein Codeblock mit einer Zeile je Bot, dann Notizen

b3-table-head = **Bottisota-3** Zug { $turn }: { $active_you ->
        [yes] Du bist am Zug.
       *[no] { $active } ist am Zug.
    }
b3-table-deck = Stapel { $deck } · Ablage { $discard } (oben { $top })
b3-table-deck-virus = Stapel { $deck } · Ablage { $discard } (oben { $top }) · Feldvirus von { $virus_you ->
        [yes] dir
       *[no] { $virus }
    }
# Spaltenköpfe (kurz: darunter stehen Zahlen).
b3-col-player = Spieler
b3-col-bot = Bot
b3-col-cond = Zust
b3-col-hand = Hand
b3-col-gun = Kan
b3-col-blast = Expl
b3-col-mega = Mega
b3-col-missile = Rak
b3-col-strike = Schl
b3-col-speed = Tempo
b3-col-armour = Pz
b3-col-melee = Nahk
b3-col-pins = hält
b3-speed-slow = langsam
b3-speed-normal = normal
b3-speed-fast = schnell
b3-table-status-waiting = (wartet)
b3-table-status-destroyed = (zerstört)
b3-table-notes = { $who_you ->
        [yes] Dein Bot { $bot }
       *[no] Bot { $bot } von { $who }
    }: { $notes }
b3-note-installed = installiert: { $systems }
b3-note-systems = eingebaut/aktiv: { $systems }
b3-note-form = Form: { $form }
b3-note-smoke = im Rauch verborgen
b3-note-asleep = eingenickt
b3-note-reserve = Reserve: { $bots }
b3-table-attack = { $attacker_you ->
        [yes] Du greifst { $target } an: { $attack }.
       *[no] { $attacker } greift { $target_you ->
            [yes] dich
           *[no] { $target }
        } an: { $attack }.
    }
b3-table-waiting = { $who_you ->
        [yes] Es wird auf dich gewartet: { $doing }.
       *[no] Es wird auf { $who } gewartet: { $doing }.
    }
b3-table-waiting-reactions = Es wird auf Reaktionen gewartet: { $doing }.
b3-table-auto = Daueranweisungen: { $rules }.
b3-table-auto-rule = { $topic }: { $players }
b3-table-hand = Deine Hand: { $count ->
        [0] (leer)
       *[other] { $cards }
    }
b3-table-over = Spielende: { $reason } Gewonnen { $count ->
        [one] hat
       *[other] haben
    }: { $winners }.
b3-table-over-nobody = Spielende: { $reason } Niemand gewinnt.

# Worauf der Tisch wartet.
b3-task-defend = Abwehr
b3-task-extra = Entscheidung über das Neuziehen mit dem Extraschild
b3-task-reaim = Entscheidung über das Neuzielen
b3-task-letgo = Entscheidung, ob ein Bot ziehen gelassen wird
b3-task-follow = Entscheidung, ob einem Sturmangriff gefolgt wird
b3-task-mine = Minen legen
b3-task-chargefire = Abwehrfeuer auf einen Stürmenden
b3-task-steal = Stehlen
b3-task-dropsys = Entscheidung, ob Systeme abgelegt werden
b3-task-trim = Abwerfen bis auf das Kartenlimit
b3-task-bonus = Wahl des Bonus für die Zerstörung
b3-task-exchange = Karten tauschen
b3-task-pick = Wahl eines Bots
b3-task-boom = Entscheidung, ob eine abgeworfene 10♥ die Selbstzerstörung auslöst
b3-task-react = Reaktionen auf die gerade gespielte Karte

# Eingebaute Systeme und die Besonderheiten der Bots (Notizen des Tisches).
b3-flag-fast = Nopea (schnell)
b3-flag-slow = Hidas (langsam)
b3-flag-extra-shield = Extrasuoja (Extraschild)
b3-flag-stealth-field = Häivekenttä (Tarnfeld)
b3-flag-shield-field = Suojakenttä (Schutzfeld)
b3-flag-super-field = superkenttä (Superfeld)
b3-flag-missile-defence = Ohjustorjunta (Raketenabwehr)
b3-flag-targeting = Tähtäinjärjestelmä (Zielsystem)
b3-flag-fighter = Taistelija (Kämpfer)
b3-flag-megabrawler = Megamättäjä (Megaschläger)
b3-flag-racer = Kaahaaja (Raser)
b3-flag-self-destruct = Itsetuho (Selbstzerstörung)
b3-flag-grab-claw = tartuntakoura (Greifklaue)
b3-flag-reflect = heijastussuoja (Reflexionsschild)
b3-flag-ego-field = egokenttä (Egofeld)
b3-flag-demil-field = demilitarisointikenttä (Entmilitarisierungsfeld)
b3-flag-rust-gun = ruostepyssy (Rostkanone)
b3-flag-emp = EMP-sädetin (EMP-Kanone)
b3-flag-fragile = herkkä (zerbrechlich)
b3-flag-steal = siivous (stehlende Schläge)
b3-flag-schizo = skitso (Schizo)
b3-flag-green-laser = viherlaser (grüner Laser)
b3-flag-donor = lahjoittaja (Schenker)
b3-flag-snoozer = torkkuja (Schlummerer)
b3-flag-kick = potkinta (Rückstoß trifft auch ihn selbst)
b3-flag-noise = vinkukohina (Jaulgeräusch)

## Warum eine Aktion abgelehnt wird

b3-illegal-not-in-hand = Diese Karte ist nicht auf deiner Hand.
b3-illegal-cannot-stop = { $card } hält das nicht auf: { $attack }. Nimm eine Herz 2-10 oder eine mindestens ebenso hohe Karte derselben Farbe (Felder und Nahkampffähigkeiten erweitern das).
b3-illegal-task = Gerade musst du: { $task }.
b3-must-defend = dich gegen einen Angriff verteidigen
b3-must-extra = über das Neuziehen mit dem Extraschild entscheiden (redraw/accept)
b3-must-reaim = über das Neuzielen entscheiden (reaim/accept)
b3-must-letgo = einen Bot ziehen lassen oder festhalten (letgo/pin)
b3-must-follow = einem stürmenden Bot folgen oder bleiben (follow/stay)
b3-must-mine = Minen legen oder nicht
b3-must-chargefire = auf einen Stürmenden feuern oder das Feuer zurückhalten
b3-must-steal = wählen, was du stiehlst
b3-must-dropsys = Systeme ablegen oder behalten
b3-must-trim = bis auf dein Kartenlimit abwerfen
b3-must-bonus = den Bonus für die Zerstörung wählen
b3-must-exchange = Karten für deinen Tausch abwerfen, dann ziehen
b3-must-pick = einen Bot wählen
b3-must-react = die gerade gespielte Karte durchgehen lassen (letgo) oder mit einem Joker sabotieren
b3-must-boom = die Selbstzerstörung mit der 10♥ auslösen, die du abwerfen musst, oder sie einfach abwerfen
b3-illegal-smoke = Du bist im Rauch verborgen und kannst bis zu deinem nächsten Zug weder schießen noch schlagen.
b3-illegal-exchanged = Du hast in diesem Zug Karten getauscht: keine Angriffe.
b3-illegal-one-target = Alle Angriffe eines Zuges gehen gegen einen Bot, und in diesem Zug greifst du einen anderen an.
b3-illegal-not-a-target = Diesen Bot kannst du nicht angreifen.
b3-illegal-target-smoke = Dieser Bot ist im Rauch verborgen.
b3-illegal-needs-melee = Dafür ({ $weapon }) brauchst du einen Bot in deinem Nahkampf: stürme zuerst auf ihn los.
b3-illegal-missile-melee = Raketen können nicht auf einen Bot in deinem eigenen Nahkampf abgefeuert werden.
b3-illegal-demilitarised = Ein Entmilitarisierungsfeld hindert dich am Schießen, solange du mit dem Pasifisti im Nahkampf bist.
b3-illegal-none-left = In diesem Zug hast du nichts mehr übrig: { $weapon } ({ $count } pro Zug).
b3-illegal-wrong-card = { $card } ist dafür nicht verwendbar: { $weapon }.
b3-illegal-ten-at-will = Eine 10♥ löst die Selbstzerstörung nur aus, wenn sie abgeworfen werden muss (Abwerfen bis aufs Limit, erzwungenes Abwerfen), nicht nach Belieben.
b3-illegal-charge = Du darfst nur einmal losstürmen, bevor du angreifst oder tauschst.
b3-illegal-disengage = Du darfst einmal versuchen, dich aus dem Nahkampf zu lösen, zu Beginn deines Zuges und nur im Nahkampf.
b3-illegal-exchange = Du darfst nur statt eines Angriffs tauschen, einmal pro Zug.
