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
dt-deck-show-line = { $n } × { $card } ({ $type })
dt-deck-error-unknown-card = Doomtrooper-korttia nimeltä ”{ $card }” ei ole.
dt-deck-error-name = Pakan nimessä on 1–{ $max } merkkiä: kirjaimia, numeroita, välilyöntejä ja merkkejä - ' . , ! & ( ) + #, ainakin yksi kirjain tai numero.
dt-deck-error-preset-name = ”{ $deck }” on valmiin pakan nimi; anna pakallesi toinen nimi.
dt-deck-error-exists = Sinulla on jo pakka nimeltä { $deck }.
dt-deck-error-too-many-decks = Voit pitää enintään { $max } pakkaa; poista ensin jokin.
dt-deck-error-none = Sinulla ei ole vielä pakkaa; aloita sellainen komennolla /deck new.
dt-deck-error-unknown = Sinulla ei ole pakkaa nimeltä ”{ $deck }”.
dt-deck-error-count = Lisää tai poista kerralla 1–{ $max } kappaletta.
dt-deck-error-too-many = Pakassa saa olla korttia { $card } enintään { $limit } { $limit ->
    [one] kappale
   *[other] kappaletta
} (nyt niitä olisi { $count }).
dt-deck-error-not-in-deck = Korttia { $card } ei ole pakassa.
dt-deck-error-too-long = Listassa saa olla enintään { $max } riviä.
dt-deck-error-lines = { $count ->
    [one] Listan yhtä riviä ei voi lukea; mitään ei tallennettu:
   *[other] Listan { $count } riviä ei voi lukea; mitään ei tallennettu:
}
dt-deck-error-illegal = Pakalla { $deck } ei voi vielä pelata:
dt-deck-error-illegal-at-start = Pelaajan { $player } pakalla { $deck } ei voi enää pelata:
dt-deck-error-gone = Pelaajan { $player } pakkaa { $deck } ei enää ole; hänen on liityttävä uudelleen toisella pakalla.
dt-deck-error-no-decks = Peliä { $game } ei pelata omilla pakoilla.
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
dt-sheet-type = Tyyppi
dt-sheet-personality = { $type }, persoonahahmo
dt-sheet-faction = Ryhmittymä
dt-sheet-stats = Lähitaistelu / ammunta / panssari / arvo
dt-sheet-stats-values = { $f } / { $s } / { $a } / { $v }
dt-sheet-aspects = Taidon osa-alueet
dt-sheet-limit = Kappaleita pakassa enintään
dt-sheet-text = Teksti
dt-sheet-ruling = Tulkinta { $number }
