"""Memberships and Heretics (part 2), in our own words: cards that make a warrior a member of
another organisation, take a membership away, or make a Doomtrooper a Heretic of the Dark Legion
(see rules.memberships; cards.py has the lookup)."""

from bot.games.doomtrooper.carddef import CardDef, art, gift, sp
from bot.games.doomtrooper.effects import Effect, modify

NAMES = {
    "bauhaus": "Bauhaus",
    "capitol": "Capitol",
    "cybertronic": "Cybertronic",
    "imperial": "Imperial",
    "mishima": "Mishima",
}


def _join(code: str, name: str, corp: str) -> CardDef:
    return sp(
        code,
        name,
        corp,
        f"Any time, on a Doomtrooper that is not {NAMES[corp]}, where it stays: the warrior is a member of "
        f"{NAMES[corp]} too.",
        (Effect("attach"), Effect("join", tag=corp)),
        "anytime",
        "joinable",
    )


MEMBERSHIPS: tuple[CardDef, ...] = (
    _join("01184", "Knighthood", "imperial"),
    _join("01289", "Special Commendation", "capitol"),
    _join("01292", "Spoke in the Cog", "bauhaus"),
    _join("01087", "Dutiful Service", "mishima"),
    _join("01225", "Noted Efficiency", "cybertronic"),
    sp(
        "01156",
        "Honorary Baptism",
        "brotherhood",
        "Any time, on a Doomtrooper of neither the Brotherhood nor Cybertronic, where it stays: the warrior is a "
        "member of the Brotherhood too (it does not cast the Art for it).",
        (Effect("attach"), Effect("join", tag="brotherhood", unless_tag="cybertronic")),
        "anytime",
        "joinable",
    ),
    sp(
        "01175",
        "Insubordination",
        "capitol",
        "Any time, on a Doomtrooper: it loses one membership, the last a card gave it first (that card is "
        "discarded); with none left it is a Freelancer, its kills earning destiny only.",
        (Effect("attach"), Effect("lose_membership")),
        "anytime",
        "memberful",
    ),
    sp(
        "01253",
        "Reinstatement",
        "general",
        "One action, on a Freelancer, where it stays: it is a member of its home corporation again (its kills "
        "earn promotion, its corporation's cards cost no fee) and has +1 Fight, Shoot, Armor and Value.",
        (Effect("attach"), Effect("join", tag="home"), modify("FSAV", 1)),
        "action",
        "freelancer",
        actions=1,
    ),
    sp(
        "01308",
        "Tainted!",
        "legion",
        "Any time, on a Doomtrooper, where it stays: it keeps its memberships and attack limits but is a Heretic "
        "of the Dark Legion too; general gifts may be given to it.",
        (Effect("attach"), Effect("join", tag="legion")),
        "anytime",
        "taintable",
    ),
    sp(
        "01294",
        "Stigmata",
        "legion",
        "Any time, on a Heretic with a Dark Symmetry gift, where it stays: it is of the Dark Legion for good, and "
        "any gift may be given to it without an action.",
        (Effect("attach"), Effect("mutate"), Effect("any_gift"), Effect("free_gifts", tag="any")),
        "anytime",
        "gifted_heretic",
    ),
    sp(
        "01307",
        "Tainted Conjurer",
        "legion",
        "Any time, on a Heretic, where it stays: it casts every Art spell, paying 3 destiny more for each casting.",
        (Effect("attach"), Effect("conjure", amount=3)),
        "anytime",
        "heretic",
    ),
    sp(
        "01011",
        "At Peace with the Art",
        "brotherhood",
        "Any time, on a Doomtrooper, where it stays: it casts every Art spell, paying 2 destiny more for each casting.",
        (Effect("attach"), Effect("conjure", amount=2)),
        "anytime",
        "doomtrooper",
    ),
    sp(
        "01068",
        "Dark Visitation",
        "legion",
        "Two actions: it lies on you with 9 markers, 3 of them taken off at each of your turn starts (at 0 it is "
        "discarded); while it lies, every Doomtrooper whose Value is below the markers is a Heretic.",
        (Effect("visitation", amount=9, times=3),),
        "action",
        "none",
        actions=2,
    ),
    gift(
        "01236",
        "Possess",
        "Gift of Semai: a Doomtrooper this warrior kills is not discarded but joins your cohort as a Heretic.",
        (Effect("possess"),),
        "semai",
    ),
    art(
        "01119",
        "Exorcism",
        "changeling",
        "anytime",
        "Any time: for 5 destiny a Heretic made of a Doomtrooper by a card is redeemed; each Dark Symmetry card "
        "on it is first discarded for 3 destiny.",
        (Effect("redeem", per=5, amount=3),),
        "redeemable",
    ),
)
