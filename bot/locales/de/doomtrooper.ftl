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
dt-card-01003 = AH/UH-19 Grapeshot Guardian
dt-card-01013 = Bacteria Grenade
dt-card-01017 = Bayonet
dt-card-01032 = CAP 7000P
dt-card-01048 = Clansman
dt-card-01049 = Clansman Claymore
dt-card-01062 = Curator Sword
dt-card-01064 = Cybernetic Power Arm
dt-card-01065 = Cybernetic Retinas
dt-card-01128 = First Aid Kit
dt-card-01138 = Fukimura No. 12 "Kamikaze"
dt-card-01142 = Gehenna Puker
dt-card-01144 = Golden Lion
dt-card-01148 = Grenade Launcher
dt-card-01153 = Heretic
dt-card-01155 = HMG Mk. XIXb "Charger"
dt-card-01160 = Imperial Doomlord
dt-card-01161 = Imperial Southpaw
dt-card-01196 = Machinator
dt-card-01210 = Mortis Sword
dt-card-01224 = Nimrod Autocannon
dt-card-01228 = Personal Anti-Personnel Mines
dt-card-01244 = Psycho-Scanner
dt-card-01245 = Punisher Blade
dt-card-01246 = Punisher Handgun
dt-card-01247 = Purple Shark
dt-card-01248 = Radar Scanner
dt-card-01261 = Reverberating Sharpener
dt-card-01268 = Samurai
dt-card-01270 = Scalper
dt-card-01272 = Scythe of Semai
dt-card-01280 = Sherman .74 Model 13 "Bolter"
dt-card-01282 = Shrieketh
dt-card-01287 = Smoke Bomb
dt-card-01305 = T-32 "Wolfclaw" JBT
dt-card-01314 = Telescopic Sight
dt-card-01319 = Ticker
dt-card-01002 = Agent Nick Michaels
dt-card-01004 = Airman Trevor Bartholomew
dt-card-01005 = Alakhai the Cunning
dt-card-01009 = Archinquisitor Nikodemus
dt-card-01019 = Billy
dt-card-01022 = Blessed Vestal Laura
dt-card-01025 = Blood Beret
dt-card-01030 = Cairath
dt-card-01031 = Callistonian Intruder
dt-card-01034 = Cardinal Dominic
dt-card-01038 = Chasseur
dt-card-01039 = ChemiMan
dt-card-01051 = Combat Warhead
dt-card-01059 = Crenshaw the Mortificator
dt-card-01060 = Cuirassier
dt-card-01063 = Cybercurity MP
dt-card-01089 = Edward S. Murdoch
dt-card-01103 = Etoiles Mortant
dt-card-01106 = Ex-Bauhaus Freelancer
dt-card-01107 = Ex-Capitol Freelancer
dt-card-01108 = Ex-Cybertronic Freelancer
dt-card-01109 = Ex-Imperial Freelancer
dt-card-01110 = Ex-Mishima Freelancer
dt-card-01123 = Ezoghoul
dt-card-01125 = Fay & Klaus
dt-card-01150 = Hatamoto
dt-card-01159 = Immaculate Fury
dt-card-01169 = Inquisitor
dt-card-01170 = Inquisitor Majoris
dt-card-01187 = Lane Chung
dt-card-01188 = Legionnaire of Semai
dt-card-01220 = Nepharite of Demnogonis
dt-card-01221 = Nepharite of Ilian
dt-card-01222 = Nepharite of Muawijhe
dt-card-01223 = Nepharite of Semai
dt-card-01227 = Pam Afton
dt-card-01241 = Pretorian Stalker
dt-card-01249 = RAMS Air Cavalry
dt-card-01263 = Revisor
dt-card-01264 = Rogue
dt-card-01271 = Screaming Legionnaire
dt-card-01274 = Sean Gallagher
dt-card-01278 = Sgt. McBride
dt-card-01300 = Suicide Warhead
dt-card-01311 = Tatsu
dt-card-01327 = Twitcher
dt-card-01330 = Valerie Duval
dt-card-01338 = Wolfbane Light Cavalry
dt-card-01339 = Yojimbo
dt-card-01340 = Young Guard
dt-card-01341 = Zenithian Soulslayer
dt-card-01182 = Keeper of the Art
dt-card-01112 = Exorcise Dark Influences
dt-card-01113 = Exorcise Disease
dt-card-01114 = Exorcise Evil Thoughts
dt-card-01115 = Exorcise Infection
dt-card-01116 = Exorcise Poison
dt-card-01117 = Exorcise Self
dt-card-01118 = Exorcise Wound
dt-card-01122 = Explosion
dt-card-01131 = Fly
dt-card-01146 = Greater Hypnosis
dt-card-01162 = Improve Self
dt-card-01179 = Invulnerability
dt-card-01190 = Lesser Hypnosis
dt-card-01191 = Lesser Telepathy
dt-card-01192 = Levitation
dt-card-01242 = Proficiency
dt-card-01256 = Resist Elements
dt-card-01290 = Speed
dt-card-01054 = Confuse
dt-card-01070 = Decay
dt-card-01071 = Deform
dt-card-01077 = Dimensional Hole
dt-card-01081 = Disrupt Power
dt-card-01082 = Distort
dt-card-01158 = Illusion
dt-card-01165 = Infection
dt-card-01171 = Insane Dance
dt-card-01205 = Mind Melt
dt-card-01231 = Portal of Dark Healing
dt-card-01233 = Portal of Undeath
dt-card-01277 = Send Dreams
dt-card-01285 = Sleep
dt-card-01320 = Time Death
dt-card-01010 = Assassination
dt-card-01047 = Clan Infighting
dt-card-01067 = Dark Kohort
dt-card-01111 = Exonerated Ronin
dt-card-01126 = Fifteen Minutes of Fame
dt-card-01139 = Fury of the Clansmen
dt-card-01176 = Internal Affairs Crackdown
dt-card-01218 = Nepharite Hunt
dt-card-01243 = Prove Your Valor
dt-card-01251 = Recalled
dt-card-01322 = Traitor Discovered
dt-card-01335 = Well-Rounded Squad
dt-card-01336 = Whispers of Heresy
dt-card-01006 = Ambush
dt-card-01012 = Automatic Fire
dt-card-01023 = Blind Fury
dt-card-01026 = Blood Lust
dt-card-01027 = Bogged Down
dt-card-01029 = Botched Orders
dt-card-01036 = Changeling Empathy
dt-card-01037 = Chasm!
dt-card-01041 = Chosen
dt-card-01056 = Corporate Shenanigans
dt-card-01057 = Corrupt Shield
dt-card-01058 = Cowardice
dt-card-01073 = Demoted
dt-card-01074 = Desperate Measures
dt-card-01086 = Dull Blade
dt-card-01093 = Elemental Empathy
dt-card-01096 = Essence of Clarity
dt-card-01097 = Essence of Integrity
dt-card-01098 = Essence of Morality
dt-card-01099 = Essence of Purity
dt-card-01100 = Essence of Rectitude
dt-card-01101 = Essence of Virtue
dt-card-01120 = Exorcism Empathy
dt-card-01124 = Fallen From Favor
dt-card-01132 = Forced March
dt-card-01133 = Fortune of War
dt-card-01151 = Heavy Fog
dt-card-01154 = Hidden in the Shadows
dt-card-01183 = Kinetic Empathy
dt-card-01199 = Manipulative Empathy
dt-card-01203 = Mental Constitution
dt-card-01204 = Mentalism Empathy
dt-card-01212 = Mystical Training
dt-card-01215 = Necromutant Frenzy
dt-card-01226 = Out of Ammo
dt-card-01239 = Premonition Empathy
dt-card-01254 = Repentance
dt-card-01255 = Reputation
dt-card-01259 = Retreat!
dt-card-01262 = Reversal of Fortune
dt-card-01265 = Ruthless Efficiency
dt-card-01266 = Sabotage!
dt-card-01296 = Strength of Will
dt-card-01302 = Surprise Attack
dt-card-01306 = Tactical Advantage
dt-card-01309 = Take Aim
dt-card-01326 = Twist of Fate
dt-card-01016 = Bauhaus Great Infurior
dt-card-01042 = Citadel of Algeroth
dt-card-01043 = Citadel of Demnogonis
dt-card-01044 = Citadel of Ilian
dt-card-01045 = Citadel of Muawijhe
dt-card-01046 = Citadel of Semai
dt-card-01072 = Demolition Kit
dt-card-01088 = Earthquake
dt-card-01102 = Establish Defensive Perimeter
dt-card-01134 = Foxhole
dt-card-01137 = Fukido
dt-card-01152 = Heimburg
dt-card-01166 = Infiltration
dt-card-01174 = Installation
dt-card-01193 = Longshore
dt-card-01269 = San Dorado
dt-card-01275 = Secret HQ
dt-card-01284 = Siege of the Citadel
dt-card-01291 = Spiked Barricade
dt-card-01303 = Surprise Invasion!
dt-card-01317 = The Cathedral
dt-card-01318 = The HQ
dt-card-01323 = Trencher
dt-card-01104 = Evasion Training
dt-card-01129 = Flow of Acid
dt-card-01135 = Framed!
dt-card-01167 = Influence
dt-card-01173 = Inspired
dt-card-01177 = Invoke Frenzy
dt-card-01200 = Martial Training
dt-card-01279 = Sharpshooter
dt-card-01283 = Shroud
dt-card-01295 = Strategic Restructuring
dt-card-01321 = Time Rot
dt-card-01337 = Wind of Insanity
dt-card-01229 = Phantasm
dt-card-01028 = Born with a Silver Spoon
dt-card-01140 = Gale Force Winds
dt-card-01181 = Joy of Victory

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

dt-choice-cast-copy = { $card } mit { $caster } wirken: die Werte von { $warrior } annehmen
dt-choice-use-steps = { $card } für { $n } Schicksalspunkte einsetzen
dt-choice-play-steps = { $choice }, für { $n } Schicksalspunkte

dt-choice-fortify = { $card } ins Spiel bringen
dt-choice-fortify-warrior = { $card } an { $warrior } geben





dt-choice-use-on-equipment = { $card } gegen { $equipment } einsetzen


dt-choice-use-own = Fähigkeit von { $warrior } einsetzen

dt-choice-boast = Kündige einen Angriff von { $warrior } für deinen nächsten Zug an
dt-choice-use = { $card } einsetzen (Träger: { $warrior })
dt-choice-use-on = { $card } auf { $warrior } einsetzen
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
dt-deck-error-unknown-card = Es gibt keine Doomtrooper-Karte namens „{ $card }“.
dt-deck-error-name = Der Name eines Decks hat 1 bis { $max } Zeichen: Buchstaben, Ziffern, Leerzeichen und - ' . , ! & ( ) + #, darunter mindestens ein Buchstabe oder eine Ziffer.
dt-deck-error-too-many = { $card } darf höchstens { $limit }-mal in einem Deck sein (so wären es { $count }).
dt-deck-error-not-in-deck = { $card } ist nicht im Deck.
dt-deck-error-too-long = Eine Liste hat höchstens { $lines } Zeilen und { $characters } Zeichen.
dt-deck-error-lines = { $count ->
    [one] Eine Zeile der Liste ist nicht lesbar; nichts wurde gespeichert:
   *[other] { $count } Zeilen der Liste sind nicht lesbar; nichts wurde gespeichert:
}
dt-deck-error-illegal = Mit dem Deck { $deck } kann noch nicht gespielt werden:
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
dt-sheet-personality = { $type }, Persönlichkeit
dt-sheet-spell = { $type } ({ $aspect }, { $spell })
dt-sheet-faction = Fraktion
dt-sheet-stats = Nahkampf / Fernkampf / Rüstung / Wert
dt-sheet-stats-values = { $f } / { $s } / { $a } / { $v }
dt-sheet-aspects = Aspekte der Kunst
dt-sheet-limit = Exemplare je Deck
dt-use = { $warrior } setzt { $card } ein.
dt-healed = { $warrior } wird geheilt.
dt-protected = { $warrior } kann in diesem Kampf nicht verwundet werden.
dt-escape = { $n ->
    [0] { $warrior } entwischt aus dem Kampf.
   *[other] { $warrior } flieht für { $n } Schicksalspunkte aus dem Kampf.
}
dt-combat-called-off = Der Kampf endet ohne Wunden.
dt-coin-heads = Die Münze zeigt Kopf: { $card } ist verloren.
dt-coin-tails = Die Münze zeigt Zahl: { $card } bleibt.
dt-summoned = { $who_you ->
    [yes] Dank { $source } kommt { $card } aus deinem Stapel zu dir.
   *[no] Dank { $source } kommt { $card } aus dem Stapel von { $who } ins Spiel.
}
dt-summon-none = { $who_you ->
    [yes] Dein Stapel hält keinen Krieger, den { $card } bringen könnte.
   *[no] Der Stapel von { $who } hält keinen Krieger, den { $card } bringen könnte.
}
dt-diseased = { $warrior } ist verseucht.
dt-disease = Die Seuche zehrt an { $warrior }: Sein Wert ist jetzt { $n }.
dt-disease-kills = { $warrior } erliegt der Seuche und wird abgeworfen.
dt-second-attack-follow = { $warrior } darf noch einmal angreifen.
dt-use-own = { $warrior } setzt seine eigene Fähigkeit ein.
dt-pay-destiny = { $who_you ->
    [yes] Du zahlst
   *[no] { $who } zahlt
} { $n } Schicksalspunkte.
dt-exiled = { $owner_you ->
    [yes] Deine Karte { $card } wird
   *[no] Die Karte { $card } von { $owner } wird
} ganz aus dem Spiel genommen.
dt-winds = { $who_you ->
    [yes] Du rufst
   *[no] { $who } ruft
} die Winde des Wahnsinns: { $n } Schaden für jeden Krieger im Spiel.
dt-boast = { $warrior } prahlt mit dem Angriff der nächsten Runde.
dt-mission-void = { $who_you ->
    [yes] Deine Mission { $card } ist erfüllt, bringt aber nichts: Die Mission deines Hatamoto geht vor.
   *[no] Die Mission { $card } von { $who } ist erfüllt, bringt aber nichts: Die Mission des Hatamoto geht vor.
}
dt-exorcised = { $card } von { $warrior } zählt in diesem Kampf nicht.
dt-tactic-switched = Die Taktik wechselt zu { $tactic }.
dt-first-strike = { $warrior } schlägt zuerst zu.
dt-status-fly = { $warrior } erhebt sich in die Luft: Bis zum nächsten Zug seines Spielers kann es nicht angegriffen werden.
dt-status-double = { $warrior } verdoppelt seine aufgedruckten Werte bis zum nächsten Zug seines Spielers.
dt-status-invulnerable = { $warrior } kann bis zum nächsten Zug seines Spielers nicht verwundet werden.
dt-status-ds-immune = Karten der Dunklen Symmetrie berühren { $warrior } bis zum nächsten Zug seines Spielers nicht.
dt-proficient = In diesem Zug kosten die Zauber von { $warrior } weniger.
dt-sent-to-cover = { $warrior } wird in Deckung getrieben.
dt-status-asleep = { $warrior } schläft ein: Bis zum nächsten Zug dessen, der es einschläferte, greift es nicht an und wird nicht angegriffen.
dt-mission-armed = { $who_you ->
    [yes] Deine Mission { $card } ist erfüllt, solange es so bleibt: Halte es bis zum Ende deines nächsten Zuges.
   *[no] Die Mission { $card } von { $who } gilt: Hält es bis zum Ende ihres nächsten Zuges, ist sie erfüllt.
}
dt-card-on-warrior = { $card } liegt jetzt auf { $warrior }.
dt-retreat = { $warrior } zieht sich aus dem Kampf zurück.
dt-weapon-doubled = Der Bonus von { $card } zählt in diesem Kampf doppelt für { $warrior }.
dt-card-voided = { $card } zählt in diesem Kampf nicht.
dt-mission-discarded = Die Mission { $card } wird abgeworfen.
dt-shenanigans = Alle verlieren die Hälfte ihrer Erfolgspunkte und alle Schicksalspunkte.
dt-killed-by-card = { $warrior } wird abgeworfen.
dt-demoted = { $warrior } wird degradiert: Sein Wert ist jetzt { $n }.
dt-team-ds-immune = { $who_you ->
    [yes] Bis zu deinem nächsten Zug berühren Karten der Dunklen Symmetrie deine Doomtrooper nicht.
   *[no] Bis zum nächsten Zug von { $who } berühren Karten der Dunklen Symmetrie deren Doomtrooper nicht.
}
dt-swap-destiny = { $who_you ->
    [yes] Du tauschst die Schicksalspunkte mit { $target }.
   *[no] { $who } tauscht die Schicksalspunkte mit { $target_you ->
        [yes] dir
       *[no] { $target }
    }.
}
dt-battlefield-chasm = Bis zum nächsten Zug dessen, der sie spielte, gibt es nur Fernkämpfe.
dt-battlefield-fog = Bis zum nächsten Zug dessen, der sie spielte, gibt es nur Nahkämpfe.
dt-bonus-attack = { $who_you ->
    [yes] Du darfst in diesem Zug noch einmal angreifen.
   *[no] { $who } darf in diesem Zug noch einmal angreifen.
}
dt-will-skip = { $who_you ->
    [yes] Du setzt deinen nächsten Zug aus.
   *[no] { $who } setzt den nächsten Zug aus.
}
dt-extra-turn = { $who_you ->
    [yes] Nach diesem Zug bist du gleich noch einmal dran.
   *[no] Nach diesem Zug ist { $who } gleich noch einmal dran.
}
dt-fewer-actions = { $who_you ->
    [yes] In deinem nächsten Zug hast du { $n } Aktion weniger.
   *[no] { $who } hat im nächsten Zug { $n } Aktion weniger.
}
dt-takes-extra-turn = { $who_you ->
    [yes] Du bist noch einmal dran.
   *[no] { $who } ist noch einmal dran.
}
dt-turn-skipped = { $who_you ->
    [yes] Du setzt diesen Zug aus.
   *[no] { $who } setzt diesen Zug aus.
}
dt-status-shadows = { $warrior } verbirgt sich in den Schatten: +3 Rüstung.
dt-status-fury = Blinde Wut packt { $warrior }: Es darf jeden Krieger angreifen.
dt-second-attack-lust = { $who_you ->
    [yes] Dank Blood Lust darfst du noch einmal angreifen.
   *[no] Dank Blood Lust darf { $who } noch einmal angreifen.
}
dt-fortify = { $who_you ->
    [yes] Du bringst { $card } ins Spiel
   *[no] { $who } bringt { $card } ins Spiel
}{ $n ->
    [0] .
   *[other] {" "}für { $n } Schicksalspunkte.
}
dt-fortify-warrior = { $warrior } wird von { $card } geschützt.
dt-razed = { $card } wird geschleift.
dt-use-site = { $who_you ->
    [yes] Du feuerst { $card } ab.
   *[no] { $who } feuert { $card } ab.
}
dt-recalled = { $who_you ->
    [yes] Du nimmst { $card } zurück auf die Hand.
   *[no] { $who } nimmt { $card } zurück auf die Hand.
}
dt-scarred = { $warrior } wird im Rausch geheilt und verliert für immer 1 Rüstung.
dt-aged = { $warrior } altert: { $n } Marken.
dt-storm = { $who_you ->
    [yes] Mit { $card } fügst du
   *[no] Mit { $card } fügt { $who }
} jedem Krieger im Spiel { $n } Schaden zu.
dt-battlefield-shroud = Bis zum nächsten Zug dessen, der den Schleier wob, gibt es keinen Kampf.
dt-copied = { $caster } nimmt Gestalt und Werte von { $warrior } an.

# Der Tisch (Game.render): der Zug, Punkte, Krieger und Karten im Spiel jedes Spielers, der Kampf, die Hand.
dt-table-head = Zug { $turn }, am Zug: { $current } ({ $actions ->
    [one] noch 1 Aktion
   *[other] noch { $actions } Aktionen
}). Ziel: { $goal } Erfolgspunkte.
dt-table-player = { $name }{ $out ->
    [yes] { " " }(ausgeschieden)
   *[no] { "" }
} [{ $deck_name }]: { $promotion } Erfolgspunkte, { $destiny } Schicksalspunkte, Hand { $hand }, Deck { $deck }, Ablagestapel { $discard }
dt-table-no-deck = noch kein Deck
dt-table-face-down = ein verdeckter Krieger ({ $notes })
dt-note-wounded = verwundet
dt-note-cover = in Deckung
dt-note-unpaid = noch nicht bezahlt
dt-note-cards-with = { $count ->
    [one] 1 Karte dabei
   *[other] { $count } Karten dabei
}
dt-table-stats = F{ $f } S{ $s } A{ $a } V{ $v }
dt-table-warrior = { $name } { $stats }
dt-table-with-notes = { $text } ({ $notes })
dt-table-with-gear = { $text } mit { $gear }
dt-table-site = Befestigung { $card }
dt-table-lasting = { $card } liegt auf diesem Spieler (gespielt von { $owner })
dt-table-mission = Mission { $card } für { $target }
dt-table-fighter = { $warrior } von { $player }
dt-table-no-tactic = noch nicht gewählt
dt-table-combat = Kampf: { $attacker } greift { $defender } an; Taktik: { $tactic }.
dt-table-played = In diesem Kampf gespielt: { $cards }
dt-table-hand = Deine Hand: { $cards }
dt-table-empty = leer

## part 2: memberships and heretics

dt-card-01184 = Knighthood
dt-card-01289 = Special Commendation
dt-card-01292 = Spoke in the Cog
dt-card-01087 = Dutiful Service
dt-card-01225 = Noted Efficiency
dt-card-01156 = Honorary Baptism
dt-card-01175 = Insubordination
dt-card-01253 = Reinstatement
dt-card-01308 = Tainted!
dt-card-01294 = Stigmata
dt-card-01307 = Tainted Conjurer
dt-card-01068 = Dark Visitation
dt-card-01236 = Possess
dt-card-01119 = Exorcism
dt-card-01011 = At Peace with the Art
dt-joins = { $warrior } ist jetzt auch Mitglied von { $faction }.
dt-turns-heretic = { $warrior } ist jetzt ein Häretiker der Dunklen Legion.
dt-mutated = { $warrior } gehört für immer zur Dunklen Legion.
dt-loses-membership = { $warrior } verliert eine Mitgliedschaft.
dt-now-freelancer = { $warrior } gehört jetzt keiner Organisation an: als Freiberufler bringen seine Siege nur Schicksalspunkte.
dt-possessed = { $warrior } wird nicht abgeworfen: Besessen schließt es sich als Häretiker { $who_you ->
    [yes] deiner Kohorte an.
   *[no] der Kohorte von { $who } an.
}
dt-redeemed = { $warrior } ist erlöst und kein Häretiker mehr.
dt-markers-left = { $n ->
    [0] Auf { $card } liegt keine Marke mehr.
    [one] Auf { $card } liegt noch 1 Marke.
   *[other] Auf { $card } liegen noch { $n } Marken.
}
dt-choice-cast-redeem = { $card } mit { $caster } wirken, um { $warrior } für { $n } Schicksalspunkte zu erlösen
dt-table-lasting-markers = { $card } liegt auf diesem Spieler (gespielt von { $owner }), { $n ->
    [one] 1 Marke
   *[other] { $n } Marken
}
## part 2: reactions
dt-choice-arm = { $card } scharf machen (sie spielt sich im richtigen Moment selbst)
dt-choice-arm-against = { $card } gegen { $target } scharf machen
dt-choice-disarm = { $card } nicht mehr scharf machen
dt-armed = Du hast { $card } scharf gemacht: Die Karte spielt sich im richtigen Moment selbst. Niemand sonst weiß davon.
dt-armed-against = Du hast { $card } gegen { $target } scharf gemacht. Niemand sonst weiß davon.
dt-disarmed = { $card } ist nicht mehr scharf.
dt-table-armed = Scharf auf deiner Hand: { $cards }
dt-reaction = { $who_you ->
    [yes] Du reagierst
   *[no] { $who } reagiert
} mit { $card }.
dt-bamboozled = { $who_you ->
    [yes] Du behältst
   *[no] { $who } behält
} { $n ->
    [one] den eben erhaltenen Erfolgspunkt nicht.
   *[other] keinen der eben erhaltenen { $n } Erfolgspunkte.
}
dt-miscommunication = { $card } bleibt ohne Wirkung und wird abgeworfen.
dt-narrow-escape = { $warrior } ist doch nicht getötet.
dt-spy = { $warrior } war { $who_you ->
    [yes] dein Spion: Du erhältst
   *[no] ein Spion von { $who }, und { $who } erhält
} seine Punkte; der Krieger wird abgeworfen.
dt-error-arm-not-in-hand = Diese Karte ist nicht auf deiner Hand.
dt-error-arm-not-reaction = { $card } ist keine Reaktionskarte: Sie wird gespielt, nicht scharf gemacht.
dt-error-disarm-not-armed = { $card } ist nicht scharf.
dt-error-arm-already = { $card } ist schon scharf.
dt-error-arm-target = { $card } kann nicht gegen diesen Spieler scharf gemacht werden.
dt-card-01014 = Bamboozled!
dt-card-01207 = Miscommunication
dt-card-01213 = Narrow Escape!
dt-card-01234 = Portents of Victory
dt-card-01293 = Spy in the Ranks
dt-card-01304 = Sworn Vengeance
## part 2: hands, decks and secrets
dt-look-hand = { $who_you ->
    [yes] Du siehst dir
   *[no] { $who } sieht sich
} { $target_you ->
    [yes] deine Hand
   *[no] die Hand von { $target }
} an ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}).
dt-seen-hand = { $n ->
    [0] Die Hand von { $target } ist leer.
   *[other] Die Hand von { $target }: { $cards }.
}
dt-look-deck = { $who_you ->
    [yes] Du gehst
   *[no] { $who } geht
} { $target_you ->
    [yes] dein Deck
   *[no] das Deck von { $target }
} durch ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}).
dt-seen-deck = { $n ->
    [0] Das Deck von { $target } ist leer.
   *[other] Das Deck von { $target }, von oben: { $cards }.
}
dt-deck-shuffled = { $who_you ->
    [yes] Dein Deck wird gemischt.
   *[no] Das Deck von { $who } wird gemischt.
}
dt-random-discard = { $card } wird zufällig aus { $who_you ->
    [yes] deiner Hand
   *[no] der Hand von { $who }
} abgeworfen.
dt-discarded-by = { $by_you ->
    [yes] Du wirfst
   *[no] { $by } wirft
} { $card } aus { $who_you ->
    [yes] deiner Hand
   *[no] der Hand von { $who }
} ab.
dt-search = { $who_you ->
    [yes] Du suchst
   *[no] { $who } sucht
} mit { $card } nach einer Karte.
dt-search-none = { $who_you ->
    [yes] Du findest
   *[no] { $who } findet
} keine Karte zum Nehmen.
dt-took-from-deck = { $who_you ->
    [yes] Du nimmst
   *[no] { $who } nimmt
} eine Karte aus dem Deck auf die Hand.
dt-took-card = Du nimmst { $card } auf die Hand.
dt-recovered = { $who_you ->
    [yes] Du nimmst
   *[no] { $who } nimmt
} { $card } vom Ablagestapel zurück auf die Hand.
dt-drew-extra = { $who_you ->
    [yes] Du ziehst
   *[no] { $who } zieht
} { $n ->
    [one] 1 zusätzliche Karte
   *[other] { $n } zusätzliche Karten
} (noch { $left } im Deck).
dt-drew-cards = Du hast gezogen: { $cards }.
dt-kept = Du behältst { $card }.
dt-retrain-buy = { $who_you ->
    [yes] Du kaufst
   *[no] { $who } kauft
} { $n ->
    [one] 1 Erfolgspunkt
   *[other] { $n } Erfolgspunkte
} für { $cost } Schicksalspunkte.
dt-retrain-sell = { $who_you ->
    [yes] Du verkaufst
   *[no] { $who } verkauft
} { $n ->
    [one] 1 Erfolgspunkt
   *[other] { $n } Erfolgspunkte
} für { $gain } Schicksalspunkte.
dt-mission-moved = Die Mission { $card } liegt nun auf { $warrior }.
dt-mission-moved-player = Die Mission { $card } nennt nun { $target_you ->
    [yes] dich
   *[no] { $target }
}.
dt-question = { $who_you ->
    [yes] Du fragst
   *[no] { $who } fragt
} { $target_you ->
    [yes] dich, ob du
   *[no] { $target }, ob { $target }
} { $kind } auf der Hand hat.
dt-answered = { $who_you ->
    [yes] Du beantwortest
   *[no] { $who } beantwortet
} die Frage von { $target_you ->
    [yes] dir
   *[no] { $target }
}.
dt-answer-yes = { $who } antwortet: Ja, auf der Hand ist { $kind }.
dt-answer-no = { $who } antwortet: Nein, auf der Hand ist nicht { $kind }.
dt-refused = { $who_you ->
    [yes] Du verweigerst die Antwort und zahlst
   *[no] { $who } verweigert die Antwort und zahlt
} { $n } Schicksalspunkte.
dt-type-warrior = ein Krieger
dt-type-equipment = eine Ausrüstungskarte
dt-type-special = eine Spezialkarte
dt-type-art = eine Karte der Kunst
dt-type-symmetry = eine Karte der Dunklen Symmetrie
dt-type-mission = eine Mission
dt-type-fortification = eine Befestigung
dt-choice-use-on-player = { $card } gegen { $target } einsetzen
dt-choice-cast-player = { $card } mit { $caster } auf { $target } wirken, für { $n } Schicksalspunkte
dt-choice-cast-question = { $card } mit { $caster } wirken: { $target } fragen, ob { $kind } auf der Hand ist
dt-choice-retrain-buy = { $card } spielen: { $n ->
    [one] 1 Erfolgspunkt
   *[other] { $n } Erfolgspunkte
} für { $destiny } Schicksalspunkte kaufen
dt-choice-retrain-sell = { $card } spielen: { $n ->
    [one] 1 Erfolgspunkt
   *[other] { $n } Erfolgspunkte
} für { $destiny } Schicksalspunkte verkaufen
dt-choice-pick-none = Keine weitere nehmen
dt-choice-pick-discard = { $card } abwerfen
dt-choice-pick-take = { $card } nehmen
dt-choice-pick-keep = { $card } behalten
dt-choice-pick-lying = { $card } abwerfen
dt-choice-pick-cost = Auch { $card } nehmen (zahle { $n } Schicksalspunkte)
dt-choice-transfer-player = Die Mission geht an { $target }
dt-choice-transfer-warrior = Die Mission geht an { $warrior }
dt-choice-answer = Wahrheitsgemäß antworten
dt-choice-refuse = Die Antwort verweigern (zahle { $n } Schicksalspunkte)
dt-prompt-pick-discard = { $card }: Wirf { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} aus der Hand von { $target } ab
dt-prompt-pick-take = { $card }: Wähle die Karte, die du auf die Hand nimmst
dt-prompt-pick-keep = { $card }: Wähle die Karte, die du behältst (die anderen werden abgeworfen)
dt-prompt-pick-lying = { $card }: Wähle eine Mission oder Spezialkarte zum Abwerfen (noch { $n })
dt-prompt-pick-transfer = { $card }: Wähle, wohin die Mission geht
dt-prompt-pick-answer = { $card }: { $target } hat dir eine Frage gestellt; antworte oder verweigere
dt-table-known = Karten dieser Hand, die du gesehen hast: { $cards }
dt-card-01079 = Discern Truth
dt-card-01083 = Divine Inspiration
dt-card-01121 = Expedite Request
dt-card-01127 = File Transfer
dt-card-01141 = Gaze
dt-card-01143 = Gift of Fate
dt-card-01145 = Greater Domination
dt-card-01180 = Item Vision
dt-card-01189 = Lesser Domination
dt-card-01198 = Manifest Destiny
dt-card-01216 = Necrovisual Link
dt-card-01258 = Retraining
dt-card-01276 = Secret Mission
dt-card-01325 = True Path
dt-card-01329 = Undercover Agents
dt-secret-mission-played = { $who_you ->
    [yes] Du spielst
   *[no] { $who } spielt
} eine Mission geheim.
dt-secret-mission-warrior = Deine geheime Mission { $card } liegt auf { $warrior }.
dt-secret-mission-player = Deine geheime Mission { $card } nennt { $target_you ->
    [yes] dich selbst
   *[no] { $target }
}.
dt-secret-mission-shown = { $who_you ->
    [yes] Du zeigst
   *[no] { $who } zeigt
} die geheime Mission { $card } mit { $cover }.
dt-secret-mission-lost = Die geheime Mission { $card } von { $who_you ->
    [yes] dir
   *[no] { $who }
} wird mit { $cover } abgeworfen, ihr Krieger ist fort.
dt-choice-secret-warrior = Die Mission an { $warrior } geben
dt-choice-secret-player = Die Mission nennt { $target }
dt-prompt-pick-secret = Wähle, wohin deine geheime Mission geht
dt-table-secret-own = deine geheime Mission { $card }
dt-table-secrets = { $count ->
    [one] 1 geheime Mission
   *[other] { $count } geheime Missionen
}
dt-error-no-pick = Du hast gerade keine offene Wahl, also gibt es nichts zu wählen.
dt-error-pick-option = Das ist keine der Karten oder Stellen, die du wählen kannst.
dt-error-retrained = Du hast Retraining in dieser Partie schon gespielt (einmal pro Spiel).
dt-error-trade = Du kannst nicht { $n } Erfolgspunkte tauschen: Dafür hast du zu wenige Punkte.
dt-error-destiny = { $card } kostet hier { $n } Schicksalspunkte; so viele hast du nicht.
dt-card-01090 = Efficiency Training
dt-card-01260 = Revelation
dt-card-01313 = Teleportation
dt-refit = { $who_you ->
    [yes] Du darfst jetzt
   *[no] { $who } darf jetzt
} bis zur nächsten anderen Aktion Ausrüstung zwischen offenen Kriegern verschieben.
dt-choice-move = Verschiebe { $card } zu { $warrior } (keine Aktion)
dt-equipment-moved = { $card } wechselt von { $old } zu { $new }.
dt-equipment-to-hand = { $card } geht zurück auf { $who_you ->
    [yes] deine Hand
   *[no] die Hand von { $who }
}.
dt-choice-teleport = Teleportiere mit { $card }: { $equipment } zu { $warrior }, für { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
}
dt-choice-teleport-hand = Teleportiere mit { $card }: { $equipment } zurück auf deine Hand, für { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
}
dt-status-revealed = { $warrior } darf bis zum nächsten Zug seines Spielers einen Zauber der Kunst jedes Aspekts wirken.
dt-card-01206 = Mind Wall
dt-choice-wall = Wirke { $card } mit { $caster } gegen { $target }, für { $n ->
    [one] 1 Schicksalspunkt
   *[other] { $n } Schicksalspunkte
}
dt-walled = { $warrior } ist bis zum nächsten Zug seines Spielers immun gegen { $card }.
## part 2: attack orders and group combat
dt-card-01052 = Command
dt-card-01055 = Control Mind
dt-card-01147 = Greater Telepathy
dt-card-01007 = Animate Dead
dt-card-01172 = Inspire the Masses
dt-card-01178 = Invoke Pain
dt-card-01232 = Portal of the Great Conqueror
dt-card-01298 = Suggestion
dt-card-01312 = Telepathic Message
dt-order-attack-with = { $who_you ->
    [yes] Du befiehlst
   *[no] { $who } befiehlt
} mit { $card }: Im nächsten Zug { $target_you ->
    [yes] von dir
   *[no] von { $target }
} muss { $warrior } angreifen, wenn es kann.
dt-order-not-with = { $who_you ->
    [yes] Du befiehlst
   *[no] { $who } befiehlt
} mit { $card }: Im nächsten Zug { $target_you ->
    [yes] von dir
   *[no] von { $target }
} darf { $warrior } nicht angreifen.
dt-order-attack-target = { $who_you ->
    [yes] Du befiehlst
   *[no] { $who } befiehlt
} mit { $card }: { $target_you ->
    [yes] Du musst
   *[no] { $target } muss
} im nächsten Zug { $warrior } angreifen, wenn möglich.
dt-order-no-attack = { $who_you ->
    [yes] Du rufst
   *[no] { $who } ruft
} { $card } an: { $warrior } darf bis zum nächsten Zug { $who_you ->
    [yes] von dir
   *[no] von { $who }
} nicht angreifen.
dt-order-refused-end = Du darfst den Zug nicht ohne Angriff beenden: { $card } von { $who } zwingt dich zum Angriff ({ $warrior }).
dt-order-refused-attacker = { $warrior } darf jetzt nicht angreifen: { $card } von { $who } verbietet es.
dt-order-refused-other = Du musst mit { $warrior } angreifen: { $card } von { $who } befiehlt es.
dt-order-refused-target = Du musst { $warrior } angreifen: { $card } von { $who } befiehlt es.
dt-commanded = { $who_you ->
    [yes] Du befiehlst
   *[no] { $who } befiehlt
}: { $attacker } greift { $defender } an.
dt-fighters-swapped = Der Kampf ändert sich: { $attacker } greift jetzt { $defender } an, Taktik: { $tactic }.
dt-raised = { $who_you ->
    [yes] Du erweckst
   *[no] { $who } erweckt
} { $card } aus dem Ablagestapel { $owner_you ->
    [yes] von dir
   *[no] von { $owner }
}: Der Krieger kommt mit halber Stärke und entweiht ins Spiel.
dt-inspired = Die Krieger im Spiel { $who_you ->
    [yes] von dir
   *[no] von { $who }
} werden geheilt, gesegnet und für immer immun gegen die Dunkle Symmetrie.
dt-all-profane = Jeder Krieger im Spiel ist jetzt entweiht: Keiner von ihnen wirkt mehr die Kunst.
dt-choice-raise = { $card } einsetzen: { $warrior } erwecken
dt-choice-order-must = { $card } einsetzen: { $warrior } muss im nächsten Zug seines Spielers angreifen
dt-choice-order-not = { $card } einsetzen: { $warrior } darf im nächsten Zug seines Spielers nicht angreifen
dt-choice-cast-suggestion = { $card } mit { $caster } wirken: { $warrior } muss der nächste Angreifer sein
dt-choice-cast-message = { $card } mit { $caster } wirken: { $target } muss im nächsten Zug { $warrior } angreifen
dt-choice-cast-command = { $card } mit { $caster } für { $n } Schicksalspunkte wirken: { $attacker } greift { $defender } an
dt-choice-cast-swap = { $card } mit { $caster } wirken: { $attacker } greift { $defender } an, Taktik: { $tactic }
dt-mission-completed = { $who_you ->
    [yes] Du erfüllst
   *[no] { $who } erfüllt
} die Mission { $card }.
dt-card-01252 = Reinforcements!
dt-card-01324 = True Gate
dt-reinforced = { $warrior } schließt sich der Gruppe von { $fighter } an.
dt-strike-chosen = { $who_you ->
    [yes] Dein Schlag trifft
   *[no] Der Schlag von { $who } trifft
} { $warrior }.
dt-choice-reinforce = { $card } einsetzen: { $warrior } schließt sich der Gruppe deines Kämpfers an
dt-choice-strike = { $warrior } aus der Gruppe schlagen
dt-note-profane = entweiht
dt-note-blessed = gesegnet
dt-note-ds-immune = immun gegen die Dunkle Symmetrie
dt-note-halved = halbe Stärke
dt-note-no-ds = nimmt keine Karten der Dunklen Symmetrie
dt-note-annihilate = geht beim Verlassen des Spiels ganz aus dem Spiel
dt-table-order-attack-with = Befehl ({ $card } von { $by }): Im nächsten Zug von { $player } muss { $warrior } angreifen, wenn es kann
dt-table-order-not-with = Befehl ({ $card } von { $by }): Im nächsten Zug von { $player } darf { $warrior } nicht angreifen
dt-table-order-attack-target = Befehl ({ $card } von { $by }): { $player } muss im nächsten Zug { $warrior } angreifen, wenn möglich
dt-table-order-no-attack = Befehl ({ $card } von { $by }): { $warrior } darf bis zum nächsten Zug von { $by } nicht angreifen
dt-table-group = Gruppe von { $fighter }: { $helpers }

## part 2: Empathy
dt-card-01095 = Empathy
dt-prompt-pick-plan = { $card }: Verrate { $target } deinen Angriffsplan für deinen nächsten Zug; du musst ihn einhalten, wenn du kannst
dt-choice-plan-none = Kein Angriff in meinem nächsten Zug
dt-choice-plan-attack = { $attacker } greift { $defender } an, Taktik: { $tactic }
dt-choice-plan-player = { $attacker } greift { $target_you ->
    [yes] dich
   *[no] { $target }
} an
dt-plan-told = { $who_you ->
    [yes] Du verrätst { $target } deinen Angriffsplan für deinen nächsten Zug
   *[no] { $who } verrät { $target_you ->
        [yes] dir
       *[no] { $target }
    } den Angriffsplan für den eigenen nächsten Zug
} ({ $card }); sonst erfährt ihn niemand.
dt-plan-secret = Der Plan für { $who_you ->
    [yes] deinen nächsten Zug
   *[no] den nächsten Zug von { $who }
}: { $plan }.
dt-plan-none = kein Angriff
dt-plan-attack = { $attacker } greift { $defender } an, Taktik: { $tactic }
dt-plan-player = { $attacker } greift { $target_you ->
    [yes] dich
   *[no] { $target }
} an
dt-plan-refused-attack = Du darfst in diesem Zug nicht angreifen: Du hast { $who } mit { $card } verraten, dass du es nicht tust.
dt-plan-refused-other = Du musst den Plan einhalten, den du { $who } mit { $card } verraten hast: { $plan }.
dt-plan-refused-tactic = Du musst die Taktik wählen, die du { $who } mit { $card } verraten hast: { $tactic }.
dt-table-order-plan-hidden = Plan ({ $card } von { $by }): { $player } hat { $by } den Angriffsplan für den nächsten Zug verraten und muss ihn einhalten, wenn möglich
dt-table-order-plan-none = Plan ({ $card } von { $by }): { $player } greift im nächsten Zug nicht an
dt-table-order-plan = Plan ({ $card } von { $by }): Im nächsten Zug von { $player } greift { $attacker } { $defender } an, Taktik: { $tactic }, wenn es kann
dt-table-order-plan-player = Plan ({ $card } von { $by }): Im nächsten Zug von { $player } greift { $attacker } { $target } an, wenn es kann
