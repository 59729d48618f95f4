# Bottisota-3 suomeksi (käytännöt: docs/wording.md, sanasto: docs/glossary-fi.md).
# Pelaaja tarkoittaa bottiaan: "Ben ottaa osuman" on Benin botti ottamassa osuman.

## Kortit, botit ja niiden osat

b3-card-spade = { $rank }♠
b3-card-heart = { $rank }♥
b3-card-diamond = { $rank }♦
b3-card-club = { $rank }♣
b3-card-joker = 🃏 jokeri
b3-deck-top = pakan päällimmäinen kortti

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

b3-bot-antibotti-title = Antibotti
b3-bot-egoisti-title = Egoisti
b3-bot-pasifisti-title = Pasifisti
b3-bot-pora-title = Pora
b3-bot-ruostuttaja-title = Ruostuttaja
b3-bot-sadonkorjaaja-title = Sadonkorjaaja
b3-bot-siivuri-title = Siivuri
b3-bot-skitsodroidi-title = Skitsodroidi
b3-bot-teekuppi-title = Teekuppi
b3-bot-torkkubotti-title = Torkkubotti
b3-bot-vinkubotti-title = Vinkubotti

b3-form-mill = tehomylly
b3-form-thinker = mietiskelijä

b3-weapon-gun = tykinlaukaus
b3-weapon-blast = posahdustykin laukaus
b3-weapon-mega = megatykin laukaus
b3-weapon-missile = ohjus
b3-weapon-electric = megasähköohjus
b3-weapon-strike = mättöisku
b3-weapon-bomb = pommi
b3-weapon-mine = miina
b3-weapon-ego = egokenttähyökkäys
b3-weapon-noise = vinkukohinahyökkäys

# Hyökkäyksen kortti, laji ja teho.
b3-attack = { $card } ({ $weapon }, teho { $power })
b3-attack-reflected = { $card } (heijastettu { $weapon }, teho { $power })

b3-system-missile-platform = Ohjusalusta
b3-system-double-missile-platform = Tuplaohjusalusta
b3-system-missile-defence = Ohjustorjunta
b3-system-blast-gun = Posahdustykki ”Turbosarjapyssy”
b3-system-mega-gun = Megatykki ”Megagigapyssy”
b3-system-targeting = Tähtäinjärjestelmä
b3-system-strike-claw = Mättöisku + tartuntakoura
b3-system-strike-fighter = Mättöisku + Taistelija
b3-system-strike-fast = Mättöisku + Nopea
b3-system-extra-shield = Extrasuoja + Hidas
b3-system-stealth-field = Häivekenttä
b3-system-shield-field = Suojakenttä

b3-oneshot-repair-kit = korjauspakki
b3-oneshot-smoke-screen = savuverho
b3-oneshot-mega-electric = megasähköohjus
b3-oneshot-active-armour = aktiivipanssari
b3-oneshot-field-virus = kenttävirus
b3-oneshot-panic-folder = paniikkipoimutin
b3-oneshot-self-destruct = itsetuho
b3-oneshot-reprogramming = uudelleenohjelmointi

b3-oneshot-repair-kit-about = korjauspakki (korjaa yksi vaurio)
b3-oneshot-smoke-screen-about = savuverho (sinuun ei voi osua, etkä itse voi ampua tai iskeä, ennen seuraavaa vuoroasi)
b3-oneshot-mega-electric-about = megasähköohjus (pakan kaksi korttia hyökkää kohteen ja sen lähitaistelun kimppuun)
b3-oneshot-active-armour-about = aktiivipanssari (mättöisku osuu myös iskijään)
b3-oneshot-field-virus-about = kenttävirus (mikään kenttä ei toimi ennen seuraavaa vuoroasi)
b3-oneshot-panic-folder-about = paniikkipoimutin (telesiirry pois lähitaistelusta; sinuun kohdistuva hyökkäys menee ohi)
b3-oneshot-self-destruct-about = itsetuho (6 vauriota lähitaistelullesi, 3 jokaiselle muulle botille)
b3-oneshot-reprogramming-about = uudelleenohjelmointi (jokainen botti vaihtaa jokaisen korttinsa)

b3-topic-defend = autopuolustus
b3-topic-letgo = autojumitus
b3-topic-fire = autotulitus
b3-topic-cards = autokortit
b3-topic-nobug = bugirauha
b3-topic-bugme = puolustusbugaus
b3-topic-boom = autoitsetuho

b3-topic-defend-means = puolusta halvimmalla sallitulla kortilla
b3-topic-letgo-means = jumita aina, seuraa vain bottia, jota jumitat
b3-topic-fire-means = ammu parhaat korttisi ryntääjiä kohti, tähtää uudelleen, älä käytä miinoja
b3-topic-cards-means = karsi kortit, pidä järjestelmäsi, ota oletusbonus
b3-topic-nobug-means = älä koskaan bugaa; sinulle ei avata reaktioikkunoita
b3-topic-bugme-means = bugaa vain sinua vastaan pelattuja kortteja; muut reaktioikkunat ohitetaan
b3-topic-boom-means = pois heitettävä 10♥ laukaisee itsetuhon vain, jos se voittaa pelin, muuten se heitetään pois

## Päätökset
# $turn kertoo vuoron; $step (päätöksen järjestysnumero) vain pitää jokaisen päätöksen tunnisteen uutena.

b3-prompt-turn = vuoro { $turn }: tee siirtosi
b3-prompt-defend = vuoro { $turn }: puolustaudu { $attacker_you ->
        [yes] omaa hyökkäystäsi
       *[no] pelaajan { $attacker } hyökkäystä
    } vastaan: { $attack }
b3-prompt-react = vuoro { $turn }: bugaa jokerilla tai anna mennä — { $played }
b3-prompt-extra = vuoro { $turn }: vedä epäonnistunut puolustuksesi uudelleen extrasuojalla tai ota osuma
b3-prompt-reaim = vuoro { $turn }: tähtää pysäytetty laukauksesi uudelleen tähtäinjärjestelmällä tai jätä se pysäytetyksi
b3-prompt-letgo = vuoro { $turn }: päästä { $other } pakoon lähitaistelustasi tai pidä { $other } jumissa
b3-prompt-follow = vuoro { $turn }: seuraa pelaajaa { $other }, joka rynnää pois lähitaistelustasi, tai jää paikallesi
b3-prompt-chargefire = vuoro { $turn }: ammu ryntäävää pelaajaa { $other } ({ $count ->
        [one] 1 ase
       *[other] { $count } asetta
    } jäljellä) tai pidätä tulta
b3-prompt-mine = vuoro { $turn }: hyökkää miinoilla takaa-ajajiasi vastaan ({ $count ->
        [one] 1 miina
       *[other] { $count } miinaa
    } jäljellä) tai jätä miinat käyttämättä
b3-prompt-steal = vuoro { $turn }: valitse, mitä varastat pelaajalta { $victim }
b3-prompt-dropsys = vuoro { $turn }: poista asennettuja järjestelmiä nyt päästäksesi korttirajaasi tai pidä ne täydennykseen asti
b3-prompt-trim = vuoro { $turn }: heitä kortteja pois korttirajaasi asti ({ $limit ->
        [one] 1 kortti
       *[other] { $limit } korttia
    })
b3-prompt-bonus = vuoro { $turn }: valitse bonuksesi botin tuhoamisesta
b3-prompt-exchange = vuoro { $turn }: heitä pois kortit, jotka haluat vaihtaa, ja nosta sitten
b3-prompt-pick = vuoro { $turn }: valitse botti
b3-prompt-boom = vuoro { $turn }: laukaise itsetuho pois heitettävällä kortilla tai heitä se vain pois

# Mistä reaktioikkunassa on kyse ($who pelasi kortin; kysytty ei ole koskaan hän).
b3-played-attack = pelaajan { $who } hyökkäys { $attack }, kohteena { $target_you ->
        [yes] sinä
       *[no] { $target }
    }
b3-played-block = pelaajan { $who } pelaama { $card }, joka pysäytti { $attacker_you ->
        [yes] hyökkäyksesi
       *[no] pelaajan { $attacker } hyökkäyksen
    } ({ $attack })
b3-played-install = pelaajan { $who } asentama { $card }: { $system }
b3-played-effect = pelaajan { $who } pelaama { $card } ({ $name })
b3-played-effect-against = pelaajan { $who } pelaama { $card } ({ $name }) { $attacker_you ->
        [yes] hyökkäystäsi
       *[no] pelaajan { $attacker } hyökkäystä
    } vastaan ({ $attack })
b3-played-effect-at = pelaajan { $who } pelaama { $card } ({ $name }), kohteena { $target_you ->
        [yes] sinä
       *[no] { $target }
    }

b3-group-move = Liiku
b3-group-attack = Hyökkää
b3-group-fire = Ryntäystuli
b3-group-install = Asenna
b3-group-use = Pelaa kortti
b3-group-bug = Bugaa
b3-group-exchange = Vaihda
b3-group-end = Lopeta vuoro
b3-group-standing = Pysyväisohjeet

b3-choice-gun = Ammu tykillä pelaajan { $target } bottia { $bot }: { $card }
b3-choice-blast = Ammu posahdustykillä pelaajan { $target } bottia { $bot }: { $card }
b3-choice-mega = Ammu megatykillä pelaajan { $target } bottia { $bot }: { $card }
b3-choice-missile = Laukaise ohjus pelaajan { $target } bottia { $bot } kohti: { $card }
b3-choice-strike = Iske mättöiskulla pelaajan { $target } bottia { $bot }: { $card }
b3-choice-bomb = Pommita pelaajan { $target } bottia { $bot }: { $card }
b3-choice-electric = Laukaise megasähköohjus pelaajan { $target } bottia { $bot } kohti: { $card }
b3-choice-mine = Hyökkää miinalla pelaajan { $target } bottia { $bot } vastaan: { $card }
b3-choice-auto-on = Kytke { $topic } päälle: { $means }
b3-choice-auto-off = Kytke { $topic } pois päältä (päällä ollessaan: { $means })
b3-choice-disengage = Yritä irtaantua lähitaistelusta
b3-choice-charge = Rynnää pelaajan { $target } botin { $bot } kimppuun
b3-choice-exchange = Vaihda kortteja (hyökkäämisen sijaan)
b3-choice-ego = Lopeta vuorosi egokenttähyökkäykseen: { $card }
b3-choice-donate = Lopeta vuorosi lahjoittamalla kortin { $card } pelaajalle { $receiver }
b3-choice-selfdestruct = Laukaise sisäänrakennettu itsetuhosi (Itsetuho)
b3-choice-end = Lopeta vuorosi
b3-choice-install = Asenna { $card }: { $system }
b3-choice-use = Pelaa { $card }: { $about }
b3-choice-bug-system = Bugaa jokerillasi { $owner_you ->
        [yes] oma asennettu korttisi
       *[no] pelaajan { $owner } asentama kortti
    } { $card } (se tuhoutuu)
b3-choice-defend = Puolustaudu kortilla { $card }
b3-choice-defend-deck = Puolustaudu pakan päällimmäisellä kortilla
b3-choice-take = Ota osuma
b3-choice-bug-attack = Bugaa jokerillasi { $attacker_you ->
        [yes] oma korttisi
       *[no] pelaajan { $attacker } kortti
    } { $card } (hyökkäys mitätöityy)
b3-choice-redraw = Vedä puolustus uudelleen pakasta extrasuojallasi
b3-choice-reaim = Tähtää uudelleen: vaihda laukaus pakan päällimmäiseen korttiin
b3-choice-keep-stopped = Jätä laukaus pysäytetyksi
b3-choice-pin = Pidä { $escaper } jumissa
b3-choice-pin-switch = Jumita { $escaper } (ja päästä { $released } irti)
b3-choice-let-go = Päästä { $escaper } menemään
b3-choice-follow = Seuraa pelaajaa { $charger } uuteen lähitaisteluun
b3-choice-stay = Jää paikallesi
b3-choice-no-mine = Älä käytä miinaa
b3-choice-hold = Pidätä tulta
b3-choice-steal-hand = Varasta satunnainen kortti pelaajan { $victim } kädestä
b3-choice-steal-system = Varasta pelaajan { $victim } asentama kortti { $card } käteesi
b3-choice-claw-install = Nappaa tartuntakouralla pelaajan { $victim } kortti { $card } ja asenna se
b3-choice-claw-scrap = Nappaa tartuntakouralla pelaajan { $victim } kortti { $card } ja romuta se
b3-choice-steal-nothing = Älä varasta mitään
b3-choice-drop-system = Poista asennettu korttisi { $card } nyt
b3-choice-keep-systems = Pidä järjestelmäsi (karsi täydennyksessä)
b3-choice-discard = Heitä pois { $card }
b3-choice-discard-ten = Heitä pois { $card } (valitse sitten: itsetuho sillä tai pelkkä poisheitto)
b3-choice-remove-system = Poista asennettu korttisi { $card }
b3-choice-bonus-repair = Korjaa yksi vaurio
b3-choice-bonus-exchange = Tee ilmainen vaihto
b3-choice-draw = Nosta enintään viisi korttia (karsi sitten kuntosi mukaan)
b3-choice-bug = Bugaa jokerillasi pelaajan { $owner } kortti { $card } (se mitätöityy)
b3-choice-let-it-go = Anna mennä
b3-choice-boom = Laukaise itsetuho kortilla { $card }: 6 vauriota lähitaistelullesi, 3 jokaiselle muulle botille
b3-choice-boom-discard = Heitä { $card } vain pois
b3-choice-pick = Valitse { $bot }

## Tapahtumat: vuoro

b3-turn = Vuoro { $turn }: { $who_you ->
        [yes] sinun vuorosi.
       *[no] pelaajan { $who } vuoro.
    }
b3-enter = { $who_you ->
        [yes] Bottisi { $bot } astuu taisteluun (kunto { $condition }).
       *[no] Pelaajan { $who } botti { $bot } astuu taisteluun (kunto { $condition }).
    }
b3-pick = { $who_you ->
        [yes] Valitset botin { $bot }.
       *[no] { $who } valitsee botin { $bot }.
    }
b3-draw = { $who_you ->
        [yes] Nostat: { $cards }.
       *[no] { $who } nostaa: { $cards }.
    }
b3-virus-off = Kenttävirus haihtuu: kentät toimivat taas.
b3-schizo = { $who_you ->
        [yes] Skitsokorttisi on { $card }: Skitsodroidisi on tällä vuorolla { $form }.
       *[no] Pelaajan { $who } skitsokortti on { $card }: hänen Skitsodroidinsa on tällä vuorolla { $form }.
    }
b3-snooze = { $who_you ->
        [yes] Käännät kortin { $card } ja torkahdat: vuorosi päättyy heti.
       *[no] { $who } kääntää kortin { $card } ja torkahtaa: hänen vuoronsa päättyy heti.
    }
b3-awake = { $who_you ->
        [yes] Käännät kortin { $card } ja pysyt hereillä.
       *[no] { $who } kääntää kortin { $card } ja pysyy hereillä.
    }
b3-noise = { $who_you ->
        [yes] Vinkukohinasi kääntää kortin { $card } (teho { $power }) kaikkia muita botteja vastaan.
       *[no] Pelaajan { $who } vinkukohina kääntää kortin { $card } (teho { $power }) kaikkia muita botteja vastaan.
    }
b3-noise-nothing = { $who_you ->
        [yes] Vinkukohinasi kääntää kortin { $card }: sillä ei ole tehoa, joten hyökkäystä ei tule.
       *[no] Pelaajan { $who } vinkukohina kääntää kortin { $card }: sillä ei ole tehoa, joten hyökkäystä ei tule.
    }
b3-auto-on = { $who_you ->
        [yes] Kytket pysyväisohjeen { $topic } päälle.
       *[no] { $who } kytkee pysyväisohjeen { $topic } päälle.
    }
b3-auto-off = { $who_you ->
        [yes] Kytket pysyväisohjeen { $topic } pois päältä.
       *[no] { $who } kytkee pysyväisohjeen { $topic } pois päältä.
    }
b3-turn-limit = Vuororaja ({ $limit ->
        [one] 1 vuoro
       *[other] { $limit } vuoroa
    }) täyttyi: parhaassa kunnossa olevat botit voittavat.

## Tapahtumat: hyökkäykset ja puolustukset

b3-attack-play = { $who_you ->
        [yes] Hyökkäät pelaajan { $target } kimppuun kortilla { $card } ({ $weapon }).
       *[no] { $who } hyökkää { $target_you ->
            [yes] kimppuusi
           *[no] pelaajan { $target } kimppuun
        } kortilla { $card } ({ $weapon }).
    }
b3-attack-deck = { $who_you ->
        [yes] Käännät pakan päällimmäisen kortin hyökätäksesi pelaajan { $target } kimppuun: { $card } ({ $weapon }).
       *[no] { $who } kääntää pakan päällimmäisen kortin hyökätäkseen { $target_you ->
            [yes] kimppuusi
           *[no] pelaajan { $target } kimppuun
        }: { $card } ({ $weapon }).
    }
b3-charge-fire = { $who_you ->
        [yes] Ryntäystuli: ammut pelaajaa { $target } kortilla { $card } ({ $weapon }).
       *[no] Ryntäystuli: { $who } ampuu { $target_you ->
            [yes] sinua
           *[no] pelaajaa { $target }
        } kortilla { $card } ({ $weapon }).
    }
b3-charge-fire-deck = { $who_you ->
        [yes] Ryntäystuli: käännät pakan päällimmäisen kortin pelaajaa { $target } vastaan: { $card } ({ $weapon }).
       *[no] Ryntäystuli: { $who } kääntää pakan päällimmäisen kortin { $target_you ->
            [yes] sinua
           *[no] pelaajaa { $target }
        } vastaan: { $card } ({ $weapon }).
    }
b3-hold-fire = { $who_you ->
        [yes] Pidätät tulta.
       *[no] { $who } pidättää tulta.
    }
b3-ego = { $who_you ->
        [yes] Egokenttäsi hyökkää kortilla { $card }, vastassa { $targets }.
       *[no] Pelaajan { $who } egokenttä hyökkää kortilla { $card }, vastassa { $targets }.
    }
b3-ego-deck = { $who_you ->
        [yes] Egokenttäsi kääntää pakan päällimmäisen kortin, vastassa { $targets }: { $card }.
       *[no] Pelaajan { $who } egokenttä kääntää pakan päällimmäisen kortin, vastassa { $targets }: { $card }.
    }
b3-attack-defend = { $target_you ->
        [yes] Sinun on puolustauduttava pelaajan { $attacker } hyökkäystä vastaan: { $attack }.
       *[no] Pelaajan { $target } on puolustauduttava { $attacker_you ->
            [yes] hyökkäystäsi
           *[no] pelaajan { $attacker } hyökkäystä
        } vastaan: { $attack }.
    }
b3-attack-defend-self = { $target_you ->
        [yes] Potkintasi osuu myös omaan bottiisi, joten sinun on puolustauduttava: { $attack }.
       *[no] Pelaajan { $target } potkinta osuu myös hänen omaan bottiinsa, joten hänen on puolustauduttava: { $attack }.
    }
b3-attack-armour = { $target_you ->
        [yes] Panssarisi ({ $armour }) pysäyttää pelaajan { $attacker } hyökkäyksen: { $attack }.
       *[no] Pelaajan { $target } panssari ({ $armour }) pysäyttää { $attacker_you ->
            [yes] hyökkäyksesi
           *[no] pelaajan { $attacker } hyökkäyksen
        }: { $attack }.
    }
b3-attack-armour-self = { $target_you ->
        [yes] Potkintasi osuu myös omaan bottiisi, mutta panssarisi ({ $armour }) pysäyttää sen: { $attack }.
       *[no] Pelaajan { $target } potkinta osuu myös hänen omaan bottiinsa, mutta hänen panssarinsa ({ $armour }) pysäyttää sen: { $attack }.
    }
b3-attack-smoke = { $target_you ->
        [yes] Pelaajan { $attacker } hyökkäys { $attack } ei osu sinuun: olet savun kätkössä.
       *[no] { $attacker_you ->
            [yes] Hyökkäyksesi { $attack } ei osu pelaajaan { $target }: { $target } on savun kätkössä.
           *[no] Pelaajan { $attacker } hyökkäys { $attack } ei osu pelaajaan { $target }: { $target } on savun kätkössä.
        }
    }
b3-attack-smoke-self = { $target_you ->
        [yes] Potkintasi ei osu omaan bottiisi, joka on savun kätkössä: { $attack }.
       *[no] Pelaajan { $target } potkinta ei osu hänen omaan bottiinsa, joka on savun kätkössä: { $attack }.
    }
b3-attack-worthless = { $attacker_you ->
        [yes] Kortillasi { $card } ({ $weapon }) ei ole tehoa pelaajaa { $target } vastaan: ei hyökkäystä.
       *[no] Pelaajan { $attacker } kortilla { $card } ({ $weapon }) ei ole tehoa { $target_you ->
            [yes] sinua
           *[no] pelaajaa { $target }
        } vastaan: ei hyökkäystä.
    }
b3-take-hit = { $who_you ->
        [yes] Otat osuman.
       *[no] { $who } ottaa osuman.
    }
b3-defend-stops = { $who_you ->
        [yes] Puolustaudut kortilla { $card } ja pysäytät hyökkäyksen.
       *[no] { $who } puolustautuu kortilla { $card } ja pysäyttää hyökkäyksen.
    }
b3-defend-fails = { $who_you ->
        [yes] Puolustaudut kortilla { $card }, mutta se ei pysäytä hyökkäystä.
       *[no] { $who } puolustautuu kortilla { $card }, mutta se ei pysäytä hyökkäystä.
    }
b3-defend-deck-stops = { $who_you ->
        [yes] Käännät pakan päällimmäisen kortin, { $card }, ja pysäytät hyökkäyksen.
       *[no] { $who } kääntää pakan päällimmäisen kortin, { $card }, ja pysäyttää hyökkäyksen.
    }
b3-defend-deck-fails = { $who_you ->
        [yes] Käännät pakan päällimmäisen kortin, { $card }, mutta se ei pysäytä hyökkäystä.
       *[no] { $who } kääntää pakan päällimmäisen kortin, { $card }, mutta se ei pysäytä hyökkäystä.
    }
b3-defend-again = { $who_you ->
        [yes] Sinun on puolustauduttava uudelleen.
       *[no] Pelaajan { $who } on puolustauduttava uudelleen.
    }
b3-redraw-stops = { $who_you ->
        [yes] Extrasuojasi vetää uuden kortin, { $card }, ja pysäyttää hyökkäyksen.
       *[no] Pelaajan { $who } extrasuoja vetää uuden kortin, { $card }, ja pysäyttää hyökkäyksen.
    }
b3-redraw-fails = { $who_you ->
        [yes] Extrasuojasi vetää uuden kortin, { $card }, mutta sekään ei pysäytä hyökkäystä.
       *[no] Pelaajan { $who } extrasuoja vetää uuden kortin, { $card }, mutta sekään ei pysäytä hyökkäystä.
    }
b3-reaim = { $who_you ->
        [yes] Tähtäinjärjestelmäsi tähtää laukauksen uudelleen pakan päällimmäisellä kortilla: { $card } (teho { $power }).
       *[no] Pelaajan { $who } tähtäinjärjestelmä tähtää laukauksen uudelleen pakan päällimmäisellä kortilla: { $card } (teho { $power }).
    }
b3-reflect = { $who_you ->
        [yes] Heijastussuojasi lähettää kortin { $card } takaisin pelaajaa { $attacker } kohti.
       *[no] Pelaajan { $who } heijastussuoja lähettää kortin { $card } takaisin { $attacker_you ->
            [yes] sinua
           *[no] pelaajaa { $attacker }
        } kohti.
    }
b3-emp = { $target_you ->
        [yes] EMP-sädetin pakottaa sinut vaihtamaan satunnaisen kortin: { $card } heitetään pois.
       *[no] EMP-sädetin pakottaa pelaajan { $target } vaihtamaan satunnaisen kortin: { $card } heitetään pois.
    }
b3-emp-ten = { $target_you ->
        [yes] EMP-sädetin pakottaa sinut vaihtamaan satunnaisen kortin: { $card } on heitettävä pois.
       *[no] EMP-sädetin pakottaa pelaajan { $target } vaihtamaan satunnaisen kortin: { $card } on heitettävä pois.
    }
b3-misses = { $target_you ->
        [yes] Pelaajan { $attacker } hyökkäys { $attack } ei osu sinuun.
       *[no] { $attacker_you ->
            [yes] Hyökkäyksesi { $attack } ei osu pelaajaan { $target }.
           *[no] Pelaajan { $attacker } hyökkäys { $attack } ei osu pelaajaan { $target }.
        }
    }

## Tapahtumat: vauriot ja tuhoutuminen

b3-damage = { $who_you ->
        [yes] Kuntosi laskee { $amount ->
            [one] 1 kortilla
           *[other] { $amount } kortilla
        } ({ $left } jäljellä).
       *[no] Pelaajan { $who } kunto laskee { $amount ->
            [one] 1 kortilla
           *[other] { $amount } kortilla
        } ({ $left } jäljellä).
    }
b3-fragile-repair = { $who_you ->
        [yes] Herkkä bottisi korjaa itsensä heti { $count ->
            [one] A♥-kortilla
           *[other] { $count } A♥-kortilla
        } (kunto { $condition }).
       *[no] Pelaajan { $who } herkkä botti korjaa itsensä heti { $count ->
            [one] A♥-kortilla
           *[other] { $count } A♥-kortilla
        } (kunto { $condition }).
    }
b3-fragile-break = { $who_you ->
        [yes] Herkkä bottisi hajoaa.
       *[no] Pelaajan { $who } herkkä botti hajoaa.
    }
b3-green-laser = { $who_you ->
        [yes] Viherlaseri pakottaa sinut heittämään koko kätesi pois: { $cards }.
       *[no] Viherlaseri pakottaa pelaajan { $who } heittämään koko kätensä pois: { $cards }.
    }
b3-rust = { $who_you ->
        [yes] Ruostepyssy syö asennetun korttisi { $card }.
       *[no] Ruostepyssy syö pelaajan { $who } asentaman kortin { $card }.
    }
b3-electric-hit = { $who_you ->
        [yes] Sinun on vaihdettava kätesi ja järjestelmäsi; pois lähtevät kortit: { $cards }.
       *[no] Pelaajan { $who } on vaihdettava kätensä ja järjestelmänsä; pois lähtevät kortit: { $cards }.
    }
b3-destroyed = { $who_you ->
        [yes] Bottisi { $bot } tuhoutuu!
       *[no] Pelaajan { $who } botti { $bot } tuhoutuu!
    }
b3-out = { $who_you ->
        [yes] Sinulla ei ole enää botteja, ja putoat ottelusta.
       *[no] Pelaajalla { $who } ei ole enää botteja, ja hän putoaa ottelusta.
    }
b3-reserve = { $who_you ->
        [yes] Sinulla on reservissä vielä { $count ->
            [one] 1 botti
           *[other] { $count } bottia
        }: seuraava astuu taisteluun seuraavalla vuorollasi.
       *[no] Pelaajalla { $who } on reservissä vielä { $count ->
            [one] 1 botti
           *[other] { $count } bottia
        }: seuraava astuu taisteluun hänen seuraavalla vuorollaan.
    }
b3-explode = { $who_you ->
        [yes] Bottisi räjähtää: 6 vauriota jokaiselle sen lähitaistelussa olevalle botille, 3 jokaiselle muulle botille!
       *[no] Pelaajan { $who } botti räjähtää: 6 vauriota jokaiselle sen lähitaistelussa olevalle botille, 3 jokaiselle muulle botille!
    }
b3-explode-ten = { $who_you ->
        [yes] Korttisi { $card } tuhoutuu bottisi mukana ja räjähtää: 6 vauriota jokaiselle botin lähitaistelussa olevalle botille, 3 jokaiselle muulle botille!
       *[no] Pelaajan { $who } kortti { $card } tuhoutuu botin mukana ja räjähtää: 6 vauriota jokaiselle botin lähitaistelussa olevalle botille, 3 jokaiselle muulle botille!
    }
b3-explode-built-in = { $who_you ->
        [yes] Sisäänrakennettu itsetuhosi laukeaa: 6 vauriota jokaiselle bottisi lähitaistelussa olevalle botille, 3 jokaiselle muulle botille!
       *[no] Pelaajan { $who } sisäänrakennettu itsetuho laukeaa: 6 vauriota jokaiselle botin lähitaistelussa olevalle botille, 3 jokaiselle muulle botille!
    }
b3-shed = { $who_you ->
        [yes] Heität vanhimmat korttisi pois uuteen korttirajaasi asti: { $cards }.
       *[no] { $who } heittää vanhimmat korttinsa pois uuteen korttirajaansa asti: { $cards }.
    }
b3-selfdestruct-builtin = { $who_you ->
        [yes] Laukaiset sisäänrakennetun itsetuhosi!
       *[no] { $who } laukaisee sisäänrakennetun itsetuhonsa!
    }
b3-selfdestruct-ten = { $who_you ->
        [yes] Laukaiset korttisi { $card } itsetuhon!
       *[no] { $who } laukaisee korttinsa { $card } itsetuhon!
    }
b3-bonus-repair = { $who_you ->
        [yes] Korjaat yhden vaurion tuhoajan bonuksena (kunto { $condition }).
       *[no] { $who } korjaa yhden vaurion tuhoajan bonuksena (kunto { $condition }).
    }
b3-bonus-exchange = { $who_you ->
        [yes] Teet ilmaisen vaihdon tuhoajan bonuksena.
       *[no] { $who } tekee ilmaisen vaihdon tuhoajan bonuksena.
    }

## Tapahtumat: kortit

b3-exchange = { $who_you ->
        [yes] Vaihdat kortteja hyökkäämisen sijaan.
       *[no] { $who } vaihtaa kortteja hyökkäämisen sijaan.
    }
b3-discard = { $who_you ->
        [yes] Heität pois kortin { $card }.
       *[no] { $who } heittää pois kortin { $card }.
    }
b3-discard-system = { $who_you ->
        [yes] Poistat asennetun korttisi { $card }.
       *[no] { $who } poistaa asennetun korttinsa { $card }.
    }
b3-discard-all = { $who_you ->
        [yes] Heität pois: { $cards }.
       *[no] { $who } heittää pois: { $cards }.
    }
b3-boom-discard = { $who_you ->
        [yes] Heität kortin { $card } vain pois (ei itsetuhoa).
       *[no] { $who } heittää kortin { $card } vain pois (ei itsetuhoa).
    }
b3-install = { $who_you ->
        [yes] Asennat kortin { $card }: { $system }.
       *[no] { $who } asentaa kortin { $card }: { $system }.
    }
b3-install-scrapped = { $who_you ->
        [yes] Korttisi { $card } romutetaan asentamisen sijaan.
       *[no] Pelaajan { $who } kortti { $card } romutetaan asentamisen sijaan.
    }
b3-play = { $who_you ->
        [yes] Pelaat kortin { $card } ({ $name }).
       *[no] { $who } pelaa kortin { $card } ({ $name }).
    }
b3-play-at = { $who_you ->
        [yes] Pelaat kortin { $card } ({ $name }), kohteena { $target }.
       *[no] { $who } pelaa kortin { $card } ({ $name }), kohteena { $target_you ->
            [yes] sinä
           *[no] { $target }
        }.
    }
b3-play-against = { $who_you ->
        [yes] Pelaat kortin { $card } ({ $name }) pelaajan { $attacker } hyökkäystä vastaan.
       *[no] { $who } pelaa kortin { $card } ({ $name }) { $attacker_you ->
            [yes] hyökkäystäsi
           *[no] pelaajan { $attacker } hyökkäystä
        } vastaan.
    }
b3-repaired = { $who_you ->
        [yes] Korjauspakkisi toimii: kunto { $condition }.
       *[no] Pelaajan { $who } korjauspakki toimii: kunto { $condition }.
    }
b3-smoke = { $who_you ->
        [yes] Piiloudut savuverhoon seuraavaan vuoroosi asti.
       *[no] { $who } piiloutuu savuverhoon seuraavaan vuoroonsa asti.
    }
b3-teleport = { $who_you ->
        [yes] Poimutut paniikissa ja telesiirryt pois muiden bottien luota.
       *[no] { $who } poimuttuu paniikissa ja telesiirtyy pois muiden bottien luota.
    }
b3-virus = { $who_you ->
        [yes] Kenttävirus leviää: mikään kenttä ei toimi ennen seuraavaa vuoroasi.
       *[no] Kenttävirus leviää: mikään kenttä ei toimi ennen pelaajan { $who } seuraavaa vuoroa.
    }
b3-electric = Megasähköohjus kääntää pakasta kortit { $cards }, vastassa { $targets }.
b3-active-armour = { $who_you ->
        [yes] Aktiivipanssarisi kääntää mättöiskun myös pelaajaa { $attacker } vastaan.
       *[no] Pelaajan { $who } aktiivipanssari kääntää mättöiskun myös { $attacker_you ->
            [yes] sinua
           *[no] pelaajaa { $attacker }
        } vastaan.
    }
b3-reprogram-start = { $who_you ->
        [yes] Ohjelmoit kaikki botit uudelleen kortilla { $card } vuorosi alussa: jokainen botti heittää pois kätensä ja järjestelmänsä ja nostaa enintään viisi korttia.
       *[no] { $who } ohjelmoi kaikki botit uudelleen kortilla { $card } vuoronsa alussa: jokainen botti heittää pois kätensä ja järjestelmänsä ja nostaa enintään viisi korttia.
    }
b3-reprogram = { $who_you ->
        [yes] Ohjelmoit kaikki botit uudelleen kortilla { $card }: jokainen botti heittää pois kätensä ja järjestelmänsä; uudet kortit tulevat vuoron lopussa.
       *[no] { $who } ohjelmoi kaikki botit uudelleen kortilla { $card }: jokainen botti heittää pois kätensä ja järjestelmänsä; uudet kortit tulevat vuoron lopussa.
    }
b3-donate = { $who_you ->
        [yes] Lahjoitat kortin pelaajalle { $receiver } ja lopetat vuorosi.
       *[no] { $who } lahjoittaa kortin { $receiver_you ->
            [yes] sinulle
           *[no] pelaajalle { $receiver }
        } ja lopettaa vuoronsa.
    }
b3-donated-card = Lahjoitettu kortti on { $card }.
b3-steal-hand = { $thief_you ->
        [yes] Varastat satunnaisen kortin pelaajan { $victim } kädestä.
       *[no] { $thief } varastaa satunnaisen kortin { $victim_you ->
            [yes] kädestäsi
           *[no] pelaajan { $victim } kädestä
        }.
    }
b3-stolen-card = Varastettu kortti on { $card }.
b3-steal-system = { $thief_you ->
        [yes] Varastat pelaajan { $victim } asentaman kortin { $card } käteesi.
       *[no] { $thief } varastaa { $victim_you ->
            [yes] asentamasi kortin
           *[no] pelaajan { $victim } asentaman kortin
        } { $card } käteensä.
    }
b3-claw-scrap = { $thief_you ->
        [yes] Tartuntakourasi repii irti pelaajan { $victim } kortin { $card } ja romuttaa sen.
       *[no] Pelaajan { $thief } tartuntakoura repii irti { $victim_you ->
            [yes] korttisi
           *[no] pelaajan { $victim } kortin
        } { $card } ja romuttaa sen.
    }
b3-claw-install = { $thief_you ->
        [yes] Tartuntakourasi nappaa pelaajan { $victim } kortin { $card } ja asentaa sen.
       *[no] Pelaajan { $thief } tartuntakoura nappaa { $victim_you ->
            [yes] korttisi
           *[no] pelaajan { $victim } kortin
        } { $card } ja asentaa sen.
    }

## Tapahtumat: bugit (jokeri)

b3-bug = { $who_you ->
        [yes] Bugaat jokerilla pelaajan { $owner } kortin { $card }: se mitätöityy.
       *[no] { $who } bugaa jokerilla { $owner_you ->
            [yes] korttisi
           *[no] pelaajan { $owner } kortin
        } { $card }: se mitätöityy.
    }
b3-bug-attack = { $who_you ->
        [yes] Bugaat jokerilla pelaajan { $attacker } kortin { $card }: hyökkäys mitätöityy.
       *[no] { $who } bugaa jokerilla { $attacker_you ->
            [yes] korttisi
           *[no] pelaajan { $attacker } kortin
        } { $card }: hyökkäys mitätöityy.
    }
b3-bug-system = { $who_you ->
        [yes] Bugaat jokerilla pelaajan { $owner } asentaman kortin { $card }: se tuhoutuu.
       *[no] { $who } bugaa jokerilla { $owner_you ->
            [yes] asentamasi kortin
           *[no] pelaajan { $owner } asentaman kortin
        } { $card }: se tuhoutuu.
    }
b3-bug-own-system = { $who_you ->
        [yes] Bugaat jokerilla oman asennetun korttisi { $card }: se tuhoutuu.
       *[no] { $who } bugaa jokerilla oman asennetun korttinsa { $card }: se tuhoutuu.
    }

## Tapahtumat: lähitaistelu

b3-disengage = { $who_you ->
        [yes] Yrität irtaantua lähitaistelusta.
       *[no] { $who } yrittää irtaantua lähitaistelusta.
    }
b3-escape = { $who_you ->
        [yes] Pääset irti lähitaistelusta.
       *[no] { $who } pääsee irti lähitaistelusta.
    }
b3-pin = { $who_you ->
        [yes] Pidät pelaajan { $escaper } jumissa.
       *[no] { $who } pitää { $escaper_you ->
            [yes] sinut
           *[no] pelaajan { $escaper }
        } jumissa.
    }
b3-let-go = { $who_you ->
        [yes] Päästät pelaajan { $escaper } menemään.
       *[no] { $who } päästää { $escaper_you ->
            [yes] sinut
           *[no] pelaajan { $escaper }
        } menemään.
    }
b3-pin-switch = { $who_you ->
        [yes] Päästät irti pelaajan { $released } jumittaaksesi pelaajan { $escaper }.
       *[no] { $who } päästää irti { $released_you ->
            [yes] sinut
           *[no] pelaajan { $released }
        } jumittaakseen { $escaper_you ->
            [yes] sinut
           *[no] pelaajan { $escaper }
        }.
    }
b3-pinned = { $who_you ->
        [yes] Et pääse irti: sinua jumittaa { $pinners }.
       *[no] { $who } ei pääse irti: häntä jumittaa { $pinners }.
    }
b3-mine = { $who_you ->
        [yes] Lasket kortin { $card } miinaksi pelaajaa { $target } vastaan.
       *[no] { $who } laskee kortin { $card } miinaksi { $target_you ->
            [yes] sinua
           *[no] pelaajaa { $target }
        } vastaan.
    }
b3-mine-deck = { $who_you ->
        [yes] Käännät pakan päällimmäisen kortin miinaksi pelaajaa { $target } vastaan: { $card }.
       *[no] { $who } kääntää pakan päällimmäisen kortin miinaksi { $target_you ->
            [yes] sinua
           *[no] pelaajaa { $target }
        } vastaan: { $card }.
    }
b3-charge = { $who_you ->
        [yes] Ryntäät pelaajan { $target } kimppuun.
       *[no] { $who } ryntää { $target_you ->
            [yes] kimppuusi
           *[no] pelaajan { $target } kimppuun
        }.
    }
b3-follow = { $who_you ->
        [yes] Seuraat pelaajaa { $charger } uuteen lähitaisteluun.
       *[no] { $who } seuraa { $charger_you ->
            [yes] sinua
           *[no] pelaajaa { $charger }
        } uuteen lähitaisteluun.
    }
b3-stay = { $who_you ->
        [yes] Jäät paikallesi etkä seuraa pelaajaa { $charger }.
       *[no] { $who } jää paikalleen eikä seuraa { $charger_you ->
            [yes] sinua
           *[no] pelaajaa { $charger }
        }.
    }
b3-land = { $who_you ->
        [yes] Olet nyt samassa lähitaistelussa kuin { $others }.
       *[no] { $who } on nyt samassa lähitaistelussa kuin { $others }.
    }

## Loppu

b3-win-last-bot = { $who_you ->
        [yes] Sinun bottisi on viimeinen pystyssä: voitat!
       *[no] Pelaajan { $who } botti on viimeinen pystyssä: { $who } voittaa!
    }
b3-win-self-destruct = { $who_you ->
        [yes] Viimeiset botit tuhoutuivat itsetuhossasi: voitat!
       *[no] Viimeiset botit tuhoutuivat pelaajan { $who } itsetuhossa: { $who } voittaa!
    }
b3-win-turn-limit = { $who_you ->
        [yes] Bottisi on parhaassa kunnossa: voitat!
       *[no] Pelaajan { $who } botti on parhaassa kunnossa: { $who } voittaa!
    }
b3-win-shared = Voitto jaetaan: { $winners }.
b3-win-none = Kaikki botit tuhoutuivat: kukaan ei voita.

b3-outcome-last-bot = Viimeinen pystyyn jäänyt botti voittaa.
b3-outcome-self-destruct = Viimeiset botit tuhoutuivat itsetuhossa: itsetuhoutuja voittaa.
b3-outcome-all-destroyed = Kaikki botit tuhoutuivat.
b3-outcome-turn-limit = Vuororaja täyttyi: paras kunto voittaa.

# What an action looks like (a refusal of a malformed one).
b3-syntax = Bottisota-3:ssa ei ole siirtoa '{ $action }'.

## Pöytä (Game.render): otsikko, koodilohko jossa rivi bottia kohden, sitten huomiot

b3-table-head = **Bottisota-3** vuoro { $turn }: { $active_you ->
        [yes] sinun siirtosi.
       *[no] vuorossa { $active }.
    }
b3-table-deck = Pakka { $deck } · poistopino { $discard } (päällimmäisenä { $top })
b3-table-deck-virus = Pakka { $deck } · poistopino { $discard } (päällimmäisenä { $top }) · kenttävirus, levittäjänä { $virus_you ->
        [yes] sinä
       *[no] { $virus }
    }
# Sarakkeiden otsikot (lyhyitä: niiden alla on lukuja).
b3-col-player = pelaaja
b3-col-bot = botti
b3-col-cond = kunto
b3-col-hand = käsi
b3-col-gun = tykki
b3-col-blast = posa
b3-col-mega = mega
b3-col-missile = ohj
b3-col-strike = isku
b3-col-speed = nop
b3-col-armour = pans
b3-col-melee = mättö
b3-col-pins = jumittaa
b3-speed-slow = hidas
b3-speed-normal = normaali
b3-speed-fast = nopea
b3-table-status-waiting = (odottaa)
b3-table-status-destroyed = (tuhoutunut)
b3-table-notes = { $who_you ->
        [yes] Bottisi { $bot }
       *[no] Pelaajan { $who } botti { $bot }
    }: { $notes }
b3-note-installed = asennettu { $systems }
b3-note-systems = sisäänrakennettu/aktiivinen: { $systems }
b3-note-form = muoto: { $form }
b3-note-smoke = piilossa savussa
b3-note-asleep = torkkuu
b3-note-reserve = reservissä { $bots }
b3-table-attack = { $attacker_you ->
        [yes] Hyökkäät, kohteena { $target }: { $attack }.
       *[no] { $attacker } hyökkää, kohteena { $target_you ->
            [yes] sinä
           *[no] { $target }
        }: { $attack }.
    }
b3-table-waiting = { $who_you ->
        [yes] Odotetaan sinua: { $doing }.
       *[no] Odotetaan pelaajaa { $who }: { $doing }.
    }
b3-table-waiting-reactions = Odotetaan reaktioita: { $doing }.
b3-table-auto = Pysyväisohjeet: { $rules }.
b3-table-auto-rule = { $topic }: { $players }
b3-table-hand = Kätesi: { $count ->
        [0] (tyhjä)
       *[other] { $cards }
    }
b3-table-over = Peli päättyi: { $reason } { $count ->
        [one] Voittaja
       *[other] Voittajat
    }: { $winners }.
b3-table-over-nobody = Peli päättyi: { $reason } Kukaan ei voita.

# Mitä pöytä odottaa.
b3-task-defend = puolustus
b3-task-extra = päätös Extrasuojan uusintanostosta
b3-task-reaim = päätös uudelleentähtäyksestä
b3-task-letgo = päätös, päästetäänkö botti menemään
b3-task-follow = päätös, seurataanko ryntäystä
b3-task-mine = miinojen laskeminen
b3-task-chargefire = ryntäystuli
b3-task-steal = varastaminen
b3-task-dropsys = päätös järjestelmien pudottamisesta
b3-task-trim = karsinta korttirajaan
b3-task-bonus = tuhoajan bonuksen valinta
b3-task-exchange = korttien vaihto
b3-task-pick = botin valinta
b3-task-boom = päätös, räjähtääkö poisheitettävä 10♥ itsetuhona
b3-task-react = reaktiot juuri pelattuun korttiin

# Sisäänrakennetut järjestelmät ja bottien erikoisuudet (pöydän huomiot).
b3-flag-fast = Nopea
b3-flag-slow = Hidas
b3-flag-extra-shield = Extrasuoja
b3-flag-stealth-field = Häivekenttä
b3-flag-shield-field = Suojakenttä
b3-flag-super-field = superkenttä
b3-flag-missile-defence = Ohjustorjunta
b3-flag-targeting = Tähtäinjärjestelmä
b3-flag-fighter = Taistelija
b3-flag-megabrawler = Megamättäjä
b3-flag-racer = Kaahaaja
b3-flag-self-destruct = Itsetuho
b3-flag-grab-claw = tartuntakoura
b3-flag-reflect = heijastussuoja
b3-flag-ego-field = egokenttä
b3-flag-demil-field = demilitarisointikenttä
b3-flag-rust-gun = ruostepyssy
b3-flag-emp = EMP-sädetin
b3-flag-fragile = herkkä
b3-flag-steal = siivous (varastavat iskut)
b3-flag-schizo = skitso
b3-flag-green-laser = viherlaseri
b3-flag-donor = lahjoittaja
b3-flag-snoozer = torkkuja
b3-flag-kick = potkinta (osuu myös itseen)
b3-flag-noise = vinkukohina

## Miksi toiminto torjutaan

b3-illegal-not-in-hand = Se kortti ei ole kädessäsi.
b3-illegal-cannot-stop = Kortti { $card } ei torju tätä: { $attack }. Käytä herttaa 2-10 tai samaa maata olevaa vähintään yhtä suurta korttia (kentät ja lähitaistelutaidot laajentavat tätä).
b3-illegal-task = Nyt sinun täytyy { $task }.
b3-must-defend = puolustautua hyökkäystä vastaan
b3-must-extra = päättää Extrasuojan uusintanostosta (redraw/accept)
b3-must-reaim = päättää uudelleentähtäyksestä (reaim/accept)
b3-must-letgo = päästää botti menemään tai pitää se jumissa (letgo/pin)
b3-must-follow = seurata ryntäävää bottia tai jäädä (follow/stay)
b3-must-mine = laskea miinoja tai jättää laskematta
b3-must-chargefire = ampua ryntääjää tai pidättää tulta
b3-must-steal = valita, mitä varastat
b3-must-dropsys = pudottaa järjestelmiä tai pitää ne
b3-must-trim = heittää pois kortteja korttirajaasi asti
b3-must-bonus = valita tuhoajan bonus
b3-must-exchange = heittää pois vaihdettavat kortit ja sitten nostaa
b3-must-pick = valita botti
b3-must-react = päästää juuri pelattu kortti menemään (letgo) tai bugata se jokerilla
b3-must-boom = itsetuhota poisheitettävällä 10♥:lla tai vain heittää se pois
b3-illegal-smoke = Olet piilossa savussa etkä voi ampua tai iskeä ennen seuraavaa vuoroasi.
b3-illegal-exchanged = Vaihdoit kortteja tällä vuorolla: ei hyökkäyksiä.
b3-illegal-one-target = Vuoron kaikki hyökkäykset kohdistuvat yhteen bottiin, ja tällä vuorolla hyökkäät toiseen.
b3-illegal-not-a-target = Siihen bottiin et voi hyökätä.
b3-illegal-target-smoke = Se botti on piilossa savussa.
b3-illegal-needs-melee = Tähän tarvitset botin omassa lähitaistelussasi ({ $weapon }): rynnää ensin sen luo.
b3-illegal-missile-melee = Ohjuksia ei voi ampua bottiin, joka on omassa lähitaistelussasi.
b3-illegal-demilitarised = Demilitarisointikenttä estää sinua ampumasta, kun olet lähitaistelussa Pasifistin kanssa.
b3-illegal-none-left = Sinulla ei ole tällä vuorolla enää jäljellä: { $weapon } ({ $count } vuorossa).
b3-illegal-wrong-card = Korttia { $card } ei voi käyttää tähän: { $weapon }.
b3-illegal-ten-at-will = 10♥ itsetuhoaa vain, kun se on pakko heittää pois (karsinta, pakotettu poisheitto), ei milloin tahansa.
b3-illegal-charge = Voit rynnätä vain kerran, ennen kuin hyökkäät tai vaihdat kortteja.
b3-illegal-disengage = Voit yrittää irtaantua kerran, vuorosi alussa, kun olet lähitaistelussa.
b3-illegal-exchange = Voit vaihtaa kortteja vain hyökkäämisen sijaan, kerran vuorossa.
