"""The missions of part 2, in our own words (the four decks' missions are in cards.py; see it for
the lookup)."""

from bot.games.doomtrooper.carddef import CardDef, Target
from bot.games.doomtrooper.effects import Condition, Effect


def _mission(
    code: str,
    name: str,
    faction: str,
    text: str,
    effects: tuple[Effect, ...],
    target: Target = "own_warrior",
    give_to: str = "",
    bestow: str = "",
) -> CardDef:
    return CardDef(code, name, "mission", faction, text, effects=effects, target=target, give_to=give_to, bestow=bestow)


def _kill(condition: Condition, *, times: int = 0, amount: int = 0, tag: str = "", rate: int = 0) -> Effect:
    return Effect(
        "mission_points", trigger="kills", condition=condition, times=times, amount=amount, tag=tag, rate=rate
    )


def _traitor(code: str, name: str, corp: str, title: str) -> CardDef:
    return _mission(
        code,
        name,
        corp,
        f"Mission for one of your {title} warriors: it may attack {title} warriors that are not personalities, "
        f"and when it kills a {title} warrior you earn twice its value.",
        (_kill("victim_faction", times=2, tag=corp), Effect("attack_faction", tag=corp)),
        give_to=corp,
    )


MISSIONS: tuple[CardDef, ...] = (
    _mission(
        "01010",
        "Assassination",
        "general",
        "Mission for one of your warriors: when it kills a warrior that was healthy, you earn twice the victim's "
        "value.",
        (_kill("victim_healthy", times=2),),
    ),
    _traitor("01047", "Clan Infighting", "imperial", "Imperial"),
    _traitor("01111", "Exonerated Ronin", "mishima", "Mishima"),
    _traitor("01176", "Internal Affairs Crackdown", "capitol", "Capitol"),
    _traitor("01251", "Recalled", "cybertronic", "Cybertronic"),
    _traitor("01322", "Traitor Discovered", "bauhaus", "Bauhaus"),
    _mission(
        "01336",
        "Whispers of Heresy",
        "brotherhood",
        "Mission for one of your Mortificators: when it kills a Brotherhood warrior that is not a personality, "
        "you earn twice its value.",
        (_kill("victim_faction_commoner", times=2, tag="brotherhood"),),
        bestow="mortificator",
    ),
    _mission(
        "01126",
        "Fifteen Minutes of Fame",
        "general",
        "Mission for one of your warriors that is not a personality: when it kills a personality, you earn 5 "
        "points more.",
        (_kill("victim_personality", amount=5),),
        bestow="commoner",
    ),
    _mission(
        "01139",
        "Fury of the Clansmen",
        "imperial",
        "Mission for one of your Clansmen: when it kills a Dark Legion warrior, you earn twice its value as "
        "promotion points, or two destiny points for each of them you forgo.",
        (_kill("victim_legion", times=2, rate=2),),
        bestow="clansman",
    ),
    _mission(
        "01218",
        "Nepharite Hunt",
        "general",
        "Mission for one of your Doomtroopers: when it kills a Nepharite, you earn twice its value as promotion "
        "points, or two destiny points for each of them you forgo.",
        (_kill("victim_tagged", times=2, tag="nepharite", rate=2),),
        give_to="doomtrooper",
    ),
    _mission(
        "01243",
        "Prove Your Valor",
        "general",
        "Mission for one of your warriors: when it kills a warrior worth at least twice its own value and "
        "survives the combat, you earn three times the victim's value.",
        (_kill("victim_double_value", times=3),),
    ),
    _mission(
        "01067",
        "Dark Kohort",
        "legion",
        "Mission on yourself: hold a follower of each of the five Apostles at the end of two of your turns in a "
        "row to earn 10 promotion points.",
        (Effect("mission_points", trigger="turn_end", condition="all_apostles", amount=10, promotion=True),),
        target="self",
    ),
    _mission(
        "01335",
        "Well-Rounded Squad",
        "general",
        "Mission on yourself: hold a warrior of each of the five corporations and of the Brotherhood at the end "
        "of two of your turns in a row to earn 10 promotion points.",
        (Effect("mission_points", trigger="turn_end", condition="all_corps", amount=10, promotion=True),),
        target="self",
    ),
)

FORT_MISSIONS: tuple[CardDef, ...] = (
    _mission(
        "01102",
        "Establish Defensive Perimeter",
        "general",
        "Mission on yourself, never fulfilled: each fortification of a title you have not yet brought into play "
        "earns you 1 promotion point when you bring it in.",
        (Effect("perimeter"),),
        target="self",
    ),
    _mission(
        "01166",
        "Infiltration",
        "general",
        "Mission on yourself: when a card of yours razes a city or citadel in play, you earn 6 promotion points.",
        (Effect("infiltrate"),),
        target="self",
    ),
    _mission(
        "01284",
        "Siege of the Citadel",
        "general",
        "Mission on yourself: when one of your warriors kills another player's warrior protected by a citadel, "
        "you earn twice its value.",
        (_kill("victim_citadel", times=2),),
        target="self",
    ),
    CardDef(
        "01172",
        "Inspire the Masses",
        "mission",
        "brotherhood",
        "Mission for Cardinal Dominic while The Cathedral lies on your table: complete it for three actions; "
        "your non-Legion warriors in play are healed and become blessed and immune to Dark Symmetry cards for "
        "good, and you earn 2 promotion points.",
        effects=(
            Effect("pay_action", amount=3, trigger="use"),
            Effect("inspire", tag="blessed ds-immune", amount=2, trigger="use"),
        ),
        target="own_warrior",
        bestow="cardinal",
        site="cathedral",
    ),
    CardDef(
        "01232",
        "Portal of the Great Conqueror",
        "mission",
        "legion",
        "Mission for a Nepharite of Algeroth while a Citadel of Algeroth lies on your table: when it kills a "
        "Brotherhood warrior of Value 3 or more, nobody earns that kill and every warrior in play becomes profane.",
        effects=(Effect("profane_all", trigger="kills", tag="brotherhood", amount=3),),
        target="own_warrior",
        bestow="nepharite",
        aspect="algeroth",
        site="citadel-algeroth",
    ),
)
