"""Fortifications, a card type of part 2 (rules in docs/games/doomtrooper.md), in our own words.

A site (citadel, city, the Secret HQ) lies on its player's table; a warrior's fortification
(Foxhole, Installation, Spiked Barricade) lies on one warrior. See cards.py for the lookup.
"""

from bot.games.doomtrooper.carddef import CardDef
from bot.games.doomtrooper.effects import Effect, modify

APOSTLES = {"01042": "algeroth", "01043": "demnogonis", "01044": "ilian", "01045": "muawijhe", "01046": "semai"}
CITIES = {
    "01137": ("Fukido", "imperial"),
    "01152": ("Heimburg", "bauhaus"),
    "01193": ("Longshore", "mishima"),
    "01269": ("San Dorado", "capitol"),
    "01317": ("The Cathedral", "brotherhood"),
    "01318": ("The HQ", "cybertronic"),
}
TITLE = {"imperial": "Imperial", "bauhaus": "Bauhaus", "mishima": "Mishima", "capitol": "Capitol"}
TITLE |= {"brotherhood": "Brotherhood", "cybertronic": "Cybertronic"}


def _citadel(code: str, apostle: str) -> CardDef:
    return CardDef(
        code,
        f"Citadel of {apostle.capitalize()}",
        "fortification",
        "legion",
        f"Site, one action, one of each title: your followers of {apostle.capitalize()} have +2 Armor.",
        effects=(Effect("modify", who="yours_tagged", tag=f"follower-{apostle}", stats="A", amount=2),),
        target="self",
        tags=frozenset({"citadel", f"citadel-{apostle}"}),
    )


def _city(code: str, name: str, faction: str) -> CardDef:
    tags = {"city", "cathedral"} if faction == "brotherhood" else {"city"}
    return CardDef(
        code,
        name,
        "fortification",
        faction,
        f"Site, one action, one of each title: your {TITLE[faction]} warriors have +2 Armor.",
        effects=(Effect("modify", who="yours_tagged", tag=faction, stats="A", amount=2),),
        target="self",
        tags=frozenset(tags),
    )


def _post(code: str, name: str, armor: int, fight: int, what: str) -> CardDef:
    effects = [modify("A", armor), Effect("no_fight_attack")]
    if fight:
        effects.insert(1, modify("F", fight))
    minus = f" and {fight} Fight" if fight else ""
    return CardDef(
        code,
        name,
        "fortification",
        "general",
        f"On a warrior of yours, one action ({what}): +{armor} Armor{minus}; it attacks only in a Shoot, though "
        "it may be attacked in a Fight. Moved to another warrior for one action.",
        effects=tuple(effects),
        tags=frozenset({name.lower().replace(" ", "-")}),
    )


FORTIFICATIONS: tuple[CardDef, ...] = (
    *(_citadel(code, apostle) for code, apostle in APOSTLES.items()),
    *(_city(code, name, faction) for code, (name, faction) in CITIES.items()),
    _post("01134", "Foxhole", 2, -2, "a foxhole"),
    _post("01174", "Installation", 3, -3, "a defensive installation"),
    _post("01291", "Spiked Barricade", 1, 0, "a spiked wall"),
    CardDef(
        "01275",
        "Secret HQ",
        "fortification",
        "general",
        "Site, one action and 5 destiny: while you have no warrior in play, no one may attack you. At the start "
        "of each of your turns it costs 5 destiny, or it is discarded.",
        value=5,
        effects=(Effect("secret_hq", amount=5),),
        target="self",
    ),
)
