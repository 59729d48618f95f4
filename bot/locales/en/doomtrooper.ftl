# Doomtrooper in English (docs/wording.md for the conventions).

## Cards (names as printed)

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

## Words

dt-warrior = { $owner_you ->
    [yes] your { $card }
   *[no] { $owner }'s { $card }
}
dt-covered-warrior = { $owner_you ->
    [yes] your face-down warrior (place { $place })
   *[no] { $owner }'s face-down warrior (place { $place })
}
dt-deck-bauhaus = the Bauhaus deck
dt-deck-capitol = the Capitol deck
dt-deck-brotherhood = the Brotherhood deck
dt-deck-legion = the Dark Legion deck
dt-on = on
dt-off = off
dt-tactic-fight = Fight
dt-tactic-shoot = Shoot
dt-stats-f = Fight
dt-stats-s = Shoot
dt-stats-a = Armor
dt-stats-v = Value
dt-stats-fs = Fight and Shoot

## Decisions

dt-prompt-deck = Choose your deck
dt-prompt-turn = Turn { $turn }: take an action ({ $actions ->
    [one] 1 action left
   *[other] { $actions } actions left
})
dt-prompt-tactic = Turn { $turn }: choose the battle tactic
dt-prompt-combat = Turn { $turn }: play a card on the combat, or say you are done
dt-prompt-weapon = Turn { $turn }: choose the weapon { $warrior } uses for { $tactic }
dt-prompt-points = Share the { $n } points for { $victim } between promotion and destiny
dt-prompt-discard = Discard { $n ->
    [one] 1 card
   *[other] { $n } cards
} (down to three)
dt-prompt-discard-optional = Turn { $turn }: you may discard one more card

dt-choice-deck = Play { $deck }
dt-choice-end = End your actions

dt-choice-cast-copy = Cast { $card } with { $caster }: take the values of { $warrior }
dt-choice-use-steps = Use { $card } for { $n } destiny
dt-choice-play-steps = { $choice }, spending { $n } destiny

dt-choice-fortify = Put { $card } into play
dt-choice-fortify-warrior = Give { $card } to { $warrior }





dt-choice-use-on-equipment = Use { $card } on { $equipment }


dt-choice-use-own = Use the ability of { $warrior }

dt-choice-boast = Announce an attack by { $warrior } for your next turn
dt-choice-use = Use { $card } of { $warrior }
dt-choice-use-on = Use { $card } on { $warrior }
dt-choice-meditate = Meditate (+1 destiny point)
dt-choice-play-warrior = Bring in { $card } (pay { $n } destiny)
dt-choice-hide = Bring in { $card } in cover (three actions; pay when it leaves cover)
dt-choice-cover = Send { $warrior } into cover
dt-choice-uncover = Bring { $warrior } out of cover
dt-choice-equip = Equip { $warrior } with { $card }
dt-choice-equip-more = Equip { $warrior } with { $card } (same action)
dt-choice-gift = Give { $card } to { $warrior }
dt-choice-attack = Attack { $defender } with { $attacker }
dt-choice-attack-player = Attack { $target_you ->
    [yes] yourself
   *[no] { $target }
} with { $attacker }
dt-choice-mission = Give the mission { $card } to { $warrior }
dt-choice-mission-player = Play the mission { $card } on { $target_you ->
    [yes] yourself
   *[no] { $target }
}
dt-choice-done = Done
dt-choice-weapon = Use { $card }
dt-choice-play = Play { $card }
dt-choice-play-on = Play { $card } on { $warrior }
dt-choice-play-on-player = Play { $card } on { $target_you ->
    [yes] yourself
   *[no] { $target }
}
dt-choice-play-on-equipment = Play { $card } on { $equipment }
dt-choice-cast = Cast { $card } with { $caster } for { $n } destiny
dt-choice-cast-defender = Cast { $card } with { $caster }: { $warrior } becomes the defender
dt-choice-points = { $promotion } promotion and { $destiny } destiny
dt-choice-discard = Discard { $card }
dt-choice-keep = Keep your hand
dt-choice-auto-combat-on = Standing instruction on: pass in combat unless holding a combat card
dt-choice-auto-combat-off = Standing instruction off: stop passing in combat by yourself
dt-choice-auto-points-on = Standing instruction on: put all points earned into promotion
dt-choice-auto-points-off = Standing instruction off: ask how to share points again

## Events

dt-deck-chosen = { $who_you ->
    [yes] You play { $deck }.
   *[no] { $who } plays { $deck }.
}
dt-turn = Turn { $turn }: { $who_you ->
    [yes] your turn.
   *[no] { $who }'s turn.
}
dt-drew = { $who_you ->
    [yes] You draw
   *[no] { $who } draws
} { $n ->
    [one] 1 card
   *[other] { $n } cards
} ({ $left } left in the deck).
dt-meditate = { $who_you ->
    [yes] You meditate and have
   *[no] { $who } meditates and has
} { $n } destiny points.
dt-play-warrior = { $who_you ->
    [yes] You bring in
   *[no] { $who } brings in
} { $card } for { $n } destiny.
dt-hide-warrior = { $who_you ->
    [yes] You bring in a warrior face down, in cover (place { $place }).
   *[no] { $who } brings in a warrior face down, in cover (place { $place }).
}
dt-hide-warrior-own = The warrior in cover is your { $card }.
dt-take-cover = { $warrior } takes cover.
dt-leave-cover = { $warrior } leaves cover.
dt-must-uncover = { $who_you ->
    [yes] All your warriors are in cover: your next action must bring one out.
   *[no] All of { $who }'s warriors are in cover: their next action must bring one out.
}
dt-paid-on-leaving = { $who_you ->
    [yes] You pay
   *[no] { $who } pays
} { $n } destiny for { $warrior }.
dt-cannot-pay = { $who_you ->
    [yes] You cannot pay
   *[no] { $who } cannot pay
} { $n } destiny for { $warrior }: it is discarded, every destiny point is lost and { $lost } promotion points with them.
dt-equip = { $warrior } is equipped with { $card }.
dt-equip-covered = { $who_you ->
    [yes] You put a card face down with { $warrior }.
   *[no] { $who } puts a card face down with { $warrior }.
}
dt-gift = { $warrior } receives the gift { $card }.
dt-play-special = { $who_you ->
    [yes] You play
   *[no] { $who } plays
} { $card }.
dt-cast = { $caster } casts { $card } ({ $n } destiny).
dt-modified = { $card }: { $warrior } gets { $amount } { $stats } for this combat.
dt-gain-destiny = { $who_you ->
    [yes] You gain
   *[no] { $who } gains
} { $n } destiny points.
dt-gain-promotion = { $who_you ->
    [yes] You earn
   *[no] { $who } earns
} { $n } promotion points.
dt-lose-promotion = { $who_you ->
    [yes] You lose
   *[no] { $who } loses
} { $n } promotion points.
dt-lose-destiny = { $who_you ->
    [yes] You lose
   *[no] { $who } loses
} all { $n } destiny points.
dt-discovered = { $warrior } is discovered and turned face up.
dt-equipment-discarded = { $card } of { $warrior } is discarded.
dt-takes-cover-in-combat = { $warrior } dives into cover.
dt-extra-action = { $who_you ->
    [yes] You get
   *[no] { $who } gets
} { $n } extra action.
dt-defender-changed = { $new } takes the place of { $old } as the defender.
dt-attack = { $attacker } attacks { $defender }.
dt-attack-refused = { $attacker } may not attack { $defender }: turned up, it proves to be a warrior it cannot attack, and the attack is lost.
dt-attack-player = { $attacker } attacks { $target_you ->
    [yes] you
   *[no] { $target }
} directly.
dt-tactic = The tactic is { $tactic }: attacker { $attack } against Armor { $defence_armor }, defender { $defence } against Armor { $attack_armor }.
dt-weapon = { $warrior } uses { $card }.
dt-done = { $who_you ->
    [yes] You are done.
   *[no] { $who } is done.
}
dt-resolve = The combat is decided: attacker { $attack } against Armor { $defence_armor }, defender { $defence } against Armor { $attack_armor }.
dt-no-wounds = Nobody is wounded.
dt-combat-ends = A fighter has left play: the combat ends.
dt-wounded = { $warrior } is wounded.
dt-killed = { $warrior } is killed.
dt-attachments-discarded = { $n ->
    [one] 1 card with it is discarded.
   *[other] { $n } cards with it are discarded.
}
dt-points = { $who_you ->
    [yes] You take
   *[no] { $who } takes
} { $promotion } promotion and { $destiny } destiny points.
dt-discard = { $who_you ->
    [yes] You discard
   *[no] { $who } discards
} { $card }.
dt-end-actions = { $who_you ->
    [yes] You end your actions.
   *[no] { $who } ends their actions.
}
dt-out = { $who_you ->
    [yes] You have had no warrior for two turns: you are out.
   *[no] { $who } has had no warrior for two turns and is out.
}
dt-second-attack = { $who_you ->
    [yes] Thanks to Initiative you may attack once more.
   *[no] Thanks to Initiative, { $who } may attack once more.
}
dt-mission-warrior = { $warrior } takes on the mission { $card }.
dt-mission-player = { $who_you ->
    [yes] You play
   *[no] { $who } plays
} the mission { $card } on { $target_you ->
    [yes] you.
   *[no] { $target }.
}
dt-mission-fulfilled = { $who_you ->
    [yes] You fulfil
   *[no] { $who } fulfils
} the mission { $card }, worth { $n } points.
dt-standing-combat = Standing instruction "pass in combat unless holding a combat card": { $on }.
dt-standing-points = Standing instruction "all points to promotion": { $on }.

## Outcomes

dt-outcome-goal = A player reached the promotion goal.
dt-outcome-decks = Every deck is empty: the most promotion points win.
dt-outcome-last = Only one player is left.
dt-card-on-player = { $card } now lies on { $who_you ->
    [yes] you.
   *[no] { $who }.
}
dt-card-off-player = { $card } is discarded: { $who_you ->
    [yes] you have
   *[no] { $who } has
} no destiny points left.
dt-lose-destiny-n = { $who_you ->
    [yes] You lose
   *[no] { $who } loses
} { $n ->
    [one] 1 destiny point
   *[other] { $n } destiny points
} to { $card }.
dt-mission-self = { $who_you ->
    [yes] You take
   *[no] { $who } takes
} on the mission { $card }.

# What an action looks like (a refusal of a malformed one).
dt-syntax = Actions look like 'play k01214_3', 'attack w2 w5', 'fight', 'done' or 'end'.
## Deck building and the card browser (bot/decks.py, bot/games/doomtrooper/decklists.py)

dt-deck-own = the deck { $name }
dt-deck-error-unknown-card = There is no Doomtrooper card called “{ $card }”.
dt-deck-error-name = A deck's name has 1 to { $max } characters: letters, digits, spaces and - ' . , ! & ( ) + #, at least one letter or digit.
dt-deck-error-too-many = A deck may hold { $card } at most { $limit } { $limit ->
    [one] time
   *[other] times
} (this would make { $count }).
dt-deck-error-not-in-deck = { $card } is not in the deck.
dt-deck-error-too-long = A list may have at most { $lines } lines and { $characters } characters.
dt-deck-error-lines = { $count ->
    [one] One line of the list cannot be read; nothing was saved:
   *[other] { $count } lines of the list cannot be read; nothing was saved:
}
dt-deck-error-illegal = The deck { $deck } cannot be played yet:
dt-deck-problem-too-few = It has { $count } { $count ->
    [one] card
   *[other] cards
}: { $missing } short of the { $min } a deck needs.
dt-deck-problem-too-many = { $card }: { $count } copies, at most { $limit }.
dt-deck-problem-banned = { $card } may not be in a deck.
dt-deck-problem-gone = A card (code { $code }) is no longer in the game.
dt-deck-line-unreadable = Line { $line }: “{ $text }” is not a count and a card name.
dt-deck-line-unknown = Line { $line }: there is no card called “{ $card }”.
dt-deck-line-count = Line { $line }: { $count } copies of { $card }; give at least 1.
dt-card-type-warrior = warrior
dt-card-type-equipment = equipment
dt-card-type-special = special
dt-card-type-art = Art spell
dt-card-type-symmetry = Dark Symmetry gift
dt-card-type-mission = mission
dt-card-type-fortification = fortification
dt-faction-general = general
dt-faction-bauhaus = Bauhaus
dt-faction-capitol = Capitol
dt-faction-cybertronic = Cybertronic
dt-faction-imperial = Imperial
dt-faction-mishima = Mishima
dt-faction-brotherhood = Brotherhood
dt-faction-legion = Dark Legion
dt-sheet-personality = { $type }, personality
dt-sheet-spell = { $type } ({ $aspect }, { $spell })
dt-sheet-faction = Faction
dt-sheet-stats = Fight / Shoot / Armor / Value
dt-sheet-stats-values = { $f } / { $s } / { $a } / { $v }
dt-sheet-aspects = Art aspects
dt-sheet-limit = Copies per deck
dt-use = { $warrior } uses { $card }.
dt-healed = { $warrior } is healed.
dt-protected = { $warrior } cannot be wounded in this combat.
dt-escape = { $n ->
    [0] { $warrior } slips out of the combat.
   *[other] { $warrior } flees the combat for { $n } destiny points.
}
dt-combat-called-off = The combat ends without wounds.
dt-coin-heads = The coin shows heads: { $card } is lost.
dt-coin-tails = The coin shows tails: { $card } stays.
dt-summoned = { $who_you ->
    [yes] Thanks to { $source }, { $card } joins you from your deck.
   *[no] Thanks to { $source }, { $card } joins { $who } from their deck.
}
dt-summon-none = { $who_you ->
    [yes] Your deck holds no warrior for { $card } to bring.
   *[no] { $who }'s deck holds no warrior for { $card } to bring.
}
dt-diseased = { $warrior } is diseased.
dt-disease = The disease eats at { $warrior }: its Value is now { $n }.
dt-disease-kills = { $warrior } succumbs to the disease and is discarded.
dt-second-attack-follow = { $warrior } may attack once more.
dt-use-own = { $warrior } uses its own ability.
dt-pay-destiny = { $who_you ->
    [yes] You pay
   *[no] { $who } pays
} { $n } destiny points.
dt-exiled = { $owner_you ->
    [yes] Your { $card } is
   *[no] { $owner }'s { $card } is
} taken out of the game.
dt-winds = { $who_you ->
    [yes] You invoke
   *[no] { $who } invokes
} the Winds of Insanity: { $n } damage to every warrior in play.
dt-boast = { $warrior } boasts of the attack it will make next turn.
dt-mission-void = { $who_you ->
    [yes] Your mission { $card } is fulfilled but earns nothing: your Hatamoto's mission comes first.
   *[no] { $who }'s mission { $card } is fulfilled but earns nothing: their Hatamoto's mission comes first.
}
dt-exorcised = { $card } of { $warrior } counts for nothing in this combat.
dt-tactic-switched = The tactic changes to { $tactic }.
dt-first-strike = { $warrior } strikes first.
dt-status-fly = { $warrior } takes to the air: it cannot be attacked until its player's next turn.
dt-status-double = { $warrior } doubles its printed values until its player's next turn.
dt-status-invulnerable = { $warrior } cannot be wounded until its player's next turn.
dt-status-ds-immune = Dark Symmetry cards cannot touch { $warrior } until its player's next turn.
dt-proficient = This turn the spells of { $warrior } cost less.
dt-sent-to-cover = { $warrior } is driven into cover.
dt-status-asleep = { $warrior } falls asleep: it neither attacks nor is attacked until the next turn of the player who sent it to sleep.
dt-mission-armed = { $who_you ->
    [yes] Your mission { $card } holds: keep it so until the end of your next turn.
   *[no] { $who }'s mission { $card } holds: if it still does at the end of their next turn, it is fulfilled.
}
dt-card-on-warrior = { $card } now lies on { $warrior }.
dt-retreat = { $warrior } withdraws from the combat.
dt-weapon-doubled = The bonus of { $card } counts twice for { $warrior } in this combat.
dt-card-voided = { $card } counts for nothing in this combat.
dt-mission-discarded = The mission { $card } is discarded.
dt-shenanigans = Every player loses half their promotion points and all their destiny points.
dt-killed-by-card = { $warrior } is discarded.
dt-demoted = { $warrior } is demoted: its Value is now { $n }.
dt-team-ds-immune = { $who_you ->
    [yes] Until your next turn Dark Symmetry cards do not touch your Doomtroopers.
   *[no] Until { $who }'s next turn Dark Symmetry cards do not touch their Doomtroopers.
}
dt-swap-destiny = { $who_you ->
    [yes] You swap destiny points with { $target }.
   *[no] { $who } swaps destiny points with { $target_you ->
        [yes] you
       *[no] { $target }
    }.
}
dt-battlefield-chasm = Until the next turn of the one who played it, only Shoot combats are fought.
dt-battlefield-fog = Until the next turn of the one who played it, only Fight combats are fought.
dt-bonus-attack = { $who_you ->
    [yes] You may attack once more this turn.
   *[no] { $who } may attack once more this turn.
}
dt-will-skip = { $who_you ->
    [yes] You will miss your next turn.
   *[no] { $who } will miss their next turn.
}
dt-extra-turn = { $who_you ->
    [yes] You will take another turn after this one.
   *[no] { $who } will take another turn after this one.
}
dt-fewer-actions = { $who_you ->
    [yes] You will have { $n } action fewer in your next turn.
   *[no] { $who } will have { $n } action fewer in their next turn.
}
dt-takes-extra-turn = { $who_you ->
    [yes] You take another turn.
   *[no] { $who } takes another turn.
}
dt-turn-skipped = { $who_you ->
    [yes] You miss this turn.
   *[no] { $who } misses this turn.
}
dt-status-shadows = { $warrior } is hidden in the shadows: +3 Armor.
dt-status-fury = { $warrior } is seized by blind fury: it may attack any warrior.
dt-second-attack-lust = { $who_you ->
    [yes] Thanks to Blood Lust you may attack once more.
   *[no] Thanks to Blood Lust, { $who } may attack once more.
}
dt-fortify = { $who_you ->
    [yes] You put { $card } into play
   *[no] { $who } puts { $card } into play
}{ $n ->
    [0] .
   *[other] {" "}for { $n } destiny points.
}
dt-fortify-warrior = { $warrior } is protected by { $card }.
dt-razed = { $card } is razed.
dt-use-site = { $who_you ->
    [yes] You fire { $card }.
   *[no] { $who } fires { $card }.
}
dt-recalled = { $who_you ->
    [yes] You take { $card } back into your hand.
   *[no] { $who } takes { $card } back into their hand.
}
dt-scarred = { $warrior } is healed by frenzy and loses 1 Armor for good.
dt-aged = { $warrior } ages: { $n } markers.
dt-storm = { $who_you ->
    [yes] With { $card } you deal
   *[no] With { $card }, { $who } deals
} { $n } damage to every warrior in play.
dt-battlefield-shroud = Until the next turn of the one who cast the shroud, no combat takes place.
dt-copied = { $caster } takes on the looks and values of { $warrior }.

# The table (Game.render): the turn, each player's points, warriors and cards in play, the combat, the hand.
dt-table-head = Turn { $turn }, on turn: { $current } ({ $actions ->
    [one] 1 action
   *[other] { $actions } actions
} left). Goal: { $goal } promotion points.
dt-table-player = { $name }{ $out ->
    [yes] { " " }(out)
   *[no] { "" }
} [{ $deck_name }]: { $promotion } promotion, { $destiny } destiny, hand { $hand }, deck { $deck }, discard pile { $discard }
dt-table-no-deck = no deck yet
dt-table-face-down = a face-down warrior ({ $notes })
dt-note-wounded = wounded
dt-note-cover = in cover
dt-note-unpaid = not paid yet
dt-note-cards-with = { $count ->
    [one] 1 card with it
   *[other] { $count } cards with it
}
dt-table-stats = F{ $f } S{ $s } A{ $a } V{ $v }
dt-table-warrior = { $name } { $stats }
dt-table-with-notes = { $text } ({ $notes })
dt-table-with-gear = { $text } with { $gear }
dt-table-site = fortification { $card }
dt-table-lasting = { $card } lies on them (played by { $owner })
dt-table-mission = mission { $card } on { $target }
dt-table-fighter = { $player }'s { $warrior }
dt-table-no-tactic = not chosen yet
dt-table-combat = Combat: { $attacker } attacks { $defender }; tactic: { $tactic }.
dt-table-played = Played in this combat: { $cards }
dt-table-hand = Your hand: { $cards }
dt-table-empty = empty

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
dt-joins = { $warrior } is now a member of { $faction } too.
dt-turns-heretic = { $warrior } is now a Heretic of the Dark Legion.
dt-mutated = { $warrior } belongs to the Dark Legion for good.
dt-loses-membership = { $warrior } loses a membership.
dt-now-freelancer = { $warrior } belongs to no organisation now: a Freelancer, its kills earn destiny points only.
dt-possessed = { $warrior } is not discarded: possessed, it joins { $who_you ->
    [yes] your cohort as a Heretic.
   *[no] { $who }'s cohort as a Heretic.
}
dt-redeemed = { $warrior } is redeemed: no longer a Heretic.
dt-markers-left = { $n ->
    [0] No marker is left on { $card }.
    [one] 1 marker is left on { $card }.
   *[other] { $n } markers are left on { $card }.
}
dt-choice-cast-redeem = Cast { $card } with { $caster } to redeem { $warrior } for { $n } destiny
dt-table-lasting-markers = { $card } lies on them (played by { $owner }), { $n ->
    [one] 1 marker
   *[other] { $n } markers
}
## part 2: reactions
dt-choice-arm = Arm { $card } (it plays itself when its moment comes)
dt-choice-arm-against = Arm { $card } against { $target }
dt-choice-disarm = Disarm { $card }
dt-armed = You armed { $card }: it plays itself when its moment comes. No one else knows.
dt-armed-against = You armed { $card } against { $target }. No one else knows.
dt-disarmed = { $card } is no longer armed.
dt-table-armed = Armed in your hand: { $cards }
dt-reaction = { $who_you ->
    [yes] You react with
   *[no] { $who } reacts with
} { $card }.
dt-bamboozled = { $who_you ->
    [yes] You keep
   *[no] { $who } keeps
} none of the { $n ->
    [one] promotion point
   *[other] { $n } promotion points
} just earned.
dt-miscommunication = { $card } has no effect and is discarded.
dt-narrow-escape = { $warrior } is not killed after all.
dt-spy = { $warrior } was a spy of { $who_you ->
    [yes] yours: you earn
   *[no] { $who }, who earns
} its points; it is discarded.
dt-error-arm-not-in-hand = That card is not in your hand.
dt-error-arm-not-reaction = { $card } is not a reaction card: it is played, not armed.
dt-error-disarm-not-armed = { $card } is not armed.
dt-error-arm-already = { $card } is already armed.
dt-error-arm-target = { $card } cannot be armed against that player.
dt-card-01014 = Bamboozled!
dt-card-01207 = Miscommunication
dt-card-01213 = Narrow Escape!
dt-card-01234 = Portents of Victory
dt-card-01293 = Spy in the Ranks
dt-card-01304 = Sworn Vengeance
## part 2: hands, decks and secrets
dt-look-hand = { $who_you ->
    [yes] You look
   *[no] { $who } looks
} at { $target_you ->
    [yes] your
   *[no] { $target }'s
} hand ({ $n ->
    [one] 1 card
   *[other] { $n } cards
}).
dt-seen-hand = { $n ->
    [0] { $target }'s hand is empty.
   *[other] { $target }'s hand: { $cards }.
}
dt-look-deck = { $who_you ->
    [yes] You look
   *[no] { $who } looks
} through { $target_you ->
    [yes] your
   *[no] { $target }'s
} deck ({ $n ->
    [one] 1 card
   *[other] { $n } cards
}).
dt-seen-deck = { $n ->
    [0] { $target }'s deck is empty.
   *[other] { $target }'s deck, from the top: { $cards }.
}
dt-deck-shuffled = { $who_you ->
    [yes] Your deck is shuffled.
   *[no] { $who }'s deck is shuffled.
}
dt-random-discard = { $card } is discarded at random from { $who_you ->
    [yes] your hand
   *[no] { $who }'s hand
}.
dt-discarded-by = { $by_you ->
    [yes] You discard
   *[no] { $by } discards
} { $card } from { $who_you ->
    [yes] your hand
   *[no] { $who }'s hand
}.
dt-search = { $who_you ->
    [yes] You search
   *[no] { $who } searches
} for a card with { $card }.
dt-search-none = { $who_you ->
    [yes] You find
   *[no] { $who } finds
} no card to take.
dt-took-from-deck = { $who_you ->
    [yes] You take
   *[no] { $who } takes
} a card from the deck into the hand.
dt-took-card = You take { $card } into your hand.
dt-recovered = { $who_you ->
    [yes] You take
   *[no] { $who } takes
} { $card } back from the discard pile into the hand.
dt-drew-extra = { $who_you ->
    [yes] You draw
   *[no] { $who } draws
} { $n ->
    [one] 1 extra card
   *[other] { $n } extra cards
} ({ $left } left in the deck).
dt-drew-cards = You drew { $cards }.
dt-kept = You keep { $card }.
dt-retrain-buy = { $who_you ->
    [yes] You buy
   *[no] { $who } buys
} { $n ->
    [one] 1 promotion point
   *[other] { $n } promotion points
} for { $cost } destiny points.
dt-retrain-sell = { $who_you ->
    [yes] You sell
   *[no] { $who } sells
} { $n ->
    [one] 1 promotion point
   *[other] { $n } promotion points
} for { $gain } destiny points.
dt-mission-moved = The mission { $card } now lies on { $warrior }.
dt-mission-moved-player = The mission { $card } now names { $target_you ->
    [yes] you
   *[no] { $target }
}.
dt-question = { $who_you ->
    [yes] You ask
   *[no] { $who } asks
} { $target_you ->
    [yes] you
   *[no] { $target }
} whether { $target_you ->
    [yes] you hold
   *[no] they hold
} { $kind }.
dt-answered = { $who_you ->
    [yes] You answer
   *[no] { $who } answers
} { $target_you ->
    [yes] your
   *[no] { $target }'s
} question.
dt-answer-yes = { $who } answers: yes, they hold { $kind }.
dt-answer-no = { $who } answers: no, they hold no { $kind }.
dt-refused = { $who_you ->
    [yes] You refuse
   *[no] { $who } refuses
} to answer and { $who_you ->
    [yes] pay
   *[no] pays
} { $n } destiny points.
dt-type-warrior = a warrior
dt-type-equipment = an equipment card
dt-type-special = a special card
dt-type-art = an Art card
dt-type-symmetry = a Dark Symmetry card
dt-type-mission = a mission
dt-type-fortification = a fortification
dt-choice-use-on-player = Use { $card } on { $target }
dt-choice-cast-player = Cast { $card } with { $caster } on { $target } for { $n } destiny
dt-choice-cast-question = Cast { $card } with { $caster }: ask { $target } whether they hold { $kind }
dt-choice-retrain-buy = Play { $card }: buy { $n ->
    [one] 1 promotion point
   *[other] { $n } promotion points
} for { $destiny } destiny
dt-choice-retrain-sell = Play { $card }: sell { $n ->
    [one] 1 promotion point
   *[other] { $n } promotion points
} for { $destiny } destiny
dt-choice-pick-none = Take no more
dt-choice-pick-discard = Discard { $card }
dt-choice-pick-take = Take { $card }
dt-choice-pick-keep = Keep { $card }
dt-choice-pick-lying = Discard { $card }
dt-choice-pick-cost = Take { $card } too (pay { $n } destiny)
dt-choice-transfer-player = Move it to { $target }
dt-choice-transfer-warrior = Move it to { $warrior }
dt-choice-answer = Answer truthfully
dt-choice-refuse = Refuse to answer (pay { $n } destiny)
dt-prompt-pick-discard = { $card }: discard { $n ->
    [one] 1 card
   *[other] { $n } cards
} from { $target }'s hand
dt-prompt-pick-take = { $card }: choose a card to take into your hand
dt-prompt-pick-keep = { $card }: choose the card you keep (the others are discarded)
dt-prompt-pick-lying = { $card }: choose a mission or special to discard ({ $n } left)
dt-prompt-pick-transfer = { $card }: choose where the mission goes
dt-prompt-pick-answer = { $card }: { $target } asked you a question; answer it or refuse
dt-table-known = cards you saw in this hand: { $cards }
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
    [yes] You play
   *[no] { $who } plays
} a mission in secret.
dt-secret-mission-warrior = Your secret mission { $card } lies on { $warrior }.
dt-secret-mission-player = Your secret mission { $card } names { $target_you ->
    [yes] yourself
   *[no] { $target }
}.
dt-secret-mission-shown = { $who_you ->
    [yes] You show
   *[no] { $who } shows
} the secret mission { $card } with { $cover }.
dt-secret-mission-lost = { $who_you ->
    [yes] Your
   *[no] { $who }'s
} secret mission { $card } is discarded with { $cover }, its warrior gone.
dt-choice-secret-warrior = Give the mission to { $warrior }
dt-choice-secret-player = Let the mission name { $target }
dt-prompt-pick-secret = Choose where your secret mission goes
dt-table-secret-own = your secret mission { $card }
dt-table-secrets = { $count ->
    [one] 1 secret mission
   *[other] { $count } secret missions
}
dt-error-no-pick = You have no choice to make now, so there is nothing to pick.
dt-error-pick-option = That is not among the cards or places you may pick.
dt-error-retrained = You have already played Retraining in this match (once a game).
dt-error-trade = You cannot trade { $n } promotion points: you hold too few points for that.
dt-error-destiny = { $card } costs { $n } destiny points here; you do not have them.
dt-card-01090 = Efficiency Training
dt-card-01260 = Revelation
dt-card-01313 = Teleportation
dt-refit = { $who_you ->
    [yes] You may now move
   *[no] { $who } may now move
} equipment between face-up warriors until the next other action.
dt-choice-move = Move { $card } to { $warrior } (no action)
dt-equipment-moved = { $card } moves from { $old } to { $new }.
dt-equipment-to-hand = { $card } goes back to { $who_you ->
    [yes] your hand
   *[no] the hand of { $who }
}.
dt-choice-teleport = Teleport { $card }: { $equipment } to { $warrior }, for { $n } destiny
dt-choice-teleport-hand = Teleport { $card }: { $equipment } back to your hand, for { $n } destiny
dt-status-revealed = { $warrior } may cast one Art spell of any aspect until its player's next turn.
dt-card-01206 = Mind Wall
dt-choice-wall = Cast { $card } with { $caster } against { $target }, for { $n } destiny
dt-walled = { $warrior } is immune to { $card } until its player's next turn.
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
    [yes] You order
   *[no] { $who } orders
} with { $card }: in { $target_you ->
    [yes] your
   *[no] { $target }'s
} next turn { $warrior } must attack if it can.
dt-order-not-with = { $who_you ->
    [yes] You order
   *[no] { $who } orders
} with { $card }: in { $target_you ->
    [yes] your
   *[no] { $target }'s
} next turn { $warrior } must not attack.
dt-order-attack-target = { $who_you ->
    [yes] You order
   *[no] { $who } orders
} with { $card }: in { $target_you ->
    [yes] your next turn you
   *[no] their next turn { $target }
} must attack { $warrior } if possible.
dt-order-no-attack = { $who_you ->
    [yes] You invoke
   *[no] { $who } invokes
} { $card }: { $warrior } may not attack until { $who_you ->
    [yes] your
   *[no] { $who }'s
} next turn.
dt-order-refused-end = You may not end your turn without an attack: { $card } of { $who } makes you attack ({ $warrior }).
dt-order-refused-attacker = { $warrior } may not attack now: { $card } of { $who } forbids it.
dt-order-refused-other = You must attack with { $warrior }: { $card } of { $who } orders it.
dt-order-refused-target = You must attack { $warrior }: { $card } of { $who } orders it.
dt-commanded = { $who_you ->
    [yes] You command
   *[no] { $who } commands
} { $attacker } to attack { $defender }.
dt-fighters-swapped = The combat changes: { $attacker } now attacks { $defender } in a { $tactic }.
dt-raised = { $who_you ->
    [yes] You raise
   *[no] { $who } raises
} { $card } from { $owner_you ->
    [yes] your
   *[no] { $owner }'s
} discard pile: it joins at half strength, profane.
dt-inspired = { $who_you ->
    [yes] Your
   *[no] { $who }'s
} Doomtroopers in play are healed, blessed and immune to the Dark Symmetry for good.
dt-all-profane = Every warrior in play is now profane: none of them casts the Art.
dt-choice-raise = Use { $card } to raise { $warrior }
dt-choice-order-must = Use { $card }: { $warrior } must attack in its player's next turn
dt-choice-order-not = Use { $card }: { $warrior } must not attack in its player's next turn
dt-choice-cast-suggestion = Cast { $card } with { $caster }: { $warrior } must be the next attacker
dt-choice-cast-message = Cast { $card } with { $caster }: { $target } must attack { $warrior } next turn
dt-choice-cast-command = Cast { $card } with { $caster } for { $n } destiny: { $attacker } attacks { $defender }
dt-choice-cast-swap = Cast { $card } with { $caster }: { $attacker } attacks { $defender } in a { $tactic }
dt-mission-completed = { $who_you ->
    [yes] You complete
   *[no] { $who } completes
} the mission { $card }.
dt-card-01252 = Reinforcements!
dt-card-01324 = True Gate
dt-reinforced = { $warrior } joins the group of { $fighter }.
dt-strike-chosen = { $who_you ->
    [yes] Your
   *[no] { $who }'s
} blow will fall on { $warrior }.
dt-choice-reinforce = Use { $card }: { $warrior } joins your fighter's group
dt-choice-strike = Strike { $warrior } of the group
dt-note-profane = profane
dt-note-blessed = blessed
dt-note-ds-immune = immune to the Dark Symmetry
dt-note-halved = half strength
dt-note-no-ds = takes no Dark Symmetry
dt-note-annihilate = out of the game when it leaves play
dt-table-order-attack-with = Order ({ $card } of { $by }): in { $player }'s next turn { $warrior } must attack if it can
dt-table-order-not-with = Order ({ $card } of { $by }): in { $player }'s next turn { $warrior } must not attack
dt-table-order-attack-target = Order ({ $card } of { $by }): in their next turn { $player } must attack { $warrior } if possible
dt-table-order-no-attack = Order ({ $card } of { $by }): { $warrior } may not attack until { $by }'s next turn
dt-table-group = Group of { $fighter }: { $helpers }

## part 2: Empathy
dt-card-01095 = Empathy
dt-prompt-pick-plan = { $card }: tell { $target } your attack plan for your next turn; you must keep to it if you can
dt-choice-plan-none = No attack in my next turn
dt-choice-plan-attack = { $attacker } attacks { $defender }, tactic: { $tactic }
dt-choice-plan-player = { $attacker } attacks { $target_you ->
    [yes] you
   *[no] { $target }
}
dt-plan-told = { $who_you ->
    [yes] You tell { $target } your attack plan for your next turn
   *[no] { $who } tells { $target_you ->
        [yes] you
       *[no] { $target }
    } their attack plan for their next turn
} ({ $card }); nobody else learns it.
dt-plan-secret = The plan of { $who_you ->
    [yes] your
   *[no] { $who }'s
} next turn: { $plan }.
dt-plan-none = no attack
dt-plan-attack = { $attacker } attacks { $defender }, tactic: { $tactic }
dt-plan-player = { $attacker } attacks { $target_you ->
    [yes] you
   *[no] { $target }
}
dt-plan-refused-attack = You may not attack this turn: you told { $who } with { $card } that you would not.
dt-plan-refused-other = You must keep to the plan you told { $who } with { $card }: { $plan }.
dt-plan-refused-tactic = You must choose the tactic you told { $who } with { $card }: { $tactic }.
dt-table-order-plan-hidden = Plan ({ $card } of { $by }): { $player } told { $by } their next turn's attack plan and must keep to it if they can
dt-table-order-plan-none = Plan ({ $card } of { $by }): { $player } makes no attack in their next turn
dt-table-order-plan = Plan ({ $card } of { $by }): in { $player }'s next turn { $attacker } attacks { $defender }, tactic: { $tactic }, if it can
dt-table-order-plan-player = Plan ({ $card } of { $by }): in { $player }'s next turn { $attacker } attacks { $target }, if it can
