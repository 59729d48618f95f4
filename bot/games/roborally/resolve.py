"""Resolving a turn's five registers: the hot path, on plain lists and ints (no pydantic inside).

`Sim` copies what resolution needs out of a RoboState, runs registers, and writes back. The AI
reuses the same movement code on a Sim with one robot (docs/games/roborally.md, rules 5-9).

The log (`Sim.events`) is a list of messages (bot/locales/en/roborally.ftl), each stating what
happened and why. It exists only when asked for (`log=True`): every message is built behind an
`if self.events is not None` (or in a branch that only runs with it), so the AI's and the
benchmarks' silent resolutions build nothing.
"""

from bot.engine import Arg, Many, Msg, msg
from bot.games.roborally.board import BELT, DX, DY, EXPRESS, GEAR_L, GEAR_R, OIL, PIT, Course
from bot.games.roborally.cards import BACK, COAT_TOKENS, KIND, LEFT, MOVE1, MOVE3, RIGHT, UTURN
from bot.games.roborally.state import RoboState
from bot.games.roborally.words import (
    CAUSE_BELT,
    CAUSE_OIL,
    DIRECTION,
    OPTION_CARD,
    PROGRAM,
    SEATS,
    SIDE,
    TURN,
    colour_arg,
    squares,
)

STEPS = (0, 0, 0, 1, 1, 2, 3)
SIDE_NAMES = ("front", "right", "back", "left")
HIT = msg("rr-source-hit")
"""What deals damage when a caller names nothing (every caller in the game names its source)."""


class Sim:
    """Mutable resolution state. Robots are indexed by seat; pos -1 means off the course."""

    def __init__(self, course: Course, n: int, log: bool = True) -> None:
        self.c = course
        self.n = n
        self.pos = [-1] * n
        self.facing = [0] * n
        self.dmg = [0] * n
        self.down = [False] * n
        self.nextcp = [0] * n
        self.archive = [-1] * n
        self.astamp = [0] * n
        self.stamp = 0
        self.lives = [0] * n
        self.destroyed = [False] * n
        self.out = [False] * n
        self.announce = [False] * n
        self.prog = [[0, 0, 0, 0, 0] for _ in range(n)]
        self.locked = [0] * n
        self.opts: list[list[str]] = [[] for _ in range(n)]
        self.coat = [0] * n
        self.shots = [0] * n
        self.alt = [0] * n
        self.aim = [[0] * 5 for _ in range(n)]
        self.shield = [[0] * 5 for _ in range(n)]
        self.weapon = [[""] * 5 for _ in range(n)]
        self.abort_from = [0] * n
        self.reserve = [0] * n
        self.reserve_at = [0] * n
        self.fire_mode = ["command"] * n
        self.gyro = [True] * n
        self.sacrifice = [""] * n
        self.occ = [-1] * (course.width * course.height)
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.option_deck: list[str] = []
        self.r = 0
        self.events: list[Msg] | None = [] if log else None
        """The log: what happened, in order (None: nothing is logged)."""
        self.sq = squares(course) if log else ()
        """Square arguments by index (only while logging)."""
        self.how: Msg | None = None
        """Why the robot moving on its own account (not pushed) moves, while logging: None for its
        own program card, else a cause ('sliding on oil', 'shoved by the pusher at C2')."""
        self.pushes: dict[tuple[int, int], Msg] = {}
        """The push messages of the movement under way, by (pusher, robot): a robot pushed two
        squares by one move reads as one push, from where it stood to where it ends."""
        self.finished: list[int] = []
        self.touched: list[tuple[int, int]] = []
        self.mover = -1
        self.rammed: set[int] = set()
        self.blockcmd = [0] * n
        self.pds = [0] * n
        self.radio_used = [False] * n
        self.revealed: list[list[int]] = [[0] * 5 for _ in range(n)]
        self.spared = [False] * n
        self.reentry_damage = True

    # -- state transfer ------------------------------------------------------------------

    @classmethod
    def from_state(cls, state: RoboState, course: Course, log: bool = True) -> "Sim":
        sim = cls(course, state.num_players, log)
        for k, rb in enumerate(state.robots):
            sim.pos[k] = rb.pos
            if rb.pos >= 0:
                sim.occ[rb.pos] = k
            sim.facing[k] = rb.facing
            sim.dmg[k] = rb.damage
            sim.down[k] = rb.down
            sim.nextcp[k] = rb.next_cp
            sim.archive[k] = rb.archive
            sim.astamp[k] = rb.archive_stamp
            sim.lives[k] = rb.lives
            sim.destroyed[k] = rb.destroyed
            sim.out[k] = rb.out
            sim.announce[k] = rb.announce
            sim.prog[k] = list(rb.registers)
            sim.locked[k] = rb.locked
            sim.opts[k] = list(rb.options)
            sim.coat[k] = rb.coat
            sim.shots[k] = rb.shots
            sim.alt[k] = rb.alt
            sim.aim[k] = list(rb.aim)
            sim.shield[k] = list(rb.shield)
            sim.weapon[k] = list(rb.weapon)
            sim.abort_from[k] = rb.abort_from
            sim.reserve[k] = rb.reserve
            sim.reserve_at[k] = rb.reserve_at
            sim.fire_mode[k] = rb.fire_mode
            sim.gyro[k] = rb.gyro
            sim.sacrifice[k] = rb.sacrifice
        sim.stamp = state.stamp
        sim.reentry_damage = state.options.reentry_damage
        sim.deck = state.deck
        sim.discard = state.discard
        sim.option_deck = state.option_deck
        return sim

    def to_state(self, state: RoboState) -> None:
        # Written straight into the models' __dict__: pydantic's __setattr__ is the slowest part otherwise.
        for k, rb in enumerate(state.robots):
            rb.__dict__.update(
                pos=self.pos[k],
                facing=self.facing[k],
                damage=self.dmg[k],
                down=self.down[k],
                next_cp=self.nextcp[k],
                archive=self.archive[k],
                archive_stamp=self.astamp[k],
                lives=self.lives[k],
                destroyed=self.destroyed[k],
                out=self.out[k],
                announce=self.announce[k],
                registers=self.prog[k],
                options=self.opts[k],
                coat=self.coat[k],
                shots=self.shots[k],
                reserve=self.reserve[k],
                spared=rb.spared or self.spared[k],
            )
        state.__dict__.update(stamp=self.stamp, deck=self.deck, discard=self.discard, option_deck=self.option_deck)

    def moving(self, how: Msg | None) -> None:
        """While logging: a new movement starts, for reason `how` (None: a robot's own card)."""
        self.how = how
        self.pushes.clear()

    def say(self, key: str, **args: Arg) -> None:
        """Log a message (in rare branches only: the arguments are built even without a log)."""
        if self.events is not None:
            self.events.append(Msg(key, args))

    # -- damage and destruction -----------------------------------------------------------

    def damage(self, k: int, amount: int, side: int = -1, source: Msg | None = None) -> int:
        """Deal `amount` damage to robot k; `side` is the absolute direction the hit comes from
        (-1: none); `source` names what deals it ("Ann's laser"), given while logging."""
        if self.pos[k] < 0 or amount <= 0:
            return 0
        opts = self.opts[k]
        events = self.events
        if opts:
            r = self.r
            if self.down[k] and "breaker" in opts:
                if events is not None:
                    events.append(msg("rr-breaker-protects", robot=SEATS[k], source=source or HIT))
                return 0
            if side >= 0 and "shield" in opts and 1 <= r <= 5:
                guarded = self.shield[k][r - 1]
                if guarded >= 0 and (side - self.facing[k]) % 4 == guarded:
                    if events is not None:
                        events.append(msg("rr-shield-blocks", robot=SEATS[k], source=source or HIT, side=SIDE[guarded]))
                    return 0
            if side >= 0 and self.down[k] and "pdshield" in opts:
                bit = 1 << side
                if not self.pds[k] & bit:
                    self.pds[k] |= bit
                    amount -= 1
                    if events is not None:
                        events.append(msg("rr-pdshield-blocks", robot=SEATS[k], source=source or HIT))
            if amount > 0 and "coat" in opts:
                absorbed = min(amount, COAT_TOKENS - self.coat[k])
                self.coat[k] += absorbed
                amount -= absorbed
                if events is not None:
                    events.append(msg("rr-coat-absorbs", robot=SEATS[k], amount=absorbed, source=source or HIT))
                if self.coat[k] >= COAT_TOKENS:
                    self.lose_option(k, "coat", "rr-lose-option-used-up")
        if amount <= 0:
            return 0
        self.dmg[k] += amount
        if events is not None:
            events.append(msg("rr-damage", robot=SEATS[k], amount=amount, total=self.dmg[k], source=source or HIT))
        if self.dmg[k] >= 10:
            self.destroy(k, None, by_damage=True)
        return amount

    def lose_option(self, k: int, key: str, why: str, by: int = -1) -> None:
        """Robot k gives option card `key` back to the option deck; `why` is the message saying
        so (`by`: the robot whose Fire Control shot it away)."""
        if key in self.opts[k]:
            self.opts[k].remove(key)
            self.option_deck.insert(0, key)
            if key == "coat":
                self.coat[k] = 0
            if key == "howitzer":
                self.shots[k] = 0
            if self.events is not None:
                if by >= 0:
                    self.events.append(msg(why, robot=SEATS[k], option=OPTION_CARD[key], by=SEATS[by]))
                else:
                    self.events.append(msg(why, robot=SEATS[k], option=OPTION_CARD[key]))

    def destroy(self, k: int, cause: Msg | None, by_damage: bool = False) -> None:
        """Robot k is destroyed; `cause` (while logging) says how, e.g. "Ben falls into a pit at F3",
        unless it is the damage just logged (`by_damage`)."""
        i = self.pos[k]
        if i < 0:
            return
        events = self.events
        if events is not None and cause is not None:
            events.append(cause)
        self.occ[i] = -1
        self.pos[k] = -1
        self.dmg[k] = 0
        self.down[k] = False
        self.announce[k] = False
        for reg in range(5):
            if self.prog[k][reg]:
                self.discard.append(self.prog[k][reg])
                self.prog[k][reg] = 0
        if self.reserve[k]:
            self.discard.append(self.reserve[k])
            self.reserve[k] = 0
        if self.lives[k] > 0:
            self.lives[k] -= 1
            self.destroyed[k] = True
            if events is not None:
                home = self.archive[k] if self.archive[k] >= 0 else self.c.checkpoints[0]
                key = "rr-destroyed-by-damage" if by_damage else "rr-destroyed"
                events.append(msg(key, robot=SEATS[k], square=self.sq[home], lives=self.lives[k]))
        else:
            self.out[k] = True
            if events is not None:
                events.append(msg("rr-out-by-damage" if by_damage else "rr-out", robot=SEATS[k]))
        if self.opts[k]:
            if "superior" in self.opts[k] and self.destroyed[k] and self.reentry_damage:
                self.spared[k] = True
                self.lose_option(k, "superior", "rr-lose-option-superior")
            else:
                key = self.sacrifice[k] if self.sacrifice[k] in self.opts[k] else self.opts[k][0]
                self.lose_option(k, key, "rr-lose-option-with-robot")

    # -- movement ---------------------------------------------------------------------------

    def step(self, k: int, d: int, by: int = -1) -> bool:
        """Move robot k one square in direction d, pushing robots ahead; `by` is the robot whose
        move pushes k (-1: k moves on its own account). True if k left its square."""
        c = self.c
        i = self.pos[k]
        if c.blocked[self.r][i] >> d & 1:
            if self.events is not None:
                self.log_stop(k, i, d, by)
            return False
        j = c.nb[i * 4 + d]
        if j < 0:
            self.destroy(k, self.off_course(k, i, by) if self.events is not None else None)
            return True
        events = self.events
        mark = len(events) if events is not None else 0
        o = self.occ[j]
        if o >= 0:
            if self.mover == k and o not in self.rammed and "ram" in self.opts[k]:
                self.rammed.add(o)
                ram = msg("rr-source-option", robot=SEATS[k], option=OPTION_CARD["ram"]) if events is not None else None
                self.damage(o, 1, (d + 2) % 4, ram)
                if self.pos[k] < 0:
                    return True
            if self.occ[j] >= 0 and not self.step(self.occ[j], d, k if by < 0 else by):
                return False
        self.occ[i] = -1
        self.pos[k] = j
        self.occ[j] = k
        if by >= 0 and events is not None:
            self.log_push(by, k, i, j, mark)
        self.enter(k, j, d, by)
        return True

    def log_push(self, by: int, k: int, i: int, j: int, mark: int) -> None:
        """Log that `by`'s movement pushed robot k from square i to j: at `mark`, before what the
        robots k pushed on did, so a chain reads from its front; or, when the same movement
        pushed k before, by extending that message."""
        assert self.events is not None
        pair = (by, k)
        earlier = self.pushes.get(pair)
        if earlier is not None and earlier.args["end"] == self.sq[i]:
            for n in range(len(self.events) - 1, -1, -1):
                if self.events[n] is earlier:
                    pushed = msg(
                        "rr-push", pusher=SEATS[by], robot=SEATS[k], start=earlier.args["start"], end=self.sq[j]
                    )
                    self.events[n] = self.pushes[pair] = pushed
                    return
        pushed = msg("rr-push", pusher=SEATS[by], robot=SEATS[k], start=self.sq[i], end=self.sq[j])
        self.events.insert(mark, pushed)
        self.pushes[pair] = pushed

    def log_stop(self, k: int, i: int, d: int, by: int) -> None:
        """Log that a wall or a closed door on side d of square i stops robot k (pushed by `by`)."""
        assert self.events is not None
        door = not self.c.walls[i] >> d & 1
        if by < 0:
            key = "rr-stopped-by-door" if door else "rr-stopped-by-wall"
            self.events.append(msg(key, robot=SEATS[k], square=self.sq[i], side=DIRECTION[d]))
        else:
            key = "rr-push-stopped-by-door" if door else "rr-push-stopped-by-wall"
            self.events.append(msg(key, pusher=SEATS[by], robot=SEATS[k], square=self.sq[i], side=DIRECTION[d]))

    def cause(self, by: int) -> Msg | None:
        """Why the robot now moving moves (while logging): pushed by `by`, else `self.how`."""
        return msg("rr-cause-pushed", by=SEATS[by]) if by >= 0 else self.how

    def off_course(self, k: int, i: int, by: int) -> Msg:
        cause = self.cause(by)
        if cause is None:
            return msg("rr-drives-off-course", robot=SEATS[k], square=self.sq[i])
        return msg("rr-leaves-course", robot=SEATS[k], square=self.sq[i], cause=cause)

    def into_pit(self, k: int, j: int, by: int) -> Msg:
        cause = self.cause(by)
        if cause is None:
            return msg("rr-drives-into-pit", robot=SEATS[k], square=self.sq[j])
        return msg("rr-falls-into-pit", robot=SEATS[k], square=self.sq[j], cause=cause)

    def enter(self, k: int, j: int, d: int, by: int = -1, teleport: bool = True) -> None:
        """Robot k has arrived on square j moving in direction d (pushed by `by`, or -1)."""
        c = self.c
        events = self.events
        if c.floor[j] == PIT:
            self.destroy(k, self.into_pit(k, j, by) if events is not None else None)
            return
        twin = c.twin[j]
        if twin >= 0 and teleport:
            if self.occ[twin] < 0:
                self.occ[j] = -1
                self.occ[twin] = k
                self.pos[k] = twin
                if events is not None:
                    colour = colour_arg(c.portal_colour[j])
                    events.append(
                        msg("rr-portal", robot=SEATS[k], colour=colour, square=self.sq[j], twin=self.sq[twin])
                    )
                j = twin
            elif events is not None:
                colour = colour_arg(c.portal_colour[j])
                events.append(
                    msg("rr-portal-twin-occupied", robot=SEATS[k], colour=colour, square=self.sq[j], twin=self.sq[twin])
                )
        self.touched.append((k, d))
        if c.flamer[j] >> self.r & 1:
            self.damage(k, 1, -1, msg("rr-source-flamer", square=self.sq[j]) if events is not None else None)
            if self.pos[k] < 0:
                return
        if not self.down[k]:
            self.touch(k, j)

    def touch(self, k: int, j: int) -> None:
        """Checkpoints and archive markers for robot k on square j (passing or standing)."""
        c = self.c
        cp = c.checkpoint_at.get(j)
        if cp is not None and cp == self.nextcp[k]:
            self.nextcp[k] += 1
            if self.nextcp[k] == len(c.checkpoints):
                if self.events is not None:
                    self.events.append(msg("rr-final-checkpoint", robot=SEATS[k], number=cp + 1, square=self.sq[j]))
                if k not in self.finished:
                    self.finished.append(k)
            elif self.events is not None:
                nxt = c.checkpoints[cp + 1]
                self.events.append(
                    msg(
                        "rr-checkpoint",
                        robot=SEATS[k],
                        number=cp + 1,
                        square=self.sq[j],
                        next_number=cp + 2,
                        next=self.sq[nxt],
                    )
                )
        if c.archive_square[j] and self.archive[k] != j:
            self.stamp += 1
            self.archive[k] = j
            self.astamp[k] = self.stamp

    def settle(self) -> None:
        """Robots that ended a movement on an oil slick slide on until they leave the oil."""
        touched = self.touched
        index = 0
        floor = self.c.floor
        done: set[int] = set()
        while index < len(touched):
            k, _ = touched[index]
            index += 1
            if k in done:
                continue
            i = self.pos[k]
            if i < 0 or floor[i] != OIL:
                continue
            d = next(t[1] for t in reversed(touched) if t[0] == k)
            done.add(k)
            if self.events is not None:
                self.events.append(msg("rr-slides", robot=SEATS[k], square=self.sq[i], way=DIRECTION[d]))
                self.moving(CAUSE_OIL)
            guard = len(floor)
            mover = self.mover
            self.mover = -1
            while guard and self.pos[k] >= 0 and floor[self.pos[k]] == OIL:
                guard -= 1
                if not self.step(k, d):
                    break
            self.mover = mover
        touched.clear()

    def run_card(self, k: int, card: int, reg: int, how: Msg | None = None) -> None:
        """Robot k carries out `card` in register `reg` (`how`: why, when not its own program)."""
        kind = KIND[card]
        if kind == LEFT:
            self.facing[k] = (self.facing[k] + 3) % 4
            return
        if kind == RIGHT:
            self.facing[k] = (self.facing[k] + 1) % 4
            return
        if kind == UTURN:
            self.facing[k] = (self.facing[k] + 2) % 4
            return
        steps = STEPS[kind]
        events = self.events
        if self.alt[k] >> reg & 1:
            opts = self.opts[k]
            if kind == MOVE1 and "brakes" in opts:
                steps = 0
                self.say("rr-brakes", robot=SEATS[k], option=OPTION_CARD["brakes"])
            elif kind == MOVE3 and "fourth" in opts:
                steps = 4
                self.say("rr-fourth-gear", robot=SEATS[k], option=OPTION_CARD["fourth"])
            elif kind == BACK and "reverse" in opts:
                steps = 2
                self.say("rr-reverse-gear", robot=SEATS[k], option=OPTION_CARD["reverse"])
        d = self.facing[k] if kind != BACK else (self.facing[k] + 2) % 4
        if self.c.floor[self.pos[k]] == OIL and steps:
            steps -= 1
            if events is not None:
                events.append(msg("rr-oil-spin", robot=SEATS[k], square=self.sq[self.pos[k]]))
        if events is not None:
            self.moving(how)
        self.mover = k
        self.rammed.clear()
        for _ in range(steps):
            if self.pos[k] < 0 or not self.step(k, d):
                break
        self.mover = -1
        self.settle()

    # -- a register ----------------------------------------------------------------------------

    def register(self, r: int) -> None:
        self.r = r
        reg = r - 1
        order = []
        for k in range(self.n):
            if self.pos[k] < 0 or self.down[k]:
                continue
            if self.reserve_at[k] == r and self.reserve[k]:
                old = self.prog[k][reg]
                self.prog[k][reg] = self.reserve[k]
                self.reserve[k] = 0
                if old:
                    self.discard.append(old)
                self.say("rr-conditional-swap", robot=SEATS[k], option=OPTION_CARD["conditional"], register=r)
            if (
                self.abort_from[k]
                and r >= self.abort_from[k]
                and reg < 5 - self.locked[k]
                and self.deck
                and self.prog[k][reg]
            ):
                old = self.prog[k][reg]
                self.prog[k][reg] = self.deck.pop()
                if old:
                    self.discard.append(old)
                self.say("rr-abort-swap", robot=SEATS[k], option=OPTION_CARD["abort"], register=r)
            card = self.prog[k][reg]
            if card:
                self.revealed[k][reg] = card
                order.append((card, k))
        order.sort(reverse=True)
        if self.events is not None and order:
            plays = tuple(Msg("rr-plays", {"robot": SEATS[k], "card": PROGRAM[card]}) for card, k in order)
            self.events.append(msg("rr-register", register=r, plays=Many(plays)))
        for card, k in order:
            if self.pos[k] < 0:
                continue
            if self.blockcmd[k] >> r & 1:
                self.say("rr-command-blocked", robot=SEATS[k], register=r, option=OPTION_CARD["firecontrol"])
                continue
            self.run_card(k, card, r)
            if self.finished:
                return
            if (
                self.pos[k] >= 0
                and self.weapon[k][reg] == "radio"
                and not self.radio_used[k]
                and "radio" in self.opts[k]
            ):
                self.radio(k, card, r)
                if self.finished:
                    return
        self.board_elements(r)

    def radio(self, k: int, card: int, r: int) -> None:
        d = (self.facing[k] + (self.aim[k][r - 1] if "turret" in self.opts[k] else 0)) % 4
        c = self.c
        i = self.pos[k]
        x, y = i % c.width, i // c.width
        for dist in range(1, 7):
            nx, ny = x + DX[d] * dist, y + DY[d] * dist
            if not (0 <= nx < c.width and 0 <= ny < c.height):
                return
            t = self.occ[ny * c.width + nx]
            if t >= 0:
                self.radio_used[k] = True
                how = None
                if self.events is not None:
                    option = OPTION_CARD["radio"]
                    self.events.append(
                        msg("rr-radio", robot=SEATS[k], target=SEATS[t], option=option, card=PROGRAM[card])
                    )
                    how = msg("rr-cause-radio", by=SEATS[k], option=option)
                saved = self.alt[t]
                self.alt[t] = 0
                self.run_card(t, card, r, how)
                self.alt[t] = saved
                return

    def board_elements(self, r: int) -> None:
        self.belts(True)
        self.belts(False)
        if self.finished:
            return
        c = self.c
        pos = self.pos
        events = self.events
        # Pushers
        for k in range(self.n):
            i = pos[k]
            if i >= 0 and c.pusher[i] >> r & 1:
                mark = 0
                if events is not None:
                    mark = len(events)
                    self.moving(msg("rr-cause-pusher", square=self.sq[i]))
                self.step(k, c.pusher_dir[i])
                if events is not None and pos[k] >= 0:
                    # Before what the robots it pushed on did; a robot pushed out of the course
                    # or into a pit says so with the pusher as its cause instead.
                    if pos[k] == i:
                        shoved = msg("rr-pusher-blocked", robot=SEATS[k], square=self.sq[i])
                    else:
                        shoved = msg("rr-pusher", robot=SEATS[k], square=self.sq[i], end=self.sq[pos[k]])
                    events.insert(mark, shoved)
                self.settle()
                if self.finished:
                    return
        # Gears
        for k in range(self.n):
            i = pos[k]
            if i >= 0 and (c.floor[i] == GEAR_R or c.floor[i] == GEAR_L):
                if "gyro" in self.opts[k] and self.gyro[k]:
                    if events is not None:
                        events.append(
                            msg("rr-gyro-holds", robot=SEATS[k], option=OPTION_CARD["gyro"], square=self.sq[i])
                        )
                    continue
                right = c.floor[i] == GEAR_R
                self.facing[k] = (self.facing[k] + (1 if right else 3)) % 4
                if events is not None:
                    way = TURN[0 if right else 1]
                    facing = DIRECTION[self.facing[k]]
                    events.append(msg("rr-gear", robot=SEATS[k], square=self.sq[i], way=way, facing=facing))
        # Crushers
        for k in range(self.n):
            i = pos[k]
            if i >= 0 and c.crusher[i] >> r & 1:
                self.destroy(k, msg("rr-crushed", robot=SEATS[k], square=self.sq[i]) if events is not None else None)
        self.fire(r)
        # Checkpoints and archive markers
        for k in range(self.n):
            i = pos[k]
            if i < 0 or self.down[k]:
                continue
            self.touch(k, i)
            if "arm" in self.opts[k] and self.nextcp[k] < len(c.checkpoints):
                target = c.checkpoints[self.nextcp[k]]
                if abs(target % c.width - i % c.width) + abs(target // c.width - i // c.width) == 1:
                    cp = self.nextcp[k]
                    self.nextcp[k] += 1
                    if events is not None:
                        events.append(
                            msg(
                                "rr-arm-checkpoint",
                                robot=SEATS[k],
                                option=OPTION_CARD["arm"],
                                number=cp + 1,
                                square=self.sq[target],
                            )
                        )
                    if self.nextcp[k] == len(c.checkpoints) and k not in self.finished:
                        self.finished.append(k)

    def belts(self, express_only: bool) -> None:
        c = self.c
        pos = self.pos
        floor = c.floor
        blocked = c.blocked[self.r]
        movers: dict[int, tuple[int, int, int]] = {}
        for k in range(self.n):
            i = pos[k]
            if i < 0:
                continue
            f = floor[i]
            if f == EXPRESS or (f == BELT and not express_only):
                d = c.belt[i]
                if not blocked[i] >> d & 1:
                    movers[k] = (i, c.nb[i * 4 + d], d)
        if not movers:
            return
        # Two robots carried into one square, or swapping, both stay; belts never push.
        target_count: dict[int, int] = {}
        for _, j, _ in movers.values():
            if j >= 0:
                target_count[j] = target_count.get(j, 0) + 1
        for k in list(movers):
            j = movers[k][1]
            if j >= 0 and target_count[j] > 1:
                del movers[k]
        for k in list(movers):
            if k not in movers:
                continue
            i, j, _ = movers[k]
            o = self.occ[j] if j >= 0 else -1
            if o >= 0 and o in movers and movers[o][1] == i:
                del movers[k]
                del movers[o]
        changed = True
        while changed:
            changed = False
            for k in list(movers):
                j = movers[k][1]
                if j >= 0:
                    o = self.occ[j]
                    if o >= 0 and o not in movers:
                        del movers[k]
                        changed = True
        if not movers:
            return
        for k, (i, _, _) in movers.items():
            if self.occ[i] == k:
                self.occ[i] = -1
        ordered = sorted(movers.items())
        events = self.events
        if events is not None:
            self.moving(CAUSE_BELT)
        for k, (i, j, _) in ordered:
            if j < 0:
                self.occ[i] = k
                self.destroy(
                    k,
                    msg("rr-leaves-course", robot=SEATS[k], square=self.sq[i], cause=CAUSE_BELT)
                    if events is not None
                    else None,
                )
        turned: dict[int, int] = {}
        for k, (_, j, d) in ordered:
            if j < 0:
                continue
            pos[k] = j
            self.occ[j] = k
            if floor[j] == BELT or floor[j] == EXPRESS:
                out = c.belt[j]
                if out != d and out != (d + 2) % 4 and not ("gyro" in self.opts[k] and self.gyro[k]):
                    self.facing[k] = (self.facing[k] + (out - d)) % 4
                    turned[k] = (out - d) % 4
        if events is not None:
            carried = tuple(
                Msg("rr-carried-to", {"robot": SEATS[k], "square": self.sq[j]})
                if k not in turned
                else Msg(
                    "rr-carried-turning",
                    {"robot": SEATS[k], "square": self.sq[j], "way": TURN[0 if turned[k] == 1 else 1]},
                )
                for k, (_, j, _) in ordered
                if j >= 0
            )
            if carried:
                events.append(msg("rr-express-belts" if express_only else "rr-belts", moves=Many(carried)))
        for k, (_, j, d) in ordered:
            if j >= 0 and pos[k] == j:
                self.enter(k, j, d)
        self.settle()

    # -- lasers and weapons ---------------------------------------------------------------------

    def fire(self, r: int) -> None:
        c = self.c
        occ = self.occ
        pos = self.pos
        events = self.events
        # Board lasers fire first, with the flamers.
        hits: list[tuple[int, int, int, int]] = []
        for path, d, count in c.laser_paths[r]:
            for sq in path:
                t = occ[sq]
                if t >= 0:
                    hits.append((t, count, (d + 2) % 4, path[0]))
                    break
        if hits:
            for t, count, side, start in hits:
                if pos[t] >= 0:
                    source = msg("rr-source-board-laser", square=self.sq[start]) if events is not None else None
                    self.damage(t, count, side, source)
        for k in range(self.n):
            i = pos[k]
            if i >= 0 and c.flamer[i] >> r & 1:
                self.damage(k, 1, -1, msg("rr-source-flamer", square=self.sq[i]) if events is not None else None)
        # Robot lasers and weapon modules, all at once.
        shots: list[tuple[int, int, int, str]] = []
        blocked = c.blocked[r]
        nb = c.nb
        reg = r - 1
        for k in range(self.n):
            i = pos[k]
            if i < 0 or self.down[k]:
                continue
            opts = self.opts[k]
            weapon = ""
            d = self.facing[k]
            if opts:
                weapon = self.weapon[k][reg] if self.weapon[k][reg] in opts else ""
                if weapon == "howitzer" and self.shots[k] <= 0:
                    weapon = ""
                if weapon == "radio":
                    continue
                if "turret" in opts:
                    d = (d + self.aim[k][reg]) % 4
            dirs = (d, (d + 2) % 4) if (not weapon and "rear" in opts) else (d,)
            high = not weapon and "highpower" in opts
            for sd in dirs:
                cur = i
                walls_left = 1 if high else 0
                robots_left = 2 if high else 1
                while robots_left:
                    if blocked[cur] >> sd & 1:
                        if walls_left:
                            walls_left -= 1
                        else:
                            break
                    cur = nb[cur * 4 + sd]
                    if cur < 0:
                        break
                    t = occ[cur]
                    if t >= 0:
                        shots.append((k, t, sd, weapon or "laser"))
                        robots_left -= 1
            if weapon == "howitzer":
                self.shots[k] -= 1
                if self.shots[k] <= 0:
                    self.lose_option(k, "howitzer", "rr-lose-option-last-shot")
        if not shots:
            return
        pushes: list[tuple[int, int, int, int, str]] = []
        for k, t, sd, weapon in shots:
            if pos[t] < 0:
                continue
            side = (sd + 2) % 4
            source = None
            if events is not None:
                if weapon == "laser":
                    source = msg("rr-source-laser", robot=SEATS[k])
                else:
                    source = msg("rr-source-option", robot=SEATS[k], option=OPTION_CARD[weapon])
            if "shield" in self.opts[t]:
                guarded = self.shield[t][reg]
                if guarded >= 0 and (side - self.facing[t]) % 4 == guarded:
                    if events is not None:
                        events.append(msg("rr-shield-blocks", robot=SEATS[t], source=source or HIT, side=SIDE[guarded]))
                    continue
            if weapon == "laser":
                amount = 2 if "double" in self.opts[k] else 1
                if self.damage(t, amount, side, source) and "firecontrol" in self.opts[k] and pos[t] >= 0:
                    self.fire_control(k, t, r)
            elif weapon == "howitzer":
                self.damage(t, 1, side, source)
                pushes.append((self.prog[k][reg], t, sd, k, weapon))
            elif weapon == "pressor":
                self.say("rr-beam-hits", robot=SEATS[k], option=OPTION_CARD[weapon], target=SEATS[t])
                pushes.append((self.prog[k][reg], t, sd, k, weapon))
            elif weapon == "tractor":
                ti, ki = pos[t], pos[k]
                if abs(ti % c.width - ki % c.width) + abs(ti // c.width - ki // c.width) > 1:
                    self.say("rr-beam-hits", robot=SEATS[k], option=OPTION_CARD[weapon], target=SEATS[t])
                    pushes.append((self.prog[k][reg], t, (sd + 2) % 4, k, weapon))
            elif weapon == "scrambler":
                nxt = r
                if nxt <= 3 and nxt < 5 - self.locked[t] and self.deck and self.prog[t][nxt]:
                    self.discard.append(self.prog[t][nxt])
                    self.prog[t][nxt] = self.deck.pop()
                    self.say(
                        "rr-scrambler",
                        robot=SEATS[k],
                        option=OPTION_CARD[weapon],
                        target=SEATS[t],
                        register=nxt + 1,
                    )
        pushes.sort(reverse=True)
        for _, t, d, k, weapon in pushes:
            start = pos[t]
            if start >= 0:
                self.mover = -1
                mark = 0
                if events is not None:
                    mark = len(events)
                    key = "rr-cause-pulled" if weapon == "tractor" else "rr-cause-beam"
                    self.moving(msg(key, by=SEATS[k], option=OPTION_CARD[weapon]))
                self.step(t, d)
                if events is not None and pos[t] >= 0 and pos[t] != start:
                    key = "rr-beam-pulls" if weapon == "tractor" else "rr-beam-pushes"
                    moved = msg(
                        key,
                        robot=SEATS[k],
                        option=OPTION_CARD[weapon],
                        target=SEATS[t],
                        start=self.sq[start],
                        end=self.sq[pos[t]],
                    )
                    events.insert(mark, moved)
                self.settle()

    def fire_control(self, k: int, t: int, r: int) -> None:
        mode = self.fire_mode[k]
        if mode == "command" and r < 5:
            self.blockcmd[t] |= 1 << (r + 1)
            self.say("rr-fire-control-blocks", robot=SEATS[k], option=OPTION_CARD["firecontrol"], target=SEATS[t])
        elif mode == "option" and self.opts[t]:
            self.lose_option(t, self.opts[t][-1], "rr-lose-option-shot-away", by=k)

    def run(self) -> None:
        """All five registers, stopping when a robot reaches the final checkpoint."""
        for r in range(1, 6):
            self.pds = [0] * self.n
            self.register(r)
            if self.finished:
                return
