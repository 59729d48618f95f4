# Bottisota-2 (bot/games/bottisota2) suomeksi. Käytännöt: docs/wording.md ja docs/glossary-fi.md.
# Botti on pelaajansa: Seat-argumentti `who` tulee muodossa $who (nimi) ja $who_you ("yes" lukijalle itselleen).

## Botit, aseet, bottiosat ja viat
b2-model-rambler = Kulkuri
b2-model-crusher = Murskaaja
b2-model-stalker = Vaanija
b2-model-hornet = Herhiläinen
b2-model-drifter = Ajelehtija
b2-model-bastion = Linnake
b2-model-sparrow = Varpunen
b2-model-sapper = Pioneeri
b2-model-magnus = Magneetti
b2-model-warden = Vartija
b2-model-vulture = Korppikotka
b2-model-juggernaut = Jyrä
b2-model-courier = Lähetti
b2-weapon-arc = Valokaari
b2-weapon-autogun = Automaattitykki
b2-weapon-blast-bomb = Räjähdepommi
b2-weapon-bomb-rack = Pommiteline
b2-weapon-cannon = Tykki
b2-weapon-chaingun = Ketjutykki
b2-weapon-claw-gun = Kynsiase
b2-weapon-fist-gun = Nyrkkitykki
b2-weapon-flamer = Liekinheitin
b2-weapon-grenade = Kranaatti
b2-weapon-howitzer = Haupitsi
b2-weapon-mag-mines = Magneettimiinat
b2-weapon-mine-layer = Miinoitin
b2-weapon-needler = Neulapyssy
b2-weapon-pull-beam = Vetosäde
b2-weapon-pulse = Pulssitykki
b2-weapon-push-beam = Työntösäde
b2-weapon-rail = Kiskotykki
b2-weapon-shotgun = Haulikko
b2-weapon-smg = Konepistooli
b2-weapon-stinger = Pistin
b2-weapon-swarm-rockets = Parviraketit
b2-part-heavy-gun = Raskas tykki
b2-part-twin-mg = Kaksoiskonekivääri
b2-part-rocket-pod = Rakettikotelo
b2-part-mortar = Kranaatinheitin
b2-part-mine-pack = Miinapaketti
b2-part-tractor = Traktorisäde
b2-part-repulsor = Repulsori
b2-part-plating = Panssarilevy
b2-part-engine = Moottori
b2-part-turbo = Turboahdin
b2-part-shield = Suojakilpi
b2-part-sight = Tähtäin
b2-part-spikes = Piikit
b2-part-heavy-plating = Raskas panssarilevy
b2-part-doom-charge = Itsetuholataus
b2-part-repair-kit = Korjauspakki
b2-part-patch = Paikkaus
b2-part-ammo = Ammuslaatikko
b2-fault-aim = vaurioitunut tähtäinjärjestelmä (-1 osumiseen ja mättöön)
b2-fault-slow = häiriintynyt koordinointi (hidas)
b2-fault-armour = heikentynyt panssari (panssari 1 huonompi)
b2-fault-part = tuhoutunut osa
b2-fault-extra = lisävaurio
b2-salvage-damage = yksi vauriopiste
b2-mine-plain = miinan
b2-mine-magnetic = magneettisen miinan
b2-cause-damage = vaurioihin
b2-cause-acid = happoon
b2-cause-obstacle = törmäyksessä lentoesteeseen
b2-cause-opening = törmäyksessä oviaukon viereiseen seinään
b2-cause-wall = törmäyksessä seinään

## Mitä varten noppaa heitetään
b2-for-hit = osumaheitto { $target_you ->
        [yes] sinua
       *[no] pelaajaa { $target }
    } vastaan (vähintään { $need }{ $mod ->
        [0] {""}
       *[other] , muutos { $mod }
    })
b2-for-armour = panssaritesti (vähintään { $need }, muutos { $mod })
b2-for-shield = suojakenttätesti (vähintään { $need })
b2-for-fault = vikataulukko
b2-for-melee = lähitaistelu (mättötaso { $bonus })
b2-for-acid = happoallas (6 tuhoaa)
b2-for-collision = törmäys lentoesteissä (6 tuhoaa)
b2-for-crash = lento oviaukon läpi (6 tarkoittaa törmäystä)
b2-for-mine = miina { $target_you ->
        [yes] sinua
       *[no] pelaajaa { $target }
    } vastaan (vähintään { $need })
b2-for-pick = satunnainen arvonta
b2-roll-starter = d{ $die }-nopan tulos { $result } arpoo kierroksen aloittajan.
b2-for-tearing = montako osumaa kaksi sädettä repii { $target_you ->
        [yes] sinuun
       *[no] pelaajaan { $target }
    }

## Tapahtumat
b2-roll = { $who_you ->
    [yes] Heität d{ $die }-nopalla { $result }: { $purpose }.
   *[no] { $who } heittää d{ $die }-nopalla { $result }: { $purpose }.
}
b2-placed = { $who_you ->
    [yes] Asetat bottisi { $bot } alueelle { $area }.
   *[no] { $who } asettaa botin { $bot } alueelle { $area }.
}
b2-round = Kierros { $round } alkaa; { $who_you ->
    [yes] sinä aloitat
   *[no] { $who } aloittaa
}.
b2-move-order = Liikkumisjärjestys: { $order }.
b2-dashes = { $who_you ->
    [yes] Kaahaat { $points ->
        [one] 1 liikkumispisteellä
       *[other] { $points } liikkumispisteellä
    } (ampumiseesi -1 tällä kierroksella).
   *[no] { $who } kaahaa { $points ->
        [one] 1 liikkumispisteellä
       *[other] { $points } liikkumispisteellä
    } (ampumiseen -1 tällä kierroksella).
}
b2-normal = { $who_you ->
    [yes] Liikut normaalisti { $points ->
        [one] 1 liikkumispisteellä
       *[other] { $points } liikkumispisteellä
    }.
   *[no] { $who } liikkuu normaalisti { $points ->
        [one] 1 liikkumispisteellä
       *[other] { $points } liikkumispisteellä
    }.
}
b2-hunts = { $who_you ->
    [yes] Jäät väijyksiin saalistamaan.
   *[no] { $who } jää väijyksiin saalistamaan.
}
b2-stays = { $who_you ->
    [yes] Pysyt paikallasi.
   *[no] { $who } pysyy paikallaan.
}
b2-docks = { $who_you ->
    [yes] Telakoidut varikkoon tämän kierroksen ajaksi etkä ammu.
   *[no] { $who } telakoituu varikkoon tämän kierroksen ajaksi eikä ammu.
}
b2-moves = { $who_you ->
    [yes] Siirryt alueelta { $start } alueelle { $end }.
   *[no] { $who } siirtyy alueelta { $start } alueelle { $end }.
}
b2-teleports = { $who_you ->
    [yes] Telesiirryt alueelta { $start } alueelle { $end }.
   *[no] { $who } telesiirtyy alueelta { $start } alueelle { $end }.
}
b2-hunt-triggered = { $who_you ->
    [yes] Syöksyt väijyksistä ja jahtaat pelaajaa { $target }.
   *[no] { $who } syöksyy väijyksistä ja jahtaa { $target_you ->
        [yes] sinua
       *[no] pelaajaa { $target }
    }.
}
b2-hunt-idle = { $who_you ->
    [yes] Kukaan ei tullut lähellesi: pysyt paikallasi.
   *[no] Kukaan ei tullut pelaajan { $who } lähelle: { $who } pysyy paikallaan.
}
b2-mine-dropped = { $who_you ->
    [yes] Tiputat aseestasi { $weapon } miinan alueelle { $area }.
   *[no] { $who } tiputtaa aseesta { $weapon } miinan alueelle { $area }.
}
b2-bomb-dropped = { $who_you ->
    [yes] Tiputat aseestasi { $weapon } pommin alueelle { $area }; se räjähtää, kun pysähdyt.
   *[no] { $who } tiputtaa aseesta { $weapon } pommin alueelle { $area }; se räjähtää, kun { $who } pysähtyy.
}
b2-bomb-aimed = { $who_you ->
    [yes] Tiputat aseestasi { $weapon } pommin pelaajan { $target } päälle alueella { $area }; se putoaa, kun pysähdyt.
   *[no] { $who } tiputtaa aseesta { $weapon } pommin { $target_you ->
        [yes] päällesi
       *[no] pelaajan { $target } päälle
    } alueella { $area }; se putoaa, kun { $who } pysähtyy.
}
b2-bomb-explodes = { $who_you ->
    [yes] Pommisi räjähtää alueella { $area }.
   *[no] Pelaajan { $who } pommi räjähtää alueella { $area }.
}
b2-bomb-lost = { $who_you ->
    [yes] Pommisi ei löydä kohdetta: { $target } on poissa.
   *[no] Pelaajan { $who } pommi ei löydä kohdetta: { $target_you ->
        [yes] olet poissa
       *[no] { $target } on poissa
    }.
}
b2-mine-triggers = { $who_you ->
    [yes] Laukaiset { $kind } alueella { $area }.
   *[no] { $who } laukaisee { $kind } alueella { $area }.
}
b2-mine-hits = { $who_you ->
    [yes] Miina osuu sinuun.
   *[no] Miina osuu pelaajaan { $who }.
}
b2-mine-misses = { $who_you ->
    [yes] Miina ei osu sinuun ja jää viritetyksi.
   *[no] Miina ei osu pelaajaan { $who } ja jää viritetyksi.
}
b2-mine-slides = Magneettinen miina alueella { $area } liukuu kiinni { $target_you ->
        [yes] sinuun
       *[no] pelaajaan { $target }
    }.
b2-ready-to-fire = { $who_you ->
    [yes] Laukauksesi on ilmoitettu.
   *[no] { $who } on ilmoittanut laukauksensa.
}
b2-declared = Ilmoitat laukauksen aseellasi { $weapon } (tähän mennessä ilmoitettu { $count }).
b2-declares = { $who_you ->
    [yes] Ilmoitit: { $weapon }, kohteena { $target }.
   *[no] { $who } ilmoitti: { $weapon }, kohteena { $target_you ->
        [yes] sinä
       *[no] { $target }
    }.
}
b2-declares-area = { $who_you ->
    [yes] Ilmoitit: { $weapon }, kohteena alue { $area }.
   *[no] { $who } ilmoitti: { $weapon }, kohteena alue { $area }.
}
b2-fires = { $who_you ->
    [yes] Ammut aseellasi { $weapon } pelaajaa { $target }.
   *[no] { $who } ampuu aseella { $weapon } { $target_you ->
        [yes] sinua
       *[no] pelaajaa { $target }
    }.
}
b2-fires-area = { $who_you ->
    [yes] Ammut aseellasi { $weapon } alueelle { $area }.
   *[no] { $who } ampuu aseella { $weapon } alueelle { $area }.
}
b2-target-gone = { $who_you ->
    [yes] Aseellasi { $weapon } ei ole kohdetta: { $target } on jo tuhoutunut.
   *[no] Pelaajan { $who } aseella { $weapon } ei ole kohdetta: { $target_you ->
        [yes] olet
       *[no] { $target } on
    } jo tuhoutunut.
}
b2-hits = { $who_you ->
    [yes] Osut pelaajaan { $target }.
   *[no] { $who } osuu { $target_you ->
        [yes] sinuun
       *[no] pelaajaan { $target }
    }.
}
b2-misses = { $who_you ->
    [yes] Et osu pelaajaan { $target }.
   *[no] { $who } ei osu { $target_you ->
        [yes] sinuun
       *[no] pelaajaan { $target }
    }.
}
b2-missile-turns = { $who_you ->
    [yes] Ohjuksesi kääntyy pelaajaa { $target } kohti.
   *[no] Pelaajan { $who } ohjus kääntyy { $target_you ->
        [yes] sinua
       *[no] pelaajaa { $target }
    } kohti.
}
b2-missile-spent = { $who_you ->
    [yes] Ohjuksesi ei löydä enää mitään, mihin osua.
   *[no] Pelaajan { $who } ohjus ei löydä enää mitään, mihin osua.
}
b2-beam-hits = { $who_you ->
    [yes] Aseesi { $weapon } tavoittaa pelaajan { $target }.
   *[no] Pelaajan { $who } ase { $weapon } tavoittaa { $target_you ->
        [yes] sinut
       *[no] pelaajan { $target }
    }.
}
b2-beams-tear = { $who_you ->
    [yes] Kaksi sädettäsi repii pelaajaa { $target }: { $hits ->
        [one] 1 osuma
       *[other] { $hits } osumaa
    } -2 panssarilla.
   *[no] Pelaajan { $who } kaksi sädettä repii { $target_you ->
        [yes] sinua
       *[no] pelaajaa { $target }
    }: { $hits ->
        [one] 1 osuma
       *[other] { $hits } osumaa
    } -2 panssarilla.
}
b2-pushed = { $who_you ->
    [yes] Työnnät pelaajan { $target } kauemmas: välillänne ei käydä lähitaistelua tällä kierroksella.
   *[no] { $who } työntää { $target_you ->
        [yes] sinut kauemmas: välillänne
       *[no] pelaajan { $target } kauemmas: heidän välillään
    } ei käydä lähitaistelua tällä kierroksella.
}
b2-pulled = { $who_you ->
    [yes] Vedät pelaajan { $target } lähellesi: voitte taistella lähitaistelussa tällä kierroksella.
   *[no] { $who } vetää { $target_you ->
        [yes] sinut lähelleen: voitte
       *[no] pelaajan { $target } lähelleen: he voivat
    } taistella lähitaistelussa tällä kierroksella.
}
b2-shield-holds = { $who_you ->
    [yes] Suojakenttäsi pysäyttää osuman.
   *[no] Pelaajan { $who } suojakenttä pysäyttää osuman.
}
b2-armour-holds = { $who_you ->
    [yes] Panssarisi kestää.
   *[no] Pelaajan { $who } panssari kestää.
}
b2-damaged = { $who_you ->
    [yes] Saat vaurion: vauriopisteitä { $damage }/{ $limit }.
   *[no] { $who } saa vaurion: vauriopisteitä { $damage }/{ $limit }.
}
b2-fault = { $who_you ->
    [yes] Vika: { $fault }.
   *[no] { $who } saa vian: { $fault }.
}
b2-part-destroyed = { $who_you ->
    [yes] Osasi { $card } tuhoutuu.
   *[no] Pelaajan { $who } osa { $card } tuhoutuu.
}
b2-hand-lost = { $who_you ->
    [yes] Menetät kädestäsi osan { $card }.
   *[no] { $who } menettää kädestään osan { $card }.
}
b2-nothing-to-lose = { $who_you ->
    [yes] Sinulla ei ole menetettävää osaa.
   *[no] Pelaajalla { $who } ei ole menetettävää osaa.
}
b2-destroyed = { $who_you ->
    [yes] Tuhoudut { $cause }!
   *[no] { $who } tuhoutuu { $cause }!
}
b2-parts-scrapped = { $who_you ->
    [yes] { $count ->
        [one] Osasi menee
       *[other] { $count } osaasi menee
    } poistopinoon.
   *[no] Pelaajan { $who } { $count ->
        [one] osa menee
       *[other] { $count } osaa menee
    } poistopinoon.
}
b2-salvage = { $who_you ->
    [yes] Otat talteen osan ja korjaat sillä: { $what }.
   *[no] { $who } ottaa talteen osan ja korjaa sillä: { $what }.
}
b2-will-return = { $who_you ->
    [yes] Palaat uudella botilla seuraavalla kierroksella.
   *[no] { $who } palaa uudella botilla seuraavalla kierroksella.
}
b2-doom = { $who_you ->
    [yes] Itsetuholatauksesi räjähtää alueella { $area }!
   *[no] Pelaajan { $who } itsetuholataus räjähtää alueella { $area }!
}
b2-draws = { $who_you ->
    [yes] Vedät bottiosan.
   *[no] { $who } vetää bottiosan.
}
b2-drew = Vedit osan { $card }.
b2-deck-empty = { $who_you ->
    [yes] Osapakka on tyhjä: et vedä mitään.
   *[no] Osapakka on tyhjä: { $who } ei vedä mitään.
}
b2-reshuffle = Poistopino sekoitetaan osapakkaan ({ $cards ->
        [one] 1 kortti
       *[other] { $cards } korttia
    }).
b2-melee-ready = { $who_you ->
    [yes] Lähitaisteluvalintasi on tehty.
   *[no] { $who } on tehnyt lähitaisteluvalintansa.
}
b2-melee-declared = { $who_you ->
    [yes] Käyt pelaajan { $target } kimppuun lähitaistelussa.
   *[no] { $who } käy { $target_you ->
        [yes] kimppuusi
       *[no] pelaajan { $target } kimppuun
    } lähitaistelussa.
}
b2-melee = { $who_you ->
    [yes] Taistelet lähitaistelussa pelaajaa { $target } vastaan.
   *[no] { $who } taistelee lähitaistelussa { $target_you ->
        [yes] sinua
       *[no] pelaajaa { $target }
    } vastaan.
}
b2-melee-tie = { $who_you ->
    [yes] Sinulla ja pelaajalla { $target } on sama tulos, { $total }: ei osumia.
   *[no] Pelaajalla { $who } ja { $target_you ->
        [yes] sinulla
       *[no] pelaajalla { $target }
    } on sama tulos, { $total }: ei osumia.
}
b2-melee-won = { $who_you ->
    [yes] Voitat pelaajan { $target } lähitaistelussa: { $hits ->
        [one] 1 osuma
       *[other] { $hits } osumaa
    }.
   *[no] { $who } voittaa { $target_you ->
        [yes] sinut
       *[no] pelaajan { $target }
    } lähitaistelussa: { $hits ->
        [one] 1 osuma
       *[other] { $hits } osumaa
    }.
}
b2-depot = { $who_you ->
    [yes] Huollat bottiasi varikolla alueella { $area }: käytössäsi on 2 korjauspistettä.
   *[no] { $who } huoltaa bottiaan varikolla alueella { $area }.
}
b2-repairs = { $who_you ->
    [yes] Korjaat: vauriopisteitä on nyt { $damage }.
   *[no] { $who } korjaa: vauriopisteitä on nyt { $damage }.
}
b2-fixes = { $who_you ->
    [yes] Korjaat vian: { $fault }.
   *[no] { $who } korjaa vian: { $fault }.
}
b2-reloads = { $who_you ->
    [yes] Lataat aseesi.
   *[no] { $who } lataa aseensa.
}
b2-removes = { $who_you ->
    [yes] Poistat osan { $card } ja heität sen poistopinoon.
   *[no] { $who } poistaa osan { $card } ja heittää sen poistopinoon.
}
b2-installs = { $who_you ->
    [yes] Asennat osan { $card }.
   *[no] { $who } asentaa osan { $card }.
}
b2-uses = { $who_you ->
    [yes] Käytät osan { $card }.
   *[no] { $who } käyttää osan { $card }.
}
b2-discards = { $who_you ->
    [yes] Heität pois osan { $card }.
   *[no] { $who } heittää pois osan { $card }.
}
b2-wins = { $who_you ->
    [yes] Olet viimeinen pystyssä oleva botti ja voitat!
   *[no] { $who } on viimeinen pystyssä oleva botti ja voittaa!
}
b2-draw = Yhtään bottia ei ole enää pystyssä: ottelu päättyy tasapeliin.
b2-limit = Kierrosraja ({ $round }) täyttyi; eniten kestoa jäljellä: { $winners }.

## Lopputulokset
b2-outcome-last = Viimeinen pystyssä oleva botti voittaa.
b2-outcome-draw = Viimeiset botit tuhoutuivat yhtä aikaa: tasapeli.
b2-outcome-limit = Kierrosraja täyttyi: eniten kestoa jäljellä oleva voittaa.

## Päätökset
b2-prompt-place = Aseta bottisi { $bot } tyhjälle alueelle
b2-prompt-move = Kierros { $round }: valitse, miten liikut
b2-prompt-step = Kierros { $round }: jatka liikkumista (jäljellä { $points ->
        [one] 1 piste
       *[other] { $points } pistettä
    }, liikuttu { $steps ->
        [one] 1 alue
       *[other] { $steps } aluetta
    })
b2-prompt-shoot = Kierros { $round }: ilmoita laukauksesi ja ammu sitten
b2-prompt-melee = Kierros { $round }: valitse lähitaistelun kohde
b2-prompt-maint = Kierros { $round }: huolto

## Valinnat
b2-choice-auto-move = Liiku normaalisti lähintä bottia kohti
b2-choice-hunt = Saalista (normaali vauhti)
b2-choice-hunt-dash = Saalista (kaahaten)
b2-choice-stay = Jää paikallesi
b2-choice-dock = Telakoidu varikkoon (ei ampumista)
b2-choice-teleport = Telesiirry satunnaiseen toiseen telesiirtimeen (1 piste)
b2-choice-stop = Pysähdy tähän
b2-choice-auto-fire = Ammu kaikella lähimpiä kohteita
b2-choice-done-fire = Valmis: ammu ilmoitetut laukaukset
b2-choice-hold-fire = Pidätä tulta tällä kierroksella
b2-choice-no-melee = Ei lähitaistelua
b2-choice-auto-maint = Tee järkevä huolto puolestani
b2-choice-repair = Korjaa yksi vauriopiste
b2-choice-draw = Vedä bottiosa
b2-choice-reload = Täydennä ladattavat aseet
b2-choice-done-maint = Lopeta huolto
b2-choice-normal = Liiku normaalisti ({ $points ->
        [one] 1 piste
       *[other] { $points } pistettä
    })
b2-choice-dash = Kaahaa ({ $points ->
        [one] 1 piste
       *[other] { $points } pistettä
    }, ampumiseen -1)
b2-choice-go = Siirry alueelle { $area } ({ $cost ->
        [one] 1 piste
       *[other] { $cost } pistettä
    })
b2-choice-drop = Tiputa miina tai pommi aseestasi { $weapon } tähän
b2-choice-fire = Ammu aseella { $weapon } pelaajaa { $target }
b2-choice-fire-area = Ammu aseella { $weapon } alueelle { $area }
b2-choice-attack = Käy pelaajan { $target } kimppuun
b2-choice-place = Asetu alueelle { $area }
b2-choice-fix = Korjaa vika: { $fault }
b2-choice-remove = Poista osa { $card }
b2-choice-install = Asenna osa { $card }
b2-choice-use = Käytä osa { $card }
b2-choice-discard = Heitä pois osa { $card }

# What an action looks like (a refusal of a malformed one).
b2-syntax = Bottisota-2:n siirto on esimerkiksi 'place C3', 'normal', 'go B2', 'fire autogun 2', 'attack 1', 'repair' tai 'done'.
## Myöhästyneet, botin valinta, talteenotto
b2-joins = { $who_you ->
    [yes] Liityt otteluun botilla { $bot }.
   *[no] { $who } liittyy otteluun botilla { $bot }.
}
b2-joins-choosing = { $who_you ->
    [yes] Liityt otteluun ja valitset bottisi.
   *[no] { $who } liittyy otteluun ja valitsee botin.
}
b2-join-place-now = { $who_you ->
    [yes] Bottisi asetetaan muiden kanssa.
   *[no] Pelaajan { $who } botti asetetaan muiden kanssa.
}
b2-join-place-next = { $who_you ->
    [yes] Bottisi asetetaan tyhjälle alueelle juuri ennen kierrosta { $round }.
   *[no] Pelaajan { $who } botti asetetaan tyhjälle alueelle juuri ennen kierrosta { $round }.
}
b2-picked = Valitset botin { $bot }; muut näkevät sen, kun kaikki ovat valinneet.
b2-pick-ready = { $who_you ->
    [yes] Olet valinnut bottisi.
   *[no] { $who } on valinnut botin.
}
b2-plays = { $who_you ->
    [yes] Pelaat botilla { $bot }.
   *[no] { $who } pelaa botilla { $bot }.
}
b2-prompt-pick = Valitse bottisi
b2-prompt-salvage = Kierros { $round }: valitse, mitä talteen otetut osat korjaavat (jäljellä { $parts ->
        [one] 1 osa
       *[other] { $parts } osaa
    })
b2-choice-keep = Pidä arvottu botti { $bot }
b2-choice-pick = Pelaa botilla { $bot }
b2-choice-auto-salvage = Korjaa ensin vauriot, sitten viat
b2-choice-salvage = Korjaa: { $what }

# Pöytä (Game.render): areena ja kierros, tekstikartta, selite, rivi kutakin bottia kohden, osapakka.
b2-table-over = { $arena }: ottelu on päättynyt.
b2-table-picking = { $arena }: botteja valitaan.
b2-table-placing = { $arena }: botteja sijoitetaan.
b2-table-round = { $arena }, kierros { $round }/{ $limit }: { $phase }.
b2-phase-place = bottien sijoitus
b2-phase-move = liikkuminen
b2-phase-shoot = ammunta
b2-phase-melee = lähitaistelu
b2-phase-maint = huolto
b2-table-none = ei mitään
b2-table-walls = Seinät: { $walls }. Aukolliset seinät: { $openings }.
b2-table-legend = Maasto: . avoin  # rakennelma  ~ happo  ^ lentoeste  =E liukuhihna (suunta)  D varikko  T teleportti;  * miina  @ magneettimiina
b2-table-bots = Botit:
b2-table-bot = { $number } { $player }: { $model } ({ $move })
b2-table-bot-choosing = { $number } { $player }: valitsee bottia
b2-table-bot-chosen = { $number } { $player }: botti valittu, näkyy kun kaikki ovat valinneet
b2-movetype-wheels = pyörät
b2-movetype-tracks = telaketjut
b2-movetype-legs = jalat
b2-movetype-flying = lentävä
b2-movetype-hover = leijuva
b2-table-destroyed = { $head }, tuhottu
b2-table-choosing = { $head }, valitsee bottia
b2-table-waiting = { $head }, odottaa sijoitusta
b2-table-joining = { $head }, liittyy seuraavalla kierroksella
b2-table-returns = { $head }, tuhottu, palaa seuraavalla kierroksella
b2-table-flying = { $head }, lentää suuntaan { $heading }
b2-table-shield = , suojakenttä { $shield }+
b2-table-ammo = { $weapon } ({ $ammo } jäljellä)
b2-fault-short-aim = tähtäys -1
b2-fault-short-slow = hidas
b2-fault-short-armour = panssari -1
b2-fault-short-part = osa tuhoutunut
b2-fault-short-extra = lisävahinko
b2-table-bot-state = { $head } alueella { $area }: vauriot { $damage } (rikkoutuu { $faults_at }:stä, räjähtää { $explodes_at }:ssä), viat: { $faults }; panssari { $armour }+{ $shield }, nopeus { $dash }/{ $normal }, lähitaistelu +{ $melee }; aseet: { $weapons }; osat: { $parts }; kädessä { $hand } korttia
b2-table-own-hand = { $text } ({ $cards })
b2-table-deck = Osapakka: { $deck } korttia; poistopino: { $discard } korttia.

# Karttakuva (Game.render_image): otsikko, selite ja rivi kutakin bottia kohden.
b2-picture-title = Bottisota-2 — { $arena } · { $what }
b2-picture-picking = botteja valitaan
b2-picture-round = Bottisota-2 — { $arena } · kierros { $round }/{ $limit } · { $phase }
b2-picture-won = Bottisota-2 — { $arena } · kierros { $round } · päättynyt, voittaja: { $winners }
b2-picture-draw = Bottisota-2 — { $arena } · kierros { $round } · päättynyt tasapeliin
b2-picture-bots = Botit
b2-picture-bot = { $player }{ $you ->
    [yes] { " " }(sinä)
   *[no] { "" }
}: { $model } ({ $move })
b2-picture-bot-choosing = { $player }: valitsee bottia
b2-picture-bot-chosen = { $player }: botti valittu, näkyy kun kaikki ovat valinneet
b2-picture-at = { $head } alueella { $area }
b2-picture-hunting = { $head }, metsästää
b2-picture-state = vauriot { $damage } (rikkoutuu { $faults_at }:stä, räjähtää { $explodes_at }:ssä); viat: { $faults }; panssari { $armour }+{ $shield }; osat: { $parts }
b2-picture-hand = { $text }; kätesi (vain sinä näet sen): { $cards }
b2-key-plain = Avoin lattia
b2-key-structure = Rakennelma: pyörät ja telaketjut maksavat 2 pistettä; suoja (+1 panssariin) ammuntaa vastaan paitsi lentäjille
b2-key-acid = Happoallas: säteen tai lähitaistelun tappion kokenut maabotti tuhoutuu täällä 6:lla
b2-key-obstacle = Lentoeste: lentäjät poistuvat vain eteenpäin ja taistelevat -1:llä; säteen tai tappion jälkeen tuhoutuu 6:lla
b2-key-belt = Liukuhihna: nuoli on virtaussuunta (myötävirtaan ilmaiseksi, vastavirtaan +2)
b2-key-depot = Varikko: korjauksia, osia ja latauksia huollossa
b2-key-teleporter = Teleportti: yhdellä pisteellä satunnaiseen toiseen teleporttiin
b2-key-wall = Seinä: sen läpi ei voi liikkua eikä ampua
b2-key-opening = Aukollinen seinä: läpi +1 pisteellä, ei ampumista
b2-key-mine = Miina
b2-key-magmine = Magneettimiina (tarttuu myös lentäjiin)
b2-key-bot = Botti: pelaajansa numero
b2-key-flier = Lentävä lentäjä: piste näyttää suunnan
