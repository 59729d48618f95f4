"""Specific reasons why a well-formed action is not legal now."""

from bot.games.bottisota3.board import alive, mates
from bot.games.bottisota3.cards import face
from bot.games.bottisota3.choices import demilitarised
from bot.games.bottisota3.render import describe
from bot.games.bottisota3.state import BotState
from bot.games.bottisota3.systems import VERB_WEAPONS, kit, power

TASK_NAMES = {
    "defend": "defend against an attack",
    "extra": "decide an extra-shield re-draw (redraw/accept)",
    "reaim": "decide a re-aim (reaim/accept)",
    "letgo": "let a bot go or keep it pinned (letgo/pin)",
    "follow": "follow a charging bot or stay (follow/stay)",
    "mine": "lay mines or not",
    "chargefire": "fire at a charger or hold",
    "steal": "choose what to steal",
    "dropsys": "drop systems or keep them",
    "trim": "discard down to your card limit",
    "bonus": "choose the destroyer's bonus",
    "exchange": "discard cards for your exchange, then draw",
    "pick": "pick a bot",
    "react": "let the card just played go (letgo) or bug it with a joker",
    "boom": "self-destruct with the 10♥ you must throw away, or just discard it",
}


def why_illegal(state: BotState, player: int, action: str) -> str | None:
    words = action.split()
    verb = words[0]
    if state.tasks:
        task = state.tasks[-1]
        if task.kind == "defend" and verb == "defend" and task.attack is not None and words[1] != "deck":
            if words[1] not in state.bots[player].hand:
                return f"{words[1]} is not in your hand"
            return (
                f"{face(words[1])} cannot stop {describe(task.attack)}: use a heart 2-10 or a card of its suit"
                " at least as high (fields and melee skills widen this)"
            )
        return f"right now you must {TASK_NAMES[task.kind]}"
    bot = state.bots[player]
    info = state.turn_info
    card = words[1] if len(words) > 1 else ""
    if card.startswith("c") and card not in bot.hand and verb not in ("bug",):
        return f"{card} is not in your hand"
    if verb in VERB_WEAPONS:
        weapon = VERB_WEAPONS[verb]
        target = int(words[2][1:])
        gear = kit(state, player)
        if bot.smoke:
            return "you are hidden in smoke and cannot shoot or strike until your next turn"
        if info.exchanged:
            return "you exchanged cards this turn: no attacks"
        if info.target is not None and target != info.target:
            return "all attacks of a turn go at one bot, and this turn you attack another one"
        if not alive(state, target) or target == player:
            return "that is not a bot you can attack"
        if state.bots[target].smoke:
            return "that bot is hidden in smoke"
        near = target in mates(state, player)
        if weapon in ("strike", "bomb") and not near:
            return f"{verb} needs a bot in your melee; charge that bot first"
        if weapon == "missile" and near:
            return "missiles cannot be fired at a bot in your own melee"
        if weapon in ("gun", "blast", "mega", "missile") and demilitarised(state, player):
            return "a demilitarisation field keeps you from shooting while you are in melee with the Pasifisti"
        if info.used.get(weapon, 0) >= gear.count(weapon):
            return f"you have no {verb} left this turn ({gear.count(weapon)} per turn)"
        if card != "deck" and power(card, weapon, gear.melee_suits) == 0:
            return f"{face(card)} cannot be used to {verb}"
    if verb == "use" and face(card) == "10♥":
        return "a 10♥ self-destructs only when it has to be thrown away (a trim, a forced discard), not at will"
    if verb == "charge" and (info.attacked or info.charged or info.exchanged):
        return "you may charge only once, before attacking or exchanging"
    if verb == "disengage":
        return "you may try to disengage once, at the start of your turn, while in a melee"
    if verb == "exchange":
        return "you may exchange only instead of attacking, once a turn"
    return None
