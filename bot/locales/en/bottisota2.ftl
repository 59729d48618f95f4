# Bottisota-2 (bot/games/bottisota2), in English. Conventions: docs/wording.md.
# A bot is its player: a Seat argument `who` arrives as $who (the name) and $who_you ("yes" for the reader).

## Bots, weapons, parts, faults
b2-model-rambler = Rambler
b2-model-crusher = Crusher
b2-model-stalker = Stalker
b2-model-hornet = Hornet
b2-model-drifter = Drifter
b2-model-bastion = Bastion
b2-model-sparrow = Sparrow
b2-model-sapper = Sapper
b2-model-magnus = Magnus
b2-model-warden = Warden
b2-model-vulture = Vulture
b2-model-juggernaut = Juggernaut
b2-model-courier = Courier
b2-weapon-arc = Arc
b2-weapon-autogun = Autogun
b2-weapon-blast-bomb = Blast Bomb
b2-weapon-bomb-rack = Bomb Rack
b2-weapon-cannon = Cannon
b2-weapon-chaingun = Chaingun
b2-weapon-claw-gun = Claw Gun
b2-weapon-fist-gun = Fist Gun
b2-weapon-flamer = Flamer
b2-weapon-grenade = Grenade
b2-weapon-howitzer = Howitzer
b2-weapon-mag-mines = Mag Mines
b2-weapon-mine-layer = Mine Layer
b2-weapon-needler = Needler
b2-weapon-pull-beam = Pull Beam
b2-weapon-pulse = Pulse
b2-weapon-push-beam = Push Beam
b2-weapon-rail = Rail
b2-weapon-shotgun = Shotgun
b2-weapon-smg = Smg
b2-weapon-stinger = Stinger
b2-weapon-swarm-rockets = Swarm Rockets
b2-part-heavy-gun = Heavy Gun
b2-part-twin-mg = Twin Mg
b2-part-rocket-pod = Rocket Pod
b2-part-mortar = Mortar
b2-part-mine-pack = Mine Pack
b2-part-tractor = Tractor
b2-part-repulsor = Repulsor
b2-part-plating = Plating
b2-part-engine = Engine
b2-part-turbo = Turbo
b2-part-shield = Shield
b2-part-sight = Sight
b2-part-spikes = Spikes
b2-part-heavy-plating = Heavy Plating
b2-part-doom-charge = Doom Charge
b2-part-repair-kit = Repair Kit
b2-part-patch = Patch
b2-part-ammo = Ammo
b2-fault-aim = damaged targeting (-1 to hit and in melee)
b2-fault-slow = scrambled coordination (slow)
b2-fault-armour = weakened armour (armour 1 worse)
b2-fault-part = a part wrecked
b2-fault-extra = extra damage
b2-salvage-damage = one damage point
b2-mine-plain = a mine
b2-mine-magnetic = a magnetic mine
b2-cause-damage = by damage
b2-cause-acid = in the acid
b2-cause-obstacle = against a flight obstacle
b2-cause-opening = against the wall beside an opening
b2-cause-wall = against a wall

## What a die is rolled for
b2-for-hit = the shot at { $target_you ->
        [yes] you
       *[no] { $target }
    } (needs { $need }{ $mod ->
        [0] {""}
       *[other] , modifier { $mod }
    })
b2-for-armour = an armour test (needs { $need }, modifier { $mod })
b2-for-shield = a shield test (needs { $need })
b2-for-fault = the fault table
b2-for-melee = melee (plus { $bonus })
b2-for-acid = the acid (a 6 destroys)
b2-for-collision = a collision in the flight obstacles (a 6 destroys)
b2-for-crash = flying through an opening (a 6 crashes)
b2-for-mine = a mine against { $target_you ->
        [yes] you
       *[no] { $target }
    } (needs { $need })
b2-for-pick = a random pick
b2-roll-starter = A d{ $die } roll of { $result } picks who starts the round.
b2-for-tearing = how many hits the two beams tear into { $target_you ->
        [yes] you
       *[no] { $target }
    }

## Events
b2-roll = { $who_you ->
    [yes] You roll { $result } on a d{ $die } for { $purpose }.
   *[no] { $who } rolls { $result } on a d{ $die } for { $purpose }.
}
b2-placed = { $who_you ->
    [yes] You place your { $bot } in { $area }.
   *[no] { $who } places a { $bot } in { $area }.
}
b2-round = Round { $round } begins; { $who_you ->
    [yes] you start
   *[no] { $who } starts
}.
b2-move-order = Movement order: { $order }.
b2-dashes = { $who_you ->
    [yes] You dash with { $points ->
        [one] 1 movement point
       *[other] { $points } movement points
    } (-1 to your shots this round).
   *[no] { $who } dashes with { $points ->
        [one] 1 movement point
       *[other] { $points } movement points
    } (-1 to shots this round).
}
b2-normal = { $who_you ->
    [yes] You move normally with { $points ->
        [one] 1 movement point
       *[other] { $points } movement points
    }.
   *[no] { $who } moves normally with { $points ->
        [one] 1 movement point
       *[other] { $points } movement points
    }.
}
b2-hunts = { $who_you ->
    [yes] You lie in wait to hunt.
   *[no] { $who } lies in wait to hunt.
}
b2-stays = { $who_you ->
    [yes] You stay where you are.
   *[no] { $who } stays put.
}
b2-docks = { $who_you ->
    [yes] You dock at the depot for the round and will not shoot.
   *[no] { $who } docks at the depot for the round and will not shoot.
}
b2-moves = { $who_you ->
    [yes] You move from { $start } to { $end }.
   *[no] { $who } moves from { $start } to { $end }.
}
b2-teleports = { $who_you ->
    [yes] You teleport from { $start } to { $end }.
   *[no] { $who } teleports from { $start } to { $end }.
}
b2-hunt-triggered = { $who_you ->
    [yes] You spring from hiding and hunt { $target }.
   *[no] { $who } springs from hiding and hunts { $target_you ->
        [yes] you
       *[no] { $target }
    }.
}
b2-hunt-idle = { $who_you ->
    [yes] Nobody came your way: you stay put.
   *[no] Nobody came { $who }'s way: { $who } stays put.
}
b2-mine-dropped = { $who_you ->
    [yes] You drop a mine from your { $weapon } in { $area }.
   *[no] { $who } drops a mine from the { $weapon } in { $area }.
}
b2-bomb-dropped = { $who_you ->
    [yes] You drop a bomb from your { $weapon } in { $area }; it goes off when you stop.
   *[no] { $who } drops a bomb from the { $weapon } in { $area }; it goes off when { $who } stops.
}
b2-bomb-aimed = { $who_you ->
    [yes] You drop a bomb from your { $weapon } on { $target } in { $area }; it lands when you stop.
   *[no] { $who } drops a bomb from the { $weapon } on { $target_you ->
        [yes] you
       *[no] { $target }
    } in { $area }; it lands when { $who } stops.
}
b2-bomb-explodes = { $who_you ->
    [yes] Your bomb explodes in { $area }.
   *[no] { $who }'s bomb explodes in { $area }.
}
b2-bomb-lost = { $who_you ->
    [yes] Your bomb finds no target: { $target } is gone.
   *[no] { $who }'s bomb finds no target: { $target_you ->
        [yes] you
       *[no] { $target }
    } is gone.
}
b2-mine-triggers = { $who_you ->
    [yes] You set off { $kind } in { $area }.
   *[no] { $who } sets off { $kind } in { $area }.
}
b2-mine-hits = { $who_you ->
    [yes] The mine hits you.
   *[no] The mine hits { $who }.
}
b2-mine-misses = { $who_you ->
    [yes] The mine misses you and stays armed.
   *[no] The mine misses { $who } and stays armed.
}
b2-mine-slides = A magnetic mine in { $area } slides onto { $target_you ->
        [yes] you
       *[no] { $target }
    }.
b2-ready-to-fire = { $who_you ->
    [yes] Your shots are declared.
   *[no] { $who } has declared their shots.
}
b2-declared = You declare a shot with your { $weapon } ({ $count } declared so far).
b2-declares = { $who_you ->
    [yes] You declared: { $weapon } at { $target }.
   *[no] { $who } declared: { $weapon } at { $target_you ->
        [yes] you
       *[no] { $target }
    }.
}
b2-declares-area = { $who_you ->
    [yes] You declared: { $weapon } at { $area }.
   *[no] { $who } declared: { $weapon } at { $area }.
}
b2-fires = { $who_you ->
    [yes] You fire your { $weapon } at { $target }.
   *[no] { $who } fires the { $weapon } at { $target_you ->
        [yes] you
       *[no] { $target }
    }.
}
b2-fires-area = { $who_you ->
    [yes] You fire your { $weapon } into { $area }.
   *[no] { $who } fires the { $weapon } into { $area }.
}
b2-target-gone = { $who_you ->
    [yes] Your { $weapon } has no target: { $target } is already destroyed.
   *[no] { $who }'s { $weapon } has no target: { $target_you ->
        [yes] you
       *[no] { $target }
    } is already destroyed.
}
b2-hits = { $who_you ->
    [yes] You hit { $target }.
   *[no] { $who } hits { $target_you ->
        [yes] you
       *[no] { $target }
    }.
}
b2-misses = { $who_you ->
    [yes] You miss { $target }.
   *[no] { $who } misses { $target_you ->
        [yes] you
       *[no] { $target }
    }.
}
b2-missile-turns = { $who_you ->
    [yes] Your missile turns toward { $target }.
   *[no] { $who }'s missile turns toward { $target_you ->
        [yes] you
       *[no] { $target }
    }.
}
b2-missile-spent = { $who_you ->
    [yes] Your missile finds nothing more to hit.
   *[no] { $who }'s missile finds nothing more to hit.
}
b2-beam-hits = { $who_you ->
    [yes] Your { $weapon } catches { $target }.
   *[no] { $who }'s { $weapon } catches { $target_you ->
        [yes] you
       *[no] { $target }
    }.
}
b2-beams-tear = { $who_you ->
    [yes] Your two beams tear into { $target }: { $hits ->
        [one] 1 hit
       *[other] { $hits } hits
    } at armour -2.
   *[no] { $who }'s two beams tear into { $target_you ->
        [yes] you
       *[no] { $target }
    }: { $hits ->
        [one] 1 hit
       *[other] { $hits } hits
    } at armour -2.
}
b2-pushed = { $who_you ->
    [yes] You shove { $target } away: no melee between you this round.
   *[no] { $who } shoves { $target_you ->
        [yes] you
       *[no] { $target }
    } away: no melee between them this round.
}
b2-pulled = { $who_you ->
    [yes] You drag { $target } close: the two of you may fight in melee this round.
   *[no] { $who } drags { $target_you ->
        [yes] you
       *[no] { $target }
    } close: they may fight in melee this round.
}
b2-shield-holds = { $who_you ->
    [yes] Your shield field stops the hit.
   *[no] { $who }'s shield field stops the hit.
}
b2-armour-holds = { $who_you ->
    [yes] Your armour holds.
   *[no] { $who }'s armour holds.
}
b2-damaged = { $who_you ->
    [yes] You take damage: { $damage } of { $limit }.
   *[no] { $who } takes damage: { $damage } of { $limit }.
}
b2-fault = { $who_you ->
    [yes] Fault: { $fault }.
   *[no] { $who } suffers a fault: { $fault }.
}
b2-part-destroyed = { $who_you ->
    [yes] Your { $card } is wrecked.
   *[no] { $who }'s { $card } is wrecked.
}
b2-hand-lost = { $who_you ->
    [yes] You lose { $card } from your hand.
   *[no] { $who } loses { $card } from their hand.
}
b2-nothing-to-lose = { $who_you ->
    [yes] You have no part to lose.
   *[no] { $who } has no part to lose.
}
b2-destroyed = { $who_you ->
    [yes] You are destroyed { $cause }!
   *[no] { $who } is destroyed { $cause }!
}
b2-parts-scrapped = { $who_you ->
    [yes] Your { $count ->
        [one] part goes
       *[other] { $count } parts go
    } to the discard pile.
   *[no] { $who }'s { $count ->
        [one] part goes
       *[other] { $count } parts go
    } to the discard pile.
}
b2-salvage = { $who_you ->
    [yes] You salvage a part to repair { $what }.
   *[no] { $who } salvages a part to repair { $what }.
}
b2-will-return = { $who_you ->
    [yes] You will return with a new bot next round.
   *[no] { $who } will return with a new bot next round.
}
b2-doom = { $who_you ->
    [yes] Your doom charge explodes in { $area }!
   *[no] { $who }'s doom charge explodes in { $area }!
}
b2-draws = { $who_you ->
    [yes] You draw a part.
   *[no] { $who } draws a part.
}
b2-drew = You drew { $card }.
b2-deck-empty = { $who_you ->
    [yes] The parts deck is empty: you draw nothing.
   *[no] The parts deck is empty: { $who } draws nothing.
}
b2-reshuffle = The discard pile is shuffled into the parts deck ({ $cards } cards).
b2-melee-ready = { $who_you ->
    [yes] Your melee choice is in.
   *[no] { $who }'s melee choice is in.
}
b2-melee-declared = { $who_you ->
    [yes] You go for { $target } in melee.
   *[no] { $who } goes for { $target_you ->
        [yes] you
       *[no] { $target }
    } in melee.
}
b2-melee = { $who_you ->
    [yes] You fight { $target } in melee.
   *[no] { $who } fights { $target_you ->
        [yes] you
       *[no] { $target }
    } in melee.
}
b2-melee-tie = { $who_you ->
    [yes] You and { $target } tie at { $total }: no hits.
   *[no] { $who } and { $target_you ->
        [yes] you
       *[no] { $target }
    } tie at { $total }: no hits.
}
b2-melee-won = { $who_you ->
    [yes] You beat { $target } in melee: { $hits ->
        [one] 1 hit
       *[other] { $hits } hits
    }.
   *[no] { $who } beats { $target_you ->
        [yes] you
       *[no] { $target }
    } in melee: { $hits ->
        [one] 1 hit
       *[other] { $hits } hits
    }.
}
b2-depot = { $who_you ->
    [yes] You work at the depot in { $area }: 2 points to spend.
   *[no] { $who } works at the depot in { $area }.
}
b2-repairs = { $who_you ->
    [yes] You repair: damage is now { $damage }.
   *[no] { $who } repairs: damage is now { $damage }.
}
b2-fixes = { $who_you ->
    [yes] You fix { $fault }.
   *[no] { $who } fixes { $fault }.
}
b2-reloads = { $who_you ->
    [yes] You reload your weapons.
   *[no] { $who } reloads.
}
b2-removes = { $who_you ->
    [yes] You remove { $card } and discard it.
   *[no] { $who } removes { $card } and discards it.
}
b2-installs = { $who_you ->
    [yes] You install { $card }.
   *[no] { $who } installs { $card }.
}
b2-uses = { $who_you ->
    [yes] You use { $card }.
   *[no] { $who } uses { $card }.
}
b2-discards = { $who_you ->
    [yes] You discard { $card }.
   *[no] { $who } discards { $card }.
}
b2-wins = { $who_you ->
    [yes] You are the last bot standing and win!
   *[no] { $who } is the last bot standing and wins!
}
b2-draw = No bot is left standing: the match is a draw.
b2-limit = The round limit ({ $round }) is reached; the most durability left: { $winners }.

## Outcomes
b2-outcome-last = The last bot standing wins.
b2-outcome-draw = The last bots were destroyed together: a draw.
b2-outcome-limit = The round limit was reached: the most durability left wins.

## Prompts
b2-prompt-place = Place your { $bot } on an empty area
b2-prompt-move = Round { $round }: choose how to move
b2-prompt-step = Round { $round }: move on ({ $points ->
        [one] 1 point
       *[other] { $points } points
    } left, { $steps ->
        [one] 1 area
       *[other] { $steps } areas
    } moved)
b2-prompt-shoot = Round { $round }: declare your shots, then fire
b2-prompt-melee = Round { $round }: choose a melee target
b2-prompt-maint = Round { $round }: maintenance

## Choices
b2-choice-auto-move = Move normally toward the nearest bot
b2-choice-hunt = Hunt (normal speed)
b2-choice-hunt-dash = Hunt (dashing)
b2-choice-stay = Stay here
b2-choice-dock = Dock at the depot (no shooting)
b2-choice-teleport = Teleport to a random other teleporter (1 point)
b2-choice-stop = Stop here
b2-choice-auto-fire = Fire everything at the nearest targets
b2-choice-done-fire = Done: fire the declared shots
b2-choice-hold-fire = Hold fire this round
b2-choice-no-melee = No melee
b2-choice-auto-maint = Do the sensible maintenance for me
b2-choice-repair = Repair one damage point
b2-choice-draw = Draw a part
b2-choice-reload = Reload the weapons with charges
b2-choice-done-maint = Done with maintenance
b2-choice-normal = Move normally ({ $points ->
        [one] 1 point
       *[other] { $points } points
    })
b2-choice-dash = Dash ({ $points ->
        [one] 1 point
       *[other] { $points } points
    }, -1 to shots)
b2-choice-go = Go to { $area } ({ $cost ->
        [one] 1 point
       *[other] { $cost } points
    })
b2-choice-drop = Drop a mine or bomb from your { $weapon } here
b2-choice-fire = Fire { $weapon } at { $target }
b2-choice-fire-area = Fire { $weapon } into { $area }
b2-choice-attack = Attack { $target }
b2-choice-place = Place in { $area }
b2-choice-fix = Fix { $fault }
b2-choice-remove = Remove { $card }
b2-choice-install = Install { $card }
b2-choice-use = Use { $card }
b2-choice-discard = Discard { $card }

# What an action looks like (a refusal of a malformed one).
b2-syntax = A Bottisota-2 action is like 'place C3', 'normal', 'go B2', 'fire autogun 2', 'attack 1', 'repair' or 'done'.
## Late joiners, bot choice, salvage
b2-joins = { $who_you ->
    [yes] You join the match with a { $bot }.
   *[no] { $who } joins the match with a { $bot }.
}
b2-joins-choosing = { $who_you ->
    [yes] You join the match and choose your bot.
   *[no] { $who } joins the match and chooses a bot.
}
b2-join-place-now = { $who_you ->
    [yes] Your bot is placed with the others.
   *[no] { $who }'s bot is placed with the others.
}
b2-join-place-next = { $who_you ->
    [yes] Your bot is placed on an empty area just before round { $round }.
   *[no] { $who }'s bot is placed on an empty area just before round { $round }.
}
b2-picked = You choose the { $bot }; the others see it once everyone has chosen.
b2-pick-ready = { $who_you ->
    [yes] You have chosen your bot.
   *[no] { $who } has chosen a bot.
}
b2-plays = { $who_you ->
    [yes] You play the { $bot }.
   *[no] { $who } plays the { $bot }.
}
b2-prompt-pick = Choose your bot
b2-prompt-salvage = Round { $round }: choose what the salvaged parts repair ({ $parts ->
        [one] 1 part
       *[other] { $parts } parts
    } left)
b2-choice-keep = Keep the drawn { $bot }
b2-choice-pick = Play the { $bot }
b2-choice-auto-salvage = Repair damage first, then faults
b2-choice-salvage = Repair { $what }

# The table (Game.render): the arena and round, the text map, the legend, a line per bot, the parts deck.
b2-table-over = { $arena }: the match is over.
b2-table-picking = { $arena }: choosing bots.
b2-table-placing = { $arena }: placing bots.
b2-table-round = { $arena }, round { $round } of { $limit }: { $phase }.
b2-phase-place = placing bots
b2-phase-move = movement
b2-phase-shoot = shooting
b2-phase-melee = melee
b2-phase-maint = maintenance
b2-table-none = none
b2-table-walls = Walls: { $walls }. Walls with openings: { $openings }.
b2-table-legend = Terrain: . open  # structure  ~ acid  ^ flight obstacle  =E belt (flow)  D depot  T teleporter;  * mine  @ magnetic mine
b2-table-bots = Bots:
b2-table-bot = { $number } { $player }: { $model } ({ $move })
b2-table-bot-choosing = { $number } { $player }: choosing a bot
b2-table-bot-chosen = { $number } { $player }: bot chosen, shown once everyone has chosen
b2-movetype-wheels = wheels
b2-movetype-tracks = tracks
b2-movetype-legs = legs
b2-movetype-flying = flying
b2-movetype-hover = hovering
b2-table-destroyed = { $head }, destroyed
b2-table-choosing = { $head }, choosing a bot
b2-table-waiting = { $head }, waiting to be placed
b2-table-joining = { $head }, joins next round
b2-table-returns = { $head }, destroyed, returns next round
b2-table-flying = { $head }, flying { $heading }
b2-table-shield = , shield { $shield }+
b2-table-ammo = { $weapon } ({ $ammo } left)
b2-fault-short-aim = targeting -1
b2-fault-short-slow = slow
b2-fault-short-armour = armour -1
b2-fault-short-part = part wrecked
b2-fault-short-extra = extra damage
b2-table-bot-state = { $head } at { $area }: damage { $damage } (faults from { $faults_at }, explodes at { $explodes_at }), faults: { $faults }; armour { $armour }+{ $shield }, speed { $dash }/{ $normal }, melee +{ $melee }; weapons: { $weapons }; parts: { $parts }; { $hand } cards in hand
b2-table-own-hand = { $text } ({ $cards })
b2-table-deck = Parts deck: { $deck } cards; discard pile: { $discard } cards.

# The map picture (Game.render_image): title, key and a row per bot.
b2-picture-title = Bottisota-2 — { $arena } · { $what }
b2-picture-picking = choosing bots
b2-picture-round = Bottisota-2 — { $arena } · round { $round } of { $limit } · { $phase }
b2-picture-won = Bottisota-2 — { $arena } · round { $round } · over, won by { $winners }
b2-picture-draw = Bottisota-2 — { $arena } · round { $round } · over, a draw
b2-picture-bots = Bots
b2-picture-bot = { $player }{ $you ->
    [yes] { " " }(you)
   *[no] { "" }
}: { $model } ({ $move })
b2-picture-bot-choosing = { $player }: choosing a bot
b2-picture-bot-chosen = { $player }: bot chosen, shown once everyone has chosen
b2-picture-at = { $head } at { $area }
b2-picture-hunting = { $head }, hunting
b2-picture-state = damage { $damage } (faults from { $faults_at }, explodes at { $explodes_at }); faults: { $faults }; armour { $armour }+{ $shield }; parts: { $parts }
b2-picture-hand = { $text }; your hand (only you see it): { $cards }
b2-key-plain = Open floor
b2-key-structure = Structure: wheels and tracks pay 2 points; cover (+1 armour) against shots except for fliers
b2-key-acid = Acid pool: a ground bot beamed or beaten in melee here is destroyed on a 6
b2-key-obstacle = Flight obstacle: fliers leave only ahead and fight at -1; beamed or beaten, destroyed on a 6
b2-key-belt = Conveyor belt: the arrow is the flow (with it free, against it +2)
b2-key-depot = Depot: repairs, parts and reloads in maintenance
b2-key-teleporter = Teleporter: one point jumps to a random other teleporter
b2-key-wall = Wall: no moving or shooting through
b2-key-opening = Wall with an opening: +1 point to pass, no shooting
b2-key-mine = Mine
b2-key-magmine = Magnetic mine (catches fliers too)
b2-key-bot = Bot: its player's number
b2-key-flier = Flier in flight: the point shows its heading
