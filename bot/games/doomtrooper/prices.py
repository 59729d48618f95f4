"""What a spell or a special costs in destiny, the same in the action phase and in step 4."""

from bot.games.doomtrooper.cards import card_def
from bot.games.doomtrooper.rules import casting_fee, copy_cost, redeem_cost, spell_cost, warrior
from bot.games.doomtrooper.state import DtState


def cast_cost(state: DtState, words: list[str]) -> tuple[int, int]:
    """A cast's steps and its price in destiny (`cast SPELL CASTER ARG ...`), wherever it is cast
    and whoever asks (the cast itself, its choice's label, a refusal): on a card in play, one step;
    on a player, the steps given (a question: one step, its number given); naming warriors, no
    steps (`naming_cost`); else the steps given."""
    card, caster, arg = words[1], words[2], words[3]
    if arg.startswith("k"):
        return 1, spell_cost(state, caster, card, 1)
    if arg.startswith("p"):
        units = int(words[4]) if len(words) > 4 else 1
        asks = any(e.kind == "question" for e in card_def(card).effects)
        return units, spell_cost(state, caster, card, 1 if asks else units)
    if arg.startswith("w"):
        return 0, naming_cost(state, caster, card, " ".join(words[3:]))
    units = int(arg)
    return units, spell_cost(state, caster, card, units)


def naming_cost(state: DtState, caster: str, card: str, target: str) -> int:
    """The price of a spell that names warriors (`target`: 'W', 'W pN', 'W W2' ...): the caster's
    conjuring fee, with Command's destiny, Phantasm's price for the warrior copied or Exorcism's
    for the Heretic redeemed (the first one named)."""
    d = card_def(card)
    first = target.split()[0]
    cost = casting_fee(state, caster, card) + sum(e.amount for e in d.effects if e.kind == "command")
    if d.target == "copy":
        cost += copy_cost(warrior(state, first))
    if d.target == "redeemable":
        cost += redeem_cost(warrior(state, first), card)
    return cost


def special_cost(card: str, stepped: bool, units: int) -> int:
    """Destiny a special played in steps costs (`play CARD TARGET N`: N steps of its `per`)."""
    return units * play_per(card) if stepped else 0


def play_per(card: str) -> int:
    """Destiny per step of a special played in steps (its played effects', not its uses')."""
    return max((e.per for e in card_def(card).effects if not e.trigger), default=0)
