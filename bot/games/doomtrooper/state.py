"""The state of a Doomtrooper match (JSON round-trippable)."""

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.engine import GameOptions, GameState

DECK_NAMES = ("bauhaus", "capitol", "brotherhood", "legion")


class SeatDeck(BaseModel):
    """A seat's own deck, frozen into the match options when it starts (decklists.py)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    cards: dict[str, int]
    """Card code -> copies."""
    preset: str = ""
    """One of DECK_NAMES when the seat chose a preconstructed deck."""


class Options(GameOptions):
    goal: int = Field(25, ge=1, le=200)
    """Promotion points that win the match."""
    decks: str = ""
    """Deck per seat in seat order, separated by '/' (e.g. 'bauhaus/legion'; ',' works outside
    option text); seats without one pick at the start."""
    hand_size: int = Field(7, ge=3, le=10)
    lists: dict[int, SeatDeck] = {}
    """Seats playing a deck chosen when joining (a saved one or a preconstructed one), frozen
    at the start: seat -> its cards. Set by the service, not typed; it overrides `decks`."""


class Warrior(BaseModel):
    handle: str
    """'w<n>': the public name of this warrior's place on the table, stable while it is in play."""
    card: str
    wounded: bool = False
    cover: bool = False
    unpaid: bool = False
    """Played in cover: its value is paid when it leaves cover."""
    attached: list[str] = []
    left_cover_turn: int = -1
    diseased: bool = False
    """Hit by a Bacteria Grenade and survived: loses 1 Value at each of its player's turn starts."""
    armor_loss: int = 0
    """Armor lost for good (Invoke Frenzy's markers)."""
    age: int = 0
    """Time Rot markers: every three cost 1 Fight, Shoot, Armor and Value."""
    markers: int = 0
    """Value lost to disease."""
    statuses: dict[str, int] = {}
    """Art statuses ('fly', 'double', 'invulnerable', 'ds-immune') -> the seat whose next turn ends them."""
    walls: dict[str, int] = {}
    """Dark Symmetry cards this warrior is immune to (Mind Wall) -> the seat whose next turn ends it."""
    lent: dict[str, int] = {}
    """Cards on this warrior that another player owns (a special played on it) -> their seat."""
    boasted: int = -1
    """Lane Chung: the player's turn count when the attack was announced."""
    owner: int = -1
    """The seat whose card this is while another player controls it: as a Heretic of the Dark
    Legion (Possess) or raised from a discard pile (Animate Dead); -1: the player whose table it
    lies on owns it."""
    marks: list[str] = []
    """Lasting properties given by cards: 'profane' (never casts the Art), 'blessed' (a Brother
    casts every aspect), 'ds-immune' (immune to every Dark Symmetry card), 'halved' (printed
    values halved, rounded up), 'no-ds' (takes no Dark Symmetry card), 'annihilate' (leaves play
    out of the game)."""


class PlayerMission(BaseModel):
    card: str
    target: int
    """The seat the mission names."""
    armed: bool = False
    """A mission to hold the table for a full turn: its condition held at the end of the last turn."""


Phase = Literal["choose_deck", "actions", "tactic", "weapon", "modify", "points", "discard", "pick", "over"]


class SecretMission(BaseModel):
    """A mission played face down under a Secret Mission card: its target is shown when it is fulfilled."""

    card: str
    """The mission card."""
    cover: str
    """The Secret Mission card lying with it."""
    warrior: str = ""
    """The warrior carrying it (a handle), or '' for a mission on a player."""
    target: int = -1
    """The seat a mission on a player names."""


class Pick(BaseModel):
    """A choice a played card asks for before play goes on (`pick X`): cards to discard from a hand
    looked at, a card to take from a deck or pile, a mission's new holder, an answer. `seat` picks
    `left` more times from `options` (card tokens, warrior handles, 'pN' seats, or words)."""

    seat: int
    card: str
    """The card that asks."""
    kind: Literal["discard", "take", "keep", "lying", "transfer", "answer", "secret", "plan"]
    target: int = -1
    """The seat whose cards are picked from (or, for an answer or a plan, the seat that asked)."""
    options: list[str] = []
    left: int = 1
    cost: int = 0
    """'take' from a discard pile: destiny each further pick costs; `pick none` ends the choice."""
    shuffle: bool = False
    """The picker's deck is shuffled when the choice ends (a search)."""
    subject: str = ""
    """'transfer' and 'secret': the mission placed; 'answer': the card type asked about."""
    resume: Phase = "actions"
    """The phase play goes back to."""


class Order(BaseModel):
    """A promise about a player's attacks that a card put on them (Control Mind, Suggestion,
    Telepathic Message, Invoke Pain), read by the attack choices of `seat`."""

    kind: Literal["attack_with", "not_with", "attack_target", "no_attack", "plan"]
    """'attack_with': `warrior` must attack (its player picks the defender); 'not_with': `warrior`
    must not attack; 'attack_target': an attack must be made on `warrior`; 'no_attack':
    `warrior` may not attack until `by`'s next turn; 'plan' (Empathy, told to `by` alone):
    `warrior` attacks `defender` in `tactic` if it can, or, with no `warrior`, no attack at all."""
    card: str
    by: int
    """The seat that gave the order."""
    seat: int
    """The seat bound by it."""
    warrior: str
    turn: int = -1
    """The bound player's `turns_taken` during the turn it binds (-1: until `by`'s next turn)."""
    defender: str = ""
    """'plan': the planned defender (a handle, or 'pN' for an attack on a player)."""
    tactic: str = ""
    """'plan': the planned tactic ('fight' or 'shoot'; '' for an attack on a player)."""
    kept: bool = False
    """'plan': the planned attack was declared; only its tactic still binds."""


class Lasting(BaseModel):
    """A played card lying on a player (Doomed), its effects triggered at their turns' start."""

    card: str
    owner: int
    """The seat that played it (its discard pile takes it)."""
    markers: int = 0
    """Markers lying on it (the Dark Visitation's, taken off at its player's turn starts)."""


class Armed(BaseModel):
    """A reaction card in the hand that its player armed: it fires by itself at its trigger."""

    card: str
    target: int = -1
    """The seat it is armed against (Bamboozled!), -1 for anyone."""


class Player(BaseModel):
    deck_name: str = ""
    deck: list[str] = []
    """The last element is drawn first."""
    hand: list[str] = []
    discard: list[str] = []
    warriors: list[Warrior] = []
    promotion: int = 0
    destiny: int = 5
    turns_taken: int = 0
    had_warrior: bool = False
    bare_turns: int = 0
    out: bool = False
    auto_combat: bool = False
    """Standing instruction: pass in combat unless holding a card that changes combat values."""
    auto_points: bool = False
    """Standing instruction: every point earned goes to promotion."""
    missions: list[PlayerMission] = []
    """Missions this player assigned to a player (another or themselves), open until fulfilled."""
    lasting: list[Lasting] = []
    """Cards played on this player that stay (Doomed)."""
    sites: list[str] = []
    """Fortifications (and artillery) lying on this player's table, not on a warrior."""
    titles: list[str] = []
    """Fortification titles this player brought into play (Establish Defensive Perimeter)."""
    removed: list[str] = []
    """Cards taken out of the game (a warrior killed by the Cairath), open to everyone."""
    skip_turns: int = 0
    """Turns this player will miss (Bogged Down)."""
    fewer_actions: int = 0
    """Actions fewer in this player's next turn (Forced March)."""
    winds_used: bool = False
    """The Winds of Insanity were invoked (once a game)."""
    armed: list[Armed] = []
    """Reaction cards of the hand armed in advance, in the order armed (hidden like the hand)."""
    seen_hands: list[str] = []
    """Cards in other players' hands this player was shown by a card (Item Vision, Greater
    Domination, Necrovisual Link): left out of this player's secrets while they stay in a hand."""
    seen_decks: list[str] = []
    """Cards of a deck this player looked through (Gaze, a search of one's own deck): left out of
    this player's secrets while they stay in a deck (its order is shuffled after the look)."""
    secret_missions: list[SecretMission] = []
    """Missions this player conducts in secret (Secret Mission): hidden from the others until fulfilled."""
    retrained: bool = False
    """Retraining was played (once a game)."""


class Mod(BaseModel):
    """A combat-long change: `amount` to `stats` of the warrior `target` (a handle)."""

    card: str
    target: str
    stats: str
    amount: int
    source: Literal["art", "ds", "other"] = "other"


class Combat(BaseModel):
    attacker: str
    defender: str
    attacker_seat: int
    defender_seat: int
    tactic: str = ""
    mods: list[Mod] = []
    to_act: int = 0
    passes: int = 0
    played: dict[str, int] = {}
    """Cards played in step 4, and who played them (they are discarded when the combat ends)."""
    defender_was_covered: bool = False
    weapons: dict[str, str] = {}
    """The weapon each fighting warrior's player chose for the tactic (handle -> card)."""
    protected: list[str] = []
    """Fighters that cannot be wounded or killed in this combat (Ticker)."""
    wound_after: list[str] = []
    """Fighters that take one wound when the combat is over (Ticker)."""
    void: list[str] = []
    """Cards whose effects count for nothing in this combat (gifts exorcised by the Art)."""
    used: list[str] = []
    """Reusable cards already used in this combat (once per combat each)."""
    copies: dict[str, str] = {}
    """Fighters that took another warrior's printed values for this combat (Phantasm): handle -> card."""
    wounded_before: list[str] = []
    """Warriors wounded when the combat was declared (Narrow Escape! restores that status)."""
    spies: dict[str, int] = {}
    """Fighters discarded as another player's spy (Spy in the Ranks) -> the seat their kill pays."""
    helpers: dict[str, list[str]] = {}
    """Group combat (Reinforcements!, True Gate): fighter -> the warriors of its player assisting it."""
    struck: dict[str, str] = {}
    """Group combat: fighter -> the member of its group the other side's blow falls on (its choice)."""
    no_points: list[str] = []
    """Fighters whose death earns nothing (Portal of the Great Conqueror's victim)."""
    commanded_by: int = -1
    """Command: the seat that forced this combat; it alone earns (twice each victim's Value, in destiny)."""
    first: str = ""
    """A fighter that strikes first (Speed): if it wounds, its opponent does not strike back."""


class PointsDue(BaseModel):
    seat: int
    amount: int
    victim: str
    rate: int = 1
    """Destiny points per point not taken as promotion (a mission paying twice as much in destiny)."""
    destiny_only: bool = False
    """Earned by a Freelancer: all of it becomes destiny points."""


class DtState(GameState):
    options: Options
    players: list[Player]
    current: int = 0
    turn: int = 1
    phase: Phase = "actions"
    actions_left: int = 3
    acted: bool = False
    equipping: bool = False
    initiative_played: bool = False
    attacked: bool = False
    bonus_attack: bool = False
    """Initiative's extra action was kept for a second attack after this one."""
    attack_only: bool = False
    """The second attack of an Initiative turn: only an attack (or ending) is left."""
    optional_discard_done: bool = False
    follow_up: str = ""
    """A warrior whose attack may be followed by a second one of its own this turn (Nimrod Autocannon)."""
    attack_with: str = ""
    """During that second attack: the only warrior that may attack."""
    global_status: dict[str, int] = {}
    """Battlefield states ('chasm': Shoot only, 'fog': Fight only) -> the seat whose next turn ends them."""
    blood_lust: bool = False
    lust_bonus: bool = False
    """The second attack kept for later comes from Blood Lust."""
    """Blood Lust: one more attack this turn."""
    extra_turn: bool = False
    """Ruthless Efficiency: the player on turn takes another turn."""
    survivor: str = ""
    """The attacker that lived through its combat this turn (Joy of Victory), '' once played."""
    survivor_hurt: bool = False
    """That attacker was wounded in the combat."""
    joined: list[str] = []
    """Warriors brought into play this turn (Born with a Silver Spoon)."""
    used_this_turn: list[str] = []
    """Cards used this turn whose use is once a turn (Wind of Insanity, Flow of Acid)."""
    refitting: bool = False
    """Efficiency Training was played: equipment moves between your warriors until another action."""
    proficient: list[str] = []
    """Casters whose spells cost 1 destiny less per step this turn (Proficiency)."""
    orders: list[Order] = []
    """Promises about players' attacks (Control Mind, Suggestion, Telepathic Message, Invoke Pain)."""
    combat: Combat | None = None
    pick: Pick | None = None
    """A card's choice waiting for its player (phase 'pick')."""
    points_due: list[PointsDue] = []
    next_handle: int = 1
    finished: str = ""
    winners: list[int] = []
