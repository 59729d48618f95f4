"""Views, secrets, placement, the text map and options of Bottisota-2."""

import json
import re

from bot.games.bottisota2 import GAME
from bot.games.bottisota2.arena import designed
from bot.games.bottisota2.image import bot_lines
from bot.games.bottisota2.state import B2State
from bot.games.bottisota2.words import model_name
from bot.wording import LOCALES, wording_for
from tests.contract.test_game_contract import _every_message, random_playout
from tests.games.bottisota2.support import act, fresh
from tests.support.wording import NAMES, english


def started(players: int = 3, seed: int = 2, **options: object) -> B2State:
    """A match past placement (every seat placed by its default)."""
    state = fresh(players, dict(options), seed)
    while state.phase == "place":
        decision = GAME.pending(state)[0]
        state, _ = act(state, decision.player, decision.default)
    return state


def test_placement_is_in_random_order_on_empty_areas() -> None:
    state = fresh(4, {}, 3)
    order = list(state.queue)
    assert sorted(order) == [0, 1, 2, 3] and order != [0, 1, 2, 3]
    first = GAME.pending(state)[0]
    assert first.player == order[0] and len(first.choices) == designed("pit").size
    state, _ = act(state, first.player, "place C3")
    assert "place C3" not in [c.action for c in GAME.pending(state)[0].choices]


def test_the_arena_follows_the_player_count() -> None:
    assert started(2).arena_name == "pit"
    assert started(6).arena_name == "hall"
    assert started(10).arena_name == "foundry"
    random = started(3, arena="random")
    assert random.arena_name == "random" and "Walls:" in GAME.render(GAME.view(random, 0), english(GAME, NAMES))


def test_a_hand_is_secret_to_everyone_else() -> None:
    state = started()
    state.bots[0].hand = [state.deck.pop(0), state.deck.pop(0)]
    mine = GAME.view(state, 0)["bots"][0]
    theirs = GAME.view(state, 1)["bots"][0]
    assert [c["card"] for c in mine["hand"]] == state.bots[0].hand
    assert "hand" not in theirs and theirs["hand_size"] == 2
    assert set(state.bots[0].hand) <= GAME.secrets(state, 1)
    assert not set(state.bots[0].hand) & GAME.secrets(state, 0)
    assert set(state.deck) <= GAME.secrets(state, None)


def test_declarations_are_hidden_until_everyone_is_in() -> None:
    state = started(2, seed=5)
    while state.phase != "shoot" or len(GAME.pending(state)) < 2:
        decision = GAME.pending(state)[0]
        if GAME.outcome(state) is not None:
            raise AssertionError("no shooting phase with two shooters")
        state, _ = act(state, decision.player, decision.default)
    fire = next(c.action for c in GAME.pending(state)[0].choices if c.action.startswith("fire"))
    shooter = GAME.pending(state)[0].player
    state, events = act(state, shooter, fire)
    assert all(e.audience == (shooter,) for e in events)
    other = 1 - shooter
    assert GAME.view(state, shooter)["bots"][shooter]["declarations"]
    assert "declarations" not in GAME.view(state, other)["bots"][shooter]
    assert "declarations" not in json.dumps(GAME.view(state, None))


def test_the_text_map_uses_the_labels_of_the_messages() -> None:
    state = started(2)
    text = GAME.render(GAME.view(state, 0), english(GAME, NAMES))
    for label in designed("pit").labels:
        assert f"[{label}" in text
    for bot in state.bots:
        assert designed("pit").labels[bot.area] in text
    assert "1 Ann:" in text and "2 Ben:" in text and "damage 0" in text


def test_the_table_reads_in_the_readers_language() -> None:
    state = started(2)
    english_text = GAME.render(GAME.view(state, 0), english(GAME, NAMES))
    finnish = GAME.render(GAME.view(state, 0), wording_for(GAME, "fi").say(NAMES, 0))
    assert "Walls:" in english_text and "Bots:" in english_text and "cards in hand" in english_text
    assert "Seinät:" in finnish and "Botit:" in finnish and "Osapakka:" in finnish
    assert "Walls:" not in finnish and "cards in hand" not in finnish
    for label in designed("pit").labels:
        assert f"[{label}" in finnish, "the map keeps the labels of the messages in every language"


def test_the_state_round_trips_through_json() -> None:
    state = started(5, seed=9)
    for _ in range(150):
        if GAME.outcome(state) is not None:
            break
        assert B2State.model_validate_json(state.model_dump_json()) == state
        decision = GAME.pending(state)[-1]
        state, _ = act(state, decision.player, decision.default)


def test_replacements_bring_a_destroyed_player_back() -> None:
    state = started(2, seed=1, replacements=1)
    assert all(b.lives == 1 for b in state.bots)


def test_with_bots_choose_every_player_picks_in_secret_first() -> None:
    """bots=choose: all pick at once before placement; a pick is the picker's alone until all are
    in; the default keeps the drawn model; two may pick the same model."""
    state = fresh(3, {"bots": "choose"}, 4)
    drawn = [b.model for b in state.bots]
    assert state.phase == "pick" and sorted(d.player for d in GAME.pending(state)) == [0, 1, 2]
    assert all(d.default == "keep" for d in GAME.pending(state))
    state, events = act(state, 0, "pick juggernaut")
    assert [e.msg.key for e in events if e.audience is None] == ["b2-pick-ready"]
    assert all("juggernaut" not in json.dumps(GAME.view(state, v)) for v in (None, 1, 2) if drawn[0] != "juggernaut")
    assert GAME.view(state, 0)["bots"][0]["pick"] == "juggernaut"
    state, _ = act(state, 1, "pick juggernaut")
    state, events = act(state, 2, "keep")
    assert [b.model for b in state.bots] == ["juggernaut", "juggernaut", drawn[2]]
    assert [e.msg.key for e in events].count("b2-plays") == 3
    assert state.phase == "place" and not any(b.choosing for b in state.bots)


def test_with_bots_choose_the_drawn_model_is_its_players_own_until_the_picks_are_revealed() -> None:
    """The default pick (the drawn model) is named to its player alone: not in the prompt the
    thread's waiting line shows, nor in the thread's table and picture, nor in another's view."""
    state = fresh(3, {"bots": "choose"}, 4)
    say = english(GAME, NAMES[:3])
    drawn = [say(model_name(b.model)) for b in state.bots]

    def public_words(state: B2State, viewer: int | None) -> str:
        view = GAME.view(state, viewer)
        rows = [line for pair in bot_lines(view, english(GAME, NAMES[:3], viewer)) for line in pair]
        return "\n".join([json.dumps(view), GAME.render(view, english(GAME, NAMES[:3], viewer)), *rows])

    for seat in range(3):
        decision = next(d for d in GAME.pending(state) if d.player == seat)
        assert drawn[seat] not in say(decision.prompt)
        assert say(decision.choices[0].label) == f"Keep the drawn {drawn[seat]}"
        assert drawn[seat] in GAME.render(GAME.view(state, seat), english(GAME, NAMES[:3], seat))
        for viewer in (None, *(v for v in range(3) if v != seat)):
            assert drawn[seat] not in public_words(state, viewer), (seat, viewer)
    state, _ = act(state, 0, "keep")  # chosen, still secret until every pick is in
    assert drawn[0] not in public_words(state, None) and drawn[0] not in public_words(state, 1)
    assert "1 Ann: bot chosen, shown once everyone has chosen" in public_words(state, None)
    assert "2 Ben: choosing a bot" in public_words(state, None)
    state, _ = act(state, 1, "keep")
    state, _ = act(state, 2, "keep")
    assert all(name in public_words(state, None) for name in drawn)  # revealed


def test_every_message_of_choosing_joining_and_returning_reads_in_every_language() -> None:
    """Random play with bots=choose, replacements and late joiners: every event, prompt and label
    renders in each language, with no raw key left."""
    raw = re.compile(r"\bb2-[a-z0-9-]+\b")
    for seed in range(3):
        states, _, events = random_playout(
            GAME, 2, seed, options={"bots": "choose", "replacements": 1}, join_share=0.01
        )
        shown = _every_message(GAME, states, events)
        keys = {m.key for m, _, _ in shown}
        for locale in LOCALES:
            words = wording_for(GAME, locale)
            for message, reader, where in shown:
                text = words.text(message, NAMES[: states[-1].num_players], reader)
                assert text.strip() and not raw.search(text), f"{locale} {where}: {text!r}"
    assert {"b2-prompt-pick", "b2-plays", "b2-joins-choosing"} <= keys
