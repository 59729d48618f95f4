# Doomtrooper på svenska (docs/wording.md för konventionerna).

## Kort (namnen som de är tryckta)

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

## Ord

dt-warrior = { $owner_you ->
    [yes] din { $card }
   *[no] { $owner }s { $card }
}
dt-covered-warrior = { $owner_you ->
    [yes] din krigare med baksidan upp (plats { $place })
   *[no] { $owner }s krigare med baksidan upp (plats { $place })
}
dt-deck-bauhaus = Bauhaus-leken
dt-deck-capitol = Capitol-leken
dt-deck-brotherhood = Brotherhood-leken
dt-deck-legion = Dark Legion-leken
dt-on = på
dt-off = av
dt-tactic-fight = Närstrid
dt-tactic-shoot = Eldstrid
dt-stats-f = Närstrid
dt-stats-s = Eldstrid
dt-stats-a = Rustning
dt-stats-v = Poängvärde
dt-stats-fs = Närstrid och Eldstrid

## Beslut

dt-prompt-deck = Välj din kortlek
dt-prompt-turn = Speltur { $turn }: gör en handling ({ $actions ->
    [one] 1 handling kvar
   *[other] { $actions } handlingar kvar
})
dt-prompt-tactic = Speltur { $turn }: välj stridstaktik
dt-prompt-combat = Speltur { $turn }: spela ett kort i striden, eller säg att du är klar
dt-prompt-weapon = Speltur { $turn }: välj vilket vapen { $warrior } använder med stridstaktiken { $tactic }
dt-prompt-points = Fördela { $n } poäng för { $victim } mellan vinstpoäng och spelpoäng
dt-prompt-discard = Kassera { $n ->
    [one] 1 kort
   *[other] { $n } kort
} (ned till tre)
dt-prompt-discard-optional = Speltur { $turn }: du får kassera ett kort till

dt-choice-deck = Spela med { $deck }
dt-choice-end = Avsluta dina handlingar

dt-choice-cast-copy = Kasta { $card } med { $caster }: ta värdena från { $warrior }
dt-choice-use-steps = Använd { $card } för { $n } spelpoäng
dt-choice-play-steps = { $choice }, för { $n } spelpoäng

dt-choice-fortify = Sätt { $card } i spel
dt-choice-fortify-warrior = Ge { $card } till { $warrior }





dt-choice-use-on-equipment = Använd { $card } mot { $equipment }


dt-choice-use-own = Använd förmågan hos { $warrior }

dt-choice-boast = Förkunna ett anfall med { $warrior } till din nästa tur
dt-choice-use = Använd { $card } som { $warrior } bär
dt-choice-use-on = Använd { $card } på { $warrior }
dt-choice-meditate = Meditera (+1 spelpoäng)
dt-choice-play-warrior = Spela ut { $card } (betala { $n } spelpoäng)
dt-choice-hide = Spela ut { $card } i skydd (tre handlingar; betala när den lämnar skyddet)
dt-choice-cover = Låt { $warrior } ta skydd
dt-choice-uncover = Låt { $warrior } lämna skyddet
dt-choice-equip = Utrusta { $warrior } med { $card }
dt-choice-equip-more = Utrusta { $warrior } med { $card } (samma handling)
dt-choice-gift = Ge { $card } till { $warrior }
dt-choice-attack = Anfall { $defender } med { $attacker }
dt-choice-attack-player = Anfall { $target_you ->
    [yes] dig själv
   *[no] { $target }
} med { $attacker }
dt-choice-mission = Ge uppdraget { $card } till { $warrior }
dt-choice-mission-player = Spela uppdraget { $card } på { $target_you ->
    [yes] dig själv
   *[no] { $target }
}
dt-choice-done = Klar
dt-choice-weapon = Använd vapnet { $card }
dt-choice-play = Spela { $card }
dt-choice-play-on = Spela { $card } på { $warrior }
dt-choice-play-on-player = Spela { $card } på { $target_you ->
    [yes] dig själv
   *[no] { $target }
}
dt-choice-play-on-equipment = Spela { $card } på { $equipment }
dt-choice-cast = Låt { $caster } lägga { $card } för { $n } spelpoäng
dt-choice-cast-defender = Låt { $caster } lägga { $card }: { $warrior } blir försvarare
dt-choice-points = { $promotion } vinstpoäng och { $destiny } spelpoäng
dt-choice-discard = Kassera { $card }
dt-choice-keep = Behåll korten på handen
dt-choice-auto-combat-on = Slå på stående order: passa i striden om du inte har ett stridskort
dt-choice-auto-combat-off = Slå av stående order: sluta passa automatiskt i striden
dt-choice-auto-points-on = Slå på stående order: lägg alla intjänade poäng på vinstpoäng
dt-choice-auto-points-off = Slå av stående order: fråga igen hur poängen ska fördelas

## Händelser

dt-deck-chosen = { $who_you ->
    [yes] Du spelar med { $deck }.
   *[no] { $who } spelar med { $deck }.
}
dt-turn = Speltur { $turn }: { $who_you ->
    [yes] det är din tur.
   *[no] det är { $who }s tur.
}
dt-drew = { $who_you ->
    [yes] Du drar
   *[no] { $who } drar
} { $n ->
    [one] 1 kort
   *[other] { $n } kort
} ({ $left } kvar i leken).
dt-meditate = { $who_you ->
    [yes] Du mediterar och har
   *[no] { $who } mediterar och har
} { $n } spelpoäng.
dt-play-warrior = { $who_you ->
    [yes] Du spelar ut
   *[no] { $who } spelar ut
} { $card } för { $n } spelpoäng.
dt-hide-warrior = { $who_you ->
    [yes] Du spelar ut en krigare med baksidan upp, i skydd (plats { $place }).
   *[no] { $who } spelar ut en krigare med baksidan upp, i skydd (plats { $place }).
}
dt-hide-warrior-own = Krigaren i skydd är din { $card }.
dt-take-cover = { $warrior } tar skydd.
dt-leave-cover = { $warrior } lämnar skyddet.
dt-must-uncover = { $who_you ->
    [yes] Alla dina krigare är i skydd: din nästa handling måste låta en av dem lämna skyddet.
   *[no] Alla { $who }s krigare är i skydd: { $who }s nästa handling måste låta en av dem lämna skyddet.
}
dt-paid-on-leaving = { $who_you ->
    [yes] Du betalar
   *[no] { $who } betalar
} { $n } spelpoäng för { $warrior }.
dt-cannot-pay = { $who_you ->
    [yes] Du kan inte betala
   *[no] { $who } kan inte betala
} { $n } spelpoäng för { $warrior }: krigaren kasseras, alla spelpoäng går förlorade och { $lost } vinstpoäng med dem.
dt-equip = { $warrior } utrustas med { $card }.
dt-equip-covered = { $who_you ->
    [yes] Du lägger ett kort med baksidan upp hos { $warrior }.
   *[no] { $who } lägger ett kort med baksidan upp hos { $warrior }.
}
dt-gift = Gåvan { $card } ges till { $warrior }.
dt-play-special = { $who_you ->
    [yes] Du spelar
   *[no] { $who } spelar
} { $card }.
dt-cast = { $caster } lägger { $card } ({ $n } spelpoäng).
dt-modified = { $card }: { $warrior } får { $amount } i { $stats } under den här striden.
dt-gain-destiny = { $who_you ->
    [yes] Du får
   *[no] { $who } får
} { $n } spelpoäng.
dt-gain-promotion = { $who_you ->
    [yes] Du får
   *[no] { $who } får
} { $n } vinstpoäng.
dt-lose-promotion = { $who_you ->
    [yes] Du förlorar
   *[no] { $who } förlorar
} { $n } vinstpoäng.
dt-lose-destiny = { $who_you ->
    [yes] { $n ->
        [0] Du har inga spelpoäng att förlora.
        [one] Du förlorar din enda spelpoäng.
       *[other] Du förlorar alla dina { $n } spelpoäng.
    }
   *[no] { $n ->
        [0] { $who } har inga spelpoäng att förlora.
        [one] { $who } förlorar sin enda spelpoäng.
       *[other] { $who } förlorar alla sina { $n } spelpoäng.
    }
}
dt-discovered = { $warrior } upptäcks och vänds med framsidan upp.
dt-equipment-discarded = { $card } på { $warrior } kasseras.
dt-takes-cover-in-combat = { $warrior } kastar sig i skydd.
dt-extra-action = { $who_you ->
    [yes] Du får
   *[no] { $who } får
} { $n ->
    [one] { $n } extra handling.
   *[other] { $n } extra handlingar.
}
dt-defender-changed = { $new } ersätter { $old } som försvarare.
dt-attack = { $attacker } anfaller { $defender }.
dt-attack-refused = { $attacker } får inte anfalla { $defender }: när försvararen vänds upp visar den sig vara en krigare som angriparen inte får anfalla, och anfallet går förlorat.
dt-attack-player = { $attacker } anfaller { $target_you ->
    [yes] dig
   *[no] { $target }
} direkt.
dt-tactic = Stridstaktiken är { $tactic }: angriparen { $attack } mot Rustning { $defence_armor }, försvararen { $defence } mot Rustning { $attack_armor }.
dt-weapon = { $warrior } använder vapnet { $card }.
dt-done = { $who_you ->
    [yes] Du är klar.
   *[no] { $who } är klar.
}
dt-resolve = Striden avgörs: angriparen { $attack } mot Rustning { $defence_armor }, försvararen { $defence } mot Rustning { $attack_armor }.
dt-no-wounds = Ingen såras.
dt-combat-ends = En av de stridande har lämnat spelet: striden är slut.
dt-wounded = { $warrior } såras.
dt-killed = { $warrior } dödas.
dt-attachments-discarded = { $n ->
    [one] 1 kort som hörde till krigaren kasseras.
   *[other] { $n } kort som hörde till krigaren kasseras.
}
dt-points = { $who_you ->
    [yes] Du tar
   *[no] { $who } tar
} { $promotion } vinstpoäng och { $destiny } spelpoäng.
dt-discard = { $who_you ->
    [yes] Du kasserar
   *[no] { $who } kasserar
} { $card }.
dt-end-actions = { $who_you ->
    [yes] Du avslutar dina handlingar.
   *[no] { $who } avslutar sina handlingar.
}
dt-out = { $who_you ->
    [yes] Du har inte haft någon krigare på två spelturer: du är ute.
   *[no] { $who } har inte haft någon krigare på två spelturer och är ute.
}
dt-second-attack = { $who_you ->
    [yes] Tack vare Initiative får du anfalla en gång till.
   *[no] Tack vare Initiative får { $who } anfalla en gång till.
}
dt-mission-warrior = Uppdraget { $card } går till { $warrior }.
dt-mission-player = { $who_you ->
    [yes] Du spelar uppdraget { $card } på { $target_you ->
        [yes] dig själv.
       *[no] { $target }.
    }
   *[no] { $who } spelar uppdraget { $card } på { $target_you ->
        [yes] dig.
       *[no] { $target }.
    }
}
dt-mission-fulfilled = { $who_you ->
    [yes] Du utför
   *[no] { $who } utför
} uppdraget { $card }, värt { $n } poäng.
dt-standing-combat = Stående order "passa i striden om du inte har ett stridskort": { $on }.
dt-standing-points = Stående order "alla poäng till vinstpoäng": { $on }.

## Utfall

dt-outcome-goal = En spelare har nått målet för vinstpoäng.
dt-outcome-decks = Alla kortlekar är tomma: flest vinstpoäng vinner.
dt-outcome-last = Bara en spelare är kvar.
dt-card-on-player = Kortet { $card } ligger nu på { $who_you ->
    [yes] dig.
   *[no] { $who }.
}
dt-card-off-player = Kortet { $card } kasseras: { $who_you ->
    [yes] du har
   *[no] { $who } har
} inga spelpoäng kvar.
dt-lose-destiny-n = { $who_you ->
    [yes] Du förlorar
   *[no] { $who } förlorar
} { $n } spelpoäng genom { $card }.
dt-mission-self = { $who_you ->
    [yes] Du åtar dig
   *[no] { $who } åtar sig
} uppdraget { $card }.

# What an action looks like (a refusal of a malformed one).
dt-syntax = Drag ser ut som 'play k01214_3', 'attack w2 w5', 'fight', 'done' eller 'end'.
## Deck building and the card browser (bot/decks.py, bot/games/doomtrooper/decklists.py)

dt-deck-own = leken { $name }
dt-deck-error-unknown-card = Det finns inget Doomtrooper-kort som heter ”{ $card }”.
dt-deck-error-name = En leks namn har 1 till { $max } tecken: bokstäver, siffror, mellanslag och - ' . , ! & ( ) + #, minst en bokstav eller siffra.
dt-deck-error-too-many = En lek får innehålla { $card } högst { $limit } { $limit ->
    [one] gång
   *[other] gånger
} (så blir det { $count }).
dt-deck-error-not-in-deck = { $card } finns inte i leken.
dt-deck-error-too-long = En lista får ha högst { $lines } rader och { $characters } tecken.
dt-deck-error-lines = { $count ->
    [one] En rad i listan går inte att läsa; inget sparades:
   *[other] { $count } rader i listan går inte att läsa; inget sparades:
}
dt-deck-error-illegal = Leken { $deck } kan inte spelas än:
dt-deck-problem-too-few = Den har { $count } { $count ->
    [one] kort
   *[other] kort
}: { $missing } färre än de { $min } en lek behöver.
dt-deck-problem-too-many = { $card }: { $count } exemplar, högst { $limit }.
dt-deck-problem-banned = { $card } får inte finnas i en lek.
dt-deck-problem-gone = Ett kort (nummer { $code }) finns inte längre i spelet.
dt-deck-line-unreadable = Rad { $line }: ”{ $text }” är inte ett antal och ett kortnamn.
dt-deck-line-unknown = Rad { $line }: det finns inget kort som heter ”{ $card }”.
dt-deck-line-count = Rad { $line }: { $count } exemplar av { $card }; ange minst 1.
dt-card-type-warrior = krigare
dt-card-type-equipment = utrustning
dt-card-type-special = specialkort
dt-card-type-art = besvärjelse ur Konsten
dt-card-type-symmetry = gåva ur Mörka symmetrin
dt-card-type-mission = uppdrag
dt-card-type-fortification = befästning
dt-faction-general = allmän
dt-faction-bauhaus = Bauhaus
dt-faction-capitol = Capitol
dt-faction-cybertronic = Cybertronic
dt-faction-imperial = Imperial
dt-faction-mishima = Mishima
dt-faction-brotherhood = Brotherhood
dt-faction-legion = Dark Legion
dt-sheet-personality = { $type }, personlighet
dt-sheet-spell = { $type } ({ $aspect }, { $spell })
dt-sheet-faction = Fraktion
dt-sheet-stats = Närstrid / Eldstrid / Rustning / Poängvärde
dt-sheet-stats-values = { $f } / { $s } / { $a } / { $v }
dt-sheet-aspects = Konstens aspekter
dt-sheet-limit = Exemplar per lek
dt-use = { $warrior } använder { $card }.
dt-healed = { $warrior } blir helad.
dt-protected = { $warrior } kan inte såras i den här striden.
dt-escape = { $n ->
    [0] { $warrior } smiter ur striden.
   *[other] { $warrior } flyr ur striden för { $n } spelpoäng.
}
dt-combat-called-off = Striden slutar utan sår.
dt-coin-heads = Myntet visar krona: { $card } går förlorad.
dt-coin-tails = Myntet visar klave: { $card } blir kvar.
dt-summoned = { $who_you ->
    [yes] Tack vare { $source } ansluter { $card } från din kortlek.
   *[no] Tack vare { $source } ansluter { $card } från kortleken som { $who } har.
}
dt-summon-none = { $who_you ->
    [yes] Din kortlek har ingen krigare som { $card } kan hämta.
   *[no] Kortleken som { $who } har saknar krigare som { $card } kan hämta.
}
dt-diseased = { $warrior } smittas.
dt-disease = Smittan tär på { $warrior }: dess värde är nu { $n }.
dt-disease-kills = { $warrior } dukar under för smittan och kasseras.
dt-second-attack-follow = { $warrior } får anfalla en gång till.
dt-use-own = { $warrior } använder sin egen förmåga.
dt-pay-destiny = { $who_you ->
    [yes] Du betalar
   *[no] { $who } betalar
} { $n } spelpoäng.
dt-exiled = { $owner_you ->
    [yes] Ditt kort { $card } tas
   *[no] Kortet { $card } som { $owner } äger tas
} helt ur spelet.
dt-winds = { $who_you ->
    [yes] Du åkallar
   *[no] { $who } åkallar
} Vansinnets vindar: { $n } skada på varje krigare i spel.
dt-boast = { $warrior } skryter om anfallet nästa tur.
dt-mission-void = { $who_you ->
    [yes] Ditt uppdrag { $card } är fullgjort men ger ingenting: din Hatamotos uppdrag går först.
   *[no] Uppdraget { $card } som { $who } har är fullgjort men ger ingenting: Hatamotons uppdrag går först.
}
dt-exorcised = { $card } på { $warrior } räknas inte i den här striden.
dt-tactic-switched = Taktiken byts till { $tactic }.
dt-first-strike = { $warrior } slår först.
dt-status-fly = { $warrior } lyfter: den kan inte anfallas förrän dess spelares nästa tur.
dt-status-double = { $warrior } fördubblar sina tryckta värden till dess spelares nästa tur.
dt-status-invulnerable = { $warrior } kan inte såras förrän dess spelares nästa tur.
dt-status-ds-immune = Mörka symmetrins kort rör inte { $warrior } förrän dess spelares nästa tur.
dt-proficient = Den här turen kostar trollformlerna för { $warrior } mindre.
dt-sent-to-cover = { $warrior } drivs i skydd.
dt-status-asleep = { $warrior } somnar: den anfaller inte och anfalls inte förrän nästa tur för den som sövde den.
dt-mission-armed = { $who_you ->
    [yes] Villkoret för ditt uppdrag { $card } är uppfyllt: håll det till slutet av din nästa tur.
   *[no] Villkoret för uppdraget { $card } som { $who } har är uppfyllt: gäller det vid slutet av nästa tur är uppdraget fullgjort.
}
dt-card-on-warrior = { $card } ligger nu på { $warrior }.
dt-retreat = { $warrior } drar sig ur striden.
dt-weapon-doubled = Bonusen från { $card } räknas dubbelt för { $warrior } i den här striden.
dt-card-voided = { $card } räknas inte i den här striden.
dt-mission-discarded = Uppdraget { $card } kasseras.
dt-shenanigans = Alla spelare förlorar hälften av sina vinstpoäng och alla sina spelpoäng.
dt-killed-by-card = { $warrior } kasseras.
dt-demoted = { $warrior } degraderas: dess värde är nu { $n }.
dt-team-ds-immune = { $who_you ->
    [yes] Till din nästa tur rör Mörka symmetrins kort inte dina doomtroopers.
   *[no] Till nästa tur för { $who } rör Mörka symmetrins kort inte deras doomtroopers.
}
dt-swap-destiny = { $who_you ->
    [yes] Du byter spelpoäng med { $target }.
   *[no] { $who } byter spelpoäng med { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
}
dt-battlefield-chasm = Till nästa tur för den som spelade kortet utkämpas bara eldstrider.
dt-battlefield-fog = Till nästa tur för den som spelade kortet utkämpas bara närstrider.
dt-bonus-attack = { $who_you ->
    [yes] Du får anfalla en gång till den här turen.
   *[no] { $who } får anfalla en gång till den här turen.
}
dt-will-skip = { $who_you ->
    [yes] Du står över din nästa tur.
   *[no] { $who } står över sin nästa tur.
}
dt-extra-turn = { $who_you ->
    [yes] Du får en tur till efter den här.
   *[no] { $who } får en tur till efter den här.
}
dt-fewer-actions = { $who_you ->
    [yes] Du har { $n } handling mindre i din nästa tur.
   *[no] { $who } har { $n } handling mindre i sin nästa tur.
}
dt-takes-extra-turn = { $who_you ->
    [yes] Du tar en tur till.
   *[no] { $who } tar en tur till.
}
dt-turn-skipped = { $who_you ->
    [yes] Du står över den här turen.
   *[no] { $who } står över den här turen.
}
dt-status-shadows = { $warrior } gömmer sig i skuggorna: +3 rustning.
dt-status-fury = Blint raseri griper { $warrior }: den får anfalla vilken krigare som helst.
dt-second-attack-lust = { $who_you ->
    [yes] Tack vare Blood Lust får du anfalla en gång till.
   *[no] Tack vare Blood Lust får { $who } anfalla en gång till.
}
dt-fortify = { $who_you ->
    [yes] Du sätter { $card } i spel
   *[no] { $who } sätter { $card } i spel
}{ $n ->
    [0] .
   *[other] {" "}för { $n } spelpoäng.
}
dt-fortify-warrior = { $warrior } skyddas av { $card }.
dt-razed = { $card } jämnas med marken.
dt-use-site = { $who_you ->
    [yes] Du avfyrar { $card }.
   *[no] { $who } avfyrar { $card }.
}
dt-recalled = { $who_you ->
    [yes] Du tar tillbaka { $card } till handen.
   *[no] { $who } tar tillbaka { $card } till handen.
}
dt-scarred = { $warrior } helas av raseriet men förlorar för gott 1 rustning.
dt-aged = { $warrior } åldras: { $n } markörer.
dt-storm = { $who_you ->
    [yes] Med { $card } gör du
   *[no] Med { $card } gör { $who }
} { $n } skada på varje krigare i spel.
dt-battlefield-shroud = Till nästa tur för den som lade slöjan utkämpas ingen strid.
dt-copied = { $caster } tar skepnad och värden från { $warrior }.

# Bordet (Game.render): speltur, varje spelares poäng, krigare och kort i spel, striden, handen.
dt-table-head = Speltur { $turn }, på tur: { $current } ({ $actions ->
    [one] 1 handling
   *[other] { $actions } handlingar
} kvar). Mål: { $goal } vinstpoäng.
dt-table-player = { $name }{ $out ->
    [yes] { " " }(utslagen)
   *[no] { "" }
} [{ $deck_name }]: { $promotion } vinstpoäng, { $destiny } spelpoäng, hand { $hand }, lek { $deck }, slänghög { $discard }
dt-table-no-deck = ingen kortlek än
dt-table-face-down = en krigare med baksidan upp ({ $notes })
dt-note-wounded = sårad
dt-note-cover = i skydd
dt-note-unpaid = inte betald än
dt-note-cards-with = { $count ->
    [one] 1 kort med sig
   *[other] { $count } kort med sig
}
dt-table-stats = F{ $f } S{ $s } A{ $a } V{ $v }
dt-table-warrior = { $name } { $stats }
dt-table-with-notes = { $text } ({ $notes })
dt-table-with-gear = { $text } med { $gear }
dt-table-site = befästning { $card }
dt-table-lasting = { $card } ligger på spelaren (spelat av { $owner })
dt-table-mission = uppdraget { $card } på { $target }
dt-table-fighter = { $warrior } (spelare: { $player })
dt-table-no-tactic = inte vald än
dt-table-combat = Strid: { $attacker } anfaller { $defender }; taktik: { $tactic }.
dt-table-played = Spelat i den här striden: { $cards }
dt-table-hand = Din hand: { $cards }
dt-table-empty = tom

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
dt-joins = { $warrior } är nu också medlem av { $faction }.
dt-turns-heretic = { $warrior } är nu en kättare i Mörka legionen.
dt-mutated = { $warrior } tillhör Mörka legionen för alltid.
dt-loses-membership = { $warrior } förlorar ett medlemskap.
dt-now-freelancer = { $warrior } tillhör nu ingen organisation: som frilansare ger dess segrar bara spelpoäng.
dt-possessed = { $warrior } kasseras inte: besatt ansluter den som kättare till { $who_you ->
    [yes] din kohort.
   *[no] kohorten som { $who } har.
}
dt-redeemed = { $warrior } är återlöst och ingen kättare längre.
dt-markers-left = { $n ->
    [0] Ingen markör ligger kvar på { $card }.
    [one] 1 markör ligger kvar på { $card }.
   *[other] { $n } markörer ligger kvar på { $card }.
}
dt-choice-cast-redeem = Kasta { $card } med { $caster } för att återlösa { $warrior } för { $n } spelpoäng
dt-table-lasting-markers = { $card } ligger på spelaren (spelat av { $owner }), { $n ->
    [one] 1 markör
   *[other] { $n } markörer
}
## part 2: reactions
dt-choice-arm = Gillra { $card } (det spelas av sig självt när dess ögonblick kommer)
dt-choice-arm-against = Gillra { $card } mot { $target }
dt-choice-disarm = Ta bort gillringen av { $card }
dt-armed = Du gillrade { $card }: kortet spelas av sig självt när dess ögonblick kommer. Ingen annan vet om det.
dt-armed-against = Du gillrade { $card } mot { $target }. Ingen annan vet om det.
dt-disarmed = { $card } är inte längre gillrat.
dt-table-armed = Gillrat i din hand: { $cards }
dt-reaction = { $who_you ->
    [yes] Du reagerar
   *[no] { $who } reagerar
} med { $card }.
dt-bamboozled = { $who_you ->
    [yes] Du behåller
   *[no] { $who } behåller
} { $n ->
    [one] inte vinstpoängen som just tjänades.
   *[other] inget av de { $n } vinstpoäng som just tjänades.
}
dt-miscommunication = { $card } har ingen verkan och kasseras.
dt-narrow-escape = { $warrior } dödas ändå inte.
dt-spy = { $warrior } var { $who_you ->
    [yes] din spion: du får
   *[no] en spion åt { $who }, som får
} dess poäng; krigaren kasseras.
dt-error-arm-not-in-hand = Det kortet finns inte i din hand.
dt-error-arm-not-reaction = { $card } är inget reaktionskort: det spelas, det gillras inte.
dt-error-disarm-not-armed = { $card } är inte gillrat.
dt-error-arm-already = { $card } är redan gillrat.
dt-error-arm-target = { $card } kan inte gillras mot den spelaren.
dt-card-01014 = Bamboozled!
dt-card-01207 = Miscommunication
dt-card-01213 = Narrow Escape!
dt-card-01234 = Portents of Victory
dt-card-01293 = Spy in the Ranks
dt-card-01304 = Sworn Vengeance
## part 2: hands, decks and secrets
dt-look-hand = { $who_you ->
    [yes] Du tittar
   *[no] { $who } tittar
} på { $target_you ->
    [yes] din hand
   *[no] { $target }s hand
} ({ $n ->
    [one] 1 kort
   *[other] { $n } kort
}).
dt-seen-hand = { $n ->
    [0] { $target }s hand är tom.
   *[other] { $target }s hand: { $cards }.
}
dt-look-deck = { $who_you ->
    [yes] Du går igenom
   *[no] { $who } går igenom
} { $target_you ->
    [yes] din lek
   *[no] { $target }s lek
} ({ $n ->
    [one] 1 kort
   *[other] { $n } kort
}).
dt-seen-deck = { $n ->
    [0] { $target }s lek är tom.
   *[other] { $target }s lek, uppifrån: { $cards }.
}
dt-deck-shuffled = { $who_you ->
    [yes] Din lek blandas.
   *[no] { $who }s lek blandas.
}
dt-random-discard = { $card } kasseras slumpvis ur { $who_you ->
    [yes] din hand
   *[no] { $who }s hand
}.
dt-discarded-by = { $by_you ->
    [yes] Du kasserar
   *[no] { $by } kasserar
} { $card } ur { $who_you ->
    [yes] din hand
   *[no] { $who }s hand
}.
dt-search = { $who_you ->
    [yes] Du letar
   *[no] { $who } letar
} efter ett kort med { $card }.
dt-search-none = { $who_you ->
    [yes] Du hittar
   *[no] { $who } hittar
} inget kort att ta.
dt-took-from-deck = { $who_you ->
    [yes] Du tar
   *[no] { $who } tar
} ett kort ur leken till handen.
dt-took-card = Du tar { $card } till handen.
dt-recovered = { $who_you ->
    [yes] Du tar
   *[no] { $who } tar
} tillbaka { $card } från slänghögen till handen.
dt-drew-extra = { $who_you ->
    [yes] Du drar
   *[no] { $who } drar
} { $n ->
    [one] 1 extra kort
   *[other] { $n } extra kort
} ({ $left } kvar i leken).
dt-drew-cards = Du drog { $cards }.
dt-kept = Du behåller { $card }.
dt-retrain-buy = { $who_you ->
    [yes] Du köper
   *[no] { $who } köper
} { $n ->
    [one] 1 vinstpoäng
   *[other] { $n } vinstpoäng
} för { $cost } spelpoäng.
dt-retrain-sell = { $who_you ->
    [yes] Du säljer
   *[no] { $who } säljer
} { $n ->
    [one] 1 vinstpoäng
   *[other] { $n } vinstpoäng
} för { $gain } spelpoäng.
dt-mission-moved = Uppdraget { $card } ligger nu på { $warrior }.
dt-mission-moved-player = Uppdraget { $card } gäller nu { $target_you ->
    [yes] dig
   *[no] { $target }
}.
dt-question = { $who_you ->
    [yes] Du frågar
   *[no] { $who } frågar
} { $target_you ->
    [yes] dig om du har
   *[no] { $target } om hen har
} { $kind } på handen.
dt-answered = { $who_you ->
    [yes] Du svarar
   *[no] { $who } svarar
} på { $target_you ->
    [yes] din fråga
   *[no] { $target }s fråga
}.
dt-answer-yes = { $who } svarar: ja, på handen finns { $kind }.
dt-answer-no = { $who } svarar: nej, på handen finns inte { $kind }.
dt-refused = { $who_you ->
    [yes] Du vägrar svara och betalar
   *[no] { $who } vägrar svara och betalar
} { $n } spelpoäng.
dt-type-warrior = en krigare
dt-type-equipment = ett utrustningskort
dt-type-special = ett specialkort
dt-type-art = ett kort ur Konsten
dt-type-symmetry = ett kort ur Mörka symmetrin
dt-type-mission = ett uppdrag
dt-type-fortification = en befästning
dt-choice-use-on-player = Använd { $card } på { $target }
dt-choice-cast-player = Låt { $caster } lägga { $card } på { $target } för { $n } spelpoäng
dt-choice-cast-question = Låt { $caster } lägga { $card }: fråga { $target } om hen har { $kind }
dt-choice-retrain-buy = Spela { $card }: köp { $n ->
    [one] 1 vinstpoäng
   *[other] { $n } vinstpoäng
} för { $destiny } spelpoäng
dt-choice-retrain-sell = Spela { $card }: sälj { $n ->
    [one] 1 vinstpoäng
   *[other] { $n } vinstpoäng
} för { $destiny } spelpoäng
dt-choice-pick-none = Ta inga fler
dt-choice-pick-discard = Kassera { $card }
dt-choice-pick-take = Ta { $card }
dt-choice-pick-keep = Behåll { $card }
dt-choice-pick-lying = Kassera { $card }
dt-choice-pick-cost = Ta även { $card } (betala { $n } spelpoäng)
dt-choice-transfer-player = Flytta det till { $target }
dt-choice-transfer-warrior = Flytta det till { $warrior }
dt-choice-answer = Svara sanningsenligt
dt-choice-refuse = Vägra svara (betala { $n } spelpoäng)
dt-prompt-pick-discard = { $card }: kassera { $n ->
    [one] 1 kort
   *[other] { $n } kort
} ur { $target }s hand
dt-prompt-pick-take = { $card }: välj kortet du tar till handen
dt-prompt-pick-keep = { $card }: välj kortet du behåller (de andra kasseras)
dt-prompt-pick-lying = { $card }: välj ett uppdrag eller specialkort att kassera ({ $n } kvar)
dt-prompt-pick-transfer = { $card }: välj vart uppdraget flyttas
dt-prompt-pick-answer = { $card }: { $target } ställde en fråga till dig; svara eller vägra
dt-table-known = kort du har sett i den här handen: { $cards }
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
    [yes] Du spelar
   *[no] { $who } spelar
} ett uppdrag i hemlighet.
dt-secret-mission-warrior = Ditt hemliga uppdrag { $card } ligger på { $warrior }.
dt-secret-mission-player = Ditt hemliga uppdrag { $card } gäller { $target_you ->
    [yes] dig själv
   *[no] { $target }
}.
dt-secret-mission-shown = { $who_you ->
    [yes] Du visar
   *[no] { $who } visar
} det hemliga uppdraget { $card } tillsammans med { $cover }.
dt-secret-mission-lost = { $who_you ->
    [yes] Ditt
   *[no] { $who }s
} hemliga uppdrag { $card } kasseras med { $cover } eftersom dess krigare är borta.
dt-choice-secret-warrior = Ge uppdraget till { $warrior }
dt-choice-secret-player = Låt uppdraget gälla { $target }
dt-prompt-pick-secret = Välj vart ditt hemliga uppdrag går
dt-table-secret-own = ditt hemliga uppdrag { $card }
dt-table-secrets = { $count ->
    [one] 1 hemligt uppdrag
   *[other] { $count } hemliga uppdrag
}
dt-error-no-pick = Du har inget öppet val nu, så det finns inget att välja.
dt-error-pick-option = Det finns inte bland korten eller platserna du kan välja.
dt-error-retrained = Du har redan spelat Retraining i den här matchen (en gång per spel).
dt-error-trade = Du kan inte byta { $n } vinstpoäng: du har för få poäng för det.
dt-error-destiny = { $card } kostar här { $n } spelpoäng; så många har du inte.
dt-card-01090 = Efficiency Training
dt-card-01260 = Revelation
dt-card-01313 = Teleportation
dt-refit = { $who_you ->
    [yes] Du får nu flytta
   *[no] { $who } får nu flytta
} utrustning mellan krigare med framsidan upp fram till nästa annan handling.
dt-choice-move = Flytta { $card } till { $warrior } (ingen handling)
dt-equipment-moved = { $card } flyttas från { $old } till { $new }.
dt-equipment-to-hand = { $card } går tillbaka till { $who_you ->
    [yes] din hand
   *[no] handen hos { $who }
}.
dt-choice-teleport = Teleportera med { $card }: { $equipment } till { $warrior } för { $n } spelpoäng
dt-choice-teleport-hand = Teleportera med { $card }: { $equipment } tillbaka till din hand för { $n } spelpoäng
dt-status-revealed = { $warrior } får lägga en besvärjelse ur Konsten av vilken aspekt som helst fram till dess spelares nästa tur.
dt-card-01206 = Mind Wall
dt-choice-wall = Låt { $caster } lägga { $card } mot { $target } för { $n } spelpoäng
dt-walled = { $warrior } är immun mot { $card } till dess spelares nästa tur.
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
    [yes] Du befaller
   *[no] { $who } befaller
} med { $card }: under { $target_you ->
    [yes] din
   *[no] { $target }s
} nästa tur måste { $warrior } anfalla om den kan.
dt-order-not-with = { $who_you ->
    [yes] Du befaller
   *[no] { $who } befaller
} med { $card }: under { $target_you ->
    [yes] din
   *[no] { $target }s
} nästa tur får { $warrior } inte anfalla.
dt-order-attack-target = { $who_you ->
    [yes] Du befaller
   *[no] { $who } befaller
} med { $card }: { $target_you ->
    [yes] du
   *[no] { $target }
} måste anfalla { $warrior } under nästa tur om det går.
dt-order-no-attack = { $who_you ->
    [yes] Du åkallar
   *[no] { $who } åkallar
} { $card }: { $warrior } får inte anfalla förrän { $who_you ->
    [yes] din
   *[no] { $who }s
} nästa tur.
dt-order-refused-end = Du får inte avsluta turen utan anfall: { $card } från { $who } tvingar dig att anfalla ({ $warrior }).
dt-order-refused-attacker = { $warrior } får inte anfalla nu: { $card } från { $who } förbjuder det.
dt-order-refused-other = Du måste anfalla med { $warrior }: { $card } från { $who } befaller det.
dt-order-refused-target = Du måste anfalla { $warrior }: { $card } från { $who } befaller det.
dt-commanded = { $who_you ->
    [yes] Du befaller
   *[no] { $who } befaller
} { $attacker } att anfalla { $defender }.
dt-fighters-swapped = Striden ändras: { $attacker } anfaller nu { $defender }, taktik: { $tactic }.
dt-raised = { $who_you ->
    [yes] Du väcker
   *[no] { $who } väcker
} { $card } ur { $owner_you ->
    [yes] din
   *[no] { $owner }s
} slänghög: den kommer med halv styrka och är oren.
dt-inspired = { $who_you ->
    [yes] Dina
   *[no] { $who }s
} krigare i spel blir helade, välsignade och för alltid immuna mot Mörka symmetrin.
dt-all-profane = Varje krigare i spel är nu oren: ingen av dem kan använda Konsten.
dt-choice-raise = Använd { $card }: väck { $warrior }
dt-choice-order-must = Använd { $card }: { $warrior } måste anfalla under sin spelares nästa tur
dt-choice-order-not = Använd { $card }: { $warrior } får inte anfalla under sin spelares nästa tur
dt-choice-cast-suggestion = Kasta { $card } med { $caster }: { $warrior } måste bli nästa anfallare
dt-choice-cast-message = Kasta { $card } med { $caster }: { $target } måste anfalla { $warrior } nästa tur
dt-choice-cast-command = Kasta { $card } med { $caster } för { $n } spelpoäng: { $attacker } anfaller { $defender }
dt-choice-cast-swap = Kasta { $card } med { $caster }: { $attacker } anfaller { $defender }, taktik: { $tactic }
dt-mission-completed = { $who_you ->
    [yes] Du fullföljer
   *[no] { $who } fullföljer
} uppdraget { $card }.
dt-card-01252 = Reinforcements!
dt-card-01324 = True Gate
dt-reinforced = { $warrior } ansluter till gruppen kring { $fighter }.
dt-strike-chosen = { $who_you ->
    [yes] Ditt slag
   *[no] Slaget från { $who }
} träffar { $warrior }.
dt-choice-reinforce = Använd { $card }: { $warrior } ansluter till din kämpes grupp
dt-choice-strike = Slå { $warrior } i gruppen
dt-note-profane = oren
dt-note-blessed = välsignad
dt-note-ds-immune = immun mot Mörka symmetrin
dt-note-halved = halv styrka
dt-note-no-ds = tar inga kort från Mörka symmetrin
dt-note-annihilate = lämnar spelet helt när den lämnar spel
dt-table-order-attack-with = Order ({ $card } från { $by }): under { $player }s nästa tur måste { $warrior } anfalla om den kan
dt-table-order-not-with = Order ({ $card } från { $by }): under { $player }s nästa tur får { $warrior } inte anfalla
dt-table-order-attack-target = Order ({ $card } från { $by }): { $player } måste anfalla { $warrior } under nästa tur om det går
dt-table-order-no-attack = Order ({ $card } från { $by }): { $warrior } får inte anfalla förrän { $by }s nästa tur
dt-table-group = Gruppen kring { $fighter }: { $helpers }

## part 2: Empathy
dt-card-01095 = Empathy
dt-prompt-pick-plan = { $card }: berätta för { $target } din anfallsplan för din nästa tur; du måste följa den om du kan
dt-choice-plan-none = Inget anfall under min nästa tur
dt-choice-plan-attack = { $attacker } anfaller { $defender }, taktik: { $tactic }
dt-choice-plan-player = { $attacker } anfaller { $target_you ->
    [yes] dig
   *[no] { $target }
}
dt-plan-told = { $who_you ->
    [yes] Du berättar din anfallsplan för din nästa tur för { $target }
   *[no] { $who } berättar sin anfallsplan för sin nästa tur för { $target_you ->
        [yes] dig
       *[no] { $target }
    }
} ({ $card }); ingen annan får veta den.
dt-plan-secret = Planen för { $who_you ->
    [yes] din nästa tur
   *[no] { $who }s nästa tur
}: { $plan }.
dt-plan-none = inget anfall
dt-plan-attack = { $attacker } anfaller { $defender }, taktik: { $tactic }
dt-plan-player = { $attacker } anfaller { $target_you ->
    [yes] dig
   *[no] { $target }
}
dt-plan-refused-attack = Du får inte anfalla den här turen: du berättade för { $who } med { $card } att du inte skulle göra det.
dt-plan-refused-other = Du måste följa planen du berättade för { $who } med { $card }: { $plan }.
dt-plan-refused-tactic = Du måste välja taktiken du berättade för { $who } med { $card }: { $tactic }.
dt-table-order-plan-hidden = Plan ({ $card } från { $by }): { $player } har berättat sin anfallsplan för nästa tur för { $by } och måste följa den om det går
dt-table-order-plan-none = Plan ({ $card } från { $by }): { $player } anfaller inte under nästa tur
dt-table-order-plan = Plan ({ $card } från { $by }): under { $player }s nästa tur anfaller { $attacker } { $defender }, taktik: { $tactic }, om den kan
dt-table-order-plan-player = Plan ({ $card } från { $by }): under { $player }s nästa tur anfaller { $attacker } { $target }, om den kan
