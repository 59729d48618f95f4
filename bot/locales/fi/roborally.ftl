# RoboRally ja Crash and Burn (bot/games/roborally) suomeksi.
# Käytännöt: docs/wording.md ja docs/glossary-fi.md. Robotti on pelaajansa: Seat-argumentti `robot`
# tulee muodossa $robot (nimi) ja $robot_you ("yes" lukijan omalle robotille).

## Kortit

rr-card = { $kind } (prioriteetti { $priority })
rr-kind-uturn = U-käännös
rr-kind-left = Käännös vasemmalle
rr-kind-right = Käännös oikealle
rr-kind-back = Taakse 1
rr-kind-move1 = Eteen 1
rr-kind-move2 = Eteen 2
rr-kind-move3 = Eteen 3

rr-option-conditional = Varakäsky (Befehl in Reserve)
rr-option-brakes = Jarrut (Bremsen)
rr-option-double = Kaksoislaser (Doppellaser)
rr-option-superior = Luksuskopio (Duplicat de Luxe)
rr-option-recompile = Korvausohjelma (Ersatz-Programm)
rr-option-highpower = Teholaser (Hochleistungslaser)
rr-option-gyro = Gyrovakain (Kreiselstabilisator)
rr-option-arm = Mekaaninen käsivarsi (Mechanischer Arm)
rr-option-abort = Hätäkatkaisin (Notschalter)
rr-option-ram = Muurinmurtaja (Rammbock)
rr-option-reverse = Peruutusvaihde (Rückwärtsbeschleunigung)
rr-option-flywheel = Vauhtipyörä (Schwungrad)
rr-option-breaker = Virrankatkaisija (Stromkreisunterbrecher)
rr-option-fourth = Nelosvaihde (Vierter Gang)
rr-option-firecontrol = Tulenjohto (Zielkontrolle)
rr-option-memory = Lisämuisti (Zusätzlicher Speicherplatz)
rr-option-rear = Takalaser (Hecklaser)
rr-option-pressor = Työntösäde (Hochdruckstrahl)
rr-option-howitzer = Minihaupitsi (Turbo-Blaster)
rr-option-radio = Kauko-ohjain (Fernsteuerung)
rr-option-scrambler = Sekoitin (Zufallsgenerator)
rr-option-tractor = Vetosäde (Traktorstrahl)
rr-option-coat = Suojakuori (Schutzhaut)
rr-option-pdshield = Sammutussuoja (Schutzschilde)
rr-option-turret = Kääntötorni (Drehscheibe)
rr-option-shield = Suuntasuoja (Schutzschirm)

## Viestien sisällä käytetyt sanat
# Ilmansuunnat ovat illatiivissa ("nokka pohjoiseen", "liukuu pohjoiseen", "pohjoiseen päin");
# sivut ja suojattavat suunnat ablatiivissa/elatiivissa ("edestä tuleva osuma", "suojaa edestä");
# portaalien värit ovat yhdyssanan alkuosia ("punaportaali").

rr-dir-north = pohjoiseen
rr-dir-east = itään
rr-dir-south = etelään
rr-dir-west = länteen
rr-side-front = edestä
rr-side-right = oikealta
rr-side-back = takaa
rr-side-left = vasemmalta
rr-aim-front = eteenpäin
rr-aim-right = oikealle
rr-aim-back = taaksepäin
rr-aim-left = vasemmalle
rr-guard-front = edestä
rr-guard-right = oikealta
rr-guard-back = takaa
rr-guard-left = vasemmalta
rr-turn-right = oikealle
rr-turn-left = vasemmalle
rr-colour-red = puna
rr-colour-blue = sini
rr-colour-green = viher
rr-colour-yellow = kelta
rr-colour-orange = oranssi
rr-colour-purple = purppura
rr-colour-white = valko
rr-colour-black = musta
rr-colour-named = { $colour }-

# Mikä tekee vahinkoa: nominatiivimuotoinen nominilauseke.
rr-source-laser = { $robot_you ->
    [yes] laserisi
   *[no] robotin { $robot } laser
}
rr-source-option = { $robot_you ->
    [yes] korttisi { $option }
   *[no] robotin { $robot } { $option }
}
rr-source-board-laser = ruudun { $square } ratalaser
rr-source-flamer = ruudun { $square } liekinheitin
rr-source-hit = osuma

# Miksi robotti liikkuu, kun kyse ei ole sen omasta kortista: sulkeissa tapahtuman perässä.
rr-cause-pushed = työntäjänä { $by_you ->
    [yes] sinä
   *[no] { $by }
}
rr-cause-oil = öljyllä liukuen
rr-cause-belt = liukuhihnan kuljettamana
rr-cause-pusher = ruudun { $square } työntimen tönäisemänä
rr-cause-radio = kauko-ohjaajana { $by_you ->
    [yes] sinä
   *[no] { $by }
}
rr-cause-beam = työntäjänä { $by_you ->
    [yes] sinä
   *[no] { $by }
}: { $option }
rr-cause-pulled = vetäjänä { $by_you ->
    [yes] sinä
   *[no] { $by }
}: { $option }

## Vuoron ratkaiseminen

rr-turn-runs = Vuoro { $turn }: kaikki robotit ovat valmiina, ja ohjelmat käynnistyvät.
rr-register = Rekisteri { $register }: { $plays }.
rr-plays = { $robot_you ->
    [yes] pelaat kortin { $card }
   *[no] { $robot } pelaa kortin { $card }
}

rr-push = { $pusher_you ->
    [yes] Työnnät robotin { $robot } ruudusta { $start } ruutuun { $end }.
   *[no] { $robot_you ->
        [yes] { $pusher } työntää sinut ruudusta { $start } ruutuun { $end }.
       *[no] { $pusher } työntää robotin { $robot } ruudusta { $start } ruutuun { $end }.
    }
}
rr-stopped-by-wall = { $robot_you ->
    [yes] Pysähdyt
   *[no] { $robot } pysähtyy
} seinään ruudun { $square } { $side } päin olevalla reunalla.
rr-stopped-by-door = { $robot_you ->
    [yes] Pysähdyt
   *[no] { $robot } pysähtyy
} suljettuun oveen ruudun { $square } { $side } päin olevalla reunalla.
rr-push-stopped-by-wall = { $pusher_you ->
    [yes] Et voi
   *[no] { $pusher } ei voi
} työntää { $robot_you ->
    [yes] sinua
   *[no] robottia { $robot }
}: ruudun { $square } { $side } päin olevan reunan seinä on tiellä.
rr-push-stopped-by-door = { $pusher_you ->
    [yes] Et voi
   *[no] { $pusher } ei voi
} työntää { $robot_you ->
    [yes] sinua
   *[no] robottia { $robot }
}: ruudun { $square } { $side } päin olevan reunan suljettu ovi on tiellä.

rr-drives-off-course = { $robot_you ->
    [yes] Ajat
   *[no] { $robot } ajaa
} ulos radalta ruudun { $square } kohdalla.
rr-leaves-course = { $robot_you ->
    [yes] Joudut
   *[no] { $robot } joutuu
} ulos radalta ruudun { $square } kohdalla ({ $cause }).
rr-drives-into-pit = { $robot_you ->
    [yes] Putoat
   *[no] { $robot } putoaa
} kuoppaan ruudussa { $square }.
rr-falls-into-pit = { $robot_you ->
    [yes] Putoat
   *[no] { $robot } putoaa
} kuoppaan ruudussa { $square } ({ $cause }).
rr-crushed = { $robot_you ->
    [yes] Murskaudut
   *[no] { $robot } murskautuu
} ruudussa { $square }.
rr-destroyed = { $robot_you ->
    [yes] Tuhoudut ja palaat
   *[no] { $robot } tuhoutuu ja palaa
} radalle ruudussa { $square } seuraavalla vuorolla ({ $lives ->
    [0] ei elämiä jäljellä
    [one] 1 elämä jäljellä
   *[other] { $lives } elämää jäljellä
}).
rr-destroyed-by-damage = { $robot_you ->
    [yes] Tuhoudut vahinkoihin ja palaat
   *[no] { $robot } tuhoutuu vahinkoihin ja palaa
} radalle ruudussa { $square } seuraavalla vuorolla ({ $lives ->
    [0] ei elämiä jäljellä
    [one] 1 elämä jäljellä
   *[other] { $lives } elämää jäljellä
}).
rr-out = { $robot_you ->
    [yes] Tuhoudut, eikä sinulla ole elämiä jäljellä: putoat kilpailusta.
   *[no] { $robot } tuhoutuu, eikä elämiä ole jäljellä: { $robot } putoaa kilpailusta.
}
rr-out-by-damage = { $robot_you ->
    [yes] Tuhoudut vahinkoihin, eikä sinulla ole elämiä jäljellä: putoat kilpailusta.
   *[no] { $robot } tuhoutuu vahinkoihin, eikä elämiä ole jäljellä: { $robot } putoaa kilpailusta.
}

rr-damage = { $robot_you ->
    [yes] Saat
   *[no] { $robot } saa
} { $amount } vahinkoa (yhteensä { $total }), lähteenä { $source }.
rr-breaker-protects = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { rr-option-breaker } suojaa sammutetun robotin: { $source } ei tee vahinkoa.
rr-shield-blocks = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { rr-option-shield } torjuu { $side } tulevan osuman: { $source }.
rr-pdshield-blocks = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { rr-option-pdshield } torjuu 1 vahinkoa, lähteenä { $source }.
rr-coat-absorbs = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { rr-option-coat } imee { $amount } vahinkoa, lähteenä { $source }.

rr-lose-option-used-up = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } on käytetty loppuun ja palaa optiopakkaan.
rr-lose-option-last-shot = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } on ampunut viimeisen laukauksensa ja palaa optiopakkaan.
rr-lose-option-superior = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } on käytetty: kopio palaa radalle ilman vahinkoa. Kortti palaa optiopakkaan.
rr-lose-option-with-robot = { $robot_you ->
    [yes] Menetät
   *[no] { $robot } menettää
} kortin { $option } robotin mukana; se palaa optiopakkaan.
rr-lose-option-shot-away = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } ammutaan irti { $by_you ->
    [yes] korttisi
   *[no] robotin { $by } kortin
} { rr-option-firecontrol } avulla, ja se palaa optiopakkaan.

rr-portal = { $robot_you ->
    [yes] Kuljet
   *[no] { $robot } kulkee
} ruudun { $square } { $colour }portaalin kautta ruutuun { $twin }.
rr-portal-twin-occupied = { $robot_you ->
    [yes] Jäät
   *[no] { $robot } jää
} ruudun { $square } { $colour }portaalille: sen pari ruudussa { $twin } on varattu.
rr-checkpoint = { $robot_you ->
    [yes] Saavutat
   *[no] { $robot } saavuttaa
} tarkistuspisteen { $number } ruudussa { $square }; seuraava on tarkistuspiste { $next_number } ruudussa { $next }.
rr-final-checkpoint = { $robot_you ->
    [yes] Saavutat
   *[no] { $robot } saavuttaa
} tarkistuspisteen { $number } ruudussa { $square }, viimeisen!
rr-arm-checkpoint = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } ylettyy viereisestä ruudusta tarkistuspisteeseen { $number } ruudussa { $square }.
rr-slides = { $robot_you ->
    [yes] Liu'ut
   *[no] { $robot } liukuu
} ruudun { $square } öljyllä { $way }.
rr-oil-spin = { $robot_you ->
    [yes] Pyöräsi sutivat
   *[no] Robotin { $robot } pyörät sutivat
} ruudun { $square } öljyllä: yksi ruutu vähemmän.
rr-brakes = { $robot_you ->
    [yes] Käytät korttia { $option } ja pysyt paikallasi.
   *[no] { $robot } käyttää korttia { $option } ja pysyy paikallaan.
}
rr-fourth-gear = { $robot_you ->
    [yes] Käytät
   *[no] { $robot } käyttää
} korttia { $option }: 4 ruutua.
rr-reverse-gear = { $robot_you ->
    [yes] Käytät
   *[no] { $robot } käyttää
} korttia { $option }: 2 ruutua taaksepäin.
rr-conditional-swap = { $robot_you ->
    [yes] Käytät
   *[no] { $robot } käyttää
} korttia { $option }: varakortti vaihtuu rekisteriin { $register }.
rr-abort-swap = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } korvaa rekisterin { $register } kortin pakan päällimmäisellä kortilla.
rr-command-blocked = { $option } estää { $robot_you ->
    [yes] rekisterisi
   *[no] robotin { $robot } rekisterin
} { $register } kortin.
rr-radio = { $robot_you ->
    [yes] Kauko-ohjaat robottia { $target }
   *[no] { $robot } kauko-ohjaa { $target_you ->
        [yes] sinua
       *[no] robottia { $target }
    }
} kortilla { $option }: { $target_you ->
    [yes] myös sinä suoritat
   *[no] myös { $target } suorittaa
} kortin { $card }.

rr-express-belts = Pikaliukuhihnat kuljettavat { $moves }.
rr-belts = Liukuhihnat kuljettavat { $moves }.
rr-carried-to = { $robot_you ->
    [yes] sinut
   *[no] robotin { $robot }
} ruutuun { $square }
rr-carried-turning = { $robot_you ->
    [yes] sinut
   *[no] robotin { $robot }
} ruutuun { $square } (käännös { $way })
rr-pusher = Ruudun { $square } työnnin tönäisee { $robot_you ->
    [yes] sinut
   *[no] robotin { $robot }
} ruutuun { $end }.
rr-pusher-blocked = Ruudun { $square } työnnin tönäisee { $robot_you ->
    [yes] sinua
   *[no] robottia { $robot }
}, mutta { $robot_you ->
    [yes] et liiku
   *[no] { $robot } ei liiku
}.
rr-gear = Ruudun { $square } ratas kääntää { $robot_you ->
    [yes] sinua
   *[no] robottia { $robot }
} { $way }: nokka on nyt { $facing }.
rr-gyro-holds = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } estää robottia kääntymästä ruudun { $square } rattaalla.
rr-beam-hits = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } osuu { $target_you ->
    [yes] sinuun
   *[no] robottiin { $target }
}.
rr-beam-pushes = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } työntää { $target_you ->
    [yes] sinut
   *[no] robotin { $target }
} ruudusta { $start } ruutuun { $end }.
rr-beam-pulls = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } vetää { $target_you ->
    [yes] sinut
   *[no] robotin { $target }
} ruudusta { $start } ruutuun { $end }.
rr-scrambler = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } vaihtaa { $target_you ->
    [yes] rekisterisi
   *[no] robotin { $target } rekisterin
} { $register } kortin pakan päällimmäiseen korttiin.
rr-fire-control-blocks = { $robot_you ->
    [yes] Korttisi
   *[no] Robotin { $robot } kortti
} { $option } estää { $target_you ->
    [yes] seuraavan käskysi
   *[no] robotin { $target } seuraavan käskyn
}.

## Vuorojen välissä

rr-locks-in = { $robot_you ->
    [yes] Lukitset ohjelmasi.
   *[no] { $robot } lukitsee ohjelmansa.
}
rr-registers-filled = { $count ->
    [one] 1 tyhjä rekisteri täytettiin
   *[other] { $count } tyhjää rekisteriä täytettiin
} satunnaisesti kädestäsi.
rr-announces-power-down = { $robot_you ->
    [yes] Ilmoitat sammuttavasi robottisi
   *[no] { $robot } ilmoittaa sammuttavansa robottinsa
} seuraavaksi vuoroksi.
rr-cancels-power-down = { $robot_you ->
    [yes] Perut
   *[no] { $robot } peruu
} sammutusilmoituksen.
rr-forced-shutdown = { $robot_you ->
    [yes] Sinulla on { $damage } vahinkoa (3 tai enemmän): sinun on sammutettava robottisi tällä vuorolla.
   *[no] Robotilla { $robot } on { $damage } vahinkoa (3 tai enemmän): sen on sammuttava tällä vuorolla.
}
rr-powered-down = { $robot_you ->
    [yes] Olet
   *[no] { $robot } on
} sammutettuna tällä vuorolla: vahingot nollataan.
rr-powers-on = { $robot_you ->
    [yes] Käynnistät robottisi.
   *[no] { $robot } käynnistää robottinsa.
}
rr-stays-down = { $robot_you ->
    [yes] Pysyt
   *[no] { $robot } pysyy
} sammutettuna: vahingot nollataan.
rr-registers-locked = Vahinkoa { $damage }: { $count ->
    [one] { $robot_you ->
        [yes] rekisterisi
       *[no] robotin { $robot } rekisteri
    } { $registers } on lukittu ja pitää korttinsa.
   *[other] { $robot_you ->
        [yes] rekisterisi
       *[no] robotin { $robot } rekisterit
    } { $registers } ovat lukittuja ja pitävät korttinsa.
}
rr-reenters = { $robot_you ->
    [yes] Palaat
   *[no] { $robot } palaa
} radalle ruudussa { $square } nokka { $facing }{ $damage ->
    [0] .
   *[other] , vahinkoa { $damage }.
}
rr-recompiles = { $robot_you ->
    [yes] Käytät
   *[no] { $robot } käyttää
} korttia { $option } { $count ->
    [one] 1 korttiin
   *[other] { $count } korttiin
} ja { $robot_you ->
    [yes] saat
   *[no] saa
} 1 vahinkoa (yhteensä { $total }).
rr-repaired = { $robot_you ->
    [yes] Korjaat
   *[no] { $robot } korjaa
} { $amount } vahinkoa ruudussa { $square } ({ $total } jäljellä).
rr-gain-option = { $robot_you ->
    [yes] Otat
   *[no] { $robot } ottaa
} optiokortin ruudussa { $square }: { $option }.
rr-gain-option-one-returned = { $robot_you ->
    [yes] Otat
   *[no] { $robot } ottaa
} optiokortin ruudussa { $square }: { $option }, ja { $robot_you ->
    [yes] palautat
   *[no] palauttaa
} kortin { $returned } (enintään 3 korttia).

rr-wins = { $robot_you ->
    [yes] Saavutat viimeisen tarkistuspisteen ensimmäisenä ja voitat kilpailun!
   *[no] { $robot } saavuttaa viimeisen tarkistuspisteen ensimmäisenä ja voittaa kilpailun!
}
rr-win-shared = Kilpailu päättyy jaettuun voittoon: { $robots } saavuttavat viimeisen tarkistuspisteen yhtä aikaa!
rr-race-ends-turn-limit = Kilpailu päättyy vuororajaan ({ $limit ->
    [one] 1 vuoro
   *[other] { $limit } vuoroa
}). Kärjessä (eniten tarkistuspisteitä, sitten lyhin matka seuraavalle): { $leaders }.
rr-race-ends-all-out = Kilpailu päättyy: kaikilta roboteilta loppuivat elämät. Kärjessä (eniten tarkistuspisteitä, sitten lyhin matka seuraavalle): { $leaders }.
rr-outcome-final-checkpoint = Saavutti viimeisen tarkistuspisteen ensimmäisenä.
rr-outcome-turn-limit = Vuororaja ({ $limit ->
    [one] 1 vuoro
   *[other] { $limit } vuoroa
}) täyttyi: eniten tarkistuspisteitä, sitten lyhin matka seuraavalle.
rr-outcome-all-out = Kaikilta roboteilta loppuivat elämät: eniten tarkistuspisteitä, sitten lyhin matka seuraavalle.

## Päätökset

rr-prompt-program = Vuoro { $turn }: ohjelmoi rekisterit ja lukitse ohjelma
rr-prompt-power = Vuoro { $turn }: käynnistä robotti tai pidä se sammutettuna
rr-prompt-enter = Vuoro { $turn }: valitse, mihin ruutuun robotti palaa ja mihin sen nokka osoittaa

rr-group-program = Ohjelmointi
rr-group-options = Optiokortit
rr-group-power = Virta
rr-group-reentry = Paluu radalle
rr-group-register = Rekisteri { $register }

rr-choice-set = Laita { $card } rekisteriin { $register }
rr-choice-clear = Ota { $card } pois rekisteristä { $register }
rr-choice-lock = Lukitse ohjelma (tyhjät rekisterit täytetään satunnaisesti kädestäsi)
rr-choice-program = Laita { $cards } { $count ->
    [one] rekisteriin
   *[other] rekistereihin
} { $registers } ja lukitse ohjelma
rr-choice-announce-power-down = Ilmoita sammutus seuraavaksi vuoroksi
rr-choice-cancel-power-down = Peru sammutusilmoitus
rr-choice-power-on = Käynnistä robotti: saat kortit ja ohjelmoit
rr-choice-stay-down = Pysy sammutettuna tällä vuorolla (vahingot nollataan taas)
rr-choice-enter = Palaa ruutuun { $square } nokka { $facing }

rr-choice-mark = { $option }: palauta { $card }
rr-choice-unmark = { $option }: pidä { $card }
rr-choice-recompile = { $option }: vaihda { $count ->
    [one] merkitty kortti uuteen
   *[other] { $count } merkittyä korttia uusiin
} (1 vahinkoa)
rr-choice-reserve = { $option }: pidä { $card } varalla
rr-choice-unreserve = { $option }: ota { $card } takaisin käteesi
rr-choice-swap = { $option }: vaihda varakortti rekisteriin { $register }
rr-choice-swap-none = { $option }: älä vaihda varakorttia
rr-choice-flywheel = { $option }: säästä { $card } seuraavaan vuoroon, jos se jää käyttämättä
rr-choice-flywheel-none = { $option }: älä säästä korttia
rr-choice-alt-on = Rekisteri { $register }: käytä korttia { $option } ({ $effect })
rr-choice-alt-off = Rekisteri { $register }: lopeta kortin { $option } käyttö
rr-effect-brakes = pysy paikallasi
rr-effect-fourth = liiku 4 ruutua
rr-effect-reverse = peräänny 2 ruutua
rr-choice-abort = { $option }: rekisteristä { $register } alkaen
rr-choice-abort-off = { $option }: pois päältä
rr-choice-aim = { $option }: rekisterissä { $register } tähtää { $aim }
rr-choice-shield = { $option }: rekisterissä { $register } suojaa { $side }
rr-choice-shield-none = { $option }: rekisterissä { $register } älä suojaa mitään suuntaa
rr-choice-weapon-laser = Rekisteri { $register }: ammu päälaserilla
rr-choice-weapon = Rekisteri { $register }: ammu kortilla { $option } päälaserin sijaan
rr-choice-fire-control-command = { $option }: osuma estää myös kohteen seuraavan käskyn
rr-choice-fire-control-option = { $option }: osuma maksaa kohteelle myös optiokortin
rr-choice-fire-control-off = { $option }: pois päältä
rr-choice-gyro-on = { $option }: päälle (hihnat ja rattaat eivät käännä robottiasi)
rr-choice-gyro-off = { $option }: pois päältä (hihnat ja rattaat kääntävät robottiasi)
rr-choice-wrench-repair = Kaksoisjakoavainruudussa: korjaa 2 vahinkoa optiokortin ottamisen sijaan
rr-choice-wrench-option = Kaksoisjakoavainruudussa: ota optiokortti korjaamisen sijaan
rr-choice-sacrifice = Luovu ensin kortista { $option }, kun sinun on palautettava optiokortti

# What an action looks like (a refusal of a malformed one).
rr-syntax = Siirrot ovat muotoa 'set 1 c490', 'clear 1', 'lock', 'program c490 c380 c070 c670 c100', 'powerdown yes', 'power on', 'stay down', 'enter C4 N' tai optiokortin asetus kuten 'alt 2 on' (katso säännöt).

## Pöytä (Game.render): robotit, lukijan omat rekisterit, käsi ja asetukset; alla oleva
## tekstilauta pitää ruutujensa nimet.

rr-stage-program = ohjelmoi
rr-stage-locked = ohjelma lukittu
rr-stage-power = päättää käynnistämisestä
rr-stage-enter = palaa radalle
rr-stage-wait = odottaa paluuta radalle
rr-stage-idle = sammutettuna
rr-stage-out = pelistä pois
rr-table-title = RoboRally — { $course }, vuoro { $turn }/{ $limit }
# Kortti pöydässä lyhyesti: laji ja prioriteetti.
rr-table-card = { $kind } ({ $priority })
rr-table-registers = Rekisterisi: { $registers }
rr-table-register = { $register }: { $card }
rr-table-register-locked = { $register }: { $card } (lukittu)
rr-table-hand = Kätesi: { $count ->
        [0] ei kortteja
       *[other] { $cards }
    }
rr-table-settings = Optiokorttien asetukset: { $settings }
rr-table-robot = **{ $number } { $name }** { $where } · tp { $checkpoints }/{ $total } · vahinko { $damage } · elämät { $lives } · { $stage }
rr-table-at = { $square } { $facing }
rr-compass-north = P
rr-compass-east = I
rr-compass-south = E
rr-compass-west = L
rr-table-out = pudonnut kisasta
rr-table-destroyed = tuhoutunut
rr-table-destroyed-reenters = tuhoutunut, palaa ruutuun { $square }
rr-table-announced = sammutus ilmoitettu
rr-table-locked = lukittu { $registers }
rr-table-finished = Peli päättyi: { $reason } { $count ->
        [0] Ei voittajaa.
        [one] Voittaja: { $winners }.
       *[other] Voittajat: { $winners }.
    }
rr-table-checkpoints = Tarkistuspisteet: { $checkpoints }

# Lukijan optiokorttien asetukset, erotettuina "; ".
rr-set-reserve = { $option } pitää kortin { $card }, vaihdettu rekisteriin { $register }
rr-set-reserve-unswapped = { $option } pitää kortin { $card }, ei vaihdettu
rr-set-flywheel-card = { $option } säästi kortin { $card }
rr-set-flywheel-keep = { $option } säästää kortin { $card }, jos sitä ei käytetä
rr-set-recompile = { $option } palauttaa: { $cards }
rr-set-alt = optiovarusteet käytössä { $count ->
        [one] rekisterissä
       *[other] rekistereissä
    } { $registers }
rr-set-abort = { $option } rekisteristä { $register } alkaen
rr-set-aim = { $option } tähtää: { $registers }
rr-set-shield = { $option } suojaa: { $registers }
rr-set-shield-none = ei mistään
rr-set-weapon = ampuu: { $registers }
rr-set-main-laser = päälaser
rr-set-fire-control = { $option }: { $mode }
rr-set-fire-command = osuma estää seuraavan käskyn
rr-set-fire-option = osuma maksaa optiokortin
rr-set-fire-off = pois päältä
rr-set-gyro-on = { $option } päällä
rr-set-gyro-off = { $option } pois päältä
rr-set-wrench-repair = kaksoisjakoavainruudussa: korjaa 2
rr-set-wrench-option = kaksoisjakoavainruudussa: ota optiokortti
rr-set-sacrifice = luovu ensin kortista { $option }
rr-set-none = ei asetuksia

## Kuva (Game.render_image): otsikko, selite ja robottitaulukko

rr-picture-title = RoboRally — { $course } · vuoro { $turn }/{ $limit }
rr-picture-finished = { $title } · päättyi, { $count ->
        [0] ei voittajaa
        [one] voittaja: { $winners }
       *[other] voittajat: { $winners }
    }
rr-picture-legend = Selite
rr-picture-robots = Robotit
rr-picture-revealed = Vuorolla { $turn } paljastetut rekisterit
rr-picture-none-revealed = Rekisterit: ei vielä paljastettuja
rr-picture-your-registers = Rekisterisi vuorolle { $turn }
rr-picture-only-you = vain sinä näet nämä
rr-picture-empty-register = tyhjä
# Robotin rivit (pelaajan nimen jälkeen) ja sen luvut.
rr-legend-at = ruudussa { $square }, nokka { $facing }
rr-legend-out = pudonnut kisasta
rr-legend-destroyed = tuhoutunut — palaa ruutuun { $square }
rr-legend-stats = tarkistuspisteet { $checkpoints }/{ $total } · vahinko { $damage } · elämät { $lives }
rr-legend-powered-down = sammutettuna · { $stats }
rr-legend-robot = Robotti: sen numero; kärki näyttää, mihin se on suunnattu
rr-legend-checkpoint = Tarkistuspiste: saavuta ne järjestyksessä (numero myös kulmassa)
rr-legend-start = Lähtöruutu
rr-legend-pit = Kuoppa: siihen putoava robotti tuhoutuu
rr-legend-void = Ei lattiaa: kuin kuoppa
rr-legend-belt = Liukuhihna: kuljettaa robottia 1 ruudun
rr-legend-express = Pikaliukuhihna: kuljettaa 2 ruutua
rr-legend-gear-r = Ratas: kääntää robottia oikealle (myötäpäivään)
rr-legend-gear-l = Ratas: kääntää robottia vasemmalle (vastapäivään)
rr-legend-repair = Korjaus: 1 vahinko pois vuoron lopussa
rr-legend-repair2 = Kaksoiskorjaus: 2 vahinkoa pois tai optiokortti
rr-legend-oil = Öljy: robotti liukuu eteenpäin
rr-legend-portals = Portaalit { $a } ja { $b }
rr-legend-crusher = Murskain: tuhoaa näytetyissä rekistereissä
rr-legend-flamer = Liekinheitin: polttaa näytetyissä rekistereissä
rr-legend-pusher = Työnnin: työntää näytetyissä rekistereissä
rr-legend-laser = Ratalaser; jokainen punainen viiva on säde
rr-legend-wall = Seinä
rr-legend-door = Kääntöovi: auki näytetyissä rekistereissä
rr-legend-archive = Varmuuskopio: mihin tuhoutunut robotti palaa

## Miksi toiminto torjutaan ($card on kortin tunnus niin kuin pelaaja sen kirjoitti)

rr-illegal-not-programming = Et ohjelmoi juuri nyt (robottisi: { $stage }).
rr-illegal-no-empty-register = Yksikään lukitsematon rekisteri ei ole tyhjä: tyhjennä ensin jokin tai lukitse ohjelma.
rr-illegal-too-many-cards = Annoit { $cards } korttia, mutta { $count ->
        [one] vain 1 tyhjä lukitsematon rekisteri
       *[other] vain { $count } tyhjää lukitsematonta rekisteriä
    } ({ $registers }).
rr-illegal-not-in-hand = Korttia { $card } ei ole kädessäsi.
rr-illegal-not-a-token = Kortti { $card } ei ole kortin tunnus sellaisenaan: { $token }.
rr-illegal-named-twice = Kortti { $card } on mainittu kahdesti.
rr-illegal-first-register = Rekisterissä 1 on oltava liike- tai peruutuskortti, kun sinulla on sellainen.
rr-illegal-register-locked = Rekisteri { $register } on lukittu vahingon takia.
rr-illegal-register-full = Rekisterissä { $register } on jo kortti: tyhjennä se ensin.
rr-illegal-register-empty = Rekisteri { $register } on tyhjä.
rr-illegal-not-powered-down = Robottisi ei ole sammutettuna.
rr-illegal-enter = Et ole palaamassa radalle, tai se ruutu tai suunta ei ole vapaana.
rr-illegal-recompile = Tarvitset kortin { $option }, kerran vuorossa, ja kortin kädessäsi.
rr-illegal-no-option = Sinulla ei ole korttia { $option }.

## Tekstilaudan selite (laudan alla; ruutujen nimet pysyvät sellaisinaan)

rr-board-legend = Selite:
rr-board-robot = robotti 1, nokka pohjoiseen
rr-board-checkpoint = tarkistuspiste 1 (järjestyksessä)
rr-board-pit = kuoppa: tuhoaa robotin
rr-board-void = tyhjä: ei lattiaa, kuin kuoppa
rr-board-belt = liukuhihna: kuljettaa 1 ruudun
rr-board-express = pikaliukuhihna: kuljettaa 2 ruutua
rr-board-gears = ratas: kääntää oikealle (G- vasemmalle)
rr-board-gear-r = ratas: kääntää oikealle
rr-board-gear-l = ratas: kääntää vasemmalle
rr-board-repair = korjaa 1 vahingon
rr-board-repair2 = korjaa 2 vahinkoa tai antaa optiokortin
rr-board-oil = öljy: robotit liukuvat eteenpäin
rr-board-portals = { $colour }portaalit { $a } ja { $b }
# $where: ruudut ja rekisterit, joissa elementti toimii ("B4 1,3,5; K9 2,4").
rr-board-crusher = murskain, rekisterit: { $where }
rr-board-crusher-belt-too = murskain ({ $example } liukuhihnalla), rekisterit: { $where }
rr-board-crusher-belt = murskain liukuhihnalla, rekisterit: { $where }
rr-board-flamer = liekinheitin, rekisterit: { $where }
rr-board-flamer-belt-too = liekinheitin ({ $example } liukuhihnalla), rekisterit: { $where }
rr-board-flamer-belt = liekinheitin liukuhihnalla, rekisterit: { $where }
rr-board-pusher = työnnin, rekisterit: { $where }
rr-board-laser = ratalaser ja * sen säde
rr-board-laser-strong = ratalaser ja * sen säde ({ $beams })
rr-board-beams = { $square } { $count ->
        [one] 1 säde
       *[other] { $count } sädettä
    }
rr-board-wall = seinä
# $where: ovet ruuduittain, sivu ja rekisterit, joissa ne ovat auki ("D2 L 2,4").
rr-board-door = ovi auki: { $where }
rr-board-start = lähtöruutu 1
rr-board-floor = lattia
