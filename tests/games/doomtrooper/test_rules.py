"""Decks, catalogue, the effect language's coverage, hidden information and options."""

import json
import re
from pathlib import Path
from typing import Any, get_args

import pytest

from bot.engine import Game, apply_action, new_state
from bot.games.doomtrooper import GAME as DOOMTROOPER
from bot.games.doomtrooper.cards import CARDS, card_def
from bot.games.doomtrooper.decks import load_deck
from bot.games.doomtrooper.effects import Effect, Kind
from bot.games.doomtrooper.scenario import build
from bot.games.doomtrooper.state import DECK_NAMES, DtState
from bot.wording import wording_for
from tests.support.wording import english

GAME: Game[Any, Any] = DOOMTROOPER

SCENARIOS = [json.loads(p.read_text()) for p in (Path(__file__).parent / "scenarios").glob("*.json")]
FTL = Path(__file__).resolve().parents[3] / "bot" / "locales" / "en" / "doomtrooper.ftl"


@pytest.mark.parametrize("name", DECK_NAMES)
def test_decks_are_legal(name: str) -> None:
    deck = load_deck(name)
    assert sum(deck.values()) == 60
    for code, copies in deck.items():
        d = CARDS[code]
        assert 1 <= copies <= d.limit <= 5
        if d.type == "warrior":
            assert d.faction in (name, "general"), f"{d.name} is not a {name} warrior"


def test_each_side_has_a_deck() -> None:
    factions = {name: {CARDS[c].faction for c in load_deck(name) if CARDS[c].type == "warrior"} for name in DECK_NAMES}
    assert factions == {
        "bauhaus": {"bauhaus"},
        "capitol": {"capitol"},
        "brotherhood": {"brotherhood"},
        "legion": {"legion"},
    }


@pytest.mark.parametrize("name", DECK_NAMES)
def test_every_deck_card_is_in_a_scenario(name: str) -> None:
    used: set[str] = set()
    for data in SCENARIOS:
        text = json.dumps(data)
        used |= set(re.findall(r"\"(\d{5})\"", text)) | set(re.findall(r"[#%](\d{5})", text))
    assert [CARDS[c].name for c in load_deck(name) if c not in used] == []


def test_every_effect_kind_has_a_scenario() -> None:
    rules = " ".join(d["rule"].lower() for d in SCENARIOS)
    missing = [k for k in get_args(Kind) if f"effect {k}" not in rules]
    assert missing == []


def test_effects_are_checked() -> None:
    with pytest.raises(ValueError):
        Effect("modify", stats="X")
    with pytest.raises(ValueError):
        Effect("modify_per_destiny", stats="F", amount=1)
    with pytest.raises(ValueError):
        Effect("immunity", immune="fire")
    with pytest.raises(ValueError):
        Effect("lose_destiny", amount=3)  # a lasting effect needs its trigger
    with pytest.raises(ValueError):
        Effect("mission_points", trigger="turn_start", amount=3)


def test_every_card_has_a_name_and_an_own_text() -> None:
    text = FTL.read_text()
    for code, d in CARDS.items():
        assert f"dt-card-{code} = {d.name}\n" in text
        assert d.text and d.text.strip()[-1] in ".)"
    wording = wording_for(GAME)
    assert wording.text(GAME.card_name("k01214_7"), ["Ann", "Bob"], None) == "Necromutant"


def test_card_tokens() -> None:
    assert card_def("k01250_3").name == "Razide"
    with pytest.raises(ValueError):
        GAME.card_name("k99999_1")


def test_deck_option_per_seat() -> None:
    state = new_state(GAME, 2, {"decks": "legion/capitol"}, 3)
    assert isinstance(state, DtState)
    assert [p.deck_name for p in state.players] == ["legion", "capitol"]
    assert state.phase == "actions"
    with pytest.raises(ValueError):
        new_state(GAME, 2, {"decks": "orks,capitol"}, 3)


def test_partial_deck_option_asks_the_rest() -> None:
    state = new_state(GAME, 3, {"decks": "legion"}, 3)
    assert [d.player for d in GAME.pending(state)] == [1, 2]
    assert {d.kind for d in GAME.pending(state)} == {"deck"}


def _covered() -> DtState:
    return build(
        {
            "setup": {
                "players": [
                    {"hand": ["01214"], "warriors": [{"card": "01214"}]},
                    {
                        "hand": ["01015"],
                        "warriors": [{"card": "01015"}, {"card": "01202", "cover": True, "attached": ["01053"]}],
                    },
                ]
            }
        }
    )


def test_covered_warrior_seen_only_by_its_owner() -> None:
    state = _covered()
    steiner = state.players[1].warriors[1]
    armour = steiner.attached[0]
    for viewer in (None, 0):
        view = json.dumps(GAME.view(state, viewer))
        assert steiner.card not in view and armour not in view and "Max Steiner" not in view
        assert {steiner.card, armour} <= GAME.secrets(state, viewer)
    own = json.dumps(GAME.view(state, 1))
    assert steiner.card in own and "Max Steiner" in own
    assert steiner.card not in GAME.secrets(state, 1)


def test_hands_and_decks_are_secret() -> None:
    state = _covered()
    assert set(state.players[1].hand) <= GAME.secrets(state, 0)
    assert not set(state.players[0].hand) & GAME.secrets(state, 0)
    assert set(state.players[0].deck) <= GAME.secrets(state, 0)
    assert (
        "Bauhaus Blitzer" not in GAME.render(GAME.view(state, 0), english(GAME, ["Ann", "Bob"])).split("Your hand:")[1]
    )


def test_the_table_reads_in_the_readers_language_and_hides_a_covered_warrior() -> None:
    state = _covered()
    english_lines = GAME.render(GAME.view(state, 0), english(GAME, ["Ann", "Bob"])).splitlines()
    assert english_lines[0] == "Turn 3, on turn: Ann (3 actions left). Goal: 25 promotion points."
    assert "  - a face-down warrior (in cover, 1 card with it)" in english_lines
    finnish = GAME.render(GAME.view(state, 0), wording_for(GAME, "fi").say(["Ann", "Bob"], 0)).splitlines()
    assert finnish[0] == "Vuoro 3, vuorossa: Ann (3 toimintoa jäljellä). Tavoite: 25 ylennyspistettä."
    assert "  - kuvapuoli alaspäin oleva soturi (suojassa, 1 kortti mukana)" in finnish
    owner = GAME.render(GAME.view(state, 1), wording_for(GAME, "fi").say(["Ann", "Bob"], 1))
    assert "Max Steiner" in owner and "(suojassa)" in owner


def test_attacking_a_covered_warrior_reveals_it_for_the_combat() -> None:
    state: Any = _covered()
    state, _ = apply_action(GAME, state, 0, "attack w1 w3")
    assert isinstance(state, DtState)
    assert "Max Steiner" in json.dumps(GAME.view(state, 0))
    state, _ = apply_action(GAME, state, 0, "fight")
    assert isinstance(state, DtState)
    steiner = state.players[1].warriors[1]
    assert steiner.cover and steiner.card in GAME.secrets(state, 0)


def test_hiding_a_warrior_names_it_only_to_its_owner() -> None:
    state: Any = _covered()
    state, events = apply_action(GAME, state, 0, f"hide {state.players[0].hand[0]}")
    public = [e for e in events if e.audience is None]
    assert all("card" not in e.msg.args for e in public)
    assert [e.msg.key for e in events if e.audience == (0,)] == ["dt-hide-warrior-own"]


def test_weapon_default_is_the_best_for_the_tactic() -> None:
    """Left to its deadline, the weapon decision takes the weapon with the largest bonus for the
    tactic (counting what it takes off the opponent): the Deathlockdrum over the SMG."""
    state: Any = build(
        {
            "setup": {
                "players": [
                    {"hand": ["01157"], "warriors": [{"card": "01136", "attached": ["01286", "01069"]}]},
                    {"hand": ["01157"], "warriors": [{"card": "01214"}]},
                ]
            }
        }
    )
    for action in ("attack w1 w2", "shoot"):
        state, _ = apply_action(GAME, state, 0, action)
    (decision,) = GAME.pending(state)
    assert decision.kind == "weapon"
    assert decision.default == f"weapon {state.players[0].warriors[0].attached[1]}"
