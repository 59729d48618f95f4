"""Message builders: what the game says, as data (keys of bot/locales/<locale>/bottisota3.ftl).

Every key starts with `b3-`. Players are `Seat`s, cards are `Card`s (named by `card_name`),
bots, weapons, systems and effects are nested messages. A card that may now lie in somebody's
hand (a stolen or donated card, a 10♥ kept back for its owner's decision) is named by `face`,
which carries no token: an event must not reference a card a reader may not see.
"""

from bot.engine.events import Card, Many, Msg, msg
from bot.games.bottisota3.bots import BOTS
from bot.games.bottisota3.cards import RANKS, SUIT_NAMES, suit, value
from bot.games.bottisota3.state import Attack

DECK_TOP = msg("b3-deck-top")
"""'the deck top', in the place of a card when a player turns the top card of the deck."""

SYSTEM_KEYS = {
    "J♠": "missile-platform",
    "Q♠": "double-missile-platform",
    "K♠": "missile-defence",
    "J♣": "blast-gun",
    "Q♣": "mega-gun",
    "K♣": "targeting",
    "J♦": "strike-claw",
    "Q♦": "strike-fighter",
    "K♦": "strike-fast",
    "J♥": "extra-shield",
    "Q♥": "stealth-field",
    "K♥": "shield-field",
}
ONE_SHOT_KEYS = {
    "A♥": "repair-kit",
    "A♣": "smoke-screen",
    "A♠": "mega-electric",
    "A♦": "active-armour",
    "10♣": "field-virus",
    "10♦": "panic-folder",
    "10♥": "self-destruct",
    "🃏": "reprogramming",
}
FORM_KEYS = {"mill": "b3-form-mill", "thinker": "b3-form-thinker"}


def bot_key(kind: int) -> str:
    return BOTS[kind].name.lower()


def bot_name(kind: int) -> Msg:
    """A bot by its (Finnish) name: 'Pora'."""
    return msg(f"b3-bot-{bot_key(kind)}")


def bot_title(kind: int) -> Msg:
    """A bot with its name explained: 'Pora (drill)'."""
    return msg(f"b3-bot-{bot_key(kind)}-title")


def face_of(card: str) -> Msg:
    """A card's name without its token: '7♣'. The same words as `Card(card)`."""
    if suit(card) == "j":
        return msg("b3-card-joker")
    rank = value(card)
    return msg(f"b3-card-{SUIT_NAMES[suit(card)]}", rank=rank if rank <= 10 else RANKS[rank - 2])


def cards(tokens: list[str]) -> Many:
    return Many(tuple(Card(t) for t in tokens))


def thrown(tokens: list[str], kept: list[str]) -> Many:
    """Cards thrown away: the ones `kept` back in the hand (a 10♥ waiting for its owner's
    self-destruct decision) by name only, so that no event references a card hidden in a hand."""
    return Many(tuple(face_of(t) if t in kept else Card(t) for t in tokens))


def weapon(name: str) -> Msg:
    """'gun shot', 'missile', 'strike', ..."""
    return msg(f"b3-weapon-{name}")


def attack_words(attack: Attack) -> Msg:
    """An attack's card, kind and power: '7♣ (gun shot, power 7)'."""
    key = "b3-attack-reflected" if attack.source == "reflect" else "b3-attack"
    return msg(key, card=Card(attack.card), weapon=weapon(attack.weapon), power=attack.power)


def system_of(card_face: str) -> Msg:
    """The system a J, Q or K installs, by the card's face: 'Suojakenttä (shield field)'."""
    return msg(f"b3-system-{SYSTEM_KEYS[card_face]}")


def one_shot(card_face: str) -> Msg:
    """A one-shot card's short name: 'repair kit'."""
    return msg(f"b3-oneshot-{ONE_SHOT_KEYS[card_face]}")


def one_shot_about(card_face: str) -> Msg:
    """A one-shot card's name and effect: 'Korjauspakki (repair kit): repair one damage'."""
    return msg(f"b3-oneshot-{ONE_SHOT_KEYS[card_face]}-about")


def form(name: str) -> Msg:
    return msg(FORM_KEYS[name])


def topic(name: str) -> Msg:
    """A standing-instruction topic: 'auto defend'."""
    return msg(f"b3-topic-{name}")


def meaning(name: str) -> Msg:
    """What a standing instruction does."""
    return msg(f"b3-topic-{name}-means")
