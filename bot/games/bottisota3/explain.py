"""Specific reasons why a well-formed action is not legal now, as messages (`b3-illegal-*`)."""

from bot.engine import Card, Msg, msg
from bot.games.bottisota3.board import alive, mates
from bot.games.bottisota3.cards import face
from bot.games.bottisota3.choices import demilitarised
from bot.games.bottisota3.state import BotState
from bot.games.bottisota3.systems import VERB_WEAPONS, kit, power
from bot.games.bottisota3.words import attack_words, weapon


def why_illegal(state: BotState, player: int, action: str) -> Msg | None:
    words = action.split()
    verb = words[0]
    if state.tasks:
        task = state.tasks[-1]
        if task.kind == "defend" and verb == "defend" and task.attack is not None and words[1] != "deck":
            if words[1] not in state.bots[player].hand:
                return msg("b3-illegal-not-in-hand")
            return msg("b3-illegal-cannot-stop", card=Card(words[1]), attack=attack_words(task.attack))
        return msg("b3-illegal-task", task=msg(f"b3-must-{task.kind}"))
    bot = state.bots[player]
    info = state.turn_info
    card = words[1] if len(words) > 1 else ""
    if card.startswith("c") and card not in bot.hand and verb not in ("bug",):
        return msg("b3-illegal-not-in-hand")
    if verb in VERB_WEAPONS:
        kind = VERB_WEAPONS[verb]
        target = int(words[2][1:])
        gear = kit(state, player)
        if bot.smoke:
            return msg("b3-illegal-smoke")
        if info.exchanged:
            return msg("b3-illegal-exchanged")
        if info.target is not None and target != info.target:
            return msg("b3-illegal-one-target")
        if not alive(state, target) or target == player:
            return msg("b3-illegal-not-a-target")
        if state.bots[target].smoke:
            return msg("b3-illegal-target-smoke")
        near = target in mates(state, player)
        if kind in ("strike", "bomb") and not near:
            return msg("b3-illegal-needs-melee", weapon=weapon(kind))
        if kind == "missile" and near:
            return msg("b3-illegal-missile-melee")
        if kind in ("gun", "blast", "mega", "missile") and demilitarised(state, player):
            return msg("b3-illegal-demilitarised")
        if info.used.get(kind, 0) >= gear.count(kind):
            return msg("b3-illegal-none-left", weapon=weapon(kind), count=gear.count(kind))
        if card != "deck" and power(card, kind, gear.melee_suits) == 0:
            return msg("b3-illegal-wrong-card", card=Card(card), weapon=weapon(kind))
    if verb == "use" and face(card) == "10♥":
        return msg("b3-illegal-ten-at-will")
    if verb == "charge" and (info.attacked or info.charged or info.exchanged):
        return msg("b3-illegal-charge")
    if verb == "disengage":
        return msg("b3-illegal-disengage")
    if verb == "exchange":
        return msg("b3-illegal-exchange")
    return None
