"""A heuristic player. It reads only its own hand and public facts (conditions, systems, melee)."""

from bot.engine.decisions import Decision
from bot.engine.rng import Rng
from bot.games.bottisota3.board import blast_wins, is_boom_card, limit, mates, start_cards
from bot.games.bottisota3.cards import face, is_joker, suit, value
from bot.games.bottisota3.state import BotState, Task
from bot.games.bottisota3.systems import kit, power

ATTACK_VERBS = ("shoot", "blast", "mega", "missile", "strike", "bomb")


def choose(state: BotState, seat: int, decision: Decision, rng: Rng) -> str:
    actions = [c.action for c in decision.choices]
    if decision.kind == "turn":
        return turn_move(state, seat, actions)
    if decision.kind == "defend":
        return defend(state, seat, actions, decision.default)
    if decision.kind == "letgo":
        return "pin" if decision.default == "pin" and melee_strength(state, seat) >= 2 else "letgo"
    if decision.kind == "mine":
        mines = [a for a in actions if a.startswith("mine") and " deck " not in a]
        return mines[0] if mines else decision.default
    if decision.kind == "exchange":
        return exchange_step(state, seat, actions)
    if decision.kind == "trim":
        return trim_step(state, seat, actions)
    if decision.kind == "pick":
        return next((a for a in actions if a in PREFERRED), decision.default)
    if decision.kind == "react":
        return react(state, seat, actions, decision.default)
    if decision.kind == "boom":
        return actions[0] if blast_wins(state, seat) else decision.default
    return decision.default


PREFERRED = ("pick torkkubotti", "pick pora", "pick ruostuttaja", "pick siivuri", "pick egoisti")


def melee_strength(state: BotState, seat: int) -> int:
    return kit(state, seat).strikes


def useful(state: BotState, seat: int, card: str) -> int:
    """How much this card helps this bot now (0 = dead weight)."""
    gear = kit(state, seat)
    if face(card) in ("A♥", "A♣", "10♦", "A♦", "A♠", "10♣") or is_joker(card):
        return 8
    if value(card) >= 11:
        return 6  # systems to install
    if suit(card) == "h":
        return 5 + value(card) // 4
    weapons = {"c": gear.guns + gear.blasts + gear.megas, "s": gear.missiles + gear.bombs, "d": gear.strikes}
    able = weapons.get(suit(card), 0) or (suit(card) in gear.melee_suits and gear.strikes)
    return (3 if able else 1) + value(card) // 4


def turn_move(state: BotState, seat: int, actions: list[str]) -> str:
    uses = {face(a.split()[1]): a for a in actions if a.startswith("use ") and len(a.split()) == 2}
    if "A♥" in uses:
        return uses["A♥"]
    if "exchange" in actions and blast_ready(state, seat):
        return "exchange"  # the excess shed after drawing to five may throw the 10♥ away: it self-destructs
    installs = [a for a in actions if a.startswith("install")]
    if installs:
        return installs[0]
    bug_systems = [a for a in actions if a.startswith("bug") and len(a.split()) == 3]
    enemy_systems = [a for a in bug_systems if a.split()[2] not in state.bots[seat].installed]
    if enemy_systems and len(state.bots[seat].hand) > 2:
        return enemy_systems[0]
    attacks = [a for a in actions if a.split()[0] in ATTACK_VERBS or (a.startswith("use ") and len(a.split()) == 3)]
    target = pick_target(state, seat, attacks)
    charges = [a for a in actions if a.startswith("charge")]
    if charges and wants_melee(state, seat):
        enemy = target if target is not None else weakest(state, seat, [int(a.split()[1][1:]) for a in charges])
        wanted = f"charge p{enemy}"
        if wanted in actions and enemy not in mates(state, seat):
            return wanted
    if target is not None:
        mine = [a for a in attacks if a.endswith(f"p{target}")]
        from_hand = [a for a in mine if a.split()[1] != "deck"]
        if from_hand:
            return max(from_hand, key=lambda a: (attack_worth(state, seat, a), a))
        if mine:
            return mine[0]
    egos = [a for a in actions if a.startswith("ego")]
    if egos:
        return max(egos, key=lambda a: value(a.split()[1]) if a.split()[1] != "deck" else 1)
    if "exchange" in actions and not state.turn_info.attacked:
        dead = [c for c in state.bots[seat].hand if useful(state, seat, c) <= 2]
        if len(dead) >= 2:
            return "exchange"
    donations = [a for a in actions if a.startswith("donate")]
    if donations:
        return min(donations, key=lambda a: (useful(state, seat, a.split()[1]), a))
    return "end"


def attack_worth(state: BotState, seat: int, action: str) -> int:
    words = action.split()
    if words[0] == "use":
        return 9
    return value(words[1])


def pick_target(state: BotState, seat: int, attacks: list[str]) -> int | None:
    targets = sorted({int(a.split()[-1][1:]) for a in attacks})
    if not targets:
        return None
    return weakest(state, seat, targets)


def weakest(state: BotState, seat: int, seats: list[int]) -> int:
    return min(seats, key=lambda s: (state.bots[s].condition - kit(state, s).armour // 3, s))


def wants_melee(state: BotState, seat: int) -> bool:
    gear = kit(state, seat)
    ranged = gear.guns + gear.blasts + gear.megas + gear.missiles
    melee_cards = sum(1 for c in state.bots[seat].hand if power(c, "strike", gear.melee_suits) > 0)
    return gear.strikes >= 2 and (gear.strikes > ranged or melee_cards >= 2)


def react(state: BotState, seat: int, actions: list[str], default: str) -> str:
    """A reaction window: spend the joker only where it decides a bot's fate, else keep it."""
    bugs = [a for a in actions if a.startswith("bug")]
    task = state.tasks[-1] if state.tasks else None
    if bugs and task is not None and task.kind == "react" and worth_bugging(state, seat, task):
        return bugs[0]
    return default


def worth_bugging(state: BotState, seat: int, task: Task) -> bool:
    player = state.bots[task.other]
    attack = task.attack
    if task.source == "defence" and attack is not None:
        # The card stopped our attack on a bot a hit could finish.
        return attack.attacker == seat and state.bots[attack.target].condition <= 2
    if task.source != "effect":
        return False
    name = face(task.card)
    if attack is not None:
        # Smoke, panic folder or active armour against our own attack on a weak bot.
        return attack.attacker == seat and player.condition <= 2
    if name == "A♥":
        return player.condition <= 1
    return name == "A♠" and task.target == seat and state.bots[seat].condition <= 3


def defend(state: BotState, seat: int, actions: list[str], default: str) -> str:
    if default.startswith("defend c"):
        return default
    bot = state.bots[seat]
    low = bot.condition <= 2 or bot.condition < start_cards(bot) // 2
    if low:
        for action in actions:
            if action.startswith(("use", "bug")):
                return action
    return default


def blast_ready(state: BotState, seat: int) -> bool:
    """We hold a 10♥, an exchange would have to shed cards (condition below five) and the blast wins."""
    bot = state.bots[seat]
    has_ten = any(is_boom_card(c) for c in bot.hand)
    return has_ten and limit(bot) < 5 and blast_wins(state, seat)


def exchange_step(state: BotState, seat: int, actions: list[str]) -> str:
    hand = state.bots[seat].hand
    if blast_ready(state, seat):
        return "draw"
    dead = [c for c in hand if useful(state, seat, c) <= 2 and f"discard {c}" in actions]
    if dead:
        return f"discard {dead[0]}"
    return "draw"


def trim_step(state: BotState, seat: int, actions: list[str]) -> str:
    bot = state.bots[seat]
    hand = [c for c in bot.hand if f"drop {c}" in actions]
    tens = [c for c in hand if is_boom_card(c)]
    if tens and blast_wins(state, seat):
        return f"drop {tens[0]}"
    if hand:
        return "drop " + min(hand, key=lambda c: (useful(state, seat, c), c))
    return actions[-1] if actions[-1].startswith("drop") else actions[0]
