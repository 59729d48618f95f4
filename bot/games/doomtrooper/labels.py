"""The words of a play's choice (read only by the player who may make it)."""

from bot.engine import Card, Msg, Seat, msg
from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.hidden import CARD_TYPES
from bot.games.doomtrooper.naming import named, own_named
from bot.games.doomtrooper.prices import cast_cost, special_cost
from bot.games.doomtrooper.rules import warrior
from bot.games.doomtrooper.state import DtState


def label_play(state: DtState, action: str) -> Msg:
    words = action.split()
    card = words[1]
    if words[0] == "strike":
        return msg("dt-choice-strike", warrior=named(state, card))
    if words[0] == "use" and any(e.kind == "reinforce" for e in card_def(card).effects):
        return msg("dt-choice-reinforce", card=Card(card), warrior=named(state, words[2]))
    if words[0] == "use" and len(words) > 2 and words[2].isdigit():
        per = max((e.per for e in card_def(card).effects if e.trigger == "use"), default=0)
        return msg("dt-choice-use-steps", card=Card(card), n=int(words[2]) * per)
    if words[0] == "play" and len(words) == 4 and words[2] in ("buy", "sell"):
        n = int(words[3])
        return msg(f"dt-choice-retrain-{words[2]}", card=Card(card), n=n, destiny=n * _rate(card))
    if words[0] == "play" and len(words) == 4:
        return msg(
            "dt-choice-play-steps",
            choice=label_play(state, " ".join(words[:3])),
            n=special_cost(card, True, int(words[3])),
        )
    if words[0] == "use" and any(card in p.sites for p in state.players):
        return msg("dt-choice-use-on-equipment", card=Card(card), equipment=Card(words[2]))
    if words[0] == "use":
        bearer = next(w.handle for p in state.players for w in p.warriors if card in (w.card, *w.attached))
        if len(words) == 2 and warrior(state, bearer).card == card:
            return msg("dt-choice-use-own", warrior=named(state, bearer))
        if len(words) > 2 and words[2].startswith("k") and any(e.kind == "raise_dead" for e in card_def(card).effects):
            return msg("dt-choice-raise", card=Card(card), warrior=Card(words[2]))
        if len(words) > 2 and words[2].startswith("k"):
            return msg("dt-choice-use-on-equipment", card=Card(card), equipment=Card(words[2]))
        if len(words) > 2 and words[2].startswith("p"):
            return msg("dt-choice-use-on-player", card=Card(card), target=Seat(int(words[2][1:]) - 1))
        if len(words) > 3:
            return msg(f"dt-choice-order-{words[3]}", card=Card(card), warrior=named(state, words[2]))
        if len(words) > 2:
            return msg("dt-choice-use-on", card=Card(card), warrior=named(state, words[2]))
        return msg("dt-choice-use", card=Card(card), warrior=named(state, bearer))
    if words[0] == "cast":
        return _cast_label(state, words)
    if len(words) == 2:
        return msg("dt-choice-play", card=Card(card))
    target = words[2]
    if target.startswith("p"):
        return msg("dt-choice-play-on-player", card=Card(card), target=Seat(int(target[1:]) - 1))
    if target.startswith("w"):
        return msg("dt-choice-play-on", card=Card(card), warrior=named(state, target))
    return msg("dt-choice-play-on-equipment", card=Card(card), equipment=Card(target))


def _cast_label(state: DtState, words: list[str]) -> Msg:
    """`cast SPELL CASTER ...`, with its price (prices.cast_cost) where the label shows one."""
    card, caster, arg = Card(words[1]), named(state, words[2]), words[3]
    target = card_def(words[1]).target
    if arg.startswith("p"):
        return _cast_on_player(state, words)
    if target in ORDER_LABELS:
        return _order_label(state, words)
    n = cast_cost(state, words)[1]
    if arg.startswith("k") and target == "ds_card":
        return msg("dt-choice-wall", card=card, caster=caster, target=Card(arg), n=n)
    if arg.startswith("k") and len(words) > 4:
        return msg("dt-choice-teleport", card=card, equipment=Card(arg), warrior=named(state, words[4]), n=n)
    if arg.startswith("k"):
        return msg("dt-choice-teleport-hand", card=card, equipment=Card(arg), n=n)
    if arg.startswith("w") and target == "redeemable":
        return msg("dt-choice-cast-redeem", card=card, caster=caster, warrior=named(state, arg), n=n)
    if arg.startswith("w") and target == "copy":
        return msg("dt-choice-cast-copy", card=card, caster=caster, warrior=named(state, arg))
    if arg.startswith("w"):
        return msg("dt-choice-cast-defender", card=card, caster=caster, warrior=named(state, arg))
    return msg("dt-choice-cast", card=card, caster=caster, n=n)


def _rate(card: str) -> int:
    return next(e.amount for e in card_def(card).effects if e.kind == "exchange")


def _cast_on_player(state: DtState, words: list[str]) -> Msg:
    """`cast SPELL CASTER pN [N]`: a spell on a player, in steps (or, for a question, its number)."""
    card, caster, victim = words[1], words[2], Seat(int(words[3][1:]) - 1)
    units, cost = cast_cost(state, words)
    if any(e.kind == "question" for e in card_def(card).effects):
        kind = msg(f"dt-type-{CARD_TYPES[units - 1]}")
        return msg("dt-choice-cast-question", card=Card(card), caster=named(state, caster), target=victim, kind=kind)
    return msg("dt-choice-cast-player", card=Card(card), caster=named(state, caster), target=victim, n=cost)


ORDER_LABELS = ("enemy_warrior", "order_target", "command", "two_fighters")


def _order_label(state: DtState, words: list[str]) -> Msg:
    """The label of a spell that names warriors: Suggestion, Telepathic Message, Command, Greater Telepathy."""
    card, caster = Card(words[1]), named(state, words[2])
    target = card_def(words[1]).target
    first = named(state, words[3])
    if target == "enemy_warrior":
        return msg("dt-choice-cast-suggestion", card=card, caster=caster, warrior=first)
    if target == "order_target":
        bound = Seat(int(words[4][1:]) - 1)
        return msg("dt-choice-cast-message", card=card, caster=caster, warrior=first, target=bound)
    second = named(state, words[4])
    if target == "command":
        n = sum(e.amount for e in card_def(words[1]).effects if e.kind == "command")
        return msg("dt-choice-cast-command", card=card, caster=caster, attacker=first, defender=second, n=n)
    tactic = msg(f"dt-tactic-{words[5]}")
    return msg("dt-choice-cast-swap", card=card, caster=caster, attacker=first, defender=second, tactic=tactic)


def move_label(state: DtState, action: str) -> Msg:
    words = action.split()
    return msg("dt-choice-move", card=Card(words[1]), warrior=own_named(state, words[2]))


def fortify_label(state: DtState, action: str) -> Msg:
    words = action.split()
    if len(words) == 2:
        return msg("dt-choice-fortify", card=Card(words[1]))
    return msg("dt-choice-fortify-warrior", card=Card(words[1]), warrior=own_named(state, words[2]))
