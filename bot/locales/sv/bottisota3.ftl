# Bottisota-3 på svenska (docs/wording.md för konventionerna).
# En spelare står för sin bot: "Ben tar träffen" betyder att Bens bot tar den.

## Kort, bottar och deras delar

b3-card-spade = { $rank }♠
b3-card-heart = { $rank }♥
b3-card-diamond = { $rank }♦
b3-card-club = { $rank }♣
b3-card-joker = 🃏 joker
b3-deck-top = översta kortet i leken

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
b3-bot-pasifisti-title = Pasifisti (Pacifist)
b3-bot-pora-title = Pora (Borr)
b3-bot-ruostuttaja-title = Ruostuttaja (Rostmakare)
b3-bot-sadonkorjaaja-title = Sadonkorjaaja (Skördare)
b3-bot-siivuri-title = Siivuri (Skivare)
b3-bot-skitsodroidi-title = Skitsodroidi (Schizodroid)
b3-bot-teekuppi-title = Teekuppi (Tekopp)
b3-bot-torkkubotti-title = Torkkubotti (Slumrarbot)
b3-bot-vinkubotti-title = Vinkubotti (Gnällbot)

b3-form-mill = tehomylly (kraftkvarn)
b3-form-thinker = mietiskelijä (tänkare)

b3-weapon-gun = kanonskott
b3-weapon-blast = smällkanonskott
b3-weapon-mega = megakanonskott
b3-weapon-missile = missil
b3-weapon-electric = megaelektrisk missil
b3-weapon-strike = slag
b3-weapon-bomb = bomb
b3-weapon-mine = mina
b3-weapon-ego = egofältsattack
b3-weapon-noise = gnällbrusattack

# En attacks kort, slag och styrka.
b3-attack = { $card } ({ $weapon }, styrka { $power })
b3-attack-reflected = { $card } (reflekterad { $weapon }, styrka { $power })

b3-system-missile-platform = Ohjusalusta (missilplattform)
b3-system-double-missile-platform = Tuplaohjusalusta (dubbel missilplattform)
b3-system-missile-defence = Ohjustorjunta (missilförsvar)
b3-system-blast-gun = Posahdustykki "Turbosarjapyssy" (smällkanon)
b3-system-mega-gun = Megatykki "Megagigapyssy" (megakanon)
b3-system-targeting = Tähtäinjärjestelmä (siktsystem)
b3-system-strike-claw = Mättöisku + tartuntakoura (slag + gripklo)
b3-system-strike-fighter = Mättöisku + Taistelija (slag + kämpe)
b3-system-strike-fast = Mättöisku + Nopea (slag + snabb)
b3-system-extra-shield = Extrasuoja + Hidas (extraskydd + långsam)
b3-system-stealth-field = Häivekenttä (smygfält)
b3-system-shield-field = Suojakenttä (sköldfält)

b3-oneshot-repair-kit = reparationssats
b3-oneshot-smoke-screen = rökridå
b3-oneshot-mega-electric = megaelektrisk missil
b3-oneshot-active-armour = aktivt pansar
b3-oneshot-field-virus = fältvirus
b3-oneshot-panic-folder = panikvikare
b3-oneshot-self-destruct = självförstörelse
b3-oneshot-reprogramming = omprogrammering

b3-oneshot-repair-kit-about = Korjauspakki (reparationssats): reparera en skada
b3-oneshot-smoke-screen-about = Savuverho (rökridå): du kan inte träffas och inte heller skjuta eller slå förrän din nästa tur
b3-oneshot-mega-electric-about = Megasähköohjus (megaelektrisk missil): två kort ur leken spränger målet och dess närstrid
b3-oneshot-active-armour-about = Aktiivipanssari (aktivt pansar): slaget träffar också den som slår
b3-oneshot-field-virus-about = kenttävirus (fältvirus): alla fält är ur funktion till din nästa tur
b3-oneshot-panic-folder-about = paniikkipoimutin (panikvikare): teleportera dig ut ur närstriden; en attack mot dig missar
b3-oneshot-self-destruct-about = itsetuho (självförstörelse): 6 i skada på din närstrid, 3 på varje annan bot
b3-oneshot-reprogramming-about = uudelleenohjelmointi (omprogrammering): varje bot byter alla sina kort

b3-topic-defend = autoförsvar
b3-topic-letgo = autosläpp
b3-topic-fire = autoeld
b3-topic-cards = autokort
b3-topic-nobug = autobuggfri
b3-topic-bugme = automotbugg
b3-topic-boom = autosmäll

b3-topic-defend-means = försvara dig med det billigaste tillåtna kortet
b3-topic-letgo-means = fortsätt hålla kvar, följ bara den bot du håller kvar
b3-topic-fire-means = skjut dina bästa kort mot den som rusar mot dig, sikta om, lägg inga minor
b3-topic-cards-means = kasta ned till gränsen, behåll dina system, ta standardbonusen
b3-topic-nobug-means = bugga aldrig: inga reaktionsfönster för dig
b3-topic-bugme-means = bugga bara kort som spelas mot dig: andra reaktionsfönster låter du passera
b3-topic-boom-means = en 10♥ som du måste kasta självförstör bara när det ger seger, annars kastas den

## Beslut
# $turn anger draget; $step (beslutets löpnummer) håller bara varje besluts id unikt.

b3-prompt-turn = drag { $turn }: din tur
b3-prompt-defend = drag { $turn }: försvara dig mot { $attacker_you ->
        [yes] din egen
       *[no] { $attacker }s
    } { $attack }
b3-prompt-react = drag { $turn }: bugga { $played }, eller låt det passera
b3-prompt-extra = drag { $turn }: dra om ditt misslyckade försvar med extraskyddet, eller ta träffen
b3-prompt-reaim = drag { $turn }: sikta om ditt stoppade skott med siktsystemet, eller låt det förbli stoppat
b3-prompt-letgo = drag { $turn }: låt { $other } fly ur din närstrid, eller håll kvar { $other }
b3-prompt-follow = drag { $turn }: följ efter { $other } när { $other } rusar ut ur din närstrid, eller stanna kvar
b3-prompt-chargefire = drag { $turn }: skjut mot { $other } som rusar mot dig ({ $count ->
        [one] 1 vapen
       *[other] { $count } vapen
    } kvar), eller håll inne elden
b3-prompt-mine = drag { $turn }: lägg minor mot dina förföljare ({ $count ->
        [one] 1 mina
       *[other] { $count } minor
    } kvar), eller lägg ingen mina
b3-prompt-steal = drag { $turn }: välj vad du stjäl från { $victim }
b3-prompt-dropsys = drag { $turn }: ta bort installerade system nu för att komma ned till din kortgräns, eller behåll dem till påfyllningen
b3-prompt-trim = drag { $turn }: kasta ned till din gräns på { $limit ->
        [one] 1 kort
       *[other] { $limit } kort
    }
b3-prompt-bonus = drag { $turn }: välj din bonus för att ha förstört en bot
b3-prompt-exchange = drag { $turn }: kasta de kort du vill byta, dra sedan
b3-prompt-pick = drag { $turn }: välj en bot
b3-prompt-boom = drag { $turn }: självförstör med kortet som måste kastas, eller kasta det bara

# Vad ett reaktionsfönster gäller ($who spelade kortet; aldrig den som tillfrågas).
b3-played-attack = { $who }s { $attack } mot { $target_you ->
        [yes] dig
       *[no] { $target }
    }
b3-played-block = { $who }s { $card }, som stoppade { $attacker_you ->
        [yes] din
       *[no] { $attacker }s
    } { $attack }
b3-played-install = { $who }s installation av { $card }: { $system }
b3-played-effect = { $who }s { $card } ({ $name })
b3-played-effect-against = { $who }s { $card } ({ $name }) mot { $attacker_you ->
        [yes] din
       *[no] { $attacker }s
    } { $attack }
b3-played-effect-at = { $who }s { $card } ({ $name }) mot { $target_you ->
        [yes] dig
       *[no] { $target }
    }

b3-group-move = Förflyttning
b3-group-attack = Attack
b3-group-fire = Eld mot rusning
b3-group-install = Installera
b3-group-use = Använd ett kort
b3-group-bug = Bugga
b3-group-exchange = Byt kort
b3-group-end = Avsluta turen
b3-group-standing = Stående order

b3-choice-gun = Skjut { $card } mot { $target }s { $bot }
b3-choice-blast = Avfyra { $card } från smällkanonen mot { $target }s { $bot }
b3-choice-mega = Avfyra { $card } från megakanonen mot { $target }s { $bot }
b3-choice-missile = Avfyra { $card } som missil mot { $target }s { $bot }
b3-choice-strike = Slå { $target }s { $bot } med { $card }
b3-choice-bomb = Bomba { $target }s { $bot } med { $card }
b3-choice-electric = Avfyra { $card } (megaelektrisk missil) mot { $target }s { $bot }
b3-choice-mine = Lägg { $card } som mina mot { $target }s { $bot }
b3-choice-auto-on = Slå på { $topic }: { $means }
b3-choice-auto-off = Slå av { $topic } (när den är på: { $means })
b3-choice-disengage = Försök ta dig loss ur närstriden
b3-choice-charge = Rusa mot { $target }s { $bot }
b3-choice-exchange = Byt kort (i stället för att attackera)
b3-choice-ego = Avsluta din tur med en egofältsattack: { $card }
b3-choice-donate = Avsluta din tur genom att skänka { $card } till { $receiver }
b3-choice-selfdestruct = Utlös din inbyggda självförstörelse (Itsetuho)
b3-choice-end = Avsluta din tur
b3-choice-install = Installera { $card }: { $system }
b3-choice-use = Använd { $card }: { $about }
b3-choice-bug-system = Bugga { $owner_you ->
        [yes] din egen
       *[no] { $owner }s
    } installerade { $card } med din joker (den förstörs)
b3-choice-defend = Försvara dig med { $card }
b3-choice-defend-deck = Försvara dig med översta kortet i leken
b3-choice-take = Ta träffen
b3-choice-bug-attack = Bugga { $attacker_you ->
        [yes] din egen
       *[no] { $attacker }s
    } { $card } med din joker (attacken upphävs)
b3-choice-redraw = Dra om försvaret ur leken med ditt extraskydd
b3-choice-reaim = Sikta om: byt skottet mot översta kortet i leken
b3-choice-keep-stopped = Låt skottet förbli stoppat
b3-choice-pin = Håll kvar { $escaper }
b3-choice-pin-switch = Håll kvar { $escaper } (och släpp { $released })
b3-choice-let-go = Släpp { $escaper }
b3-choice-follow = Följ { $charger } in i den nya närstriden
b3-choice-stay = Stanna kvar
b3-choice-no-mine = Lägg ingen mina
b3-choice-hold = Håll inne elden
b3-choice-steal-hand = Stjäl ett slumpvis kort från { $victim }s hand
b3-choice-steal-system = Stjäl { $victim }s installerade { $card } till din hand
b3-choice-claw-install = Grip { $victim }s { $card } med gripklon och installera den
b3-choice-claw-scrap = Grip { $victim }s { $card } med gripklon och skrota den
b3-choice-steal-nothing = Stjäl ingenting
b3-choice-drop-system = Ta bort din installerade { $card } nu
b3-choice-keep-systems = Behåll dina system (kasta ned vid påfyllningen)
b3-choice-discard = Kasta { $card }
b3-choice-discard-ten = Kasta { $card } (välj sedan: självförstör med den, eller kasta den bara)
b3-choice-remove-system = Ta bort din installerade { $card }
b3-choice-bonus-repair = Reparera en skada
b3-choice-bonus-exchange = Gör ett gratis kortbyte
b3-choice-draw = Dra upp till fem kort (kasta sedan ned till ditt skick)
b3-choice-bug = Bugga { $owner }s { $card } med din joker (den upphävs)
b3-choice-let-it-go = Låt det passera
b3-choice-boom = Självförstör med { $card }: 6 i skada på din närstrid, 3 på varje annan bot
b3-choice-boom-discard = Kasta bara { $card }
b3-choice-pick = Välj { $bot }

## Händelser: draget

b3-turn = Drag { $turn }: { $who_you ->
        [yes] din tur.
       *[no] { $who }s tur.
    }
b3-enter = { $who_you ->
        [yes] Din { $bot } går in i striden (skick { $condition }).
       *[no] { $who }s { $bot } går in i striden (skick { $condition }).
    }
b3-pick = { $who_you ->
        [yes] Du väljer { $bot }.
       *[no] { $who } väljer { $bot }.
    }
b3-draw = { $who_you ->
        [yes] Du drar { $cards }.
       *[no] { $who } drar { $cards }.
    }
b3-virus-off = Fältviruset klingar av: fälten fungerar igen.
b3-schizo = { $who_you ->
        [yes] Ditt schizokort är { $card }: din Skitsodroidi är { $form } det här draget.
       *[no] { $who }s schizokort är { $card }: { $who }s Skitsodroidi är { $form } det här draget.
    }
b3-snooze = { $who_you ->
        [yes] Du vänder { $card } och slumrar till: din tur tar slut direkt.
       *[no] { $who } vänder { $card } och slumrar till: { $who }s tur tar slut direkt.
    }
b3-awake = { $who_you ->
        [yes] Du vänder { $card } och håller dig vaken.
       *[no] { $who } vänder { $card } och håller sig vaken.
    }
b3-noise = { $who_you ->
        [yes] Ditt gnällbrus vänder { $card } (styrka { $power }) mot alla andra bottar.
       *[no] { $who }s gnällbrus vänder { $card } (styrka { $power }) mot alla andra bottar.
    }
b3-noise-nothing = { $who_you ->
        [yes] Ditt gnällbrus vänder { $card }: kortet har ingen styrka, ingen attack.
       *[no] { $who }s gnällbrus vänder { $card }: kortet har ingen styrka, ingen attack.
    }
b3-auto-on = { $who_you ->
        [yes] Du slår på den stående ordern { $topic }.
       *[no] { $who } slår på den stående ordern { $topic }.
    }
b3-auto-off = { $who_you ->
        [yes] Du slår av den stående ordern { $topic }.
       *[no] { $who } slår av den stående ordern { $topic }.
    }
b3-turn-limit = Draggränsen på { $limit } drag är nådd: bottarna i bäst skick vinner.

## Händelser: attacker och försvar

b3-attack-play = { $who_you ->
        [yes] Du attackerar { $target } med { $card } ({ $weapon }).
       *[no] { $who } attackerar { $target_you ->
            [yes] dig
           *[no] { $target }
        } med { $card } ({ $weapon }).
    }
b3-attack-deck = { $who_you ->
        [yes] Du vänder översta kortet i leken för att attackera { $target }: { $card } ({ $weapon }).
       *[no] { $who } vänder översta kortet i leken för att attackera { $target_you ->
            [yes] dig
           *[no] { $target }
        }: { $card } ({ $weapon }).
    }
b3-charge-fire = { $who_you ->
        [yes] Eld mot rusning: du skjuter { $card } mot { $target } ({ $weapon }).
       *[no] Eld mot rusning: { $who } skjuter { $card } mot { $target_you ->
            [yes] dig
           *[no] { $target }
        } ({ $weapon }).
    }
b3-charge-fire-deck = { $who_you ->
        [yes] Eld mot rusning: du vänder översta kortet i leken mot { $target }: { $card } ({ $weapon }).
       *[no] Eld mot rusning: { $who } vänder översta kortet i leken mot { $target_you ->
            [yes] dig
           *[no] { $target }
        }: { $card } ({ $weapon }).
    }
b3-hold-fire = { $who_you ->
        [yes] Du håller inne elden.
       *[no] { $who } håller inne elden.
    }
b3-ego = { $who_you ->
        [yes] Ditt egofält attackerar { $targets } med { $card }.
       *[no] { $who }s egofält attackerar { $targets } med { $card }.
    }
b3-ego-deck = { $who_you ->
        [yes] Ditt egofält vänder översta kortet i leken mot { $targets }: { $card }.
       *[no] { $who }s egofält vänder översta kortet i leken mot { $targets }: { $card }.
    }
b3-attack-defend = { $target_you ->
        [yes] Du måste försvara dig mot { $attacker }s { $attack }.
       *[no] { $target } måste försvara sig mot { $attacker_you ->
            [yes] din
           *[no] { $attacker }s
        } { $attack }.
    }
b3-attack-defend-self = { $target_you ->
        [yes] Din spark träffar också din egen bot: du måste försvara dig mot { $attack }.
       *[no] { $target }s spark träffar också { $target }s egen bot: { $target } måste försvara sig mot { $attack }.
    }
b3-attack-armour = { $target_you ->
        [yes] Ditt pansar ({ $armour }) stoppar { $attacker }s { $attack }.
       *[no] { $target }s pansar ({ $armour }) stoppar { $attacker_you ->
            [yes] din
           *[no] { $attacker }s
        } { $attack }.
    }
b3-attack-armour-self = { $target_you ->
        [yes] Din spark träffar också din egen bot, men ditt pansar ({ $armour }) stoppar { $attack }.
       *[no] { $target }s spark träffar också { $target }s egen bot, men { $target }s pansar ({ $armour }) stoppar { $attack }.
    }
b3-attack-smoke = { $target_you ->
        [yes] { $attacker }s { $attack } missar dig: du är gömd i rök.
       *[no] { $attacker_you ->
            [yes] Din { $attack } missar { $target }: { $target } är gömd i rök.
           *[no] { $attacker }s { $attack } missar { $target }: { $target } är gömd i rök.
        }
    }
b3-attack-smoke-self = { $target_you ->
        [yes] Din spark missar din egen bot, som är gömd i rök: { $attack }.
       *[no] { $target }s spark missar { $target }s egen bot, som är gömd i rök: { $attack }.
    }
b3-attack-worthless = { $attacker_you ->
        [yes] Din { $card } ({ $weapon }) har ingen styrka mot { $target }: ingen attack.
       *[no] { $attacker }s { $card } ({ $weapon }) har ingen styrka mot { $target_you ->
            [yes] dig
           *[no] { $target }
        }: ingen attack.
    }
b3-take-hit = { $who_you ->
        [yes] Du tar träffen.
       *[no] { $who } tar träffen.
    }
b3-defend-stops = { $who_you ->
        [yes] Du försvarar dig med { $card } och stoppar attacken.
       *[no] { $who } försvarar sig med { $card } och stoppar attacken.
    }
b3-defend-fails = { $who_you ->
        [yes] Du försvarar dig med { $card }, som inte stoppar attacken.
       *[no] { $who } försvarar sig med { $card }, som inte stoppar attacken.
    }
b3-defend-deck-stops = { $who_you ->
        [yes] Du vänder översta kortet i leken, { $card }, och stoppar attacken.
       *[no] { $who } vänder översta kortet i leken, { $card }, och stoppar attacken.
    }
b3-defend-deck-fails = { $who_you ->
        [yes] Du vänder översta kortet i leken, { $card }, som inte stoppar attacken.
       *[no] { $who } vänder översta kortet i leken, { $card }, som inte stoppar attacken.
    }
b3-defend-again = { $who_you ->
        [yes] Du måste försvara dig igen.
       *[no] { $who } måste försvara sig igen.
    }
b3-redraw-stops = { $who_you ->
        [yes] Ditt extraskydd drar om { $card } och stoppar attacken.
       *[no] { $who }s extraskydd drar om { $card } och stoppar attacken.
    }
b3-redraw-fails = { $who_you ->
        [yes] Ditt extraskydd drar om { $card }, som inte heller stoppar attacken.
       *[no] { $who }s extraskydd drar om { $card }, som inte heller stoppar attacken.
    }
b3-reaim = { $who_you ->
        [yes] Ditt siktsystem siktar om skottet med översta kortet i leken: { $card } (styrka { $power }).
       *[no] { $who }s siktsystem siktar om skottet med översta kortet i leken: { $card } (styrka { $power }).
    }
b3-reflect = { $who_you ->
        [yes] Din reflexsköld skickar tillbaka { $card } mot { $attacker }.
       *[no] { $who }s reflexsköld skickar tillbaka { $card } mot { $attacker_you ->
            [yes] dig
           *[no] { $attacker }
        }.
    }
b3-emp = { $target_you ->
        [yes] EMP-kanonen tvingar dig att byta ett slumpvis kort: { $card } kastas.
       *[no] EMP-kanonen tvingar { $target } att byta ett slumpvis kort: { $card } kastas.
    }
b3-emp-ten = { $target_you ->
        [yes] EMP-kanonen tvingar dig att byta ett slumpvis kort: { $card } måste kastas.
       *[no] EMP-kanonen tvingar { $target } att byta ett slumpvis kort: { $card } måste kastas.
    }
b3-misses = { $target_you ->
        [yes] { $attacker }s { $attack } missar dig.
       *[no] { $attacker_you ->
            [yes] Din { $attack } missar { $target }.
           *[no] { $attacker }s { $attack } missar { $target }.
        }
    }

## Händelser: skada och förstörelse

b3-damage = { $who_you ->
        [yes] Du förlorar { $amount ->
            [one] 1 kort
           *[other] { $amount } kort
        } i skick ({ $left } kvar).
       *[no] { $who } förlorar { $amount ->
            [one] 1 kort
           *[other] { $amount } kort
        } i skick ({ $left } kvar).
    }
b3-fragile-repair = { $who_you ->
        [yes] Din ömtåliga bot reparerar sig själv direkt med { $count ->
            [one] ett A♥
           *[other] { $count } A♥-kort
        } (skick { $condition }).
       *[no] { $who }s ömtåliga bot reparerar sig själv direkt med { $count ->
            [one] ett A♥
           *[other] { $count } A♥-kort
        } (skick { $condition }).
    }
b3-fragile-break = { $who_you ->
        [yes] Din ömtåliga bot går sönder.
       *[no] { $who }s ömtåliga bot går sönder.
    }
b3-green-laser = { $who_you ->
        [yes] Den gröna lasern tvingar dig att kasta hela din hand: { $cards }.
       *[no] Den gröna lasern tvingar { $who } att kasta hela handen: { $cards }.
    }
b3-rust = { $who_you ->
        [yes] Rostkanonen äter upp din installerade { $card }.
       *[no] Rostkanonen äter upp { $who }s installerade { $card }.
    }
b3-electric-hit = { $who_you ->
        [yes] Du måste byta ut din hand och dina system: { $cards } försvinner.
       *[no] { $who } måste byta ut hand och system: { $cards } försvinner.
    }
b3-destroyed = { $who_you ->
        [yes] Din { $bot } är förstörd!
       *[no] { $who }s { $bot } är förstörd!
    }
b3-out = { $who_you ->
        [yes] Du har inga bottar kvar och är ute ur matchen.
       *[no] { $who } har inga bottar kvar och är ute ur matchen.
    }
b3-reserve = { $who_you ->
        [yes] Du har { $count ->
            [one] 1 bot till
           *[other] { $count } bottar till
        } i reserv: nästa går in vid din nästa tur.
       *[no] { $who } har { $count ->
            [one] 1 bot till
           *[other] { $count } bottar till
        } i reserv: nästa går in vid { $who }s nästa tur.
    }
b3-explode = { $who_you ->
        [yes] Din bot exploderar: 6 i skada på varje bot i dess närstrid, 3 på varje annan bot!
       *[no] { $who }s bot exploderar: 6 i skada på varje bot i dess närstrid, 3 på varje annan bot!
    }
b3-explode-ten = { $who_you ->
        [yes] Din { $card } går under med din bot och exploderar: 6 i skada på varje bot i dess närstrid, 3 på varje annan bot!
       *[no] { $who }s { $card } går under med boten och exploderar: 6 i skada på varje bot i dess närstrid, 3 på varje annan bot!
    }
b3-explode-built-in = { $who_you ->
        [yes] Din inbyggda självförstörelse utlöses: 6 i skada på varje bot i dess närstrid, 3 på varje annan bot!
       *[no] { $who }s inbyggda självförstörelse utlöses: 6 i skada på varje bot i dess närstrid, 3 på varje annan bot!
    }
b3-shed = { $who_you ->
        [yes] Du kastar dina äldsta kort ned till din nya gräns: { $cards }.
       *[no] { $who } kastar de äldsta korten ned till den nya gränsen: { $cards }.
    }
b3-selfdestruct-builtin = { $who_you ->
        [yes] Du utlöser din inbyggda självförstörelse!
       *[no] { $who } utlöser sin inbyggda självförstörelse!
    }
b3-selfdestruct-ten = { $who_you ->
        [yes] Du utlöser självförstörelsen i din { $card }!
       *[no] { $who } utlöser självförstörelsen i sin { $card }!
    }
b3-bonus-repair = { $who_you ->
        [yes] Du reparerar en skada som förstörarens bonus (skick { $condition }).
       *[no] { $who } reparerar en skada som förstörarens bonus (skick { $condition }).
    }
b3-bonus-exchange = { $who_you ->
        [yes] Du gör ett gratis kortbyte som förstörarens bonus.
       *[no] { $who } gör ett gratis kortbyte som förstörarens bonus.
    }

## Händelser: kort

b3-exchange = { $who_you ->
        [yes] Du byter kort i stället för att attackera.
       *[no] { $who } byter kort i stället för att attackera.
    }
b3-discard = { $who_you ->
        [yes] Du kastar { $card }.
       *[no] { $who } kastar { $card }.
    }
b3-discard-system = { $who_you ->
        [yes] Du tar bort din installerade { $card }.
       *[no] { $who } tar bort sin installerade { $card }.
    }
b3-discard-all = { $who_you ->
        [yes] Du kastar { $cards }.
       *[no] { $who } kastar { $cards }.
    }
b3-boom-discard = { $who_you ->
        [yes] Du kastar bara { $card } (ingen självförstörelse).
       *[no] { $who } kastar bara { $card } (ingen självförstörelse).
    }
b3-install = { $who_you ->
        [yes] Du installerar { $card }: { $system }.
       *[no] { $who } installerar { $card }: { $system }.
    }
b3-install-scrapped = { $who_you ->
        [yes] Din { $card } skrotas i stället för att installeras.
       *[no] { $who }s { $card } skrotas i stället för att installeras.
    }
b3-play = { $who_you ->
        [yes] Du spelar { $card } ({ $name }).
       *[no] { $who } spelar { $card } ({ $name }).
    }
b3-play-at = { $who_you ->
        [yes] Du spelar { $card } ({ $name }) mot { $target }.
       *[no] { $who } spelar { $card } ({ $name }) mot { $target_you ->
            [yes] dig
           *[no] { $target }
        }.
    }
b3-play-against = { $who_you ->
        [yes] Du spelar { $card } ({ $name }) mot { $attacker }s attack.
       *[no] { $who } spelar { $card } ({ $name }) mot { $attacker_you ->
            [yes] din
           *[no] { $attacker }s
        } attack.
    }
b3-repaired = { $who_you ->
        [yes] Din reparationssats fungerar: skick { $condition }.
       *[no] { $who }s reparationssats fungerar: skick { $condition }.
    }
b3-smoke = { $who_you ->
        [yes] Du gömmer dig i en rökridå till din nästa tur.
       *[no] { $who } gömmer sig i en rökridå till sin nästa tur.
    }
b3-teleport = { $who_you ->
        [yes] Du panikviker dig och teleporterar dig bort från de andra bottarna.
       *[no] { $who } panikviker sig och teleporterar sig bort från de andra bottarna.
    }
b3-virus = { $who_you ->
        [yes] Fältviruset sprids: inga fält fungerar förrän din nästa tur.
       *[no] Fältviruset sprids: inga fält fungerar förrän { $who }s nästa tur.
    }
b3-electric = Den megaelektriska missilen vänder { $cards } ur leken mot { $targets }.
b3-active-armour = { $who_you ->
        [yes] Ditt aktiva pansar vänder slaget mot { $attacker } också.
       *[no] { $who }s aktiva pansar vänder slaget mot { $attacker_you ->
            [yes] dig
           *[no] { $attacker }
        } också.
    }
b3-reprogram-start = { $who_you ->
        [yes] Du omprogrammerar alla bottar med en { $card } i början av din tur: varje bot kastar sin hand och sina system och drar upp till fem kort.
       *[no] { $who } omprogrammerar alla bottar med en { $card } i början av sin tur: varje bot kastar sin hand och sina system och drar upp till fem kort.
    }
b3-reprogram = { $who_you ->
        [yes] Du omprogrammerar alla bottar med en { $card }: varje bot kastar sin hand och sina system; nya kort kommer i slutet av draget.
       *[no] { $who } omprogrammerar alla bottar med en { $card }: varje bot kastar sin hand och sina system; nya kort kommer i slutet av draget.
    }
b3-donate = { $who_you ->
        [yes] Du skänker ett kort till { $receiver } och avslutar din tur.
       *[no] { $who } skänker ett kort till { $receiver_you ->
            [yes] dig
           *[no] { $receiver }
        } och avslutar sin tur.
    }
b3-donated-card = Det skänkta kortet är { $card }.
b3-steal-hand = { $thief_you ->
        [yes] Du stjäl ett slumpvis kort från { $victim }s hand.
       *[no] { $thief } stjäl ett slumpvis kort från { $victim_you ->
            [yes] din
           *[no] { $victim }s
        } hand.
    }
b3-stolen-card = Det stulna kortet är { $card }.
b3-steal-system = { $thief_you ->
        [yes] Du stjäl { $victim }s installerade { $card } till din hand.
       *[no] { $thief } stjäl { $victim_you ->
            [yes] din
           *[no] { $victim }s
        } installerade { $card } till sin hand.
    }
b3-claw-scrap = { $thief_you ->
        [yes] Din gripklo sliter loss { $victim }s { $card } och skrotar den.
       *[no] { $thief }s gripklo sliter loss { $victim_you ->
            [yes] din
           *[no] { $victim }s
        } { $card } och skrotar den.
    }
b3-claw-install = { $thief_you ->
        [yes] Din gripklo tar { $victim }s { $card } och installerar den.
       *[no] { $thief }s gripklo tar { $victim_you ->
            [yes] din
           *[no] { $victim }s
        } { $card } och installerar den.
    }

## Händelser: buggar (jokern)

b3-bug = { $who_you ->
        [yes] Du buggar { $owner }s { $card } med en joker: kortet upphävs.
       *[no] { $who } buggar { $owner_you ->
            [yes] din
           *[no] { $owner }s
        } { $card } med en joker: kortet upphävs.
    }
b3-bug-attack = { $who_you ->
        [yes] Du buggar { $attacker }s { $card } med en joker: attacken upphävs.
       *[no] { $who } buggar { $attacker_you ->
            [yes] din
           *[no] { $attacker }s
        } { $card } med en joker: attacken upphävs.
    }
b3-bug-system = { $who_you ->
        [yes] Du buggar { $owner }s installerade { $card } med en joker: den förstörs.
       *[no] { $who } buggar { $owner_you ->
            [yes] din
           *[no] { $owner }s
        } installerade { $card } med en joker: den förstörs.
    }
b3-bug-own-system = { $who_you ->
        [yes] Du buggar din egen installerade { $card } med en joker: den förstörs.
       *[no] { $who } buggar sin egen installerade { $card } med en joker: den förstörs.
    }

## Händelser: närstrid

b3-disengage = { $who_you ->
        [yes] Du försöker ta dig loss ur närstriden.
       *[no] { $who } försöker ta sig loss ur närstriden.
    }
b3-escape = { $who_you ->
        [yes] Du kommer loss ur närstriden.
       *[no] { $who } kommer loss ur närstriden.
    }
b3-pin = { $who_you ->
        [yes] Du håller kvar { $escaper }.
       *[no] { $who } håller kvar { $escaper_you ->
            [yes] dig
           *[no] { $escaper }
        }.
    }
b3-let-go = { $who_you ->
        [yes] Du släpper { $escaper }.
       *[no] { $who } släpper { $escaper_you ->
            [yes] dig
           *[no] { $escaper }
        }.
    }
b3-pin-switch = { $who_you ->
        [yes] Du släpper { $released } för att hålla kvar { $escaper }.
       *[no] { $who } släpper { $released_you ->
            [yes] dig
           *[no] { $released }
        } för att hålla kvar { $escaper_you ->
            [yes] dig
           *[no] { $escaper }
        }.
    }
b3-pinned = { $who_you ->
        [yes] Du kommer inte loss: du hålls kvar av { $pinners }.
       *[no] { $who } kommer inte loss: hålls kvar av { $pinners }.
    }
b3-mine = { $who_you ->
        [yes] Du lägger { $card } som mina mot { $target }.
       *[no] { $who } lägger { $card } som mina mot { $target_you ->
            [yes] dig
           *[no] { $target }
        }.
    }
b3-mine-deck = { $who_you ->
        [yes] Du vänder översta kortet i leken som mina mot { $target }: { $card }.
       *[no] { $who } vänder översta kortet i leken som mina mot { $target_you ->
            [yes] dig
           *[no] { $target }
        }: { $card }.
    }
b3-charge = { $who_you ->
        [yes] Du rusar mot { $target }.
       *[no] { $who } rusar mot { $target_you ->
            [yes] dig
           *[no] { $target }
        }.
    }
b3-follow = { $who_you ->
        [yes] Du följer { $charger } in i den nya närstriden.
       *[no] { $who } följer { $charger_you ->
            [yes] dig
           *[no] { $charger }
        } in i den nya närstriden.
    }
b3-stay = { $who_you ->
        [yes] Du stannar kvar och följer inte efter { $charger }.
       *[no] { $who } stannar kvar och följer inte efter { $charger_you ->
            [yes] dig
           *[no] { $charger }
        }.
    }
b3-land = { $who_you ->
        [yes] Du är nu i närstrid med { $others }.
       *[no] { $who } är nu i närstrid med { $others }.
    }

## Slutet

b3-win-last-bot = { $who_you ->
        [yes] Du har den sista boten som står kvar: du vinner!
       *[no] { $who } har den sista boten som står kvar: { $who } vinner!
    }
b3-win-self-destruct = { $who_you ->
        [yes] De sista bottarna föll i din självförstörelse: du vinner!
       *[no] De sista bottarna föll i { $who }s självförstörelse: { $who } vinner!
    }
b3-win-turn-limit = { $who_you ->
        [yes] Din bot är i bäst skick: du vinner!
       *[no] { $who }s bot är i bäst skick: { $who } vinner!
    }
b3-win-shared = Segern delas av { $winners }.
b3-win-none = Alla bottar är förstörda: ingen vinner.

b3-outcome-last-bot = Den sista boten som står kvar vinner.
b3-outcome-self-destruct = De sista bottarna föll i en självförstörelse: den som självförstörde vinner.
b3-outcome-all-destroyed = Alla bottar förstördes.
b3-outcome-turn-limit = Draggränsen nåddes: bäst skick vinner.

# What an action looks like (a refusal of a malformed one).
b3-syntax = Det finns inget drag '{ $action }' i Bottisota-3.

## Bordet (Game.render): en rubrik, ett kodblock med en rad per bot, sedan anteckningar

b3-table-head = **Bottisota-3** drag { $turn }: { $active_you ->
        [yes] din tur.
       *[no] { $active } är på tur.
    }
b3-table-deck = Leken { $deck } · slänghögen { $discard } (överst { $top })
b3-table-deck-virus = Leken { $deck } · slänghögen { $discard } (överst { $top }) · fältvirus från { $virus_you ->
        [yes] dig
       *[no] { $virus }
    }
# Kolumnrubriker (korta: under dem står tal).
b3-col-player = spelare
b3-col-bot = bot
b3-col-cond = skick
b3-col-hand = hand
b3-col-gun = kan
b3-col-blast = smäll
b3-col-mega = mega
b3-col-missile = mis
b3-col-strike = slag
b3-col-speed = fart
b3-col-armour = pans
b3-col-melee = närstrid
b3-col-pins = håller
b3-speed-slow = långsam
b3-speed-normal = normal
b3-speed-fast = snabb
b3-table-status-waiting = (väntar)
b3-table-status-destroyed = (förstörd)
b3-table-notes = { $who_you ->
        [yes] Din { $bot }
       *[no] { $who }s { $bot }
    }: { $notes }
b3-note-installed = installerat { $systems }
b3-note-systems = inbyggt/aktivt: { $systems }
b3-note-form = form { $form }
b3-note-smoke = gömd i rök
b3-note-asleep = slumrar
b3-note-reserve = reserv { $bots }
b3-table-attack = { $attacker_you ->
        [yes] Du attackerar { $target } med { $attack }.
       *[no] { $attacker } attackerar { $target_you ->
            [yes] dig
           *[no] { $target }
        } med { $attack }.
    }
b3-table-waiting = { $who_you ->
        [yes] Väntar på dig: { $doing }.
       *[no] Väntar på { $who }: { $doing }.
    }
b3-table-waiting-reactions = Väntar på reaktioner: { $doing }.
b3-table-auto = Stående order: { $rules }.
b3-table-auto-rule = { $topic }: { $players }
b3-table-hand = Din hand: { $count ->
        [0] (tom)
       *[other] { $cards }
    }
b3-table-over = Spelet är slut: { $reason } { $count ->
        [one] Vinnare
       *[other] Vinnare
    }: { $winners }.
b3-table-over-nobody = Spelet är slut: { $reason } Ingen vinner.

# Vad bordet väntar på.
b3-task-defend = försvar
b3-task-extra = beslut om ett nytt drag med extraskyddet
b3-task-reaim = beslut om att sikta om
b3-task-letgo = beslut om att släppa en bot
b3-task-follow = beslut om att följa efter en rusning
b3-task-mine = utläggning av minor
b3-task-chargefire = eld mot en rusande bot
b3-task-steal = stöld
b3-task-dropsys = beslut om att släppa system
b3-task-trim = kasta ned till kortgränsen
b3-task-bonus = val av förstörarens bonus
b3-task-exchange = kortbyte
b3-task-pick = val av bot
b3-task-boom = beslut om en bortkastad 10♥ självförstör
b3-task-react = reaktioner på kortet som just spelades

# Inbyggda system och bottarnas specialiteter (bordets anteckningar).
b3-flag-fast = Nopea (snabb)
b3-flag-slow = Hidas (långsam)
b3-flag-extra-shield = Extrasuoja (extraskydd)
b3-flag-stealth-field = Häivekenttä (smygfält)
b3-flag-shield-field = Suojakenttä (sköldfält)
b3-flag-super-field = superkenttä (superfält)
b3-flag-missile-defence = Ohjustorjunta (missilförsvar)
b3-flag-targeting = Tähtäinjärjestelmä (siktsystem)
b3-flag-fighter = Taistelija (kämpe)
b3-flag-megabrawler = Megamättäjä (megaslagskämpe)
b3-flag-racer = Kaahaaja (racerförare)
b3-flag-self-destruct = Itsetuho (självförstörelse)
b3-flag-grab-claw = tartuntakoura (gripklo)
b3-flag-reflect = heijastussuoja (reflexsköld)
b3-flag-ego-field = egokenttä (egofält)
b3-flag-demil-field = demilitarisointikenttä (demilitariseringsfält)
b3-flag-rust-gun = ruostepyssy (rostkanon)
b3-flag-emp = EMP-sädetin (EMP-kanon)
b3-flag-fragile = herkkä (ömtålig)
b3-flag-steal = siivous (stjälande slag)
b3-flag-schizo = skitso (schizo)
b3-flag-green-laser = viherlaser (grön laser)
b3-flag-donor = lahjoittaja (givare)
b3-flag-snoozer = torkkuja (slumrare)
b3-flag-kick = potkinta (sparken träffar den själv också)
b3-flag-noise = vinkukohina (gnällbrus)

## Varför en handling nekas

b3-illegal-not-in-hand = Det kortet finns inte på din hand.
b3-illegal-cannot-stop = { $card } stoppar inte { $attack }: använd ett hjärter 2-10 eller ett minst lika högt kort i samma färg (fält och närstridsförmågor vidgar detta).
b3-illegal-task = Just nu måste du { $task }.
b3-must-defend = försvara dig mot en attack
b3-must-extra = bestämma om ett nytt drag med extraskyddet (redraw/accept)
b3-must-reaim = bestämma om att sikta om (reaim/accept)
b3-must-letgo = släppa en bot eller hålla kvar den (letgo/pin)
b3-must-follow = följa efter en rusande bot eller stanna kvar (follow/stay)
b3-must-mine = lägga ut minor eller inte
b3-must-chargefire = skjuta mot en rusande bot eller hålla inne elden
b3-must-steal = välja vad du stjäl
b3-must-dropsys = släppa system eller behålla dem
b3-must-trim = kasta ned till din kortgräns
b3-must-bonus = välja förstörarens bonus
b3-must-exchange = kasta korten du vill byta och sedan dra
b3-must-pick = välja en bot
b3-must-react = släppa förbi kortet som just spelades (letgo) eller bugga det med en joker
b3-must-boom = självförstöra med den 10♥ du måste kasta, eller bara kasta den
b3-illegal-smoke = Du är gömd i rök och kan inte skjuta eller slå förrän din nästa tur.
b3-illegal-exchanged = Du bytte kort i det här draget: inga attacker.
b3-illegal-one-target = Alla attacker i ett drag går mot en bot, och i det här draget attackerar du en annan.
b3-illegal-not-a-target = Det är ingen bot du kan attackera.
b3-illegal-target-smoke = Den boten är gömd i rök.
b3-illegal-needs-melee = Det här ({ $weapon }) kräver en bot i din närstrid: rusa mot den boten först.
b3-illegal-missile-melee = Missiler kan inte avfyras mot en bot i din egen närstrid.
b3-illegal-demilitarised = Ett demilitariseringsfält hindrar dig från att skjuta medan du är i närstrid med Pasifisti.
b3-illegal-none-left = Du har inget kvar i det här draget: { $weapon } ({ $count } per drag).
b3-illegal-wrong-card = { $card } kan inte användas till detta: { $weapon }.
b3-illegal-ten-at-will = En 10♥ självförstör bara när den måste kastas (ned till gränsen, ett tvingat kast), inte när du vill.
b3-illegal-charge = Du får rusa bara en gång, innan du attackerar eller byter kort.
b3-illegal-disengage = Du får försöka ta dig loss en gång, i början av din tur, medan du är i närstrid.
b3-illegal-exchange = Du får byta kort bara i stället för att attackera, en gång per drag.
