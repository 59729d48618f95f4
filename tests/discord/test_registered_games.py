"""Every registered game (Stak Bots, Bottisota-3, ...) through slash commands, DMs and one click."""

import pytest

from bot.games import GAMES
from tests.discord.conftest import Harness


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_a_registered_game_runs_over_discord(harness: Harness, name: str) -> None:
    h = harness
    game = GAMES[name]
    players = [201 + i for i in range(game.min_players)]
    await h.command("game", "new", user=players[0], game=name)
    for player in players[1:]:
        await h.command("game", "join", user=player, match=1)
    await h.command("game", "start", user=players[0], match=1)
    await h.deliver()
    match = await h.service.store.get_match(1)
    assert match.status == "active" and match.state is not None
    state = game.State.model_validate_json(match.state)
    for seat, user in enumerate(players):
        hidden = game.secrets(state, seat)
        assert not any(token in m.text for m in h.fake.dms_to(user) for token in hidden)
    user, dm = next((u, m) for u in players for m in h.fake.dms_to(u) if m.components)
    component = dm.components[0]["components"][0]
    values = [component["options"][0]["value"]] if component["type"] == 3 else None
    replies = await h.click(dm, component["custom_id"], user=user, values=values)
    assert replies and not any("went wrong" in r.text for r in replies)
    assert (await h.service.store.get_match(1)).version > match.version
