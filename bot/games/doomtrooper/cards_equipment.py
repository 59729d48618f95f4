"""Every equipment card of the base set, in our own words (see cards.py for the lookup)."""

from bot.games.doomtrooper.carddef import CardDef, eq
from bot.games.doomtrooper.effects import Effect, immunity, modify


def _vehicle(code: str, name: str, corporation: str, stats: str, *tags: str) -> CardDef:
    words = {"SAV": "Shoot, Armor and Value", "FSAV": "Fight, Shoot, Armor and Value"}[stats]
    kind = "Tank" if "tank" in tags else "Airship"
    return eq(
        code,
        name,
        corporation,
        f"{corporation.capitalize()} warriors only. {kind}, a vehicle (one per warrior): "
        f"the warrior's printed {words} count double, and it uses no weapon.",
        (Effect("double", stats=stats), Effect("no_weapons")),
        tags=("vehicle", *tags),
        give_to=corporation,
    )


EQUIPMENT: tuple[CardDef, ...] = (
    eq(
        "01033",
        "Capitol Sword of Honor",
        "capitol",
        "Capitol warriors only. Fight weapon: +1 Fight.",
        (modify("F", 1),),
        tags=("fight-weapon",),
        give_to="capitol",
    ),
    eq(
        "01334",
        "Violator Sword",
        "bauhaus",
        "Bauhaus warriors only. Fight weapon: +2 Fight.",
        (modify("F", 2),),
        tags=("fight-weapon",),
        give_to="bauhaus",
    ),
    eq("01186", "L&A Plasma Carbine", "general", "Shoot weapon: +3 Shoot.", (modify("S", 3),), tags=("shoot-weapon",)),
    eq(
        "01286",
        'SMG Mk. III "Interceptor"',
        "imperial",
        "Shoot weapon: +2 Shoot.",
        (modify("S", 2),),
        tags=("shoot-weapon", "machine-gun"),
    ),
    eq(
        "01069",
        "Deathlockdrum",
        "general",
        "Shoot weapon: +3 Shoot, and the opponent's Shoot is lowered by 2.",
        (modify("S", 3), modify("S", -2, who="opponent")),
        tags=("shoot-weapon", "machine-gun"),
    ),
    eq(
        "01001",
        'AC-40 "Justifier"',
        "brotherhood",
        "Fight and shoot weapon: +3 Fight and +3 Shoot.",
        (modify("FS", 3),),
        tags=("fight-weapon", "shoot-weapon"),
    ),
    eq(
        "01185",
        "Kratach",
        "legion",
        "Dark Legion warriors only. Shoot weapon: +3 Shoot.",
        (modify("S", 3),),
        tags=("shoot-weapon", "machine-gun"),
        give_to="legion",
    ),
    eq(
        "01332",
        "Vassht",
        "legion",
        "Dark Legion warriors only. Fight weapon: +2 Fight. Its bearer may never be given another fight weapon.",
        (modify("F", 2),),
        tags=("fight-weapon", "vassht"),
        give_to="legion",
    ),
    eq("01050", "Combat Armor", "general", "+1 Armor.", (modify("A", 1),)),
    eq(
        "01053",
        "Composite Armor",
        "general",
        "A suit of armour: +4 Armor. A warrior wears one suit at most.",
        (modify("A", 4),),
        tags=("armor-suit",),
    ),
    eq(
        "01020",
        "Blessed Armor",
        "brotherhood",
        "A suit of armour for any non-Legion warrior: its wearer is immune to every Dark Symmetry card. "
        "One suit at most.",
        (immunity("ds"),),
        tags=("armor-suit",),
        give_to="doomtrooper",
    ),
    eq(
        "01230",
        "Portable Force Shield",
        "general",
        "+6 Armor; it counts as a fortification. A warrior carries one at most.",
        (modify("A", 6),),
        tags=("force-shield", "fortification"),
    ),
    _vehicle("01003", "AH/UH-19 Grapeshot Guardian", "capitol", "SAV", "airship"),
    _vehicle("01032", "CAP 7000P", "cybertronic", "SAV", "airship"),
    _vehicle("01138", 'Fukimura No. 12 "Kamikaze"', "mishima", "SAV", "airship"),
    _vehicle("01160", "Imperial Doomlord", "imperial", "SAV", "airship"),
    _vehicle("01305", 'T-32 "Wolfclaw" JBT', "bauhaus", "FSAV", "tank"),
    eq(
        "01013",
        "Bacteria Grenade",
        "legion",
        "Dark Legion warriors only. A weapon for either tactic, thrown once (discarded after its combat): "
        "+4 Fight and Shoot. An opponent that survives is diseased: it loses 1 Value at the start of each of "
        "its player's turns and is discarded at 0.",
        (modify("FS", 4), Effect("disease")),
        tags=("fight-weapon", "shoot-weapon", "one-use"),
        give_to="legion",
    ),
    eq(
        "01017",
        "Bayonet",
        "general",
        "Fits on a shoot weapon of the warrior: that weapon also serves in a Fight, with +2 Fight.",
        (modify("F", 2),),
        tags=("bayonet",),
        mount="shoot",
    ),
    eq(
        "01049",
        "Clansman Claymore",
        "imperial",
        "Imperial warriors only. Fight weapon: +1 Fight, and +1 Armor against the Dark Legion; "
        "a Clansman gets +2 of each instead.",
        (
            Effect("modify", stats="F", amount=1, unless_tag="clansman"),
            Effect("modify", stats="F", amount=2, if_tag="clansman"),
            Effect("modify", stats="A", amount=1, condition="opponent_legion", unless_tag="clansman"),
            Effect("modify", stats="A", amount=2, condition="opponent_legion", if_tag="clansman"),
        ),
        tags=("fight-weapon",),
        give_to="imperial",
    ),
    eq(
        "01062",
        "Curator Sword",
        "legion",
        "Dark Legion warriors only. Fight weapon: +2 Fight (+4 for a Curator); a warrior it wounds is killed outright.",
        (
            Effect("modify", stats="F", amount=2, unless_tag="curator"),
            Effect("modify", stats="F", amount=4, if_tag="curator"),
            Effect("kill_on_wound"),
        ),
        tags=("fight-weapon",),
        give_to="legion",
    ),
    eq(
        "01064", "Cybernetic Power Arm", "general", "Fight weapon: +6 Fight.", (modify("F", 6),), tags=("fight-weapon",)
    ),
    eq(
        "01065",
        "Cybernetic Retinas",
        "general",
        "+3 Fight and +3 Shoot (not a weapon); the warrior is immune to cards that blind.",
        (modify("FS", 3), immunity("blindness")),
    ),
    eq(
        "01128",
        "First Aid Kit",
        "general",
        "Discard it, in your action phase or in combat, to heal one wounded warrior of yours (its bearer "
        "too). Doomtroopers and the Dark Legion never heal each other.",
        (Effect("heal", who="target", trigger="use"),),
    ),
    eq(
        "01142",
        "Gehenna Puker",
        "general",
        "Shoot weapon (flamethrower): +6 Shoot.",
        (modify("S", 6),),
        tags=("shoot-weapon",),
    ),
    eq(
        "01148",
        "Grenade Launcher",
        "general",
        "Fits on a shoot weapon of the warrior: +3 Shoot while that weapon is used.",
        (modify("S", 3),),
        mount="shoot",
    ),
    eq(
        "01155",
        'HMG Mk. XIXb "Charger"',
        "imperial",
        "Shoot weapon (heavy machine gun): +5 Shoot.",
        (modify("S", 5),),
        tags=("shoot-weapon", "machine-gun"),
    ),
    eq(
        "01161",
        "Imperial Southpaw",
        "imperial",
        "Shoot weapon (rocket launcher): +4 Shoot, and +2 more against an airship or a warrior flying one.",
        (modify("S", 4), Effect("modify", stats="S", amount=2, condition="opponent_airship")),
        tags=("shoot-weapon",),
    ),
    eq(
        "01210",
        "Mortis Sword",
        "brotherhood",
        "Brotherhood warriors only. Fight weapon: +1 Fight. As one action each, Art cards its bearer can cast "
        "may be laid on the sword: +1 Fight for each (they do nothing else).",
        (modify("F", 1), Effect("modify_per_art", stats="F", amount=1)),
        tags=("fight-weapon",),
        give_to="brotherhood",
    ),
    eq(
        "01224",
        "Nimrod Autocannon",
        "capitol",
        "Shoot weapon (artillery): +3 Shoot. Its bearer's attack may be followed by a second attack of its own "
        "in the same turn, against any warrior (the same one again too).",
        (modify("S", 3), Effect("extra_attack")),
        tags=("shoot-weapon",),
    ),
    eq(
        "01228",
        "Personal Anti-Personnel Mines",
        "general",
        "In combat, discard it: the combat ends, the bearer's opponent is killed and the bearer is wounded.",
        (Effect("mine", trigger="use"),),
    ),
    eq(
        "01244",
        "Psycho-Scanner",
        "general",
        "When its bearer is attacked, it may dive into cover (+3 Armor) for free; the scanner stays.",
        (Effect("take_cover", who="bearer", trigger="use", condition="defending"),),
        tags=("reusable",),
    ),
    eq("01245", "Punisher Blade", "cybertronic", "Fight weapon: +1 Fight.", (modify("F", 1),), tags=("fight-weapon",)),
    eq(
        "01246",
        "Punisher Handgun",
        "general",
        "Fight and shoot weapon, a handgun: +1 Fight and +1 Shoot. A warrior may use two handguns at once.",
        (modify("FS", 1),),
        tags=("fight-weapon", "shoot-weapon", "handgun"),
    ),
    eq(
        "01247",
        "Purple Shark",
        "capitol",
        "Airship, a vehicle (one per warrior): +4 Shoot and +4 Armor. In a Fight it may flee the combat for "
        "5 destiny points; then a coin is flipped: on heads the warrior is wounded and the Shark lost.",
        (
            modify("SA", 4),
            Effect("escape", amount=5, trigger="use", condition="tactic_fight"),
            Effect("coin_wound", trigger="use"),
        ),
        tags=("vehicle", "airship", "reusable"),
    ),
    eq(
        "01248",
        "Radar Scanner",
        "general",
        "Airships cannot attack its bearer.",
        (Effect("not_attacked_by", tag="airship"),),
    ),
    eq(
        "01261",
        "Reverberating Sharpener",
        "general",
        "Fits on a fight weapon that is not also a shoot weapon: +1 Fight while that weapon is used.",
        (modify("F", 1),),
        mount="fight",
    ),
    eq(
        "01270",
        "Scalper",
        "mishima",
        "Mishima warriors only. Fight weapon: +1 Fight, and the opponent has -1 Fight.",
        (modify("F", 1), modify("F", -1, who="opponent")),
        tags=("fight-weapon",),
        give_to="mishima",
    ),
    eq(
        "01272",
        "Scythe of Semai",
        "legion",
        "Dark Legion warriors only. Fight and shoot weapon: +4 Fight and +4 Shoot (+8 Shoot for a Pretorian "
        "Stalker); a warrior it wounds is killed outright.",
        (
            modify("F", 4),
            Effect("modify", stats="S", amount=4, unless_tag="pretorian-stalker"),
            Effect("modify", stats="S", amount=8, if_tag="pretorian-stalker"),
            Effect("kill_on_wound"),
        ),
        tags=("fight-weapon", "shoot-weapon"),
        give_to="legion",
    ),
    eq(
        "01280",
        'Sherman .74 Model 13 "Bolter"',
        "capitol",
        "Fight and shoot weapon, a handgun: +2 Fight and +2 Shoot. A warrior may use two handguns at once.",
        (modify("FS", 2),),
        tags=("fight-weapon", "shoot-weapon", "handgun"),
    ),
    eq(
        "01282",
        "Shrieketh",
        "legion",
        "Dark Legion warriors only. Shoot weapon: +1 Shoot. When it kills, the first Heretic in your deck "
        "joins your cohort for free (you still earn the kill).",
        (modify("S", 1), Effect("summon", tag="heretic")),
        tags=("shoot-weapon",),
        give_to="legion",
    ),
    eq(
        "01287",
        "Smoke Bomb",
        "general",
        "In combat, discard it: its bearer slips away and the combat ends with no wounds; the attack is spent.",
        (Effect("escape", trigger="use"),),
    ),
    eq(
        "01314",
        "Telescopic Sight",
        "general",
        "Fits on a shoot weapon of the warrior: +1 Shoot while that weapon is used.",
        (modify("S", 1),),
        mount="shoot",
    ),
    CardDef(
        "01016",
        "Bauhaus Great Infurior",
        "equipment",
        "bauhaus",
        "Artillery put on your table for one action and 6 destiny: once a turn, for three actions, it razes any "
        "fortification in play.",
        value=6,
        effects=(Effect("pay_action", amount=3, trigger="use"), Effect("raze", who="target", trigger="use")),
        target="self",
        tags=frozenset({"artillery"}),
    ),
    eq(
        "01072",
        "Demolition Kit",
        "general",
        "In a combat where its bearer or the opponent is protected by a fortification, discard it: that "
        "fortification is discarded too.",
        (Effect("raze", who="target", trigger="use"),),
    ),
    eq(
        "01319",
        "Ticker",
        "cybertronic",
        "Corporate warriors only (not the Brotherhood). In combat, discard it: +2 Fight and +2 Shoot and no "
        "wound or death in this combat; when it is over, the warrior takes one wound.",
        (
            Effect("modify", stats="FS", amount=2, trigger="use"),
            Effect("modify", stats="FS", amount=1, trigger="use", if_tag="twitcher"),
            Effect("protect", trigger="use"),
            Effect("wound_after", trigger="use", unless_tag="twitcher"),
        ),
        give_to="corporate",
    ),
)

NOT_YET: dict[str, str] = {}
"""Equipment of the base set that is not playable yet, and why."""
