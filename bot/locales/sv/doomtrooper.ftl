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
dt-deck-show-line = { $n } × { $card } ({ $type })
dt-deck-error-unknown-card = Det finns inget Doomtrooper-kort som heter ”{ $card }”.
dt-deck-error-name = En leks namn har 1 till { $max } tecken: bokstäver, siffror, mellanslag och - ' . , ! & ( ) + #, minst en bokstav eller siffra.
dt-deck-error-preset-name = ”{ $deck }” är namnet på en färdig lek; ge din ett annat namn.
dt-deck-error-exists = Du har redan en lek som heter { $deck }.
dt-deck-error-too-many-decks = Du kan spara högst { $max } lekar; ta bort en först.
dt-deck-error-none = Du har ingen lek än; börja en med /deck new.
dt-deck-error-unknown = Du har ingen lek som heter ”{ $deck }”.
dt-deck-error-count = Lägg till eller ta bort 1 till { $max } exemplar åt gången.
dt-deck-error-too-many = En lek får innehålla { $card } högst { $limit } { $limit ->
    [one] gång
   *[other] gånger
} (så blir det { $count }).
dt-deck-error-not-in-deck = { $card } finns inte i leken.
dt-deck-error-too-long = En lista får ha högst { $max } rader.
dt-deck-error-lines = { $count ->
    [one] En rad i listan går inte att läsa; inget sparades:
   *[other] { $count } rader i listan går inte att läsa; inget sparades:
}
dt-deck-error-illegal = Leken { $deck } kan inte spelas än:
dt-deck-error-illegal-at-start = Leken { $deck } som tillhör { $player } kan inte spelas längre:
dt-deck-error-gone = Leken { $deck } som tillhör { $player } finns inte längre; { $player } måste gå med igen med en annan lek.
dt-deck-error-no-decks = { $game } spelas inte med egna lekar.
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
dt-sheet-type = Typ
dt-sheet-personality = { $type }, personlighet
dt-sheet-faction = Fraktion
dt-sheet-stats = Närstrid / Eldstrid / Rustning / Poängvärde
dt-sheet-stats-values = { $f } / { $s } / { $a } / { $v }
dt-sheet-aspects = Konstens aspekter
dt-sheet-limit = Exemplar per lek
dt-sheet-text = Text
dt-sheet-ruling = Avgörande { $number }
