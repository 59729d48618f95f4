# RoboRally with Crash and Burn (bot/games/roborally), in English.
# Conventions: docs/wording.md. A robot is its player: a Seat argument `robot` arrives as
# $robot (the name) and $robot_you ("yes" for the reader's own robot).

## Cards

rr-card = { $kind } (priority { $priority })
rr-kind-uturn = U-turn
rr-kind-left = Rotate left
rr-kind-right = Rotate right
rr-kind-back = Back up
rr-kind-move1 = Move 1
rr-kind-move2 = Move 2
rr-kind-move3 = Move 3

rr-option-conditional = Conditional Program
rr-option-brakes = Brakes
rr-option-double = Double-Barreled Laser
rr-option-superior = Superior Archive
rr-option-recompile = Recompile
rr-option-highpower = High-Power Laser
rr-option-gyro = Gyroscopic Stabilizer
rr-option-arm = Mechanical Arm
rr-option-abort = Abort Switch
rr-option-ram = Ramming Gear
rr-option-reverse = Reverse Gear
rr-option-flywheel = Flywheel
rr-option-breaker = Circuit Breaker
rr-option-fourth = Fourth Gear
rr-option-firecontrol = Fire Control
rr-option-memory = Extra Memory
rr-option-rear = Rear-Firing Laser
rr-option-pressor = Pressor Beam
rr-option-howitzer = Mini Howitzer
rr-option-radio = Radio Control
rr-option-scrambler = Scrambler
rr-option-tractor = Tractor Beam
rr-option-coat = Ablative Coat
rr-option-pdshield = Power-Down Shield
rr-option-turret = Turret
rr-option-shield = Directional Shield

## Words used inside messages

rr-dir-north = north
rr-dir-east = east
rr-dir-south = south
rr-dir-west = west
rr-side-front = front
rr-side-right = right
rr-side-back = back
rr-side-left = left
rr-aim-front = forwards
rr-aim-right = to the right
rr-aim-back = backwards
rr-aim-left = to the left
rr-guard-front = the front
rr-guard-right = the right side
rr-guard-back = the back
rr-guard-left = the left side
rr-turn-right = right
rr-turn-left = left
rr-colour-red = red
rr-colour-blue = blue
rr-colour-green = green
rr-colour-yellow = yellow
rr-colour-orange = orange
rr-colour-purple = purple
rr-colour-white = white
rr-colour-black = black
rr-colour-named = { $colour }

# What deals damage: a noun phrase.
rr-source-laser = { $robot_you ->
    [yes] your laser
   *[no] { $robot }'s laser
}
rr-source-option = { $robot_you ->
    [yes] your { $option }
   *[no] { $robot }'s { $option }
}
rr-source-board-laser = the board laser at { $square }
rr-source-flamer = the flamer at { $square }
rr-source-hit = a hit

# Why a robot moves when it is not its own card: said in brackets after what happened.
rr-cause-pushed = pushed by { $by_you ->
    [yes] you
   *[no] { $by }
}
rr-cause-oil = sliding on oil
rr-cause-belt = carried by a belt
rr-cause-pusher = shoved by the pusher at { $square }
rr-cause-radio = radio-controlled by { $by_you ->
    [yes] you
   *[no] { $by }
}
rr-cause-beam = pushed by { $by_you ->
    [yes] your
   *[no] { $by }'s
} { $option }
rr-cause-pulled = pulled by { $by_you ->
    [yes] your
   *[no] { $by }'s
} { $option }

## Resolving a turn

rr-turn-runs = Turn { $turn }: every robot is ready, and the programs run.
rr-register = Register { $register }: { $plays }.
rr-plays = { $robot_you ->
    [yes] you play { $card }
   *[no] { $robot } plays { $card }
}

rr-push = { $pusher_you ->
    [yes] You push { $robot } from { $start } to { $end }.
   *[no] { $robot_you ->
        [yes] { $pusher } pushes you from { $start } to { $end }.
       *[no] { $pusher } pushes { $robot } from { $start } to { $end }.
    }
}
rr-stopped-by-wall = { $robot_you ->
    [yes] You are
   *[no] { $robot } is
} stopped by the wall on the { $side } side of { $square }.
rr-stopped-by-door = { $robot_you ->
    [yes] You are
   *[no] { $robot } is
} stopped by the closed door on the { $side } side of { $square }.
rr-push-stopped-by-wall = { $pusher_you ->
    [yes] You cannot
   *[no] { $pusher } cannot
} push { $robot_you ->
    [yes] you
   *[no] { $robot }
}: the wall on the { $side } side of { $square } is in the way.
rr-push-stopped-by-door = { $pusher_you ->
    [yes] You cannot
   *[no] { $pusher } cannot
} push { $robot_you ->
    [yes] you
   *[no] { $robot }
}: the closed door on the { $side } side of { $square } is in the way.

rr-drives-off-course = { $robot_you ->
    [yes] You drive
   *[no] { $robot } drives
} off the course at { $square }.
rr-leaves-course = { $robot_you ->
    [yes] You leave
   *[no] { $robot } leaves
} the course at { $square } ({ $cause }).
rr-drives-into-pit = { $robot_you ->
    [yes] You fall
   *[no] { $robot } falls
} into a pit at { $square }.
rr-falls-into-pit = { $robot_you ->
    [yes] You fall
   *[no] { $robot } falls
} into a pit at { $square } ({ $cause }).
rr-crushed = { $robot_you ->
    [yes] You are
   *[no] { $robot } is
} crushed at { $square }.
rr-destroyed = { $robot_you ->
    [yes] You are destroyed and will re-enter
   *[no] { $robot } is destroyed and will re-enter
} at { $square } next turn ({ $lives ->
    [0] no lives left
    [one] 1 life left
   *[other] { $lives } lives left
}).
rr-destroyed-by-damage = { $robot_you ->
    [yes] You are destroyed by damage and will re-enter
   *[no] { $robot } is destroyed by damage and will re-enter
} at { $square } next turn ({ $lives ->
    [0] no lives left
    [one] 1 life left
   *[other] { $lives } lives left
}).
rr-out = { $robot_you ->
    [yes] You are destroyed with no lives left: you are out of the race.
   *[no] { $robot } is destroyed with no lives left: out of the race.
}
rr-out-by-damage = { $robot_you ->
    [yes] You are destroyed by damage with no lives left: you are out of the race.
   *[no] { $robot } is destroyed by damage with no lives left: out of the race.
}

rr-damage = { $robot_you ->
    [yes] You take
   *[no] { $robot } takes
} { $amount } damage from { $source } ({ $total } in all).
rr-breaker-protects = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { rr-option-breaker } keeps the powered-down robot safe from { $source }.
rr-shield-blocks = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { rr-option-shield } blocks { $source } from the { $side }.
rr-pdshield-blocks = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { rr-option-pdshield } blocks 1 damage from { $source }.
rr-coat-absorbs = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { rr-option-coat } absorbs { $amount } damage from { $source }.

rr-lose-option-used-up = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } is used up and goes back to the option deck.
rr-lose-option-last-shot = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } has fired its last shot and goes back to the option deck.
rr-lose-option-superior = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } is used up: the copy re-enters without damage. The card goes back to the option deck.
rr-lose-option-with-robot = { $robot_you ->
    [yes] You lose
   *[no] { $robot } loses
} { $option } with the robot; it goes back to the option deck.
rr-lose-option-shot-away = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } is shot away by { $by_you ->
    [yes] your
   *[no] { $by }'s
} { rr-option-firecontrol } and goes back to the option deck.

rr-portal = { $robot_you ->
    [yes] You go
   *[no] { $robot } goes
} through the { $colour } portal at { $square } to { $twin }.
rr-portal-twin-occupied = { $robot_you ->
    [yes] You stay
   *[no] { $robot } stays
} on the { $colour } portal at { $square }: its twin at { $twin } is occupied.
rr-checkpoint = { $robot_you ->
    [yes] You reach
   *[no] { $robot } reaches
} checkpoint { $number } at { $square }; next is checkpoint { $next_number } at { $next }.
rr-final-checkpoint = { $robot_you ->
    [yes] You reach
   *[no] { $robot } reaches
} checkpoint { $number } at { $square }, the last one!
rr-arm-checkpoint = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } reaches checkpoint { $number } at { $square } from next door.
rr-slides = { $robot_you ->
    [yes] You slide
   *[no] { $robot } slides
} { $way } on the oil at { $square }.
rr-oil-spin = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} wheels spin on the oil at { $square }: one square less.
rr-brakes = { $robot_you ->
    [yes] You use { $option } and stand still.
   *[no] { $robot } uses { $option } and stands still.
}
rr-fourth-gear = { $robot_you ->
    [yes] You shift
   *[no] { $robot } shifts
} into { $option }: 4 squares.
rr-reverse-gear = { $robot_you ->
    [yes] You use
   *[no] { $robot } uses
} { $option }: 2 squares back.
rr-conditional-swap = { $robot_you ->
    [yes] You swap
   *[no] { $robot } swaps
} the { $option } card into register { $register }.
rr-abort-swap = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } replaces the card in register { $register } with the top card of the deck.
rr-command-blocked = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} card in register { $register } is blocked by { $option }.
rr-radio = { $robot_you ->
    [yes] You radio-control { $target }
   *[no] { $robot } radio-controls { $target_you ->
        [yes] you
       *[no] { $target }
    }
} with { $option }: { $target_you ->
    [yes] you also carry
   *[no] { $target } also carries
} out { $card }.

rr-express-belts = The express belts carry { $moves }.
rr-belts = The belts carry { $moves }.
rr-carried-to = { $robot_you ->
    [yes] you
   *[no] { $robot }
} to { $square }
rr-carried-turning = { $robot_you ->
    [yes] you
   *[no] { $robot }
} to { $square }, turning { $way }
rr-pusher = The pusher at { $square } shoves { $robot_you ->
    [yes] you
   *[no] { $robot }
} to { $end }.
rr-pusher-blocked = The pusher at { $square } shoves { $robot_you ->
    [yes] you
   *[no] { $robot }
}, but { $robot_you ->
    [yes] you do
   *[no] { $robot } does
} not move.
rr-gear = The gear at { $square } turns { $robot_you ->
    [yes] you
   *[no] { $robot }
} { $way }: now facing { $facing }.
rr-gyro-holds = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } keeps the robot from turning on the gear at { $square }.
rr-beam-hits = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } hits { $target_you ->
    [yes] you
   *[no] { $target }
}.
rr-beam-pushes = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } pushes { $target_you ->
    [yes] you
   *[no] { $target }
} from { $start } to { $end }.
rr-beam-pulls = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } pulls { $target_you ->
    [yes] you
   *[no] { $target }
} from { $start } to { $end }.
rr-scrambler = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } swaps { $target_you ->
    [yes] your
   *[no] { $target }'s
} register { $register } for the top card of the deck.
rr-fire-control-blocks = { $robot_you ->
    [yes] Your
   *[no] { $robot }'s
} { $option } blocks { $target_you ->
    [yes] your
   *[no] { $target }'s
} next command.

## Between turns

rr-locks-in = { $robot_you ->
    [yes] You lock in your program.
   *[no] { $robot } locks in.
}
rr-registers-filled = { $count ->
    [one] 1 empty register was
   *[other] { $count } empty registers were
} filled at random from your hand.
rr-announces-power-down = { $robot_you ->
    [yes] You announce
   *[no] { $robot } announces
} a power down for next turn.
rr-cancels-power-down = { $robot_you ->
    [yes] You cancel
   *[no] { $robot } cancels
} the power-down announcement.
rr-forced-shutdown = { $robot_you ->
    [yes] You have
   *[no] { $robot } has
} { $damage } damage (3 or more) and must power down this turn.
rr-powered-down = { $robot_you ->
    [yes] You are
   *[no] { $robot } is
} powered down this turn: damage cleared.
rr-powers-on = { $robot_you ->
    [yes] You power
   *[no] { $robot } powers
} on.
rr-stays-down = { $robot_you ->
    [yes] You stay
   *[no] { $robot } stays
} powered down: damage cleared.
rr-registers-locked = With { $damage } damage, { $robot_you ->
    [yes] your
   *[no] { $robot }'s
} { $count ->
    [one] register { $registers } is locked and keeps its card.
   *[other] registers { $registers } are locked and keep their cards.
}
rr-reenters = { $robot_you ->
    [yes] You re-enter
   *[no] { $robot } re-enters
} at { $square } facing { $facing }{ $damage ->
    [0] .
   *[other] {" "}with { $damage } damage.
}
rr-recompiles = { $robot_you ->
    [yes] You use
   *[no] { $robot } uses
} { $option } on { $count ->
    [one] 1 card
   *[other] { $count } cards
} and { $robot_you ->
    [yes] take
   *[no] takes
} 1 damage ({ $total } in all).
rr-repaired = { $robot_you ->
    [yes] You repair
   *[no] { $robot } repairs
} { $amount } damage at { $square } ({ $total } left).
rr-gain-option = { $robot_you ->
    [yes] You take
   *[no] { $robot } takes
} an option card at { $square }: { $option }.
rr-gain-option-one-returned = { $robot_you ->
    [yes] You take
   *[no] { $robot } takes
} an option card at { $square }: { $option }, and { $robot_you ->
    [yes] give
   *[no] gives
} back { $returned } (3 at most).

rr-wins = { $robot_you ->
    [yes] You reach the last checkpoint first and win the race!
   *[no] { $robot } reaches the last checkpoint first and wins the race!
}
rr-win-shared = The race ends in a shared win: { $robots } reach the last checkpoint together!
rr-race-ends-turn-limit = The race ends after the turn limit of { $limit } turns. Ahead on checkpoints, then on the shortest path to the next one: { $leaders }.
rr-race-ends-all-out = The race ends: every robot is out of lives. Ahead on checkpoints, then on the shortest path to the next one: { $leaders }.
rr-outcome-final-checkpoint = Reached the last checkpoint first.
rr-outcome-turn-limit = The turn limit ({ $limit } turns) was reached: most checkpoints, then the shortest path to the next one.
rr-outcome-all-out = Every robot was out of lives: most checkpoints, then the shortest path to the next one.

## Decisions

rr-prompt-program = Turn { $turn }: program the registers and lock in
rr-prompt-power = Turn { $turn }: power the robot on or keep it powered down
rr-prompt-enter = Turn { $turn }: choose where the robot re-enters and which way it faces

rr-group-program = Program
rr-group-options = Option cards
rr-group-power = Power
rr-group-reentry = Re-entry
rr-group-register = Register { $register }

rr-choice-set = Put { $card } in register { $register }
rr-choice-clear = Take { $card } back out of register { $register }
rr-choice-lock = Lock in (empty registers are filled at random from your hand)
rr-choice-program = Put { $cards } in { $count ->
    [one] register
   *[other] registers
} { $registers }, and lock in
rr-choice-announce-power-down = Announce a power down for next turn
rr-choice-cancel-power-down = Cancel the power-down announcement
rr-choice-power-on = Power on: get cards and program
rr-choice-stay-down = Stay powered down this turn (damage cleared again)
rr-choice-enter = Re-enter at { $square } facing { $facing }

rr-choice-mark = { $option }: return { $card }
rr-choice-unmark = { $option }: keep { $card }
rr-choice-recompile = { $option }: swap { $count ->
    [one] the marked card for a new one
   *[other] the { $count } marked cards for new ones
} (1 damage)
rr-choice-reserve = { $option }: hold { $card } in reserve
rr-choice-unreserve = { $option }: take { $card } back into your hand
rr-choice-swap = { $option }: swap the reserve card into register { $register }
rr-choice-swap-none = { $option }: do not swap the reserve card in
rr-choice-flywheel = { $option }: keep { $card } for next turn if unused
rr-choice-flywheel-none = { $option }: keep no card
rr-choice-alt-on = Register { $register }: use { $option } ({ $effect })
rr-choice-alt-off = Register { $register }: stop using { $option }
rr-effect-brakes = stand still
rr-effect-fourth = move 4 squares
rr-effect-reverse = back up 2 squares
rr-choice-abort = { $option }: from register { $register } on
rr-choice-abort-off = { $option }: off
rr-choice-aim = { $option }: in register { $register }, aim { $aim }
rr-choice-shield = { $option }: in register { $register }, guard { $side }
rr-choice-shield-none = { $option }: in register { $register }, guard no side
rr-choice-weapon-laser = Register { $register }: fire the main laser
rr-choice-weapon = Register { $register }: fire { $option } instead of the main laser
rr-choice-fire-control-command = { $option }: a hit also blocks the target's next command
rr-choice-fire-control-option = { $option }: a hit also costs the target an option card
rr-choice-fire-control-off = { $option }: off
rr-choice-gyro-on = { $option }: switch on (belts and gears do not turn your robot)
rr-choice-gyro-off = { $option }: switch off (belts and gears turn your robot)
rr-choice-wrench-repair = On a double-wrench square: repair 2 damage instead of taking an option card
rr-choice-wrench-option = On a double-wrench square: take an option card instead of repairing
rr-choice-sacrifice = Give up { $option } first when you must return an option card

# What an action looks like (a refusal of a malformed one).
rr-syntax = Actions look like 'set 1 c490', 'clear 1', 'lock', 'program c490 c380 c070 c670 c100', 'powerdown yes', 'power on', 'stay down', 'enter C4 N', or an option-card setting such as 'alt 2 on' (see the rules).

## The table (Game.render): robots, the reader's own registers, hand and settings; the text
## board below it keeps its square labels.

rr-stage-program = programming
rr-stage-locked = locked in
rr-stage-power = deciding whether to power on
rr-stage-enter = re-entering
rr-stage-wait = waiting to re-enter
rr-stage-idle = powered down
rr-stage-out = out
rr-table-title = RoboRally — { $course }, turn { $turn }/{ $limit }
# A card in the table, short: its kind and priority.
rr-table-card = { $kind } ({ $priority })
rr-table-registers = Your registers: { $registers }
rr-table-register = { $register }: { $card }
rr-table-register-locked = { $register }: { $card } (locked)
rr-table-hand = Your hand: { $count ->
        [0] none
       *[other] { $cards }
    }
rr-table-settings = Option settings: { $settings }
rr-table-robot = **{ $number } { $name }** { $where } · cp { $checkpoints }/{ $total } · dmg { $damage } · lives { $lives } · { $stage }
rr-table-at = { $square } { $facing }
rr-compass-north = N
rr-compass-east = E
rr-compass-south = S
rr-compass-west = W
rr-table-out = out of the race
rr-table-destroyed = destroyed
rr-table-destroyed-reenters = destroyed, re-enters at { $square }
rr-table-announced = power down announced
rr-table-locked = locked { $registers }
rr-table-finished = Finished: { $reason } { $count ->
        [0] No winner.
        [one] Winner: { $winners }.
       *[other] Winners: { $winners }.
    }
rr-table-checkpoints = Checkpoints: { $checkpoints }

# The reader's option-card settings, joined by "; ".
rr-set-reserve = { $option } holds { $card }, swapped into register { $register }
rr-set-reserve-unswapped = { $option } holds { $card }, not swapped in
rr-set-flywheel-card = { $option } kept { $card }
rr-set-flywheel-keep = { $option } keeps { $card } if unused
rr-set-recompile = { $option } returns { $cards }
rr-set-alt = option gear used in { $count ->
        [one] register
       *[other] registers
    } { $registers }
rr-set-abort = { $option } from register { $register }
rr-set-aim = { $option } aims { $registers }
rr-set-shield = { $option } guards { $registers }
rr-set-shield-none = no side
rr-set-weapon = fires { $registers }
rr-set-main-laser = main laser
rr-set-fire-control = { $option }: { $mode }
rr-set-fire-command = a hit blocks the next command
rr-set-fire-option = a hit costs an option card
rr-set-fire-off = off
rr-set-gyro-on = { $option } on
rr-set-gyro-off = { $option } off
rr-set-wrench-repair = on a double wrench: repair 2
rr-set-wrench-option = on a double wrench: take an option card
rr-set-sacrifice = give up { $option } first
rr-set-none = none

## The picture (Game.render_image): its title, legend and robot table

rr-picture-title = RoboRally — { $course } · turn { $turn } of { $limit }
rr-picture-finished = { $title } · finished, { $count ->
        [0] no winner
        [one] winner: { $winners }
       *[other] winners: { $winners }
    }
rr-picture-legend = Legend
rr-picture-robots = Robots
rr-picture-revealed = Registers revealed in turn { $turn }
rr-picture-none-revealed = Registers: none revealed yet
rr-picture-your-registers = Your registers for turn { $turn }
rr-picture-only-you = only you see these
rr-picture-empty-register = none
# A robot's lines (after its player's name) and its numbers.
rr-legend-at = at { $square } facing { $facing }
rr-legend-out = out of the race
rr-legend-destroyed = destroyed — re-enters at { $square }
rr-legend-stats = checkpoints { $checkpoints }/{ $total } · damage { $damage } · lives { $lives }
rr-legend-powered-down = powered down · { $stats }
rr-legend-robot = Robot: its number; the point shows where it faces
rr-legend-checkpoint = Checkpoint: reach them in order (number also in the corner)
rr-legend-start = Start square
rr-legend-pit = Pit: a robot falling in is destroyed
rr-legend-void = No floor: like a pit
rr-legend-belt = Belt: carries a robot 1 square
rr-legend-express = Express belt: carries 2 squares
rr-legend-gear-r = Gear: turns a robot right (clockwise)
rr-legend-gear-l = Gear: turns a robot left (counter-clockwise)
rr-legend-repair = Repair: 1 damage off at turn end
rr-legend-repair2 = Double repair: 2 damage off, or an option card
rr-legend-oil = Oil slick: a robot slides on
rr-legend-portals = Portals { $a } and { $b }
rr-legend-crusher = Crusher: destroys in the registers shown
rr-legend-flamer = Flamer: burns in the registers shown
rr-legend-pusher = Pusher: pushes in the registers shown
rr-legend-laser = Board laser; each red line is a beam
rr-legend-wall = Wall
rr-legend-door = Swinging door: open in the registers shown
rr-legend-archive = Archive: where a destroyed robot re-enters

## Why an action is refused ($card is a token as the player typed it)

rr-illegal-not-programming = You are not programming right now (your robot: { $stage }).
rr-illegal-no-empty-register = No unlocked register is empty: clear one first, or just lock in.
rr-illegal-too-many-cards = You name { $cards } cards for { $count ->
        [one] 1 empty unlocked register
       *[other] { $count } empty unlocked registers
    } ({ $registers }).
rr-illegal-not-in-hand = The card { $card } is not in your hand.
rr-illegal-not-a-token = The card { $card } is not written as a card token: { $token }.
rr-illegal-named-twice = The card { $card } is named twice.
rr-illegal-first-register = Register 1 must hold a move or back-up card while you have one.
rr-illegal-register-locked = Register { $register } is locked by damage.
rr-illegal-register-full = Register { $register } already holds a card: clear it first.
rr-illegal-register-empty = Register { $register } is empty.
rr-illegal-not-powered-down = Your robot is not powered down.
rr-illegal-enter = You are not re-entering, or that square or facing is not available.
rr-illegal-recompile = You need { $option }, once a turn, with the card in your hand.
rr-illegal-no-option = You do not hold { $option }.

## The text board's legend (below the board, whose square labels stay as they are)

rr-board-legend = Legend:
rr-board-robot = robot 1 facing north
rr-board-checkpoint = checkpoint 1 (in order)
rr-board-pit = pit: destroys a robot
rr-board-void = blank: no floor, like a pit
rr-board-belt = belt: carries 1 square
rr-board-express = express belt: carries 2 squares
rr-board-gears = gear: turns right (G- left)
rr-board-gear-r = gear: turns right
rr-board-gear-l = gear: turns left
rr-board-repair = repair 1 damage
rr-board-repair2 = repair 2 damage or an option card
rr-board-oil = oil: robots slide on
rr-board-portals = { $colour } portals { $a } and { $b }
# $where: squares with the registers an element works in ("B4 1,3,5; K9 2,4").
rr-board-crusher = crusher, registers: { $where }
rr-board-crusher-belt-too = crusher ({ $example } on a belt), registers: { $where }
rr-board-crusher-belt = crusher on a belt, registers: { $where }
rr-board-flamer = flamer, registers: { $where }
rr-board-flamer-belt-too = flamer ({ $example } on a belt), registers: { $where }
rr-board-flamer-belt = flamer on a belt, registers: { $where }
rr-board-pusher = pusher, registers: { $where }
rr-board-laser = laser and * its beam
rr-board-laser-strong = laser and * its beam ({ $beams })
rr-board-beams = { $square } { $count ->
        [one] 1 beam
       *[other] { $count } beams
    }
rr-board-wall = wall
# $where: doors by square, side and the registers they are open in ("D2 W 2,4").
rr-board-door = door open in: { $where }
rr-board-start = start square 1
rr-board-floor = floor
