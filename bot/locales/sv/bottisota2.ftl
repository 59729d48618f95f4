# Bottisota-2 (bot/games/bottisota2) på svenska. Konventioner: docs/wording.md, ord: docs/glossary-sv.md.
# En bot är sin spelare: ett Seat-argument `who` kommer som $who (namnet) och $who_you ("yes" för läsaren).

## Bottar, vapen, delar, defekter
b2-model-rambler = Luffaren
b2-model-crusher = Krossaren
b2-model-stalker = Smygaren
b2-model-hornet = Getingen
b2-model-drifter = Glidaren
b2-model-bastion = Borgen
b2-model-sparrow = Sparven
b2-model-sapper = Sappören
b2-model-magnus = Magneten
b2-model-warden = Väktaren
b2-model-vulture = Gamen
b2-model-juggernaut = Kolossen
b2-model-courier = Kuriren
b2-weapon-arc = Ljusbåge
b2-weapon-autogun = Automatkanon
b2-weapon-blast-bomb = Sprängbomb
b2-weapon-bomb-rack = Bomblucka
b2-weapon-cannon = Kanon
b2-weapon-chaingun = Kedjekanon
b2-weapon-claw-gun = Klokanon
b2-weapon-fist-gun = Nävkanon
b2-weapon-flamer = Eldkastare
b2-weapon-grenade = Granat
b2-weapon-howitzer = Haubits
b2-weapon-mag-mines = Magnetminfällare
b2-weapon-mine-layer = Minfällare
b2-weapon-needler = Nålpistol
b2-weapon-pull-beam = Dragstråle
b2-weapon-pulse = Pulskanon
b2-weapon-push-beam = Tryckstråle
b2-weapon-rail = Rälskanon
b2-weapon-shotgun = Hagelbössa
b2-weapon-smg = Kpist
b2-weapon-stinger = Gadd
b2-weapon-swarm-rockets = Raketsvärm
b2-part-heavy-gun = Tungkanon
b2-part-twin-mg = Dubbelkulspruta
b2-part-rocket-pod = Raketkapsel
b2-part-mortar = Granatkastare
b2-part-mine-pack = Minlåda
b2-part-tractor = Traktorstråle
b2-part-repulsor = Avstötare
b2-part-plating = Pansarplåt
b2-part-engine = Motor
b2-part-turbo = Turbo
b2-part-shield = Sköld
b2-part-sight = Riktkikare
b2-part-spikes = Piggrustning
b2-part-heavy-plating = Grovplåt
b2-part-doom-charge = Dödsladdning
b2-part-repair-kit = Reparationssats
b2-part-patch = Lapp
b2-part-ammo = Ammunition
b2-fault-aim = skadat sikte (-1 på träff och i närstrid)
b2-fault-slow = rubbad koordination (långsam)
b2-fault-armour = försvagat pansar (pansar 1 sämre)
b2-fault-part = en förstörd del
b2-fault-extra = extra skada
b2-salvage-damage = en skadepoäng
b2-mine-plain = en mina
b2-mine-magnetic = en magnetmina
b2-cause-damage = av skador
b2-cause-acid = i syran
b2-cause-obstacle = mot ett flyghinder
b2-cause-opening = mot väggen vid en öppning
b2-cause-wall = mot en vägg

## Vad en tärning slås för
b2-for-hit = skottet mot { $target_you ->
        [yes] dig
       *[no] { $target }
    } (kräver { $need }{ $mod ->
        [0] {""}
       *[other] , modifikator { $mod }
    })
b2-for-armour = ett pansarslag (kräver { $need }, modifikator { $mod })
b2-for-shield = ett sköldslag (kräver { $need })
b2-for-fault = defekttabellen
b2-for-melee = närstrid (plus { $bonus })
b2-for-acid = syran (en 6:a förstör)
b2-for-collision = en kollision bland flyghindren (en 6:a förstör)
b2-for-crash = flygningen genom en öppning (en 6:a kraschar)
b2-for-mine = en mina mot { $target_you ->
        [yes] dig
       *[no] { $target }
    } (kräver { $need })
b2-for-pick = ett slumpval
b2-roll-starter = Ett slag med T{ $die } ger { $result } och avgör vem som börjar rundan.
b2-for-tearing = hur många träffar de två strålarna river i { $target_you ->
        [yes] dig
       *[no] { $target }
    }

## Händelser
b2-roll = { $who_you ->
    [yes] Du slår { $result } med T{ $die } för { $purpose }.
   *[no] { $who } slår { $result } med T{ $die } för { $purpose }.
}
b2-placed = { $who_you ->
    [yes] Du placerar din bot { $bot } i { $area }.
   *[no] { $who } placerar boten { $bot } i { $area }.
}
b2-round = Runda { $round } börjar; { $who_you ->
    [yes] du börjar
   *[no] { $who } börjar
}.
b2-move-order = Förflyttningsordning: { $order }.
b2-dashes = { $who_you ->
    [yes] Du spurtar med { $points ->
        [one] 1 rörelsepoäng
       *[other] { $points } rörelsepoäng
    } (-1 på dina skott denna runda).
   *[no] { $who } spurtar med { $points ->
        [one] 1 rörelsepoäng
       *[other] { $points } rörelsepoäng
    } (-1 på skotten denna runda).
}
b2-normal = { $who_you ->
    [yes] Du förflyttar dig normalt med { $points ->
        [one] 1 rörelsepoäng
       *[other] { $points } rörelsepoäng
    }.
   *[no] { $who } förflyttar sig normalt med { $points ->
        [one] 1 rörelsepoäng
       *[other] { $points } rörelsepoäng
    }.
}
b2-hunts = { $who_you ->
    [yes] Du lägger dig i bakhåll för att jaga.
   *[no] { $who } lägger sig i bakhåll för att jaga.
}
b2-stays = { $who_you ->
    [yes] Du stannar där du är.
   *[no] { $who } står kvar.
}
b2-docks = { $who_you ->
    [yes] Du dockar vid depån för rundan och skjuter inte.
   *[no] { $who } dockar vid depån för rundan och skjuter inte.
}
b2-moves = { $who_you ->
    [yes] Du förflyttar dig från { $start } till { $end }.
   *[no] { $who } förflyttar sig från { $start } till { $end }.
}
b2-teleports = { $who_you ->
    [yes] Du teleporterar dig från { $start } till { $end }.
   *[no] { $who } teleporterar sig från { $start } till { $end }.
}
b2-hunt-triggered = { $who_you ->
    [yes] Du rusar fram ur bakhållet och jagar { $target }.
   *[no] { $who } rusar fram ur bakhållet och jagar { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
}
b2-hunt-idle = { $who_you ->
    [yes] Ingen kom i din väg: du står kvar.
   *[no] Ingen kom i { $who }s väg: { $who } står kvar.
}
b2-mine-dropped = { $who_you ->
    [yes] Du släpper en mina från din { $weapon } i { $area }.
   *[no] { $who } släpper en mina från sin { $weapon } i { $area }.
}
b2-bomb-dropped = { $who_you ->
    [yes] Du släpper en bomb från din { $weapon } i { $area }; den går av när du stannar.
   *[no] { $who } släpper en bomb från sin { $weapon } i { $area }; den går av när { $who } stannar.
}
b2-bomb-aimed = { $who_you ->
    [yes] Du släpper en bomb från din { $weapon } på { $target } i { $area }; den landar när du stannar.
   *[no] { $who } släpper en bomb från sin { $weapon } på { $target_you ->
        [yes] dig
       *[no] { $target }
    } i { $area }; den landar när { $who } stannar.
}
b2-bomb-explodes = { $who_you ->
    [yes] Din bomb exploderar i { $area }.
   *[no] { $who }s bomb exploderar i { $area }.
}
b2-bomb-lost = { $who_you ->
    [yes] Din bomb hittar inget mål: { $target } är borta.
   *[no] { $who }s bomb hittar inget mål: { $target_you ->
        [yes] du
       *[no] { $target }
    } är borta.
}
b2-mine-triggers = { $who_you ->
    [yes] Du utlöser { $kind } i { $area }.
   *[no] { $who } utlöser { $kind } i { $area }.
}
b2-mine-hits = { $who_you ->
    [yes] Minan träffar dig.
   *[no] Minan träffar { $who }.
}
b2-mine-misses = { $who_you ->
    [yes] Minan missar dig och förblir armerad.
   *[no] Minan missar { $who } och förblir armerad.
}
b2-mine-slides = En magnetmina i { $area } söker sig till { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
b2-ready-to-fire = { $who_you ->
    [yes] Dina skott är anmälda.
   *[no] { $who } har anmält sina skott.
}
b2-declared = Du anmäler ett skott med din { $weapon } ({ $count ->
        [one] 1 anmält
       *[other] { $count } anmälda
    } hittills).
b2-declares = { $who_you ->
    [yes] Du anmälde: { $weapon } mot { $target }.
   *[no] { $who } anmälde: { $weapon } mot { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
}
b2-declares-area = { $who_you ->
    [yes] Du anmälde: { $weapon } mot { $area }.
   *[no] { $who } anmälde: { $weapon } mot { $area }.
}
b2-fires = { $who_you ->
    [yes] Du skjuter med din { $weapon } mot { $target }.
   *[no] { $who } skjuter med sin { $weapon } mot { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
}
b2-fires-area = { $who_you ->
    [yes] Du skjuter med din { $weapon } in i { $area }.
   *[no] { $who } skjuter med sin { $weapon } in i { $area }.
}
b2-target-gone = { $who_you ->
    [yes] Din { $weapon } har inget mål: { $target } är redan förstörd.
   *[no] { $who }s { $weapon } har inget mål: { $target_you ->
        [yes] du
       *[no] { $target }
    } är redan förstörd.
}
b2-hits = { $who_you ->
    [yes] Du träffar { $target }.
   *[no] { $who } träffar { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
}
b2-misses = { $who_you ->
    [yes] Du missar { $target }.
   *[no] { $who } missar { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
}
b2-missile-turns = { $who_you ->
    [yes] Din missil svänger mot { $target }.
   *[no] { $who }s missil svänger mot { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
}
b2-missile-spent = { $who_you ->
    [yes] Din missil hittar inget mer att träffa.
   *[no] { $who }s missil hittar inget mer att träffa.
}
b2-beam-hits = { $who_you ->
    [yes] Din { $weapon } fångar { $target }.
   *[no] { $who }s { $weapon } fångar { $target_you ->
        [yes] dig
       *[no] { $target }
    }.
}
b2-beams-tear = { $who_you ->
    [yes] Dina två strålar sliter i { $target }: { $hits ->
        [one] 1 träff
       *[other] { $hits } träffar
    } med pansar -2.
   *[no] { $who }s två strålar sliter i { $target_you ->
        [yes] dig
       *[no] { $target }
    }: { $hits ->
        [one] 1 träff
       *[other] { $hits } träffar
    } med pansar -2.
}
b2-pushed = { $who_you ->
    [yes] Du stöter bort { $target }: ingen närstrid mellan er denna runda.
   *[no] { $who } stöter bort { $target_you ->
        [yes] dig: ingen närstrid mellan er
       *[no] { $target }: ingen närstrid mellan dem
    } denna runda.
}
b2-pulled = { $who_you ->
    [yes] Du drar { $target } till dig: ni två får slåss i närstrid denna runda.
   *[no] { $who } drar { $target_you ->
        [yes] dig till sig: ni två
       *[no] { $target } till sig: de två
    } får slåss i närstrid denna runda.
}
b2-shield-holds = { $who_you ->
    [yes] Ditt sköldfält stoppar träffen.
   *[no] { $who }s sköldfält stoppar träffen.
}
b2-armour-holds = { $who_you ->
    [yes] Ditt pansar håller.
   *[no] { $who }s pansar håller.
}
b2-damaged = { $who_you ->
    [yes] Du tar skada: { $damage } av { $limit }.
   *[no] { $who } tar skada: { $damage } av { $limit }.
}
b2-fault = { $who_you ->
    [yes] Defekt: { $fault }.
   *[no] { $who } drabbas av en defekt: { $fault }.
}
b2-part-destroyed = { $who_you ->
    [yes] Din { $card } går sönder.
   *[no] { $who }s { $card } går sönder.
}
b2-hand-lost = { $who_you ->
    [yes] Du förlorar { $card } från handen.
   *[no] { $who } förlorar { $card } från sin hand.
}
b2-nothing-to-lose = { $who_you ->
    [yes] Du har ingen del att förlora.
   *[no] { $who } har ingen del att förlora.
}
b2-destroyed = { $who_you ->
    [yes] Du förstörs { $cause }!
   *[no] { $who } förstörs { $cause }!
}
b2-parts-scrapped = { $who_you ->
    [yes] { $count ->
        [one] Din del går
       *[other] Dina { $count } delar går
    } till slänghögen.
   *[no] { $who }s { $count ->
        [one] del går
       *[other] { $count } delar går
    } till slänghögen.
}
b2-salvage = { $who_you ->
    [yes] Du bärgar en del och reparerar { $what }.
   *[no] { $who } bärgar en del och reparerar { $what }.
}
b2-will-return = { $who_you ->
    [yes] Du kommer tillbaka med en ny bot nästa runda.
   *[no] { $who } kommer tillbaka med en ny bot nästa runda.
}
b2-doom = { $who_you ->
    [yes] Din dödsladdning exploderar i { $area }!
   *[no] { $who }s dödsladdning exploderar i { $area }!
}
b2-draws = { $who_you ->
    [yes] Du drar en del.
   *[no] { $who } drar en del.
}
b2-drew = Du drog { $card }.
b2-deck-empty = { $who_you ->
    [yes] Delhögen är tom: du drar ingenting.
   *[no] Delhögen är tom: { $who } drar ingenting.
}
b2-reshuffle = Slänghögen blandas in i delhögen ({ $cards } kort).
b2-melee-ready = { $who_you ->
    [yes] Ditt närstridsval är gjort.
   *[no] { $who }s närstridsval är gjort.
}
b2-melee-declared = { $who_you ->
    [yes] Du går till angrepp mot { $target } i närstrid.
   *[no] { $who } går till angrepp mot { $target_you ->
        [yes] dig
       *[no] { $target }
    } i närstrid.
}
b2-melee = { $who_you ->
    [yes] Du slåss mot { $target } i närstrid.
   *[no] { $who } slåss mot { $target_you ->
        [yes] dig
       *[no] { $target }
    } i närstrid.
}
b2-melee-tie = { $who_you ->
    [yes] Du och { $target } blir lika på { $total }: inga träffar.
   *[no] { $who } och { $target_you ->
        [yes] du
       *[no] { $target }
    } blir lika på { $total }: inga träffar.
}
b2-melee-won = { $who_you ->
    [yes] Du besegrar { $target } i närstrid: { $hits ->
        [one] 1 träff
       *[other] { $hits } träffar
    }.
   *[no] { $who } besegrar { $target_you ->
        [yes] dig
       *[no] { $target }
    } i närstrid: { $hits ->
        [one] 1 träff
       *[other] { $hits } träffar
    }.
}
b2-depot = { $who_you ->
    [yes] Du arbetar vid depån i { $area }: 2 poäng att använda.
   *[no] { $who } arbetar vid depån i { $area }.
}
b2-repairs = { $who_you ->
    [yes] Du reparerar: skadan är nu { $damage }.
   *[no] { $who } reparerar: skadan är nu { $damage }.
}
b2-fixes = { $who_you ->
    [yes] Du åtgärdar { $fault }.
   *[no] { $who } åtgärdar { $fault }.
}
b2-reloads = { $who_you ->
    [yes] Du laddar om dina vapen.
   *[no] { $who } laddar om.
}
b2-removes = { $who_you ->
    [yes] Du monterar av { $card } och kastar den.
   *[no] { $who } monterar av { $card } och kastar den.
}
b2-installs = { $who_you ->
    [yes] Du installerar { $card }.
   *[no] { $who } installerar { $card }.
}
b2-uses = { $who_you ->
    [yes] Du använder { $card }.
   *[no] { $who } använder { $card }.
}
b2-discards = { $who_you ->
    [yes] Du kastar { $card }.
   *[no] { $who } kastar { $card }.
}
b2-wins = { $who_you ->
    [yes] Du är den sista boten kvar och vinner!
   *[no] { $who } är den sista boten kvar och vinner!
}
b2-draw = Ingen bot står kvar: matchen blir oavgjord.
b2-limit = Rundgränsen ({ $round }) är nådd; mest tålighet kvar: { $winners }.

## Utfall
b2-outcome-last = Den sista boten kvar vinner.
b2-outcome-draw = De sista bottarna förstördes samtidigt: oavgjort.
b2-outcome-limit = Rundgränsen nåddes: mest tålighet kvar vinner.

## Frågor
b2-prompt-place = Placera din bot { $bot } i ett tomt område
b2-prompt-move = Runda { $round }: välj hur du förflyttar dig
b2-prompt-step = Runda { $round }: fortsätt ({ $points ->
        [one] 1 poäng
       *[other] { $points } poäng
    } kvar, { $steps ->
        [one] 1 område avverkat
       *[other] { $steps } områden avverkade
    })
b2-prompt-shoot = Runda { $round }: anmäl dina skott och skjut sedan
b2-prompt-melee = Runda { $round }: välj ett mål för närstrid
b2-prompt-maint = Runda { $round }: underhåll

## Val
b2-choice-auto-move = Förflytta dig normalt mot närmaste bot
b2-choice-hunt = Jaga (normal fart)
b2-choice-hunt-dash = Jaga (med spurt)
b2-choice-stay = Stå kvar
b2-choice-dock = Docka vid depån (ingen skjutning)
b2-choice-teleport = Teleportera till en slumpvis annan teleporter (1 poäng)
b2-choice-stop = Stanna här
b2-choice-auto-fire = Skjut allt mot närmaste mål
b2-choice-done-fire = Klar: avfyra de anmälda skotten
b2-choice-hold-fire = Håll elden denna runda
b2-choice-no-melee = Ingen närstrid
b2-choice-auto-maint = Sköt underhållet förnuftigt åt mig
b2-choice-repair = Reparera en skadepoäng
b2-choice-draw = Dra en del
b2-choice-reload = Ladda om vapnen som har laddningar
b2-choice-done-maint = Klar med underhållet
b2-choice-normal = Förflytta dig normalt ({ $points ->
        [one] 1 poäng
       *[other] { $points } poäng
    })
b2-choice-dash = Spurta ({ $points ->
        [one] 1 poäng
       *[other] { $points } poäng
    }, -1 på skotten)
b2-choice-go = Gå till { $area } ({ $cost ->
        [one] 1 poäng
       *[other] { $cost } poäng
    })
b2-choice-drop = Släpp en mina eller bomb från din { $weapon } här
b2-choice-fire = Skjut med { $weapon } mot { $target }
b2-choice-fire-area = Skjut med { $weapon } in i { $area }
b2-choice-attack = Anfall { $target }
b2-choice-place = Placera i { $area }
b2-choice-fix = Åtgärda { $fault }
b2-choice-remove = Montera av { $card }
b2-choice-install = Installera { $card }
b2-choice-use = Använd { $card }
b2-choice-discard = Kasta { $card }

# What an action looks like (a refusal of a malformed one).
b2-syntax = Ett drag i Bottisota-2 ser ut som 'place C3', 'normal', 'go B2', 'fire autogun 2', 'attack 1', 'repair' eller 'done'.
## Sena deltagare, val av bot, bärgning
b2-joins = { $who_you ->
    [yes] Du går med i matchen med boten { $bot }.
   *[no] { $who } går med i matchen med boten { $bot }.
}
b2-joins-choosing = { $who_you ->
    [yes] Du går med i matchen och väljer din bot.
   *[no] { $who } går med i matchen och väljer en bot.
}
b2-join-place-now = { $who_you ->
    [yes] Din bot placeras tillsammans med de andra.
   *[no] Boten som tillhör { $who } placeras tillsammans med de andra.
}
b2-join-place-next = { $who_you ->
    [yes] Din bot placeras i ett tomt område strax före runda { $round }.
   *[no] Boten som tillhör { $who } placeras i ett tomt område strax före runda { $round }.
}
b2-picked = Du väljer boten { $bot }; de andra ser den när alla har valt.
b2-pick-ready = { $who_you ->
    [yes] Du har valt din bot.
   *[no] { $who } har valt en bot.
}
b2-plays = { $who_you ->
    [yes] Du spelar med boten { $bot }.
   *[no] { $who } spelar med boten { $bot }.
}
b2-prompt-pick = Välj din bot
b2-prompt-salvage = Runda { $round }: välj vad de bärgade delarna reparerar ({ $parts ->
        [one] 1 del
       *[other] { $parts } delar
    } kvar)
b2-choice-keep = Behåll den dragna boten { $bot }
b2-choice-pick = Spela med boten { $bot }
b2-choice-auto-salvage = Reparera skador först, sedan fel
b2-choice-salvage = Reparera { $what }

# Bordet (Game.render): arena och runda, textkartan, teckenförklaringen, en rad per bot, delleken.
b2-table-over = { $arena }: matchen är slut.
b2-table-picking = { $arena }: bottar väljs.
b2-table-placing = { $arena }: bottar placeras.
b2-table-round = { $arena }, runda { $round } av { $limit }: { $phase }.
b2-phase-place = placering
b2-phase-move = förflyttning
b2-phase-shoot = skjutning
b2-phase-melee = närstrid
b2-phase-maint = underhåll
b2-table-none = inga
b2-table-walls = Väggar: { $walls }. Väggar med öppning: { $openings }.
b2-table-legend = Terräng: . öppen  # byggnad  ~ syra  ^ flyghinder  =E transportband (riktning)  D depå  T teleporter;  * mina  @ magnetmina
b2-table-bots = Bottar:
b2-table-bot = { $number } { $player }: { $model } ({ $move })
b2-table-bot-choosing = { $number } { $player }: väljer bot
b2-table-bot-chosen = { $number } { $player }: bot vald, syns när alla har valt
b2-movetype-wheels = hjul
b2-movetype-tracks = larvband
b2-movetype-legs = ben
b2-movetype-flying = flygare
b2-movetype-hover = svävare
b2-table-destroyed = { $head }, förstörd
b2-table-choosing = { $head }, väljer bot
b2-table-waiting = { $head }, väntar på placering
b2-table-joining = { $head }, kommer med nästa runda
b2-table-returns = { $head }, förstörd, återvänder nästa runda
b2-table-flying = { $head }, flyger mot { $heading }
b2-table-shield = , sköldfält { $shield }+
b2-table-ammo = { $weapon } ({ $ammo } kvar)
b2-fault-short-aim = sikte -1
b2-fault-short-slow = långsam
b2-fault-short-armour = pansar -1
b2-fault-short-part = del förstörd
b2-fault-short-extra = extra skada
b2-table-bot-state = { $head } på { $area }: skada { $damage } (fel från { $faults_at }, exploderar vid { $explodes_at }), fel: { $faults }; pansar { $armour }+{ $shield }, fart { $dash }/{ $normal }, närstrid +{ $melee }; vapen: { $weapons }; delar: { $parts }; { $hand } kort på handen
b2-table-own-hand = { $text } ({ $cards })
b2-table-deck = Delleken: { $deck } kort; slänghögen: { $discard } kort.

# Kartbilden (Game.render_image): rubrik, teckenförklaring och en rad per bot.
b2-picture-title = Bottisota-2 — { $arena } · { $what }
b2-picture-picking = bottar väljs
b2-picture-round = Bottisota-2 — { $arena } · runda { $round } av { $limit } · { $phase }
b2-picture-won = Bottisota-2 — { $arena } · runda { $round } · slut, vunnen av { $winners }
b2-picture-draw = Bottisota-2 — { $arena } · runda { $round } · slut, oavgjort
b2-picture-bots = Bottar
b2-picture-bot = { $player }{ $you ->
    [yes] { " " }(du)
   *[no] { "" }
}: { $model } ({ $move })
b2-picture-bot-choosing = { $player }: väljer bot
b2-picture-bot-chosen = { $player }: bot vald, syns när alla har valt
b2-picture-at = { $head } på { $area }
b2-picture-hunting = { $head }, jagar
b2-picture-state = skada { $damage } (fel från { $faults_at }, exploderar vid { $explodes_at }); fel: { $faults }; pansar { $armour }+{ $shield }; delar: { $parts }
b2-picture-hand = { $text }; din hand (bara du ser den): { $cards }
b2-key-plain = Öppet golv
b2-key-structure = Byggnad: hjul och larvband betalar 2 poäng; skydd (+1 pansar) mot skott utom för flygare
b2-key-acid = Syrapöl: en markbot som träffas av en stråle eller förlorar en närstrid här förstörs på en 6:a
b2-key-obstacle = Flyghinder: flygare lämnar det bara framåt och strider med -1; träffad eller besegrad förstörs på en 6:a
b2-key-belt = Transportband: pilen är riktningen (med den gratis, mot den +2)
b2-key-depot = Depå: reparationer, delar och omladdning under underhållet
b2-key-teleporter = Teleporter: en poäng hoppar till en slumpvis annan teleporter
b2-key-wall = Vägg: ingen förflyttning eller skjutning igenom
b2-key-opening = Vägg med öppning: +1 poäng att passera, ingen skjutning
b2-key-mine = Mina
b2-key-magmine = Magnetmina (fångar även flygare)
b2-key-bot = Bot: spelarens nummer
b2-key-flier = Flygare i luften: punkten visar riktningen
