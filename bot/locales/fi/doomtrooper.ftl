# Doomtrooper suomeksi (käytännöt: docs/wording.md, sanasto: docs/glossary-fi.md).

## Kortit (nimet kuten painettu)

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

## Sanat

dt-warrior = { $owner_you ->
    [yes] soturisi { $card }
   *[no] pelaajan { $owner } soturi { $card }
}
dt-covered-warrior = { $owner_you ->
    [yes] kuvapuoli alaspäin oleva soturisi (paikka { $place })
   *[no] pelaajan { $owner } kuvapuoli alaspäin oleva soturi (paikka { $place })
}
dt-deck-bauhaus = Bauhaus-pakalla
dt-deck-capitol = Capitol-pakalla
dt-deck-brotherhood = Brotherhood-pakalla
dt-deck-legion = Dark Legion -pakalla
dt-on = päällä
dt-off = pois päältä
dt-tactic-fight = Lähitaistelu
dt-tactic-shoot = Ammunta
dt-stats-f = lähitaistelua
dt-stats-s = ammuntaa
dt-stats-a = panssaria
dt-stats-v = arvoa
dt-stats-fs = lähitaistelua ja ammuntaa

## Päätökset

dt-prompt-deck = Valitse pakkasi
dt-prompt-turn = Vuoro { $turn }: valitse toiminto ({ $actions ->
    [one] 1 toiminto jäljellä
   *[other] { $actions } toimintoa jäljellä
})
dt-prompt-tactic = Vuoro { $turn }: valitse taistelun taktiikka
dt-prompt-combat = Vuoro { $turn }: pelaa kortti taisteluun tai ilmoita olevasi valmis
dt-prompt-weapon = Vuoro { $turn }: valitse taktiikkaan { $tactic } ase, jota käyttää { $warrior }
dt-prompt-points = Jaa soturista { $victim } { $n ->
    [one] saatu 1 piste
   *[other] saadut { $n } pistettä
} ylennys- ja kohtalopisteiksi
dt-prompt-discard = Heitä pois { $n ->
    [one] 1 kortti
   *[other] { $n } korttia
} (kunnes kädessäsi on kolme korttia)
dt-prompt-discard-optional = Vuoro { $turn }: voit heittää pois vielä yhden kortin

dt-choice-deck = Pelaa { $deck }
dt-choice-end = Lopeta toimintosi

dt-choice-cast-copy = Loitsi { $card }, loitsijana { $caster }: ota soturin { $warrior } arvot
dt-choice-use-steps = Käytä korttia { $card } { $n } kohtalopisteellä
dt-choice-play-steps = { $choice }, hinta { $n } kohtalopistettä

dt-choice-fortify = Tuo peliin { $card }
dt-choice-fortify-warrior = Anna { $card } soturille { $warrior }





dt-choice-use-on-equipment = Käytä korttia { $card } kohteeseen { $equipment }


dt-choice-use-own = Käytä kykyä: { $warrior }

dt-choice-boast = Ilmoita soturin { $warrior } hyökkäys seuraavalle vuorollesi
dt-choice-use = Käytä varustetta { $card } (kantaja: { $warrior })
dt-choice-use-on = Käytä varustetta { $card } kohteeseen { $warrior }
dt-choice-meditate = Meditoi (+1 kohtalopiste)
dt-choice-play-warrior = Tuo peliin { $card } (maksa { $n ->
    [one] 1 kohtalopiste
   *[other] { $n } kohtalopistettä
})
dt-choice-hide = Tuo { $card } peliin suojaan (kolme toimintoa; maksat vasta, kun se tulee esiin suojasta)
dt-choice-cover = Vie { $warrior } suojaan
dt-choice-uncover = Tuo { $warrior } esiin suojasta
dt-choice-equip = Varusta { $warrior } varusteella { $card }
dt-choice-equip-more = Varusta { $warrior } varusteella { $card } (sama toiminto)
dt-choice-gift = Anna lahja { $card }, saajana { $warrior }
dt-choice-attack = Lähetä { $attacker } hyökkäämään, kohteena { $defender }
dt-choice-attack-player = Lähetä { $attacker } hyökkäämään, kohteena { $target_you ->
    [yes] sinä itse
   *[no] { $target }
}
dt-choice-mission = Anna tehtävä { $card }, saajana { $warrior }
dt-choice-mission-player = Pelaa tehtävä { $card }, kohteena { $target_you ->
    [yes] sinä itse
   *[no] { $target }
}
dt-choice-done = Valmis
dt-choice-weapon = Käytä asetta { $card }
dt-choice-play = Pelaa { $card }
dt-choice-play-on = Pelaa { $card }, kohteena { $warrior }
dt-choice-play-on-player = Pelaa { $card }, kohteena { $target_you ->
    [yes] sinä itse
   *[no] { $target }
}
dt-choice-play-on-equipment = Pelaa { $card }, kohteena varuste { $equipment }
dt-choice-cast = Loitsi { $card } ({ $n ->
    [one] 1 kohtalopiste
   *[other] { $n } kohtalopistettä
}), loitsijana { $caster }
dt-choice-cast-defender = Loitsi { $card }, loitsijana { $caster }: puolustajaksi tulee { $warrior }
dt-choice-points = { $promotion ->
    [one] 1 ylennyspiste
   *[other] { $promotion } ylennyspistettä
} ja { $destiny ->
    [one] 1 kohtalopiste
   *[other] { $destiny } kohtalopistettä
}
dt-choice-discard = Heitä pois { $card }
dt-choice-keep = Pidä loput korttisi
dt-choice-auto-combat-on = Pysyväisohje päälle: ohita taistelu, ellei kädessäsi ole taistelukorttia
dt-choice-auto-combat-off = Pysyväisohje pois: lopeta taistelun ohittaminen automaattisesti
dt-choice-auto-points-on = Pysyväisohje päälle: kaikki ansaitut pisteet ylennyspisteiksi
dt-choice-auto-points-off = Pysyväisohje pois: kysy taas, miten pisteet jaetaan

## Tapahtumat

dt-deck-chosen = { $who_you ->
    [yes] Pelaat { $deck }.
   *[no] { $who } pelaa { $deck }.
}
dt-turn = Vuoro { $turn }: { $who_you ->
    [yes] on sinun vuorosi.
   *[no] vuorossa on { $who }.
}
dt-drew = { $who_you ->
    [yes] Nostat
   *[no] { $who } nostaa
} { $n ->
    [one] 1 kortin
   *[other] { $n } korttia
} (pakassa jäljellä { $left }).
dt-meditate = { $who_you ->
    [yes] Meditoit, ja sinulla on nyt
   *[no] { $who } meditoi, ja hänellä on nyt
} { $n ->
    [one] 1 kohtalopiste.
   *[other] { $n } kohtalopistettä.
}
dt-play-warrior = { $who_you ->
    [yes] Tuot peliin
   *[no] { $who } tuo peliin
} soturin { $card } hintaan { $n ->
    [one] 1 kohtalopiste.
   *[other] { $n } kohtalopistettä.
}
dt-hide-warrior = { $who_you ->
    [yes] Tuot peliin soturin kuvapuoli alaspäin, suojaan (paikka { $place }).
   *[no] { $who } tuo peliin soturin kuvapuoli alaspäin, suojaan (paikka { $place }).
}
dt-hide-warrior-own = Suojaan tuomasi soturi on { $card }.
dt-take-cover = Suojaan menee { $warrior }.
dt-leave-cover = Suojasta tulee esiin { $warrior }.
dt-must-uncover = { $who_you ->
    [yes] Kaikki soturisi ovat suojassa: seuraavalla toiminnollasi sinun on tuotava yksi niistä esiin.
   *[no] Kaikki pelaajan { $who } soturit ovat suojassa: hänen on tuotava seuraavalla toiminnollaan yksi niistä esiin.
}
dt-paid-on-leaving = { $who_you ->
    [yes] Maksat
   *[no] { $who } maksaa
} { $n ->
    [one] 1 kohtalopisteen
   *[other] { $n } kohtalopistettä
}: { $warrior } on nyt maksettu.
dt-cannot-pay = { $who_you ->
    [yes] Et pysty maksamaan { $n } kohtalopistettä: { $warrior } heitetään pois, ja menetät kaikki kohtalopisteesi sekä niiden mukana
   *[no] { $who } ei pysty maksamaan { $n } kohtalopistettä: { $warrior } heitetään pois, ja { $who } menettää kaikki kohtalopisteensä sekä niiden mukana
} { $lost ->
    [one] 1 ylennyspiste.
   *[other] { $lost } ylennyspistettä.
}
dt-equip = Varusteen { $card } saa { $warrior }.
dt-equip-covered = { $who_you ->
    [yes] Annat kortin kuvapuoli alaspäin: sen saa { $warrior }.
   *[no] { $who } antaa kortin kuvapuoli alaspäin: sen saa { $warrior }.
}
dt-gift = Lahjan { $card } saa { $warrior }.
dt-play-special = { $who_you ->
    [yes] Pelaat
   *[no] { $who } pelaa
} kortin { $card }.
dt-cast = Loitsun { $card } loitsii { $caster } ({ $n ->
    [one] 1 kohtalopiste
   *[other] { $n } kohtalopistettä
}).
dt-modified = { $card }: { $warrior } saa tämän taistelun ajaksi { $amount } { $stats }.
dt-gain-destiny = { $who_you ->
    [yes] Saat
   *[no] { $who } saa
} { $n ->
    [one] 1 kohtalopisteen.
   *[other] { $n } kohtalopistettä.
}
dt-gain-promotion = { $who_you ->
    [yes] Ansaitset
   *[no] { $who } ansaitsee
} { $n ->
    [one] 1 ylennyspisteen.
   *[other] { $n } ylennyspistettä.
}
dt-lose-promotion = { $who_you ->
    [yes] Menetät
   *[no] { $who } menettää
} { $n ->
    [one] 1 ylennyspisteen.
   *[other] { $n } ylennyspistettä.
}
dt-lose-destiny = { $who_you ->
    [yes] Menetät { $n ->
        [one] ainoan kohtalopisteesi (1).
       *[other] kaikki { $n } kohtalopistettäsi.
    }
   *[no] { $who } menettää { $n ->
        [one] ainoan kohtalopisteensä (1).
       *[other] kaikki { $n } kohtalopistettään.
    }
}
dt-discovered = Esiin paljastuu { $warrior }, joka käännetään kuvapuoli ylöspäin.
dt-equipment-discarded = Varuste { $card } heitetään pois; sitä kantoi { $warrior }.
dt-takes-cover-in-combat = Suojaan sukeltaa { $warrior }.
dt-extra-action = { $who_you ->
    [yes] Saat
   *[no] { $who } saa
} { $n ->
    [one] 1 lisätoiminnon.
   *[other] { $n } lisätoimintoa.
}
dt-defender-changed = Puolustaja vaihtuu: { $old } väistyy, ja tilalle tulee { $new }.
dt-attack = Hyökkäykseen lähtee { $attacker }, kohteena { $defender }.
dt-attack-refused = Hyökkäys ei ole sallittu: kohde, { $defender }, osoittautuu käännettäessä soturiksi, jonka kimppuun { $attacker } ei saa hyökätä, ja hyökkäys menetetään.
dt-attack-player = Hyökkäykseen lähtee { $attacker } suoraan { $target_you ->
    [yes] sinua vastaan.
   *[no] pelaajaa { $target } vastaan.
}
dt-tactic = Taktiikka on { $tactic }: hyökkääjä { $attack } panssaria { $defence_armor } vastaan, puolustaja { $defence } panssaria { $attack_armor } vastaan.
dt-weapon = Aseen { $card } ottaa käyttöön { $warrior }.
dt-done = { $who_you ->
    [yes] Olet valmis.
   *[no] { $who } on valmis.
}
dt-resolve = Taistelu ratkeaa: hyökkääjä { $attack } panssaria { $defence_armor } vastaan, puolustaja { $defence } panssaria { $attack_armor } vastaan.
dt-no-wounds = Kukaan ei haavoitu.
dt-combat-ends = Toinen taistelijoista on poistunut pelistä: taistelu päättyy.
dt-wounded = Haavan saa { $warrior }.
dt-killed = Taistelussa kaatuu { $warrior }.
dt-attachments-discarded = { $n ->
    [one] Sen mukana heitetään pois 1 kortti.
   *[other] Sen mukana heitetään pois { $n } korttia.
}
dt-points = { $who_you ->
    [yes] Saat
   *[no] { $who } saa
} { $promotion ->
    [one] 1 ylennyspisteen
   *[other] { $promotion } ylennyspistettä
} ja { $destiny ->
    [one] 1 kohtalopisteen.
   *[other] { $destiny } kohtalopistettä.
}
dt-discard = { $who_you ->
    [yes] Heität pois
   *[no] { $who } heittää pois
} kortin { $card }.
dt-end-actions = { $who_you ->
    [yes] Lopetat toimintosi.
   *[no] { $who } lopettaa toimintonsa.
}
dt-out = { $who_you ->
    [yes] Sinulla ei ole ollut soturia kahteen vuoroon: putoat pelistä.
   *[no] Pelaajalla { $who } ei ole ollut soturia kahteen vuoroon, ja hän putoaa pelistä.
}
dt-second-attack = { $who_you ->
    [yes] Kortin Initiative ansiosta voit hyökätä vielä kerran.
   *[no] Kortin Initiative ansiosta { $who } saa hyökätä vielä kerran.
}
dt-mission-warrior = Tehtävän { $card } ottaa vastaan { $warrior }.
dt-mission-player = { $who_you ->
    [yes] Pelaat
   *[no] { $who } pelaa
} tehtävän { $card }, kohteena { $target_you ->
    [yes] sinä.
   *[no] { $target }.
}
dt-mission-fulfilled = { $who_you ->
    [yes] Täytät
   *[no] { $who } täyttää
} tehtävän { $card }, arvoltaan { $n ->
    [one] 1 piste.
   *[other] { $n } pistettä.
}
dt-standing-combat = Pysyväisohje ”ohita taistelu, ellei kädessä ole taistelukorttia”: { $on }.
dt-standing-points = Pysyväisohje ”kaikki pisteet ylennyspisteiksi”: { $on }.

## Lopputulokset

dt-outcome-goal = Pelaaja saavutti voittoon tarvittavat ylennyspisteet.
dt-outcome-decks = Kaikki pakat ovat tyhjiä: eniten ylennyspisteitä kerännyt voittaa.
dt-outcome-last = Jäljellä on vain yksi pelaaja.
dt-card-on-player = Kortti { $card } jää { $who_you ->
    [yes] eteesi.
   *[no] pelaajan { $who } eteen.
}
dt-card-off-player = Kortti { $card } heitetään pois: { $who_you ->
    [yes] sinulla ei ole
   *[no] pelaajalla { $who } ei ole
} enää kohtalopisteitä.
dt-lose-destiny-n = { $who_you ->
    [yes] Menetät
   *[no] { $who } menettää
} { $n ->
    [one] 1 kohtalopisteen
   *[other] { $n } kohtalopistettä
} kortin { $card } takia.
dt-mission-self = { $who_you ->
    [yes] Otat itsellesi
   *[no] { $who } ottaa itselleen
} tehtävän { $card }.

# What an action looks like (a refusal of a malformed one).
dt-syntax = Siirrot ovat muotoa 'play k01214_3', 'attack w2 w5', 'fight', 'done' tai 'end'.
## Deck building and the card browser (bot/decks.py, bot/games/doomtrooper/decklists.py)

dt-deck-own = pakalla { $name }
dt-deck-error-unknown-card = Doomtrooper-korttia nimeltä ”{ $card }” ei ole.
dt-deck-error-name = Pakan nimessä on 1–{ $max } merkkiä: kirjaimia, numeroita, välilyöntejä ja merkkejä - ' . , ! & ( ) + #, ainakin yksi kirjain tai numero.
dt-deck-error-too-many = Pakassa saa olla korttia { $card } enintään { $limit } { $limit ->
    [one] kappale
   *[other] kappaletta
} (nyt niitä olisi { $count }).
dt-deck-error-not-in-deck = Korttia { $card } ei ole pakassa.
dt-deck-error-too-long = Listassa saa olla enintään { $lines } riviä ja { $characters } merkkiä.
dt-deck-error-lines = { $count ->
    [one] Listan yhtä riviä ei voi lukea; mitään ei tallennettu:
   *[other] Listan { $count } riviä ei voi lukea; mitään ei tallennettu:
}
dt-deck-error-illegal = Pakalla { $deck } ei voi vielä pelata:
dt-deck-problem-too-few = Siinä on { $count } { $count ->
    [one] kortti
   *[other] korttia
}: { $missing } vähemmän kuin pakan vaatimat { $min }.
dt-deck-problem-too-many = { $card }: { $count } kappaletta, enintään { $limit }.
dt-deck-problem-banned = Korttia { $card } ei saa olla pakassa.
dt-deck-problem-gone = Kortti (koodi { $code }) ei ole enää pelissä.
dt-deck-line-unreadable = Rivi { $line }: ”{ $text }” ei ole lukumäärä ja kortin nimi.
dt-deck-line-unknown = Rivi { $line }: korttia nimeltä ”{ $card }” ei ole.
dt-deck-line-count = Rivi { $line }: { $count } kappaletta korttia { $card }; anna vähintään 1.
dt-card-type-warrior = soturi
dt-card-type-equipment = varuste
dt-card-type-special = erikoiskortti
dt-card-type-art = Taidon loitsu
dt-card-type-symmetry = Pimeän symmetrian lahja
dt-card-type-mission = tehtävä
dt-card-type-fortification = linnoitus
dt-faction-general = yleinen
dt-faction-bauhaus = Bauhaus
dt-faction-capitol = Capitol
dt-faction-cybertronic = Cybertronic
dt-faction-imperial = Imperial
dt-faction-mishima = Mishima
dt-faction-brotherhood = Brotherhood
dt-faction-legion = Dark Legion
dt-sheet-personality = { $type }, persoonahahmo
dt-sheet-spell = { $type } ({ $aspect }, { $spell })
dt-sheet-faction = Ryhmittymä
dt-sheet-stats = Lähitaistelu / ammunta / panssari / arvo
dt-sheet-stats-values = { $f } / { $s } / { $a } / { $v }
dt-sheet-aspects = Taidon osa-alueet
dt-sheet-limit = Kappaleita pakassa enintään
dt-use = { $warrior } käyttää varustetta { $card }.
dt-healed = Haava paranee: { $warrior }.
dt-protected = Tässä taistelussa ei voi haavoittua { $warrior }.
dt-escape = { $n ->
    [0] Taistelusta livahtaa pois { $warrior }.
   *[other] Taistelusta pakenee { $n } kohtalopisteellä { $warrior }.
}
dt-combat-called-off = Taistelu päättyy ilman haavoja.
dt-coin-heads = Kolikko näyttää kruunaa: { $card } menetetään.
dt-coin-tails = Kolikko näyttää klaavaa: { $card } jää.
dt-summoned = { $who_you ->
    [yes] Kortin { $source } ansiosta pakastasi liittyy joukkoosi { $card }.
   *[no] Kortin { $source } ansiosta pelaajan { $who } pakasta liittyy joukkoon { $card }.
}
dt-summon-none = { $who_you ->
    [yes] Pakassasi ei ole soturia, jonka { $card } voisi tuoda.
   *[no] Pelaajan { $who } pakassa ei ole soturia, jonka { $card } voisi tuoda.
}
dt-diseased = Tautiin sairastuu { $warrior }.
dt-disease = Tauti heikentää soturia { $warrior }: sen arvo on nyt { $n }.
dt-disease-kills = Tautiin menehtyy { $warrior }, ja kortti heitetään pois.
dt-second-attack-follow = Vielä kerran saa hyökätä { $warrior }.
dt-use-own = { $warrior } käyttää omaa kykyään.
dt-pay-destiny = { $who_you ->
    [yes] Maksat
   *[no] { $who } maksaa
} { $n } kohtalopistettä.
dt-exiled = { $owner_you ->
    [yes] Korttisi { $card } poistetaan
   *[no] Pelaajan { $owner } kortti { $card } poistetaan
} pelistä kokonaan.
dt-winds = { $who_you ->
    [yes] Kutsut
   *[no] { $who } kutsuu
} Hulluuden tuulet: jokainen pelissä oleva soturi ottaa { $n } vahinkoa.
dt-boast = Ensi vuoron hyökkäyksellään kerskuu { $warrior }.
dt-mission-void = { $who_you ->
    [yes] Tehtäväsi { $card } täyttyy, mutta siitä ei saa mitään: Hatamoton tehtävä on ensin.
   *[no] Pelaajan { $who } tehtävä { $card } täyttyy, mutta siitä ei saa mitään: Hatamoton tehtävä on ensin.
}
dt-exorcised = Kortti { $card } (kantaja: { $warrior }) ei vaikuta tässä taistelussa.
dt-tactic-switched = Taktiikka vaihtuu: nyt { $tactic }.
dt-first-strike = Ensimmäisenä iskee { $warrior }.
dt-status-fly = Ilmaan nousee { $warrior }: siihen ei voi hyökätä ennen pelaajansa seuraavaa vuoroa.
dt-status-double = Painetut arvonsa tuplaa pelaajansa seuraavaan vuoroon asti { $warrior }.
dt-status-invulnerable = Haavoittumaton pelaajansa seuraavaan vuoroon asti on { $warrior }.
dt-status-ds-immune = Pimeän symmetrian kortit eivät kosketa soturia { $warrior } ennen pelaajansa seuraavaa vuoroa.
dt-proficient = Tällä vuorolla loitsut maksavat vähemmän soturille { $warrior }.
dt-sent-to-cover = Suojaan ajetaan { $warrior }.
dt-status-asleep = Uneen vaipuu { $warrior }: se ei hyökkää eikä siihen hyökätä ennen nukuttajan seuraavaa vuoroa.
dt-mission-armed = { $who_you ->
    [yes] Tehtäväsi { $card } ehto täyttyy: pidä se voimassa seuraavan vuorosi loppuun.
   *[no] Pelaajan { $who } tehtävän { $card } ehto täyttyy: jos se pätee vielä hänen seuraavan vuoronsa lopussa, tehtävä on suoritettu.
}
dt-card-on-warrior = Kortti { $card } on nyt soturilla { $warrior }.
dt-retreat = Taistelusta vetäytyy { $warrior }.
dt-weapon-doubled = Kortin { $card } etu lasketaan kahdesti soturille { $warrior } tässä taistelussa.
dt-card-voided = Kortti { $card } ei vaikuta tässä taistelussa.
dt-mission-discarded = Tehtävä { $card } heitetään pois.
dt-shenanigans = Jokainen pelaaja menettää puolet ylennyspisteistään ja kaikki kohtalopisteensä.
dt-killed-by-card = Pelistä poistuu { $warrior }.
dt-demoted = Alennetaan: { $warrior }, arvo nyt { $n }.
dt-team-ds-immune = { $who_you ->
    [yes] Seuraavaan vuoroosi asti pimeän symmetrian kortit eivät kosketa doomtroopereitasi.
   *[no] Pelaajan { $who } seuraavaan vuoroon asti pimeän symmetrian kortit eivät kosketa hänen doomtroopereitaan.
}
dt-swap-destiny = { $who_you ->
    [yes] Vaihdat kohtalopisteet pelaajan { $target } kanssa.
   *[no] { $who } vaihtaa kohtalopisteet { $target_you ->
        [yes] kanssasi
       *[no] pelaajan { $target } kanssa
    }.
}
dt-battlefield-chasm = Pelaajan seuraavaan vuoroon asti taistellaan vain ammuntataisteluja.
dt-battlefield-fog = Pelaajan seuraavaan vuoroon asti taistellaan vain lähitaisteluja.
dt-bonus-attack = { $who_you ->
    [yes] Saat hyökätä tällä vuorolla vielä kerran.
   *[no] { $who } saa hyökätä tällä vuorolla vielä kerran.
}
dt-will-skip = { $who_you ->
    [yes] Menetät seuraavan vuorosi.
   *[no] { $who } menettää seuraavan vuoronsa.
}
dt-extra-turn = { $who_you ->
    [yes] Saat tämän jälkeen uuden vuoron.
   *[no] { $who } saa tämän jälkeen uuden vuoron.
}
dt-fewer-actions = { $who_you ->
    [yes] Seuraavalla vuorollasi sinulla on { $n } toiminto vähemmän.
   *[no] Seuraavalla vuorollaan pelaajalla { $who } on { $n } toiminto vähemmän.
}
dt-takes-extra-turn = { $who_you ->
    [yes] Saat uuden vuoron.
   *[no] { $who } saa uuden vuoron.
}
dt-turn-skipped = { $who_you ->
    [yes] Menetät tämän vuoron.
   *[no] { $who } menettää tämän vuoron.
}
dt-status-shadows = Varjoihin kätkeytyy { $warrior }: +3 panssari.
dt-status-fury = Sokea raivo valtaa soturin { $warrior }: se saa hyökätä mihin tahansa soturiin.
dt-second-attack-lust = { $who_you ->
    [yes] Kortin Blood Lust ansiosta voit hyökätä vielä kerran.
   *[no] Kortin Blood Lust ansiosta { $who } saa hyökätä vielä kerran.
}
dt-fortify = { $who_you ->
    [yes] Tuot peliin kortin { $card }
   *[no] { $who } tuo peliin kortin { $card }
}{ $n ->
    [0] .
   *[other] {" "}{ $n } kohtalopisteellä.
}
dt-fortify-warrior = Soturia { $warrior } suojaa { $card }.
dt-razed = Maan tasalle: { $card }.
dt-use-site = { $who_you ->
    [yes] Laukaiset kortin { $card }.
   *[no] { $who } laukaisee kortin { $card }.
}
dt-recalled = { $who_you ->
    [yes] Otat kortin { $card } takaisin käteesi.
   *[no] { $who } ottaa kortin { $card } takaisin käteensä.
}
dt-scarred = Raivo parantaa soturin { $warrior }, mutta se menettää pysyvästi 1 panssaria.
dt-aged = Vanhenee: { $warrior }, merkkejä { $n }.
dt-storm = { $who_you ->
    [yes] Kortilla { $card } teet
   *[no] Kortilla { $card } { $who } tekee
} { $n } vahinkoa jokaiselle pelissä olevalle soturille.
dt-battlefield-shroud = Verhon langettajan seuraavaan vuoroon asti ei taistella lainkaan.
dt-copied = { $caster } ottaa soturin { $warrior } hahmon ja arvot.

# Pöytä (Game.render): vuoro, pelaajien pisteet, soturit ja pelissä olevat kortit, taistelu, käsi.
dt-table-head = Vuoro { $turn }, vuorossa: { $current } ({ $actions ->
    [one] 1 toiminto
   *[other] { $actions } toimintoa
} jäljellä). Tavoite: { $goal } ylennyspistettä.
dt-table-player = { $name }{ $out ->
    [yes] { " " }(pudonnut)
   *[no] { "" }
} [{ $deck_name }]: { $promotion } ylennyspistettä, { $destiny } kohtalopistettä, kädessä { $hand }, pakassa { $deck }, poistopinossa { $discard }
dt-table-no-deck = ei vielä pakkaa
dt-table-face-down = kuvapuoli alaspäin oleva soturi ({ $notes })
dt-note-wounded = haavoittunut
dt-note-cover = suojassa
dt-note-unpaid = maksamatta
dt-note-cards-with = { $count ->
    [one] 1 kortti mukana
   *[other] { $count } korttia mukana
}
dt-table-stats = F{ $f } S{ $s } A{ $a } V{ $v }
dt-table-warrior = { $name } { $stats }
dt-table-with-notes = { $text } ({ $notes })
dt-table-with-gear = { $text }, varusteina { $gear }
dt-table-site = linnoitus { $card }
dt-table-lasting = { $card } on pelaajan päällä (pelasi { $owner })
dt-table-mission = tehtävä { $card }, kohteena { $target }
dt-table-fighter = pelaajan { $player } { $warrior }
dt-table-no-tactic = ei vielä valittu
dt-table-combat = Taistelu: { $attacker } hyökkää, puolustajana { $defender }; taktiikka: { $tactic }.
dt-table-played = Tässä taistelussa pelattu: { $cards }
dt-table-hand = Kätesi: { $cards }
dt-table-empty = tyhjä

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
dt-joins = Nyt myös järjestön { $faction } jäsen on { $warrior }.
dt-turns-heretic = Pimeän legioonan kerettiläinen on nyt { $warrior }.
dt-mutated = Pimeään legioonaan kuuluu nyt lopullisesti { $warrior }.
dt-loses-membership = Yhden jäsenyytensä menettää { $warrior }.
dt-now-freelancer = Ei enää minkään järjestön jäsen: { $warrior }. Vapaana palkkasoturina se ansaitsee tapoistaan vain kohtalopisteitä.
dt-possessed = Pelistä ei poistu { $warrior }: riivattuna se liittyy kerettiläisenä { $who_you ->
    [yes] kohorttiisi.
   *[no] pelaajan { $who } kohorttiin.
}
dt-redeemed = Lunastettu, ei enää kerettiläinen: { $warrior }.
dt-markers-left = { $n ->
    [0] Kortille { $card } ei jää yhtään merkkiä.
    [one] Kortille { $card } jää 1 merkki.
   *[other] Kortille { $card } jää { $n } merkkiä.
}
dt-choice-cast-redeem = Loitsi { $card }, loitsijana { $caster }: lunasta { $warrior } { $n } kohtalopisteellä
dt-table-lasting-markers = { $card } on pelaajan päällä (pelasi { $owner }), { $n ->
    [one] 1 merkki
   *[other] { $n } merkkiä
}
## part 2: reactions
dt-choice-arm = Viritä { $card } (se pelautuu itsestään oikealla hetkellä)
dt-choice-arm-against = Viritä { $card } pelaajaa { $target } vastaan
dt-choice-disarm = Pura kortin { $card } viritys
dt-armed = Viritit kortin { $card }: se pelautuu itsestään oikealla hetkellä. Kukaan muu ei tiedä.
dt-armed-against = Viritit kortin { $card } pelaajaa { $target } vastaan. Kukaan muu ei tiedä.
dt-disarmed = Kortti { $card } ei ole enää viritetty.
dt-table-armed = Viritettynä kädessäsi: { $cards }
dt-reaction = { $who_you ->
    [yes] Reagoit
   *[no] { $who } reagoi
} kortilla { $card }.
dt-bamboozled = { $who_you ->
    [yes] Et saa pitää
   *[no] { $who } ei saa pitää
} { $n ->
    [one] juuri ansaittua ylennyspistettä.
   *[other] yhtään juuri ansaituista { $n } ylennyspisteestä.
}
dt-miscommunication = Kortti { $card } ei vaikuta mitään, ja se heitetään pois.
dt-narrow-escape = { $warrior } ei kuolekaan.
dt-spy = { $warrior } oli { $who_you ->
    [yes] sinun vakoojasi: saat
   *[no] pelaajan { $who } vakooja, ja hän saa
} sen pisteet; soturi heitetään pois.
dt-error-arm-not-in-hand = Kortti ei ole kädessäsi.
dt-error-arm-not-reaction = { $card } ei ole reaktiokortti: se pelataan, sitä ei viritetä.
dt-error-disarm-not-armed = Korttia { $card } ei ole viritetty.
dt-error-arm-already = Kortti { $card } on jo viritetty.
dt-error-arm-target = Korttia { $card } ei voi virittää sitä pelaajaa vastaan.
dt-card-01014 = Bamboozled!
dt-card-01207 = Miscommunication
dt-card-01213 = Narrow Escape!
dt-card-01234 = Portents of Victory
dt-card-01293 = Spy in the Ranks
dt-card-01304 = Sworn Vengeance
## part 2: hands, decks and secrets
dt-look-hand = { $who_you ->
    [yes] Katsot
   *[no] { $who } katsoo
} { $target_you ->
    [yes] kättäsi
   *[no] pelaajan { $target } kättä
} ({ $n ->
    [one] 1 kortti
   *[other] { $n } korttia
}).
dt-seen-hand = { $n ->
    [0] Pelaajan { $target } käsi on tyhjä.
   *[other] Pelaajan { $target } kädessä: { $cards }.
}
dt-look-deck = { $who_you ->
    [yes] Käyt läpi
   *[no] { $who } käy läpi
} { $target_you ->
    [yes] pakkasi
   *[no] pelaajan { $target } pakan
} ({ $n ->
    [one] 1 kortti
   *[other] { $n } korttia
}).
dt-seen-deck = { $n ->
    [0] Pelaajan { $target } pakka on tyhjä.
   *[other] Pelaajan { $target } pakka päältä alkaen: { $cards }.
}
dt-deck-shuffled = { $who_you ->
    [yes] Pakkasi sekoitetaan.
   *[no] Pelaajan { $who } pakka sekoitetaan.
}
dt-random-discard = { $who_you ->
    [yes] Kädestäsi
   *[no] Pelaajan { $who } kädestä
} heitetään satunnaisesti pois { $card }.
dt-discarded-by = { $by_you ->
    [yes] Heität pois
   *[no] { $by } heittää pois
} { $who_you ->
    [yes] kädestäsi
   *[no] pelaajan { $who } kädestä
} kortin { $card }.
dt-search = { $who_you ->
    [yes] Etsit
   *[no] { $who } etsii
} korttia kortilla { $card }.
dt-search-none = { $who_you ->
    [yes] Et löydä
   *[no] { $who } ei löydä
} otettavaa korttia.
dt-took-from-deck = { $who_you ->
    [yes] Otat
   *[no] { $who } ottaa
} pakasta kortin käteen.
dt-took-card = Otat käteesi kortin { $card }.
dt-recovered = { $who_you ->
    [yes] Otat
   *[no] { $who } ottaa
} poistopinosta takaisin käteen kortin { $card }.
dt-drew-extra = { $who_you ->
    [yes] Nostat
   *[no] { $who } nostaa
} { $n ->
    [one] 1 ylimääräisen kortin
   *[other] { $n } ylimääräistä korttia
} (pakassa jäljellä { $left }).
dt-drew-cards = Nostit: { $cards }.
dt-kept = Pidät kortin { $card }.
dt-retrain-buy = { $who_you ->
    [yes] Ostat
   *[no] { $who } ostaa
} { $n ->
    [one] 1 ylennyspisteen
   *[other] { $n } ylennyspistettä
} { $cost } kohtalopisteellä.
dt-retrain-sell = { $who_you ->
    [yes] Myyt
   *[no] { $who } myy
} { $n ->
    [one] 1 ylennyspisteen
   *[other] { $n } ylennyspistettä
} { $gain } kohtalopisteestä.
dt-mission-moved = Tehtävän { $card } ottaa nyt vastaan { $warrior }.
dt-mission-moved-player = Tehtävän { $card } kohteena on nyt { $target_you ->
    [yes] sinä
   *[no] { $target }
}.
dt-question = { $who_you ->
    [yes] Kysyt
   *[no] { $who } kysyy
} { $target_you ->
    [yes] sinulta, onko kädessäsi
   *[no] pelaajalta { $target }, onko hänen kädessään
} { $kind }.
dt-answered = { $who_you ->
    [yes] Vastaat
   *[no] { $who } vastaa
} { $target_you ->
    [yes] kysymykseesi
   *[no] pelaajan { $target } kysymykseen
}.
dt-answer-yes = Pelaaja { $who } vastaa: kyllä, kädessä on { $kind }.
dt-answer-no = Pelaaja { $who } vastaa: ei, kädessä ei ole { $kind }.
dt-refused = { $who_you ->
    [yes] Kieltäydyt vastaamasta ja maksat
   *[no] { $who } kieltäytyy vastaamasta ja maksaa
} { $n } kohtalopistettä.
dt-type-warrior = soturikorttia
dt-type-equipment = varustekorttia
dt-type-special = erikoiskorttia
dt-type-art = Taidon korttia
dt-type-symmetry = pimeän symmetrian korttia
dt-type-mission = tehtäväkorttia
dt-type-fortification = linnoituskorttia
dt-choice-use-on-player = Käytä korttia { $card }, kohteena { $target }
dt-choice-cast-player = Loitsi { $card } ({ $n } kohtalopistettä), kohteena { $target }, loitsijana { $caster }
dt-choice-cast-question = Loitsi { $card }, loitsijana { $caster }: kysy pelaajalta { $target }, onko hänellä { $kind }
dt-choice-retrain-buy = Pelaa { $card }: osta { $n ->
    [one] 1 ylennyspiste
   *[other] { $n } ylennyspistettä
} { $destiny } kohtalopisteellä
dt-choice-retrain-sell = Pelaa { $card }: myy { $n ->
    [one] 1 ylennyspiste
   *[other] { $n } ylennyspistettä
} { $destiny } kohtalopisteestä
dt-choice-pick-none = Älä ota enempää
dt-choice-pick-discard = Heitä pois { $card }
dt-choice-pick-take = Ota { $card }
dt-choice-pick-keep = Pidä { $card }
dt-choice-pick-lying = Heitä pois { $card }
dt-choice-pick-cost = Ota myös { $card } (maksa { $n } kohtalopistettä)
dt-choice-transfer-player = Siirrä se pelaajalle { $target }
dt-choice-transfer-warrior = Siirrä se, saajana { $warrior }
dt-choice-answer = Vastaa totuudenmukaisesti
dt-choice-refuse = Kieltäydy vastaamasta (maksa { $n } kohtalopistettä)
dt-prompt-pick-discard = { $card }: heitä pelaajan { $target } kädestä pois { $n ->
    [one] 1 kortti
   *[other] { $n } korttia
}
dt-prompt-pick-take = { $card }: valitse kortti, jonka otat käteesi
dt-prompt-pick-keep = { $card }: valitse kortti, jonka pidät (muut heitetään pois)
dt-prompt-pick-lying = { $card }: valitse pois heitettävä tehtävä tai erikoiskortti (jäljellä { $n })
dt-prompt-pick-transfer = { $card }: valitse, minne tehtävä siirtyy
dt-prompt-pick-answer = { $card }: { $target } esitti sinulle kysymyksen; vastaa tai kieltäydy
dt-table-known = tästä kädestä näkemäsi kortit: { $cards }
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
    [yes] Pelaat
   *[no] { $who } pelaa
} tehtävän salassa.
dt-secret-mission-warrior = Salaisen tehtäväsi { $card } saajana on { $warrior }.
dt-secret-mission-player = Salaisen tehtäväsi { $card } kohteena on { $target_you ->
    [yes] sinä itse
   *[no] { $target }
}.
dt-secret-mission-shown = { $who_you ->
    [yes] Paljastat
   *[no] { $who } paljastaa
} salaisen tehtävän { $card } ja kortin { $cover }.
dt-secret-mission-lost = { $who_you ->
    [yes] Salainen tehtäväsi
   *[no] Pelaajan { $who } salainen tehtävä
} { $card } heitetään pois korttinsa { $cover } kanssa, sillä sen soturi on poissa.
dt-choice-secret-warrior = Anna tehtävä, saajana { $warrior }
dt-choice-secret-player = Tehtävän kohteeksi { $target }
dt-prompt-pick-secret = Valitse salaisen tehtäväsi kohde
dt-table-secret-own = salainen tehtäväsi { $card }
dt-table-secrets = { $count ->
    [one] 1 salainen tehtävä
   *[other] { $count } salaista tehtävää
}
dt-error-no-pick = Sinulla ei ole nyt avointa valintaa, joten mitään ei voi valita.
dt-error-pick-option = Se ei ole valittavien korttien tai paikkojen joukossa.
dt-error-retrained = Olet jo pelannut kortin Retraining tässä ottelussa (kerran pelissä).
dt-error-trade = Et voi vaihtaa { $n } ylennyspistettä: sinulla on liian vähän pisteitä siihen.
dt-error-destiny = { $card } maksaa tässä { $n } kohtalopistettä; sinulla ei ole niitä.
dt-card-01090 = Efficiency Training
dt-card-01260 = Revelation
dt-card-01313 = Teleportation
dt-refit = { $who_you ->
    [yes] Voit nyt siirtää
   *[no] { $who } voi nyt siirtää
} varusteita kuvapuoli ylöspäin olevien sotureiden välillä seuraavaan muuhun toimintoon asti.
dt-choice-move = Siirrä { $card } soturille { $warrior } (ei toimintoa)
dt-equipment-moved = Varuste { $card } siirtyy soturilta { $old } soturille { $new }.
dt-equipment-to-hand = Varuste { $card } palaa { $who_you ->
    [yes] käteesi
   *[no] pelaajan { $who } käteen
}.
dt-choice-teleport = Teleportaa ({ $card }): { $equipment } soturille { $warrior } ({ $n ->
    [one] 1 kohtalopiste
   *[other] { $n } kohtalopistettä
})
dt-choice-teleport-hand = Teleportaa ({ $card }): { $equipment } takaisin käteesi ({ $n ->
    [one] 1 kohtalopiste
   *[other] { $n } kohtalopistettä
})
dt-status-revealed = { $warrior } voi loitsia yhden Taidon loitsun miltä tahansa osa-alueelta pelaajansa seuraavaan vuoroon asti.
dt-card-01206 = Mind Wall
dt-choice-wall = Loitsi { $card } korttia { $target } vastaan, loitsijana { $caster } ({ $n ->
    [one] 1 kohtalopiste
   *[other] { $n } kohtalopistettä
})
dt-walled = Kortti { $card } ei vaikuta soturiin { $warrior } ennen pelaajansa seuraavaa vuoroa.
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
    [yes] Käsket
   *[no] { $who } käskee
} kortilla { $card }: { $target_you ->
    [yes] seuraavalla vuorollasi
   *[no] pelaajan { $target } seuraavalla vuorolla
} hyökkää { $warrior }, jos se pystyy.
dt-order-not-with = { $who_you ->
    [yes] Käsket
   *[no] { $who } käskee
} kortilla { $card }: { $target_you ->
    [yes] seuraavalla vuorollasi
   *[no] pelaajan { $target } seuraavalla vuorolla
} ei saa hyökätä { $warrior }.
dt-order-attack-target = { $who_you ->
    [yes] Käsket
   *[no] { $who } käskee
} kortilla { $card }: { $target_you ->
    [yes] sinun on seuraavalla vuorollasi
   *[no] pelaajan { $target } on seuraavalla vuorollaan
} hyökättävä, jos mahdollista; kohde: { $warrior }.
dt-order-no-attack = { $who_you ->
    [yes] Käytät
   *[no] { $who } käyttää
} korttia { $card }: { $warrior } ei saa hyökätä ennen { $who_you ->
    [yes] seuraavaa vuoroasi
   *[no] pelaajan { $who } seuraavaa vuoroa
}.
dt-order-refused-end = Et voi lopettaa vuoroa hyökkäämättä: pelaajan { $who } kortti { $card } pakottaa hyökkäämään ({ $warrior }).
dt-order-refused-attacker = Hyökkäys ei käy: pelaajan { $who } kortti { $card } kieltää hyökkäämästä, kielletty hyökkääjä: { $warrior }.
dt-order-refused-other = Hyökkääjän on oltava { $warrior }: niin käskee pelaajan { $who } kortti { $card }.
dt-order-refused-target = Kohteen on oltava { $warrior }: niin käskee pelaajan { $who } kortti { $card }.
dt-commanded = { $who_you ->
    [yes] Käsket
   *[no] { $who } käskee
} hyökkäämään: hyökkääjä { $attacker }, puolustaja { $defender }.
dt-fighters-swapped = Taistelu vaihtuu: hyökkääjä { $attacker }, puolustaja { $defender }, taktiikka: { $tactic }.
dt-raised = { $who_you ->
    [yes] Herätät
   *[no] { $who } herättää
} kuolleista kortin { $card } { $owner_you ->
    [yes] omasta poistopinostasi
   *[no] pelaajan { $owner } poistopinosta
}: se liittyy puolella voimalla ja epäpyhänä.
dt-inspired = { $who_you ->
    [yes] Pelissä olevat soturisi paranevat,
   *[no] Pelaajan { $who } pelissä olevat soturit paranevat,
} siunataan ja saavat pysyvän suojan pimeää symmetriaa vastaan.
dt-all-profane = Jokainen pelissä oleva soturi on nyt epäpyhä: yksikään niistä ei loitsi taidetta.
dt-choice-raise = Käytä korttia { $card }: herätä kuolleista { $warrior }
dt-choice-order-must = Käytä korttia { $card }: { $warrior } hyökkää pelaajansa seuraavalla vuorolla
dt-choice-order-not = Käytä korttia { $card }: { $warrior } ei hyökkää pelaajansa seuraavalla vuorolla
dt-choice-cast-suggestion = Loitsi { $card }, loitsijana { $caster }: seuraava hyökkääjä on { $warrior }
dt-choice-cast-message = Loitsi { $card }, loitsijana { $caster }: pelaajan { $target } on hyökättävä seuraavalla vuorolla, kohde: { $warrior }
dt-choice-cast-command = Loitsi { $card }, loitsijana { $caster }, { $n } kohtalopisteellä: hyökkääjä { $attacker }, puolustaja { $defender }
dt-choice-cast-swap = Loitsi { $card }, loitsijana { $caster }: hyökkääjä { $attacker }, puolustaja { $defender }, taktiikka: { $tactic }
dt-mission-completed = { $who_you ->
    [yes] Täytät
   *[no] { $who } täyttää
} tehtävän { $card }.
dt-card-01252 = Reinforcements!
dt-card-01324 = True Gate
dt-reinforced = Ryhmään liittyy { $warrior }, rinnallaan { $fighter }.
dt-strike-chosen = { $who_you ->
    [yes] Iskusi
   *[no] Pelaajan { $who } isku
} kohdistuu ryhmän soturiin: { $warrior }.
dt-choice-reinforce = Käytä korttia { $card }: taistelijasi ryhmään liittyy { $warrior }
dt-choice-strike = Iske ryhmästä: { $warrior }
dt-note-profane = epäpyhä
dt-note-blessed = siunattu
dt-note-ds-immune = suojassa pimeältä symmetrialta
dt-note-halved = puolella voimalla
dt-note-no-ds = ei ota pimeän symmetrian kortteja
dt-note-annihilate = poistuu pelistä kokonaan, kun se lähtee pelistä
dt-table-order-attack-with = Käsky ({ $card }, antaja { $by }): pelaajan { $player } seuraavalla vuorolla hyökkää { $warrior }, jos se pystyy
dt-table-order-not-with = Käsky ({ $card }, antaja { $by }): pelaajan { $player } seuraavalla vuorolla ei saa hyökätä { $warrior }
dt-table-order-attack-target = Käsky ({ $card }, antaja { $by }): pelaajan { $player } on seuraavalla vuorollaan hyökättävä, jos mahdollista; kohde: { $warrior }
dt-table-order-no-attack = Käsky ({ $card }, antaja { $by }): { $warrior } ei saa hyökätä ennen pelaajan { $by } seuraavaa vuoroa
dt-table-group = Ryhmä, taistelija { $fighter }: { $helpers }

## part 2: Empathy
dt-card-01095 = Empathy
dt-prompt-pick-plan = { $card }: kerro pelaajalle { $target } seuraavan vuorosi hyökkäyssuunnitelma; sinun on noudatettava sitä, jos pystyt
dt-choice-plan-none = En hyökkää seuraavalla vuorollani
dt-choice-plan-attack = { $attacker } hyökkää, kohteena { $defender }, taktiikka: { $tactic }
dt-choice-plan-player = { $attacker } hyökkää, kohteena { $target_you ->
    [yes] sinä
   *[no] pelaaja { $target }
}
dt-plan-told = { $who_you ->
    [yes] Kerrot pelaajalle { $target } seuraavan vuorosi hyökkäyssuunnitelman
   *[no] { $who } kertoo { $target_you ->
        [yes] sinulle
       *[no] pelaajalle { $target }
    } seuraavan vuoronsa hyökkäyssuunnitelman
} ({ $card }); kukaan muu ei saa tietää sitä.
dt-plan-secret = { $who_you ->
    [yes] Seuraavan vuorosi
   *[no] Pelaajan { $who } seuraavan vuoron
} suunnitelma: { $plan }.
dt-plan-none = ei hyökkäystä
dt-plan-attack = { $attacker } hyökkää, kohteena { $defender }, taktiikka: { $tactic }
dt-plan-player = { $attacker } hyökkää, kohteena { $target_you ->
    [yes] sinä
   *[no] pelaaja { $target }
}
dt-plan-refused-attack = Et saa hyökätä tällä vuorolla: kerroit kortilla { $card } pelaajalle { $who }, ettet hyökkää.
dt-plan-refused-other = Sinun on noudatettava suunnitelmaa, jonka kerroit kortilla { $card } pelaajalle { $who }: { $plan }.
dt-plan-refused-tactic = Sinun on valittava taktiikka, jonka kerroit kortilla { $card } pelaajalle { $who }: { $tactic }.
dt-table-order-plan-hidden = Suunnitelma ({ $card }, kysyjä { $by }): { $player } kertoi pelaajalle { $by } seuraavan vuoronsa hyökkäyssuunnitelman ja noudattaa sitä, jos pystyy
dt-table-order-plan-none = Suunnitelma ({ $card }, kysyjä { $by }): { $player } ei hyökkää seuraavalla vuorollaan
dt-table-order-plan = Suunnitelma ({ $card }, kysyjä { $by }): pelaajan { $player } seuraavalla vuorolla { $attacker } hyökkää, kohteena { $defender }, taktiikka: { $tactic }, jos pystyy
dt-table-order-plan-player = Suunnitelma ({ $card }, kysyjä { $by }): pelaajan { $player } seuraavalla vuorolla { $attacker } hyökkää, kohteena pelaaja { $target }, jos pystyy
