# RoboRally med Crash and Burn (bot/games/roborally), på svenska.
# Konventioner: docs/wording.md. En robot är sin spelare: ett Seat-argument `robot` kommer som
# $robot (namnet) och $robot_you ("yes" för läsarens egen robot).

## Kort

rr-card = { $kind } (programnummer { $priority })
rr-kind-uturn = U-sväng
rr-kind-left = Vrid vänster
rr-kind-right = Vrid höger
rr-kind-back = Backa
rr-kind-move1 = Framåt 1
rr-kind-move2 = Framåt 2
rr-kind-move3 = Framåt 3

# Specialkort: svenskt namn med det tyska namnet ur regeltexten inom parentes.
# Alla svenska namn är en-ord, så "din …" och "… är förbrukad" passar varje kort.
rr-option-conditional = Reservorder (Befehl in Reserve)
rr-option-brakes = Broms (Bremsen)
rr-option-double = Dubbellaser (Doppellaser)
rr-option-superior = Lyxkopia (Duplicat de Luxe)
rr-option-recompile = Omkompilering (Ersatz-Programm)
rr-option-highpower = Högeffektslaser (Hochleistungslaser)
rr-option-gyro = Gyrostabilisator (Kreiselstabilisator)
rr-option-arm = Robotarm (Mechanischer Arm)
rr-option-abort = Nödbrytare (Notschalter)
rr-option-ram = Murbräcka (Rammbock)
rr-option-reverse = Backväxel (Rückwärtsbeschleunigung)
rr-option-flywheel = Svängmassa (Schwungrad)
rr-option-breaker = Kretsbrytare (Stromkreisunterbrecher)
rr-option-fourth = Överväxel (Vierter Gang)
rr-option-firecontrol = Eldledning (Zielkontrolle)
rr-option-memory = Minnesutökning (Zusätzlicher Speicherplatz)
rr-option-rear = Baklaser (Hecklaser)
rr-option-pressor = Tryckstråle (Hochdruckstrahl)
rr-option-howitzer = Minihaubits (Turbo-Blaster)
rr-option-radio = Fjärrstyrning (Fernsteuerung)
rr-option-scrambler = Slumpgenerator (Zufallsgenerator)
rr-option-tractor = Dragstråle (Traktorstrahl)
rr-option-coat = Skyddshud (Schutzhaut)
rr-option-pdshield = Avstängningssköld (Schutzschilde)
rr-option-turret = Vridskiva (Drehscheibe)
rr-option-shield = Riktningssköld (Schutzschirm)

## Ord som används inuti meddelanden

# Väderstreck som substantiv: "vänd mot norr", "väggen mot norr", "kanar mot norr".
rr-dir-north = norr
rr-dir-east = öster
rr-dir-south = söder
rr-dir-west = väster
# Sidor: "blockerar … från framsidan".
rr-side-front = framsidan
rr-side-right = högra sidan
rr-side-back = baksidan
rr-side-left = vänstra sidan
rr-aim-front = framåt
rr-aim-right = åt höger
rr-aim-back = bakåt
rr-aim-left = åt vänster
rr-guard-front = framsidan
rr-guard-right = högra sidan
rr-guard-back = baksidan
rr-guard-left = vänstra sidan
rr-turn-right = åt höger
rr-turn-left = åt vänster
# Färger i bestämd form: "den röda portalen".
rr-colour-red = röda
rr-colour-blue = blå
rr-colour-green = gröna
rr-colour-yellow = gula
rr-colour-orange = orange
rr-colour-purple = lila
rr-colour-white = vita
rr-colour-black = svarta
rr-colour-named = { $colour }

# Det som orsakar skada: en nominalfras.
rr-source-laser = { $robot_you ->
    [yes] din laser
   *[no] { $robot }s laser
}
rr-source-option = { $robot_you ->
    [yes] din { $option }
   *[no] { $robot }s { $option }
}
rr-source-board-laser = spelplanens laser på { $square }
rr-source-flamer = brännaren på { $square }
rr-source-hit = en träff

# Varför en robot flyttas när det inte är dess eget kort: står inom parentes efter händelsen.
rr-cause-pushed = knuffad av { $by_you ->
    [yes] dig
   *[no] { $by }
}
rr-cause-oil = kanar på olja
rr-cause-belt = förd av ett transportband
rr-cause-pusher = knuffad av tryckaren på { $square }
rr-cause-radio = fjärrstyrd av { $by_you ->
    [yes] dig
   *[no] { $by }
}
rr-cause-beam = knuffad av { $by_you ->
    [yes] din
   *[no] { $by }s
} { $option }
rr-cause-pulled = dragen av { $by_you ->
    [yes] din
   *[no] { $by }s
} { $option }

## En omgång körs

rr-turn-runs = Omgång { $turn }: alla robotar är redo och programmen körs.
rr-register = Kortplats { $register }: { $plays }.
rr-plays = { $robot_you ->
    [yes] du spelar { $card }
   *[no] { $robot } spelar { $card }
}

rr-push = { $pusher_you ->
    [yes] Du knuffar { $robot } från { $start } till { $end }.
   *[no] { $robot_you ->
        [yes] { $pusher } knuffar dig från { $start } till { $end }.
       *[no] { $pusher } knuffar { $robot } från { $start } till { $end }.
    }
}
rr-stopped-by-wall = { $robot_you ->
    [yes] Du stoppas
   *[no] { $robot } stoppas
} av väggen mot { $side } på { $square }.
rr-stopped-by-door = { $robot_you ->
    [yes] Du stoppas
   *[no] { $robot } stoppas
} av den stängda dörren mot { $side } på { $square }.
rr-push-stopped-by-wall = { $pusher_you ->
    [yes] Du kan inte
   *[no] { $pusher } kan inte
} knuffa { $robot_you ->
    [yes] dig
   *[no] { $robot }
}: väggen mot { $side } på { $square } är i vägen.
rr-push-stopped-by-door = { $pusher_you ->
    [yes] Du kan inte
   *[no] { $pusher } kan inte
} knuffa { $robot_you ->
    [yes] dig
   *[no] { $robot }
}: den stängda dörren mot { $side } på { $square } är i vägen.

rr-drives-off-course = { $robot_you ->
    [yes] Du kör
   *[no] { $robot } kör
} av spelplanen vid { $square }.
rr-leaves-course = { $robot_you ->
    [yes] Du hamnar
   *[no] { $robot } hamnar
} utanför spelplanen vid { $square } ({ $cause }).
rr-drives-into-pit = { $robot_you ->
    [yes] Du ramlar
   *[no] { $robot } ramlar
} ner i en grop på { $square }.
rr-falls-into-pit = { $robot_you ->
    [yes] Du ramlar
   *[no] { $robot } ramlar
} ner i en grop på { $square } ({ $cause }).
rr-crushed = { $robot_you ->
    [yes] Du krossas
   *[no] { $robot } krossas
} av pressen på { $square }.
rr-destroyed = { $robot_you ->
    [yes] Du förstörs och kommer tillbaka
   *[no] { $robot } förstörs och kommer tillbaka
} på { $square } nästa omgång ({ $lives ->
    [0] inga liv kvar
    [one] 1 liv kvar
   *[other] { $lives } liv kvar
}).
rr-destroyed-by-damage = { $robot_you ->
    [yes] Du förstörs av skadorna och kommer tillbaka
   *[no] { $robot } förstörs av skadorna och kommer tillbaka
} på { $square } nästa omgång ({ $lives ->
    [0] inga liv kvar
    [one] 1 liv kvar
   *[other] { $lives } liv kvar
}).
rr-out = { $robot_you ->
    [yes] Du förstörs utan liv kvar: du är ute ur loppet.
   *[no] { $robot } förstörs utan liv kvar: ute ur loppet.
}
rr-out-by-damage = { $robot_you ->
    [yes] Du förstörs av skadorna utan liv kvar: du är ute ur loppet.
   *[no] { $robot } förstörs av skadorna utan liv kvar: ute ur loppet.
}

rr-damage = { $robot_you ->
    [yes] Du får
   *[no] { $robot } får
} { $amount } skadepoäng från { $source } ({ $total } totalt).
rr-breaker-protects = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { rr-option-breaker } skyddar den avstängda roboten mot { $source }.
rr-shield-blocks = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { rr-option-shield } blockerar { $source } från { $side }.
rr-pdshield-blocks = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { rr-option-pdshield } blockerar 1 skadepoäng från { $source }.
rr-coat-absorbs = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { rr-option-coat } absorberar { $amount } skadepoäng från { $source }.

rr-lose-option-used-up = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } är förbrukad och går tillbaka till specialkortshögen.
rr-lose-option-last-shot = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } har avlossat sitt sista skott och går tillbaka till specialkortshögen.
rr-lose-option-superior = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } är förbrukad: kopian kommer tillbaka utan skadepoäng. Kortet går tillbaka till specialkortshögen.
rr-lose-option-with-robot = { $robot_you ->
    [yes] Du förlorar
   *[no] { $robot } förlorar
} { $option } med roboten; kortet går tillbaka till specialkortshögen.
rr-lose-option-shot-away = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } skjuts bort av { $by_you ->
    [yes] din
   *[no] { $by }s
} { rr-option-firecontrol } och går tillbaka till specialkortshögen.

rr-portal = { $robot_you ->
    [yes] Du går
   *[no] { $robot } går
} genom den { $colour } portalen på { $square } till { $twin }.
rr-portal-twin-occupied = { $robot_you ->
    [yes] Du blir kvar
   *[no] { $robot } blir kvar
} på den { $colour } portalen på { $square }: motsvarande portal på { $twin } är upptagen.
rr-checkpoint = { $robot_you ->
    [yes] Du når
   *[no] { $robot } når
} kontrollpunkt { $number } på { $square }; nästa är kontrollpunkt { $next_number } på { $next }.
rr-final-checkpoint = { $robot_you ->
    [yes] Du når
   *[no] { $robot } når
} kontrollpunkt { $number } på { $square }, den sista!
rr-arm-checkpoint = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } når kontrollpunkt { $number } på { $square } från rutan bredvid.
rr-slides = { $robot_you ->
    [yes] Du kanar
   *[no] { $robot } kanar
} mot { $way } på oljan på { $square }.
rr-oil-spin = { $robot_you ->
    [yes] Dina
   *[no] { $robot }s
} hjul spinner på oljan på { $square }: en ruta mindre.
rr-brakes = { $robot_you ->
    [yes] Du använder { $option } och står still.
   *[no] { $robot } använder { $option } och står still.
}
rr-fourth-gear = { $robot_you ->
    [yes] Du lägger i
   *[no] { $robot } lägger i
} { $option }: 4 rutor.
rr-reverse-gear = { $robot_you ->
    [yes] Du använder
   *[no] { $robot } använder
} { $option }: 2 rutor bakåt.
rr-conditional-swap = { $robot_you ->
    [yes] Du byter in
   *[no] { $robot } byter in
} reservkortet från { $option } i kortplats { $register }.
rr-abort-swap = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } byter ut kortet i kortplats { $register } mot det översta kortet i leken.
rr-command-blocked = { $robot_you ->
    [yes] Ditt
   *[no] { $robot }s
} kort i kortplats { $register } blockeras av { $option }.
rr-radio = { $robot_you ->
    [yes] Du fjärrstyr { $target }
   *[no] { $robot } fjärrstyr { $target_you ->
        [yes] dig
       *[no] { $target }
    }
} med { $option }: { $target_you ->
    [yes] du utför
   *[no] { $target } utför
} också { $card }.

rr-express-belts = Expressbanden flyttar { $moves }.
rr-belts = Transportbanden flyttar { $moves }.
rr-carried-to = { $robot_you ->
    [yes] dig
   *[no] { $robot }
} till { $square }
rr-carried-turning = { $robot_you ->
    [yes] dig
   *[no] { $robot }
} till { $square } med en sväng { $way }
rr-pusher = Tryckaren på { $square } knuffar { $robot_you ->
    [yes] dig
   *[no] { $robot }
} till { $end }.
rr-pusher-blocked = Tryckaren på { $square } knuffar { $robot_you ->
    [yes] dig, men du rör dig
   *[no] { $robot }, men { $robot } rör sig
} inte ur fläcken.
rr-gear = Kugghjulet på { $square } vrider { $robot_you ->
    [yes] dig { $way }: nu är du vänd
   *[no] { $robot } { $way }: nu är { $robot } vänd
} mot { $facing }.
rr-gyro-holds = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } hindrar kugghjulet på { $square } från att vrida roboten.
rr-beam-hits = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } träffar { $target_you ->
    [yes] dig
   *[no] { $target }
}.
rr-beam-pushes = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } knuffar { $target_you ->
    [yes] dig
   *[no] { $target }
} från { $start } till { $end }.
rr-beam-pulls = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } drar { $target_you ->
    [yes] dig
   *[no] { $target }
} från { $start } till { $end }.
rr-scrambler = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } byter ut kortet i { $target_you ->
    [yes] din
   *[no] { $target }s
} kortplats { $register } mot det översta kortet i leken.
rr-fire-control-blocks = { $robot_you ->
    [yes] Din
   *[no] { $robot }s
} { $option } blockerar { $target_you ->
    [yes] ditt
   *[no] { $target }s
} nästa kommando.

## Mellan omgångarna

rr-locks-in = { $robot_you ->
    [yes] Du låser ditt program.
   *[no] { $robot } låser sitt program.
}
rr-registers-filled = { $count ->
    [one] 1 tom kortplats fylldes
   *[other] { $count } tomma kortplatser fylldes
} slumpvis från din hand.
rr-announces-power-down = { $robot_you ->
    [yes] Du anmäler
   *[no] { $robot } anmäler
} avstängning till nästa omgång.
rr-cancels-power-down = { $robot_you ->
    [yes] Du återkallar din
   *[no] { $robot } återkallar sin
} anmälan om avstängning.
rr-forced-shutdown = { $robot_you ->
    [yes] Du har
   *[no] { $robot } har
} { $damage } skadepoäng (3 eller fler) och måste stänga av den här omgången.
rr-powered-down = { $robot_you ->
    [yes] Du är
   *[no] { $robot } är
} avstängd den här omgången: skadepoängen tas bort.
rr-powers-on = { $robot_you ->
    [yes] Du startar
   *[no] { $robot } startar
} igen.
rr-stays-down = { $robot_you ->
    [yes] Du förblir
   *[no] { $robot } förblir
} avstängd: skadepoängen tas bort.
rr-registers-locked = Med { $damage } skadepoäng är { $count ->
    [one] { $robot_you ->
        [yes] din
       *[no] { $robot }s
    } kortplats { $registers } låst och behåller sitt kort.
   *[other] { $robot_you ->
        [yes] dina
       *[no] { $robot }s
    } kortplatser { $registers } låsta och behåller sina kort.
}
rr-reenters = { $robot_you ->
    [yes] Du kommer tillbaka
   *[no] { $robot } kommer tillbaka
} på { $square } vänd mot { $facing }{ $damage ->
    [0] .
   *[other] {" "}med { $damage } skadepoäng.
}
rr-recompiles = { $robot_you ->
    [yes] Du använder
   *[no] { $robot } använder
} { $option } på { $count ->
    [one] 1 kort
   *[other] { $count } kort
} och { $robot_you ->
    [yes] får
   *[no] får
} 1 skadepoäng ({ $total } totalt).
rr-repaired = { $robot_you ->
    [yes] Du reparerar
   *[no] { $robot } reparerar
} { $amount } skadepoäng på { $square } ({ $total } kvar).
rr-gain-option = { $robot_you ->
    [yes] Du tar
   *[no] { $robot } tar
} ett specialkort på { $square }: { $option }.
rr-gain-option-one-returned = { $robot_you ->
    [yes] Du tar
   *[no] { $robot } tar
} ett specialkort på { $square }: { $option }, och { $robot_you ->
    [yes] lämnar
   *[no] lämnar
} tillbaka { $returned } (högst 3).

rr-wins = { $robot_you ->
    [yes] Du når den sista kontrollpunkten först och vinner loppet!
   *[no] { $robot } når den sista kontrollpunkten först och vinner loppet!
}
rr-win-shared = Loppet slutar med delad seger: { $robots } når den sista kontrollpunkten samtidigt!
rr-race-ends-turn-limit = Loppet slutar efter omgångsgränsen på { $limit } omgångar. I täten (flest kontrollpunkter, sedan kortast väg till nästa): { $leaders }.
rr-race-ends-all-out = Loppet slutar: alla robotar har slut på liv. I täten (flest kontrollpunkter, sedan kortast väg till nästa): { $leaders }.
rr-outcome-final-checkpoint = Nådde den sista kontrollpunkten först.
rr-outcome-turn-limit = Omgångsgränsen ({ $limit } omgångar) nåddes: flest kontrollpunkter, sedan kortast väg till nästa.
rr-outcome-all-out = Alla robotar hade slut på liv: flest kontrollpunkter, sedan kortast väg till nästa.

## Beslut

rr-prompt-program = Omgång { $turn }: programmera kortplatserna och lås programmet
rr-prompt-power = Omgång { $turn }: starta roboten eller låt den vara avstängd
rr-prompt-enter = Omgång { $turn }: välj var roboten kommer tillbaka och åt vilket håll den är vänd

rr-group-program = Program
rr-group-options = Specialkort
rr-group-power = Avstängning
rr-group-reentry = Återkomst
rr-group-register = Kortplats { $register }

rr-choice-set = Lägg { $card } i kortplats { $register }
rr-choice-clear = Ta tillbaka { $card } från kortplats { $register }
rr-choice-lock = Lås programmet (tomma kortplatser fylls slumpvis från handen)
rr-choice-program = Lägg { $cards } i { $count ->
    [one] kortplats
   *[other] kortplatserna
} { $registers } och lås programmet
rr-choice-announce-power-down = Anmäl avstängning till nästa omgång
rr-choice-cancel-power-down = Återkalla anmälan om avstängning
rr-choice-power-on = Starta: få kort och programmera
rr-choice-stay-down = Förbli avstängd den här omgången (skadepoängen tas bort igen)
rr-choice-enter = Kom tillbaka på { $square } vänd mot { $facing }

rr-choice-mark = { $option }: lämna tillbaka { $card }
rr-choice-unmark = { $option }: behåll { $card }
rr-choice-recompile = { $option }: byt { $count ->
    [one] det markerade kortet mot ett nytt
   *[other] de { $count } markerade korten mot nya
} (1 skadepoäng)
rr-choice-reserve = { $option }: håll { $card } i reserv
rr-choice-unreserve = { $option }: ta tillbaka { $card } till handen
rr-choice-swap = { $option }: byt in reservkortet i kortplats { $register }
rr-choice-swap-none = { $option }: byt inte in reservkortet
rr-choice-flywheel = { $option }: spara { $card } till nästa omgång om det inte används
rr-choice-flywheel-none = { $option }: spara inget kort
rr-choice-alt-on = Kortplats { $register }: använd { $option } ({ $effect })
rr-choice-alt-off = Kortplats { $register }: sluta använda { $option }
rr-effect-brakes = stå still
rr-effect-fourth = gå 4 rutor
rr-effect-reverse = backa 2 rutor
rr-choice-abort = { $option }: från och med kortplats { $register }
rr-choice-abort-off = { $option }: av
rr-choice-aim = { $option }: sikta { $aim } i kortplats { $register }
rr-choice-shield = { $option }: skydda { $side } i kortplats { $register }
rr-choice-shield-none = { $option }: skydda ingen sida i kortplats { $register }
rr-choice-weapon-laser = Kortplats { $register }: skjut med huvudlasern
rr-choice-weapon = Kortplats { $register }: skjut med { $option } i stället för huvudlasern
rr-choice-fire-control-command = { $option }: en träff blockerar också målets nästa kommando
rr-choice-fire-control-option = { $option }: en träff kostar också målet ett specialkort
rr-choice-fire-control-off = { $option }: av
rr-choice-gyro-on = { $option }: slå på (band och kugghjul vrider inte din robot)
rr-choice-gyro-off = { $option }: slå av (band och kugghjul vrider din robot)
rr-choice-wrench-repair = På en ruta med två skiftnycklar: reparera 2 skadepoäng i stället för att ta ett specialkort
rr-choice-wrench-option = På en ruta med två skiftnycklar: ta ett specialkort i stället för att reparera
rr-choice-sacrifice = Lämna i första hand tillbaka { $option } när du måste lämna tillbaka ett specialkort

# What an action looks like (a refusal of a malformed one).
rr-syntax = Drag ser ut som 'set 1 c490', 'clear 1', 'lock', 'program c490 c380 c070 c670 c100', 'powerdown yes', 'power on', 'stay down', 'enter C4 N' eller en inställning för ett tillvalskort som 'alt 2 on' (se reglerna).

## Bordet (Game.render): robotarna, läsarens egna kortplatser, hand och inställningar;
## textspelplanen under behåller rutornas namn.

rr-stage-program = programmerar
rr-stage-locked = programmet låst
rr-stage-power = bestämmer om start
rr-stage-enter = kommer tillbaka
rr-stage-wait = väntar på att komma tillbaka
rr-stage-idle = avstängd
rr-stage-out = utslagen
rr-table-title = RoboRally — { $course }, omgång { $turn }/{ $limit }
# Ett kort på bordet, kort: typ och programnummer.
rr-table-card = { $kind } ({ $priority })
rr-table-registers = Dina kortplatser: { $registers }
rr-table-register = { $register }: { $card }
rr-table-register-locked = { $register }: { $card } (låst)
rr-table-hand = Din hand: { $count ->
        [0] inga kort
       *[other] { $cards }
    }
rr-table-settings = Specialkortens inställningar: { $settings }
rr-table-robot = **{ $number } { $name }** { $where } · kp { $checkpoints }/{ $total } · skada { $damage } · liv { $lives } · { $stage }
rr-table-at = { $square } { $facing }
rr-compass-north = N
rr-compass-east = Ö
rr-compass-south = S
rr-compass-west = V
rr-table-out = ute ur loppet
rr-table-destroyed = förstörd
rr-table-destroyed-reenters = förstörd, kommer tillbaka på { $square }
rr-table-announced = avstängning anmäld
rr-table-locked = låst { $registers }
rr-table-finished = Slut: { $reason } { $count ->
        [0] Ingen vinner.
        [one] Vinnare: { $winners }.
       *[other] Vinnare: { $winners }.
    }
rr-table-checkpoints = Kontrollpunkter: { $checkpoints }

# Läsarens inställningar för specialkort, åtskilda av "; ".
rr-set-reserve = { $option } håller { $card }, bytt in i kortplats { $register }
rr-set-reserve-unswapped = { $option } håller { $card }, inte inbytt
rr-set-flywheel-card = { $option } behöll { $card }
rr-set-flywheel-keep = { $option } behåller { $card } om det inte används
rr-set-recompile = { $option } lämnar tillbaka { $cards }
rr-set-alt = specialutrustning används i { $count ->
        [one] kortplats
       *[other] kortplatserna
    } { $registers }
rr-set-abort = { $option } från kortplats { $register }
rr-set-aim = { $option } siktar { $registers }
rr-set-shield = { $option } skyddar { $registers }
rr-set-shield-none = ingen sida
rr-set-weapon = skjuter { $registers }
rr-set-main-laser = huvudlasern
rr-set-fire-control = { $option }: { $mode }
rr-set-fire-command = en träff blockerar nästa kommando
rr-set-fire-option = en träff kostar ett specialkort
rr-set-fire-off = av
rr-set-gyro-on = { $option } på
rr-set-gyro-off = { $option } av
rr-set-wrench-repair = på en ruta med två skiftnycklar: reparera 2
rr-set-wrench-option = på en ruta med två skiftnycklar: ta ett specialkort
rr-set-sacrifice = lämna tillbaka { $option } först
rr-set-none = inga

## Bilden (Game.render_image): rubrik, teckenförklaring och robottabell

rr-picture-title = RoboRally — { $course } · omgång { $turn } av { $limit }
rr-picture-finished = { $title } · slut, { $count ->
        [0] ingen vinner
        [one] vinnare: { $winners }
       *[other] vinnare: { $winners }
    }
rr-picture-legend = Teckenförklaring
rr-picture-robots = Robotar
rr-picture-revealed = Kortplatser visade i omgång { $turn }
rr-picture-none-revealed = Kortplatser: inga visade än
rr-picture-your-registers = Dina kortplatser för omgång { $turn }
rr-picture-only-you = bara du ser dessa
rr-picture-empty-register = tom
# En robots rader (efter spelarens namn) och dess tal.
rr-legend-at = på { $square }, vänd mot { $facing }
rr-legend-out = ute ur loppet
rr-legend-destroyed = förstörd — kommer tillbaka på { $square }
rr-legend-stats = kontrollpunkter { $checkpoints }/{ $total } · skada { $damage } · liv { $lives }
rr-legend-powered-down = avstängd · { $stats }
rr-legend-robot = Robot: dess nummer; spetsen visar vart den är vänd
rr-legend-checkpoint = Kontrollpunkt: nå dem i ordning (numret också i hörnet)
rr-legend-start = Startruta
rr-legend-pit = Grop: en robot som faller i förstörs
rr-legend-void = Inget golv: som en grop
rr-legend-belt = Transportband: för en robot 1 ruta
rr-legend-express = Expressband: för 2 rutor
rr-legend-gear-r = Kugghjul: vrider en robot åt höger (medurs)
rr-legend-gear-l = Kugghjul: vrider en robot åt vänster (moturs)
rr-legend-repair = Reparation: 1 skadepoäng bort i slutet av omgången
rr-legend-repair2 = Dubbel reparation: 2 skadepoäng bort, eller ett specialkort
rr-legend-oil = Oljefläck: en robot kanar vidare
rr-legend-portals = Portalerna { $a } och { $b }
rr-legend-crusher = Press: förstör i de visade kortplatserna
rr-legend-flamer = Brännare: bränner i de visade kortplatserna
rr-legend-pusher = Tryckare: knuffar i de visade kortplatserna
rr-legend-laser = Spelplanens laser; varje röd linje är en stråle
rr-legend-wall = Vägg
rr-legend-door = Svängdörr: öppen i de visade kortplatserna
rr-legend-archive = Säkerhetskopia: där en förstörd robot kommer tillbaka

## Varför en handling nekas ($card är ett kortid som spelaren skrev det)

rr-illegal-not-programming = Du programmerar inte just nu (din robot: { $stage }).
rr-illegal-no-empty-register = Ingen olåst kortplats är tom: töm en först, eller lås bara programmet.
rr-illegal-too-many-cards = Du anger { $cards } kort för { $count ->
        [one] 1 tom olåst kortplats
       *[other] { $count } tomma olåsta kortplatser
    } ({ $registers }).
rr-illegal-not-in-hand = Kortet { $card } finns inte på din hand.
rr-illegal-not-a-token = Kortet { $card } är inte skrivet som ett kortid: { $token }.
rr-illegal-named-twice = Kortet { $card } är nämnt två gånger.
rr-illegal-first-register = Kortplats 1 måste innehålla ett flytt- eller backkort så länge du har ett.
rr-illegal-register-locked = Kortplats { $register } är låst av skador.
rr-illegal-register-full = Kortplats { $register } har redan ett kort: töm den först.
rr-illegal-register-empty = Kortplats { $register } är tom.
rr-illegal-not-powered-down = Din robot är inte avstängd.
rr-illegal-enter = Du kommer inte tillbaka just nu, eller den rutan eller riktningen är inte tillgänglig.
rr-illegal-recompile = Du behöver { $option }, en gång per omgång, med kortet på handen.
rr-illegal-no-option = Du har inte { $option }.

## Textspelplanens teckenförklaring (under planen, vars rutnamn är som de är)

rr-board-legend = Teckenförklaring:
rr-board-robot = robot 1 vänd mot norr
rr-board-checkpoint = kontrollpunkt 1 (i ordning)
rr-board-pit = grop: förstör en robot
rr-board-void = tomt: inget golv, som en grop
rr-board-belt = transportband: för 1 ruta
rr-board-express = expressband: för 2 rutor
rr-board-gears = kugghjul: vrider åt höger (G- åt vänster)
rr-board-gear-r = kugghjul: vrider åt höger
rr-board-gear-l = kugghjul: vrider åt vänster
rr-board-repair = reparerar 1 skadepoäng
rr-board-repair2 = reparerar 2 skadepoäng eller ger ett specialkort
rr-board-oil = olja: robotar kanar vidare
rr-board-portals = de { $colour } portalerna { $a } och { $b }
# $where: rutor med de kortplatser där ett element verkar ("B4 1,3,5; K9 2,4").
rr-board-crusher = press, kortplatser: { $where }
rr-board-crusher-belt-too = press ({ $example } på ett band), kortplatser: { $where }
rr-board-crusher-belt = press på ett band, kortplatser: { $where }
rr-board-flamer = brännare, kortplatser: { $where }
rr-board-flamer-belt-too = brännare ({ $example } på ett band), kortplatser: { $where }
rr-board-flamer-belt = brännare på ett band, kortplatser: { $where }
rr-board-pusher = tryckare, kortplatser: { $where }
rr-board-laser = spelplanens laser och * dess stråle
rr-board-laser-strong = spelplanens laser och * dess stråle ({ $beams })
rr-board-beams = { $square } { $count ->
        [one] 1 stråle
       *[other] { $count } strålar
    }
rr-board-wall = vägg
# $where: dörrar per ruta, sida och de kortplatser där de är öppna ("D2 V 2,4").
rr-board-door = dörr öppen i: { $where }
rr-board-start = startruta 1
rr-board-floor = golv
