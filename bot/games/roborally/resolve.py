"""Resolving a turn's five registers: the hot path, on plain lists and ints (no pydantic inside).

`Sim` copies what resolution needs out of a RoboState, runs registers, and writes back. The AI
reuses the same movement code on a Sim with one robot (docs/games/roborally.md, rules 5-9).
"""

from bot.games.roborally.board import BELT, DIRS, DX, DY, EXPRESS, GEAR_L, GEAR_R, OIL, PIT, Course
from bot.games.roborally.cards import (
    BACK,
    COAT_TOKENS,
    KIND,
    LEFT,
    MOVE1,
    MOVE3,
    RIGHT,
    UTURN,
    card_name,
    option_name,
)
from bot.games.roborally.state import RoboState

STEPS = (0, 0, 0, 1, 1, 2, 3)
SIDE_NAMES = ("front", "right", "back", "left")


def p(k: int) -> str:
    return f"{{p{k}}}"


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
        self.events: list[str] | None = [] if log else None
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

    def say(self, text: str) -> None:
        if self.events is not None:
            self.events.append(text)

    # -- damage and destruction -----------------------------------------------------------

    def damage(self, k: int, amount: int, side: int = -1) -> int:
        """Deal `amount` damage to robot k; `side` is the absolute direction the hit comes from (-1: none)."""
        if self.pos[k] < 0 or amount <= 0:
            return 0
        opts = self.opts[k]
        if opts:
            r = self.r
            if self.down[k] and "breaker" in opts:
                self.say(f"{p(k)}'s Circuit Breaker keeps the powered-down robot from harm")
                return 0
            if side >= 0 and "shield" in opts and 1 <= r <= 5:
                guarded = self.shield[k][r - 1]
                if guarded >= 0 and (side - self.facing[k]) % 4 == guarded:
                    self.say(f"{p(k)}'s Directional Shield blocks a hit from the {SIDE_NAMES[guarded]}")
                    return 0
            if side >= 0 and self.down[k] and "pdshield" in opts:
                bit = 1 << side
                if not self.pds[k] & bit:
                    self.pds[k] |= bit
                    amount -= 1
                    self.say(f"{p(k)}'s Power-Down Shield blocks 1 damage")
            if amount > 0 and "coat" in opts:
                absorbed = min(amount, COAT_TOKENS - self.coat[k])
                self.coat[k] += absorbed
                amount -= absorbed
                self.say(f"{p(k)}'s Ablative Coat absorbs {absorbed} damage")
                if self.coat[k] >= COAT_TOKENS:
                    self.lose_option(k, "coat", "is used up")
        if amount <= 0:
            return 0
        self.dmg[k] += amount
        if self.events is not None:
            self.events.append(f"{p(k)} takes {amount} damage ({self.dmg[k]} in all)")
        if self.dmg[k] >= 10:
            self.destroy(k, "is destroyed by damage")
        return amount

    def lose_option(self, k: int, key: str, why: str) -> None:
        if key in self.opts[k]:
            self.opts[k].remove(key)
            self.option_deck.insert(0, key)
            if key == "coat":
                self.coat[k] = 0
            if key == "howitzer":
                self.shots[k] = 0
            self.say(f"{p(k)}'s {option_name(key)} {why} and goes back to the option deck")

    def destroy(self, k: int, why: str) -> None:
        i = self.pos[k]
        if i < 0:
            return
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
            self.say(f"{p(k)} {why} (lives left: {self.lives[k]})")
        else:
            self.out[k] = True
            self.say(f"{p(k)} {why} and has no lives left: out of the race")
        if self.opts[k]:
            if "superior" in self.opts[k] and self.destroyed[k] and self.reentry_damage:
                self.spared[k] = True
                self.lose_option(k, "superior", "is used up: the copy re-enters without damage")
            else:
                key = self.sacrifice[k] if self.sacrifice[k] in self.opts[k] else self.opts[k][0]
                self.lose_option(k, key, "is lost with the robot")

    # -- movement ---------------------------------------------------------------------------

    def step(self, k: int, d: int) -> bool:
        """Move robot k one square in direction d, pushing robots ahead. True if k left its square."""
        c = self.c
        i = self.pos[k]
        if c.blocked[self.r][i] >> d & 1:
            return False
        j = c.nb[i * 4 + d]
        if j < 0:
            self.destroy(k, f"leaves the course at {c.name_of(i)}")
            return True
        o = self.occ[j]
        if o >= 0:
            if self.mover == k and o not in self.rammed and "ram" in self.opts[k]:
                self.rammed.add(o)
                self.say(f"{p(k)} rams {p(o)}")
                self.damage(o, 1, (d + 2) % 4)
                if self.pos[k] < 0:
                    return True
            if self.occ[j] >= 0 and not self.step(self.occ[j], d):
                return False
        self.occ[i] = -1
        self.pos[k] = j
        self.occ[j] = k
        self.enter(k, j, d)
        return True

    def enter(self, k: int, j: int, d: int, teleport: bool = True) -> None:
        """Robot k has arrived on square j moving in direction d."""
        c = self.c
        if c.floor[j] == PIT:
            self.destroy(k, f"falls into a pit at {c.name_of(j)}")
            return
        twin = c.twin[j]
        if twin >= 0 and teleport:
            if self.occ[twin] < 0:
                self.occ[j] = -1
                self.occ[twin] = k
                self.pos[k] = twin
                self.say(f"{p(k)} goes through the {c.portal_colour[j]} portal to {c.name_of(twin)}")
                j = twin
            else:
                self.say(f"{p(k)} stays on the {c.portal_colour[j]} portal: its twin is occupied")
        self.touched.append((k, d))
        if c.flamer[j] >> self.r & 1:
            self.say(f"{p(k)} is scorched by the flamer at {c.name_of(j)}")
            self.damage(k, 1)
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
                self.say(f"{p(k)} reaches the final checkpoint {cp + 1}!")
                if k not in self.finished:
                    self.finished.append(k)
            else:
                self.say(f"{p(k)} reaches checkpoint {cp + 1}")
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
            self.say(f"{p(k)} slides on the oil at {self.c.name_of(i)}")
            guard = len(floor)
            mover = self.mover
            self.mover = -1
            while guard and self.pos[k] >= 0 and floor[self.pos[k]] == OIL:
                guard -= 1
                if not self.step(k, d):
                    break
            self.mover = mover
        touched.clear()

    def run_card(self, k: int, card: int, reg: int) -> None:
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
        if self.alt[k] >> reg & 1:
            opts = self.opts[k]
            if kind == MOVE1 and "brakes" in opts:
                steps = 0
                self.say(f"{p(k)} brakes and stands still")
            elif kind == MOVE3 and "fourth" in opts:
                steps = 4
                self.say(f"{p(k)} shifts into Fourth Gear")
            elif kind == BACK and "reverse" in opts:
                steps = 2
                self.say(f"{p(k)} uses Reverse Gear")
        d = self.facing[k] if kind != BACK else (self.facing[k] + 2) % 4
        if self.c.floor[self.pos[k]] == OIL and steps:
            steps -= 1
            self.say(f"{p(k)} spins its wheels on the oil")
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
                self.say(f"{p(k)} swaps in its Conditional Program card for register {r}")
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
                self.say(f"{p(k)}'s Abort Switch replaces register {r} with the top card of the deck")
            card = self.prog[k][reg]
            if card:
                self.revealed[k][reg] = card
                order.append((card, k))
        order.sort(reverse=True)
        if self.events is not None and order:
            self.events.append(f"**Register {r}:** " + ", ".join(f"{p(k)} {card_name(card)}" for card, k in order))
        for card, k in order:
            if self.pos[k] < 0:
                continue
            if self.blockcmd[k] >> r & 1:
                self.say(f"{p(k)}'s command in register {r} is blocked by Fire Control")
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
                self.say(f"{p(k)} radio-controls {p(t)}: it too carries out {card_name(card)}")
                saved = self.alt[t]
                self.alt[t] = 0
                self.run_card(t, card, r)
                self.alt[t] = saved
                return

    def board_elements(self, r: int) -> None:
        self.belts(True)
        self.belts(False)
        if self.finished:
            return
        c = self.c
        pos = self.pos
        # Pushers
        for k in range(self.n):
            i = pos[k]
            if i >= 0 and c.pusher[i] >> r & 1:
                self.say(f"{p(k)} is shoved by the pusher at {c.name_of(i)}")
                self.step(k, c.pusher_dir[i])
                self.settle()
                if self.finished:
                    return
        # Gears
        for k in range(self.n):
            i = pos[k]
            if i >= 0 and (c.floor[i] == GEAR_R or c.floor[i] == GEAR_L):
                if "gyro" in self.opts[k] and self.gyro[k]:
                    continue
                self.facing[k] = (self.facing[k] + (1 if c.floor[i] == GEAR_R else 3)) % 4
        # Crushers
        for k in range(self.n):
            i = pos[k]
            if i >= 0 and c.crusher[i] >> r & 1:
                self.destroy(k, f"is crushed at {c.name_of(i)}")
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
                    self.say(f"{p(k)}'s Mechanical Arm reaches checkpoint {cp + 1}")
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
        for k, (i, j, _) in ordered:
            if j < 0:
                self.occ[i] = k
                self.destroy(k, f"is carried off the edge of the course at {c.name_of(i)}")
        for k, (_, j, d) in ordered:
            if j < 0:
                continue
            pos[k] = j
            self.occ[j] = k
            if floor[j] == BELT or floor[j] == EXPRESS:
                out = c.belt[j]
                if out != d and out != (d + 2) % 4 and not ("gyro" in self.opts[k] and self.gyro[k]):
                    self.facing[k] = (self.facing[k] + (out - d)) % 4
        for k, (_, j, d) in ordered:
            if j >= 0 and pos[k] == j:
                self.enter(k, j, d)
        self.settle()

    # -- lasers and weapons ---------------------------------------------------------------------

    def fire(self, r: int) -> None:
        c = self.c
        occ = self.occ
        pos = self.pos
        # Board lasers fire first, with the flamers.
        hits: list[tuple[int, int, int]] = []
        for path, d, count in c.laser_paths[r]:
            for sq in path:
                t = occ[sq]
                if t >= 0:
                    hits.append((t, count, (d + 2) % 4))
                    break
        if hits:
            for t, count, side in hits:
                if pos[t] >= 0:
                    if self.events is not None:
                        self.events.append(f"{p(t)} is hit by a board laser at {c.name_of(pos[t])}")
                    self.damage(t, count, side)
        for k in range(self.n):
            i = pos[k]
            if i >= 0 and c.flamer[i] >> r & 1:
                self.say(f"{p(k)} burns on the flamer at {c.name_of(i)}")
                self.damage(k, 1)
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
                    self.lose_option(k, "howitzer", "has fired its last shot")
        if not shots:
            return
        pushes: list[tuple[int, int, int, int]] = []
        for k, t, sd, weapon in shots:
            if pos[t] < 0:
                continue
            side = (sd + 2) % 4
            if "shield" in self.opts[t]:
                guarded = self.shield[t][reg]
                if guarded >= 0 and (side - self.facing[t]) % 4 == guarded:
                    self.say(f"{p(t)}'s Directional Shield stops {p(k)}'s {weapon}")
                    continue
            if weapon == "laser":
                amount = 2 if "double" in self.opts[k] else 1
                self.say(f"{p(k)} shoots {p(t)}")
                if self.damage(t, amount, side) and "firecontrol" in self.opts[k] and pos[t] >= 0:
                    self.fire_control(k, t, r)
            elif weapon == "howitzer":
                self.say(f"{p(k)}'s Mini Howitzer hits {p(t)}")
                self.damage(t, 1, side)
                pushes.append((self.prog[k][reg], t, sd, k))
            elif weapon == "pressor":
                self.say(f"{p(k)}'s Pressor Beam hits {p(t)}")
                pushes.append((self.prog[k][reg], t, sd, k))
            elif weapon == "tractor":
                ti, ki = pos[t], pos[k]
                if abs(ti % c.width - ki % c.width) + abs(ti // c.width - ki // c.width) > 1:
                    self.say(f"{p(k)}'s Tractor Beam pulls {p(t)}")
                    pushes.append((self.prog[k][reg], t, (sd + 2) % 4, k))
            elif weapon == "scrambler":
                nxt = r
                if nxt <= 3 and nxt < 5 - self.locked[t] and self.deck and self.prog[t][nxt]:
                    self.discard.append(self.prog[t][nxt])
                    self.prog[t][nxt] = self.deck.pop()
                    self.say(f"{p(k)}'s Scrambler swaps {p(t)}'s register {nxt + 1} for the top card of the deck")
        pushes.sort(reverse=True)
        for _, t, d, _k in pushes:
            if pos[t] >= 0:
                self.mover = -1
                self.step(t, d)
                self.settle()

    def fire_control(self, k: int, t: int, r: int) -> None:
        mode = self.fire_mode[k]
        if mode == "command" and r < 5:
            self.blockcmd[t] |= 1 << (r + 1)
            self.say(f"{p(k)}'s Fire Control blocks {p(t)}'s next command")
        elif mode == "option" and self.opts[t]:
            self.lose_option(t, self.opts[t][-1], f"is shot away by {p(k)}'s Fire Control")

    def run(self) -> None:
        """All five registers, stopping when a robot reaches the final checkpoint."""
        for r in range(1, 6):
            self.pds = [0] * self.n
            self.register(r)
            if self.finished:
                return


def direction_name(d: int) -> str:
    return DIRS[d]
