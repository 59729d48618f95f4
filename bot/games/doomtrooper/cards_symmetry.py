"""The Dark Symmetry gifts of part 2, in our own words (the four decks' gifts are in cards.py; see
it for the lookup)."""

from bot.games.doomtrooper.carddef import CardDef, gift
from bot.games.doomtrooper.effects import Effect, immunity, modify

SYMMETRY: tuple[CardDef, ...] = (
    gift(
        "01071",
        "Deform",
        "Gift of Demnogonis: this warrior's combat opponents have -2 Armor.",
        (modify("A", -2, who="opponent"),),
        "demnogonis",
    ),
    gift(
        "01077",
        "Dimensional Hole",
        "Gift of Ilian: a warrior this one wounds is killed outright.",
        (Effect("kill_on_wound"),),
        "ilian",
    ),
    gift(
        "01081",
        "Disrupt Power",
        "Gift of Ilian: this warrior is immune to Dark Symmetry and Art cards.",
        (immunity("ds"), immunity("art")),
        "ilian",
    ),
    gift(
        "01165",
        "Infection",
        "Gift of Demnogonis: a warrior this one wounds is killed outright.",
        (Effect("kill_on_wound"),),
        "demnogonis",
    ),
    gift(
        "01171",
        "Insane Dance",
        "Gift of Muawijhe: this warrior's combat opponents have -2 Fight and -2 Shoot.",
        (modify("FS", -2, who="opponent"),),
        "muawijhe",
    ),
    gift("01205", "Mind Melt", "Gift of Semai: +2 Fight and +2 Shoot.", (modify("FS", 2),), "semai"),
    gift(
        "01320",
        "Time Death",
        "Gift of Ilian: this warrior strikes first; if it wounds its opponent, no blow comes back.",
        (Effect("first_strike"),),
        "ilian",
    ),
    gift(
        "01233",
        "Portal of Undeath",
        "Gift of Algeroth, for a Nepharite of Algeroth only: when it kills, the first Undead Legionnaire in your "
        "deck joins you (you still earn the kill).",
        (Effect("summon", tag="undead-legionnaire"),),
        "algeroth",
        bestow="nepharite",
    ),
    gift(
        "01231",
        "Portal of Dark Healing",
        "Gift of Algeroth for any Nepharite (whatever its Apostle): wounded, it heals itself for three actions.",
        (Effect("pay_action", amount=3, trigger="use"), Effect("heal", who="bearer", trigger="use")),
        "algeroth",
        tags=("any-apostle", "reusable"),
        bestow="nepharite",
    ),
    gift(
        "01070",
        "Decay",
        "Gift of Demnogonis: at any time, for 10 destiny, any one equipment card in play is discarded.",
        (Effect("pay_destiny", amount=10, trigger="use"), Effect("discard_equipment", who="target", trigger="use")),
        "demnogonis",
        tags=("reusable",),
    ),
    gift(
        "01082",
        "Distort",
        "Gift of Algeroth: at any time, for 10 destiny, any one weapon or other equipment in play is discarded.",
        (Effect("pay_destiny", amount=10, trigger="use"), Effect("discard_equipment", who="target", trigger="use")),
        "algeroth",
        tags=("reusable",),
    ),
    gift(
        "01277",
        "Send Dreams",
        "Gift of Muawijhe: at any time, for 5 destiny, a face-up warrior of another player dives into cover.",
        (Effect("pay_destiny", amount=5, trigger="use"), Effect("force_cover", who="target", trigger="use")),
        "muawijhe",
        tags=("reusable",),
    ),
    gift(
        "01158",
        "Illusion",
        "Gift of Semai: in a combat, for 3 destiny and no action, this warrior calls the combat off and dives "
        "into cover; the cards played in it are discarded.",
        (
            Effect("pay_destiny", amount=3, trigger="use"),
            Effect("escape", trigger="use"),
            Effect("take_cover", who="bearer", trigger="use"),
        ),
        "semai",
        tags=("reusable",),
    ),
    gift(
        "01054",
        "Confuse",
        "Gift of Muawijhe: once in each of its combats this warrior may switch the tactic (Fight to Shoot or back).",
        (Effect("switch_tactic", trigger="use"),),
        "muawijhe",
        tags=("reusable",),
    ),
    gift(
        "01285",
        "Sleep",
        "Gift of Muawijhe: for one action, a face-up warrior of another player falls asleep: until your next turn "
        "it neither attacks nor is attacked.",
        (Effect("pay_action", amount=1, trigger="use"), Effect("status", who="target", tag="asleep", trigger="use")),
        "muawijhe",
        tags=("reusable",),
    ),
)

MORE_SYMMETRY: tuple[CardDef, ...] = (
    gift(
        "01177",
        "Invoke Frenzy",
        "Gift of Algeroth: for one action, one of your wounded Dark Legion warriors is healed, and loses 1 Armor "
        "for good.",
        (
            Effect("pay_action", amount=1, trigger="use"),
            Effect("heal", who="target", trigger="use"),
            Effect("scar", who="target", amount=1, trigger="use"),
        ),
        "algeroth",
        tags=("reusable",),
    ),
    gift(
        "01283",
        "Shroud",
        "Gift of Semai: for one action, no combat at all until your next turn.",
        (Effect("pay_action", amount=1, trigger="use"), Effect("battlefield", tag="shroud", trigger="use")),
        "semai",
        tags=("reusable",),
    ),
    gift(
        "01321",
        "Time Rot",
        "Gift of Demnogonis: for one action, a warrior of another player ages: every third age marker costs it "
        "1 Fight, Shoot, Armor and Value; at Value 0 it is discarded.",
        (Effect("pay_action", amount=1, trigger="use"), Effect("age", who="target", trigger="use")),
        "demnogonis",
        tags=("reusable",),
    ),
    gift(
        "01337",
        "Wind of Insanity",
        "Gift of Muawijhe: once a turn, for one action, every 5 destiny deal 1 damage to each warrior in play; "
        "damage at its Armor wounds it, and you earn the warriors it kills.",
        (Effect("pay_action", amount=1, trigger="use"), Effect("storm", per=5, trigger="use")),
        "muawijhe",
        tags=("reusable",),
    ),
    gift(
        "01129",
        "Flow of Acid",
        "Gift of Algeroth: once a turn, as your attack and for three actions, every 3 destiny deal 1 damage to "
        "each warrior in play; damage at its Armor wounds it, and you earn the warriors it kills.",
        (Effect("pay_action", amount=3, trigger="use"), Effect("storm", per=3, tag="attack", trigger="use")),
        "algeroth",
        tags=("reusable",),
    ),
    gift(
        "01216",
        "Necrovisual Link",
        "Gift of Algeroth for any Nepharite (whatever its Apostle): for one action, you look at another player's "
        "hand (the others see only that you looked).",
        (Effect("pay_action", amount=1, trigger="use"), Effect("look_hand", who="target_player", trigger="use")),
        "algeroth",
        tags=("any-apostle", "reusable"),
        bestow="nepharite",
    ),
    gift(
        "01055",
        "Control Mind",
        "Gift of Semai: once a turn, for three actions, name a face-up warrior of another player and whether it "
        "must or must not attack in its player's next turn (if it must, its player picks the defender).",
        (Effect("pay_action", amount=3, trigger="use"), Effect("order", tag="choose", trigger="use")),
        "semai",
        tags=("reusable", "once-a-turn"),
    ),
    gift(
        "01178",
        "Invoke Pain",
        "Gift: in your turn, for every 3 destiny, a face-up warrior of another player may not attack until your "
        "next turn begins.",
        (Effect("pay_destiny", amount=3, trigger="use"), Effect("order", tag="no_attack", trigger="use")),
        tags=("reusable",),
    ),
    gift(
        "01324",
        "True Gate",
        "Gift of Ilian: in a combat of this warrior, for every 10 destiny another face-up Dark Legion warrior of "
        "yours that may attack the opponent joins its group; the group's Fight and Shoot add up, and the other "
        "side picks which member its blow falls on.",
        (Effect("pay_destiny", amount=10, trigger="use"), Effect("reinforce", trigger="use")),
        "ilian",
        tags=("reusable",),
    ),
    gift(
        "01007",
        "Animate Dead",
        "Gift of Demnogonis: once a turn, for three actions, a warrior from any discard pile joins your table, "
        "profane, at half its printed values (rounded up), taking no Dark Symmetry card; when it leaves play it "
        "is out of the game.",
        (
            Effect("pay_action", amount=3, trigger="use"),
            Effect("raise_dead", tag="profane halved no-ds annihilate", trigger="use"),
        ),
        "demnogonis",
        tags=("reusable", "once-a-turn"),
    ),
)
