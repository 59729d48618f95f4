# Doomtrooper auf Deutsch (docs/wording.md für die Konventionen, docs/glossary-de.md für die Begriffe).
# Karten sind Namen ohne Artikel („Ann bringt Centurion ins Spiel“); ein Krieger eines Spielers ist
# „{ $card } von Ann“ bzw. „{ $card } von dir“, damit er in jedem Fall und Geschlecht passt.

## Karten (Namen wie gedruckt)

dt-card-01130 = Flush Out the Coward
dt-card-01075 = Destroy Kohort
dt-card-01076 = Destroy Squad
dt-card-01001 = AC-40 "Justifier"
dt-card-01008 = Archangel
dt-card-01015 = Bauhaus Blitzer
dt-card-01018 = Big Bob Watts
dt-card-01020 = Blessed Armor
dt-card-01021 = Blessed Legionnaire
dt-card-01024 = Blindness
dt-card-01033 = Capitol Sword of Honor
dt-card-01035 = Centurion
dt-card-01040 = Child of Ilian
dt-card-01050 = Combat Armor
dt-card-01053 = Composite Armor
dt-card-01061 = Curator
dt-card-01066 = Dark Fire
dt-card-01069 = Deathlockdrum
dt-card-01078 = Dimensional Warp
dt-card-01080 = Discovered
dt-card-01085 = Dragoon
dt-card-01091 = Elemental Ball
dt-card-01092 = Elemental Bolt
dt-card-01094 = Elemental Wall
dt-card-01105 = Evasive Action
dt-card-01136 = Free Marine
dt-card-01149 = Hand of Death
dt-card-01157 = Hussar
dt-card-01163 = Indigestion
dt-card-01164 = Infantry
dt-card-01168 = Initiative
dt-card-01185 = Kratach
dt-card-01186 = L&A Plasma Carbine
dt-card-01194 = Lost Paperwork
dt-card-01195 = Lucky Shot
dt-card-01197 = Malfunction!
dt-card-01201 = Martian Banshee
dt-card-01202 = Max Steiner
dt-card-01208 = Mitch Hunter
dt-card-01209 = Mortificator
dt-card-01211 = Mystic
dt-card-01214 = Necromutant
dt-card-01084 = Doomed
dt-card-01288 = Snub the Cardinal
dt-card-01299 = Suicide Mission
dt-card-01217 = Negative Karma
dt-card-01219 = Nepharite of Algeroth
dt-card-01230 = Portable Force Shield
dt-card-01235 = Positive Karma
dt-card-01237 = Powerful Blow
dt-card-01238 = Premonition
dt-card-01240 = Presence
dt-card-01250 = Razide
dt-card-01257 = Resist Pain
dt-card-01267 = Sacred Warrior
dt-card-01273 = Sea Lion
dt-card-01281 = Shield
dt-card-01286 = SMG Mk. III "Interceptor"
dt-card-01297 = Strike
dt-card-01301 = Sunset Striker
dt-card-01310 = Take Cover
dt-card-01315 = Templar
dt-card-01316 = Terror
dt-card-01328 = Undead Legionnaire
dt-card-01331 = Valkyrie
dt-card-01332 = Vassht
dt-card-01333 = Venusian Ranger
dt-card-01334 = Violator Sword

## Wörter, die in Nachrichten eingesetzt werden

# Stehen in jedem Fall (Nominativ, Akkusativ, Dativ): darum ohne Artikel und ohne gebeugtes Possessiv.
dt-warrior = { $owner_you ->
    [yes] { $card } von dir
   *[no] { $card } von { $owner }
}
dt-covered-warrior = { $owner_you ->
    [yes] Krieger { $place } von dir (verdeckt)
   *[no] Krieger { $place } von { $owner } (verdeckt)
}
# Stehen nur im Nominativ oder Akkusativ.
dt-deck-bauhaus = das Bauhaus-Deck
dt-deck-capitol = das Capitol-Deck
dt-deck-brotherhood = das Brotherhood-Deck
dt-deck-legion = das Dark-Legion-Deck
dt-on = an
dt-off = aus
dt-tactic-fight = Nahkampf
dt-tactic-shoot = Fernkampf
dt-stats-f = Nahkampf
dt-stats-s = Fernkampf
dt-stats-a = Rüstung
dt-stats-v = Wert
dt-stats-fs = Nahkampf und Fernkampf

## Entscheidungen

dt-prompt-deck = Wähle dein Deck
dt-prompt-turn = Zug { $turn }: Führe eine Aktion aus ({ $actions ->
    [one] noch 1 Aktion
   *[other] noch { $actions } Aktionen
})
dt-prompt-tactic = Zug { $turn }: Wähle die Kampftaktik
dt-prompt-combat = Zug { $turn }: Spiele eine Karte im Kampf oder erkläre, dass du fertig bist
dt-prompt-weapon = Zug { $turn }: Wähle die Waffe, die { $warrior } mit der Taktik { $tactic } führt
dt-prompt-points = Teile { $n ->
    [one] den 1 Punkt
   *[other] die { $n } Punkte
} für { $victim } auf Erfolgs- und Schicksalspunkte auf
dt-prompt-discard = Wirf { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} ab (bis auf drei)
dt-prompt-discard-optional = Zug { $turn }: Du darfst noch eine Karte abwerfen

dt-choice-deck = Spiele { $deck }
dt-choice-end = Beende deine Aktionen
dt-choice-meditate = Meditiere (+1 Schicksalspunkt)
dt-choice-play-warrior = Bringe { $card } ins Spiel (zahle { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
})
dt-choice-hide = Bringe { $card } in Deckung ins Spiel (drei Aktionen; bezahlt wird beim Verlassen der Deckung)
dt-choice-cover = Schicke { $warrior } in Deckung
dt-choice-uncover = Hole { $warrior } aus der Deckung
dt-choice-equip = Rüste { $warrior } mit { $card } aus
dt-choice-equip-more = Rüste { $warrior } mit { $card } aus (dieselbe Aktion)
dt-choice-gift = Gib { $warrior } die Gabe { $card }
dt-choice-attack = Greife { $defender } mit { $attacker } an
dt-choice-attack-player = Greife { $target_you ->
    [yes] dich selbst
   *[no] { $target }
} mit { $attacker } an
dt-choice-mission = Gib { $warrior } die Mission { $card }
dt-choice-mission-player = Spiele die Mission { $card } auf { $target_you ->
    [yes] dich selbst
   *[no] { $target }
}
dt-choice-done = Fertig
dt-choice-weapon = Nutze die Waffe { $card }
dt-choice-play = Spiele { $card }
dt-choice-play-on = Spiele { $card } auf { $warrior }
dt-choice-play-on-player = Spiele { $card } auf { $target_you ->
    [yes] dich selbst
   *[no] { $target }
}
dt-choice-play-on-equipment = Spiele { $card } auf { $equipment }
dt-choice-cast = Wirke { $card } mit { $caster } für { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
}
dt-choice-cast-defender = Wirke { $card } mit { $caster }: { $warrior } wird zum Verteidiger
dt-choice-points = { $promotion ->
    [one] 1 Erfolgspunkt
   *[other] { $promotion } Erfolgspunkte
} und { $destiny ->
    [one] 1 Schicksalspunkt
   *[other] { $destiny } Schicksalspunkte
}
dt-choice-discard = Wirf { $card } ab
dt-choice-keep = Behalte deine Hand
dt-choice-auto-combat-on = Daueranweisung an: Im Kampf passen, außer mit einer Kampfkarte auf der Hand
dt-choice-auto-combat-off = Daueranweisung aus: Im Kampf nicht mehr von selbst passen
dt-choice-auto-points-on = Daueranweisung an: Alle erhaltenen Punkte als Erfolgspunkte nehmen
dt-choice-auto-points-off = Daueranweisung aus: Wieder fragen, wie die Punkte aufgeteilt werden

## Ereignisse

dt-deck-chosen = { $who_you ->
    [yes] Du spielst { $deck }.
   *[no] { $who } spielt { $deck }.
}
dt-turn = Zug { $turn }: { $who_you ->
    [yes] Du bist am Zug.
   *[no] { $who } ist am Zug.
}
dt-drew = { $who_you ->
    [yes] Du ziehst
   *[no] { $who } zieht
} { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} (noch { $left } im Deck).
dt-meditate = { $who_you ->
    [yes] Du meditierst und hast jetzt
   *[no] { $who } meditiert und hat jetzt
} { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
}.
dt-play-warrior = { $who_you ->
    [yes] Du bringst
   *[no] { $who } bringt
} { $card } für { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
} ins Spiel.
dt-hide-warrior = { $who_you ->
    [yes] Du bringst verdeckt einen Krieger in Deckung ins Spiel: Krieger { $place }.
   *[no] { $who } bringt verdeckt einen Krieger in Deckung ins Spiel: Krieger { $place }.
}
dt-hide-warrior-own = Dein Krieger in Deckung ist { $card }.
dt-take-cover = { $warrior } geht in Deckung.
dt-leave-cover = { $warrior } verlässt die Deckung.
dt-must-uncover = { $who_you ->
    [yes] Alle deine Krieger sind in Deckung: Deine nächste Aktion muss einen aus der Deckung holen.
   *[no] Alle Krieger von { $who } sind in Deckung: Die nächste Aktion von { $who } muss einen aus der Deckung holen.
}
dt-paid-on-leaving = { $who_you ->
    [yes] Du zahlst
   *[no] { $who } zahlt
} { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
} für { $warrior }.
dt-cannot-pay = { $who_you ->
    [yes] Du kannst
   *[no] { $who } kann
} { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
} für { $warrior } nicht zahlen: Der Krieger wird abgeworfen, { $lost ->
    [0] und alle Schicksalspunkte gehen verloren.
    [one] alle Schicksalspunkte gehen verloren und mit ihnen 1 Erfolgspunkt.
   *[other] alle Schicksalspunkte gehen verloren und mit ihnen { $lost } Erfolgspunkte.
}
dt-equip = { $warrior } wird mit { $card } ausgerüstet.
dt-equip-covered = { $who_you ->
    [yes] Du legst verdeckt eine Karte zu { $warrior }.
   *[no] { $who } legt verdeckt eine Karte zu { $warrior }.
}
dt-gift = { $warrior } erhält die Gabe { $card }.
dt-play-special = { $who_you ->
    [yes] Du spielst
   *[no] { $who } spielt
} { $card }.
dt-cast = { $caster } wirkt { $card } ({ $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
}).
dt-modified = { $card }: { $warrior } erhält für diesen Kampf { $amount } { $stats }.
dt-gain-destiny = { $who_you ->
    [yes] Du erhältst
   *[no] { $who } erhält
} { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
}.
dt-gain-promotion = { $who_you ->
    [yes] Du erhältst
   *[no] { $who } erhält
} { $n ->
    [one] 1 Erfolgspunkt
   *[other] { $n } Erfolgspunkte
}.
dt-lose-promotion = { $who_you ->
    [yes] Du verlierst
   *[no] { $who } verliert
} { $n ->
    [one] 1 Erfolgspunkt
   *[other] { $n } Erfolgspunkte
}.
dt-lose-destiny = { $who_you ->
    [yes] Du verlierst
   *[no] { $who } verliert
} { $n ->
    [one] den einzigen Schicksalspunkt
   *[other] alle { $n } Schicksalspunkte
}.
dt-discovered = { $warrior } wird entdeckt und aufgedeckt.
dt-equipment-discarded = { $warrior } verliert { $card }: Die Karte wird abgeworfen.
dt-takes-cover-in-combat = { $warrior } springt in Deckung.
dt-extra-action = { $who_you ->
    [yes] Du erhältst
   *[no] { $who } erhält
} { $n ->
    [one] 1 zusätzliche Aktion
   *[other] { $n } zusätzliche Aktionen
}.
dt-defender-changed = { $new } ersetzt { $old } als Verteidiger.
dt-attack = { $attacker } greift { $defender } an.
dt-attack-refused = { $attacker } darf { $defender } nicht angreifen: Der aufgedeckte Krieger ist kein erlaubtes Ziel, und der Angriff ist verloren.
dt-attack-player = { $attacker } greift { $target_you ->
    [yes] dich
   *[no] { $target }
} direkt an.
dt-tactic = Die Taktik ist { $tactic }: Angreifer { $attack } gegen Rüstung { $defence_armor }, Verteidiger { $defence } gegen Rüstung { $attack_armor }.
dt-weapon = { $warrior } kämpft mit der Waffe { $card }.
dt-done = { $who_you ->
    [yes] Du bist fertig.
   *[no] { $who } ist fertig.
}
dt-resolve = Der Kampf ist entschieden: Angreifer { $attack } gegen Rüstung { $defence_armor }, Verteidiger { $defence } gegen Rüstung { $attack_armor }.
dt-no-wounds = Niemand wird verwundet.
dt-combat-ends = Ein Kämpfer hat das Spiel verlassen: Der Kampf endet.
dt-wounded = { $warrior } wird verwundet.
dt-killed = { $warrior } wird getötet.
dt-attachments-discarded = { $n ->
    [one] Mit dem Krieger wird 1 Karte abgeworfen.
   *[other] Mit dem Krieger werden { $n } Karten abgeworfen.
}
dt-points = { $who_you ->
    [yes] Du nimmst
   *[no] { $who } nimmt
} { $promotion ->
    [one] 1 Erfolgspunkt
   *[other] { $promotion } Erfolgspunkte
} und { $destiny ->
    [one] 1 Schicksalspunkt
   *[other] { $destiny } Schicksalspunkte
}.
dt-discard = { $who_you ->
    [yes] Du wirfst { $card } ab.
   *[no] { $who } wirft { $card } ab.
}
dt-end-actions = { $who_you ->
    [yes] Du beendest deine Aktionen.
   *[no] { $who } beendet die eigenen Aktionen.
}
dt-out = { $who_you ->
    [yes] Du hattest zwei Züge lang keinen Krieger: Du scheidest aus.
   *[no] { $who } hatte zwei Züge lang keinen Krieger und scheidet aus.
}
dt-second-attack = { $who_you ->
    [yes] Dank Initiative darfst du noch einmal angreifen.
   *[no] Dank Initiative darf { $who } noch einmal angreifen.
}
dt-mission-warrior = { $warrior } übernimmt die Mission { $card }.
dt-mission-player = { $who_you ->
    [yes] Du spielst
   *[no] { $who } spielt
} die Mission { $card } auf { $target_you ->
    [yes] dich.
   *[no] { $target }.
}
dt-mission-fulfilled = { $who_you ->
    [yes] Du erfüllst
   *[no] { $who } erfüllt
} die Mission { $card } im Wert von { $n ->
    [one] 1 Punkt
   *[other] { $n } Punkten
}.
dt-standing-combat = Daueranweisung „im Kampf passen, außer mit einer Kampfkarte auf der Hand“: { $on }.
dt-standing-points = Daueranweisung „alle Punkte als Erfolgspunkte“: { $on }.

## Ergebnisse

dt-outcome-goal = Ein Spieler hat das Ziel an Erfolgspunkten erreicht.
dt-outcome-decks = Alle Decks sind leer: Die meisten Erfolgspunkte gewinnen.
dt-outcome-last = Nur noch ein Spieler ist übrig.
dt-card-on-player = Die Karte { $card } liegt nun vor { $who_you ->
    [yes] dir.
   *[no] { $who }.
}
dt-card-off-player = Die Karte { $card } wird abgeworfen: { $who_you ->
    [yes] Du hast
   *[no] { $who } hat
} keine Schicksalspunkte mehr.
dt-lose-destiny-n = { $who_you ->
    [yes] Du verlierst
   *[no] { $who } verliert
} durch die Karte { $card } { $n ->
    [one] 1 Schicksalspunkt.
   *[other] { $n } Schicksalspunkte.
}
dt-mission-self = { $who_you ->
    [yes] Du übernimmst
   *[no] { $who } übernimmt
} selbst die Mission { $card }.

# What an action looks like (a refusal of a malformed one).
dt-syntax = Züge sehen so aus: 'play k01214_3', 'attack w2 w5', 'fight', 'done' oder 'end'.
## Deck building and the card browser (bot/decks.py, bot/games/doomtrooper/decklists.py)

dt-deck-own = das Deck { $name }
dt-deck-show-line = { $n } × { $card } ({ $type })
dt-deck-error-unknown-card = Es gibt keine Doomtrooper-Karte namens „{ $card }“.
dt-deck-error-name = Der Name eines Decks hat 1 bis { $max } Zeichen: Buchstaben, Ziffern, Leerzeichen und - ' . , ! & ( ) + #, darunter mindestens ein Buchstabe oder eine Ziffer.
dt-deck-error-preset-name = „{ $deck }“ ist der Name eines vorgefertigten Decks; gib deinem einen anderen Namen.
dt-deck-error-exists = Du hast schon ein Deck namens { $deck }.
dt-deck-error-too-many-decks = Du kannst höchstens { $max } Decks behalten; lösche zuerst eines.
dt-deck-error-none = Du hast noch kein Deck; fang eines mit /deck new an.
dt-deck-error-unknown = Du hast kein Deck namens „{ $deck }“.
dt-deck-error-count = Füge 1 bis { $max } Exemplare auf einmal hinzu oder nimm sie heraus.
dt-deck-error-too-many = { $card } darf höchstens { $limit }-mal in einem Deck sein (so wären es { $count }).
dt-deck-error-not-in-deck = { $card } ist nicht im Deck.
dt-deck-error-too-long = Eine Liste hat höchstens { $max } Zeilen.
dt-deck-error-lines = { $count ->
    [one] Eine Zeile der Liste ist nicht lesbar; nichts wurde gespeichert:
   *[other] { $count } Zeilen der Liste sind nicht lesbar; nichts wurde gespeichert:
}
dt-deck-error-illegal = Mit dem Deck { $deck } kann noch nicht gespielt werden:
dt-deck-error-illegal-at-start = Mit dem Deck { $deck } von { $player } kann nicht mehr gespielt werden:
dt-deck-error-gone = Das Deck { $deck } von { $player } gibt es nicht mehr; { $player } muss mit einem anderen Deck neu beitreten.
dt-deck-error-no-decks = { $game } wird nicht mit eigenen Decks gespielt.
dt-deck-problem-too-few = Es hat { $count } { $count ->
    [one] Karte
   *[other] Karten
}: { $missing } weniger als die { $min }, die ein Deck braucht.
dt-deck-problem-too-many = { $card }: { $count } Exemplare, höchstens { $limit }.
dt-deck-problem-banned = { $card } darf nicht in einem Deck sein.
dt-deck-problem-gone = Eine Karte (Nummer { $code }) ist nicht mehr im Spiel.
dt-deck-line-unreadable = Zeile { $line }: „{ $text }“ ist keine Anzahl mit Kartennamen.
dt-deck-line-unknown = Zeile { $line }: Es gibt keine Karte namens „{ $card }“.
dt-deck-line-count = Zeile { $line }: { $count } Exemplare von { $card }; gib mindestens 1 an.
dt-card-type-warrior = Krieger
dt-card-type-equipment = Ausrüstung
dt-card-type-special = Spezialkarte
dt-card-type-art = Zauber der Kunst
dt-card-type-symmetry = Gabe der Dunklen Symmetrie
dt-card-type-mission = Mission
dt-card-type-fortification = Befestigung
dt-faction-general = allgemein
dt-faction-bauhaus = Bauhaus
dt-faction-capitol = Capitol
dt-faction-cybertronic = Cybertronic
dt-faction-imperial = Imperial
dt-faction-mishima = Mishima
dt-faction-brotherhood = Brotherhood
dt-faction-legion = Dark Legion
dt-sheet-type = Art
dt-sheet-personality = { $type }, Persönlichkeit
dt-sheet-faction = Fraktion
dt-sheet-stats = Nahkampf / Fernkampf / Rüstung / Wert
dt-sheet-stats-values = { $f } / { $s } / { $a } / { $v }
dt-sheet-aspects = Aspekte der Kunst
dt-sheet-limit = Exemplare je Deck
dt-sheet-text = Text
dt-sheet-ruling = Entscheidung { $number }
