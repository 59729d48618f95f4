"""The terminal front end, driven with scripted input through the real service and store."""

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.cli import open_service
from bot.engine import LoggedAction, replay
from bot.errors import LobbyError
from bot.games import get_game
from bot.games.doomtrooper import decklists
from bot.readmodels import MatchSummary
from bot.rules import read_rules
from bot.service import GameService, User
from bot.terminal import COMMAND, help_text, plain, run_terminal, when
from storage import SqliteStore
from tests.support.highcard import HighCardState

pytestmark = pytest.mark.usefixtures("with_highcard")

MARKUP = re.compile(r"\*\*|```|<t:-?\d+(:\w)?>|`|^#{1,6} ", re.MULTILINE)


class Script:
    """Feeds answers; records every prompt and printed line. An answer that is an exception is raised."""

    def __init__(self, answers: Iterator[str | BaseException]) -> None:
        self.answers = answers
        self.lines: list[str] = []
        self.prompts = 0

    async def read(self, prompt: str) -> str:
        self.prompts += 1
        answer = next(self.answers)
        if isinstance(answer, BaseException):
            raise answer
        return answer

    def write(self, text: str) -> None:
        self.lines.append(text)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def cycle(*first: str | BaseException, then: str = "1") -> Iterator[str | BaseException]:
    yield from first
    while True:
        yield then


async def terminal(
    db: Path,
    game: str | None,
    players: int,
    ai: int,
    seed: int | None,
    script: Script,
    *,
    resume: int | None = None,
    given_db: Path | None = None,
    options: dict[str, Any] | None = None,
    images: Path | None = None,
    locale: str = "en",
) -> MatchSummary:
    """`python -m bot play` as bot/cli.py assembles it, with a scripted keyboard and screen."""
    async with open_service(db) as service:
        return await run_terminal(
            service,
            game,
            players,
            ai,
            seed,
            options or {},
            resume=resume,
            read=script.read,
            write=script.write,
            db=given_db,
            images=images,
            locale=locale,
        )


async def test_a_person_finishes_a_match_against_ai(tmp_path: Path) -> None:
    script = Script(cycle("help", "0", "99", "play h99", "view", "ai"))
    final = await terminal(tmp_path / "t.db", "highcard", 3, 2, 5, script)
    assert final.status == "finished"
    assert script.lines[-1].startswith("🏁 Match over. Winner")
    assert "there is no choice 99" in script.text
    assert "✗ That card is not in your hand." in script.text
    assert "Type the number of a choice" in script.text


async def test_only_the_local_hand_is_shown(tmp_path: Path) -> None:
    script = Script(cycle())
    final = await terminal(tmp_path / "t.db", "highcard", 2, 1, 8, script)

    async with SqliteStore(tmp_path / "t.db") as store:
        log = await store.action_log(final.id)
        seed = (await store.get_match(final.id)).seed
    game = get_game("highcard")
    state = replay(game, 2, {}, seed, [])
    assert isinstance(state, HighCardState)
    ai_hand = {f"h{c:02d}" for c in state.hands[1]}
    assert [e.source for e in log if e.seat == 1] == ["ai"] * 3
    mine = {f"h{c:02d}" for c in state.hands[0]}
    assert all(card in script.text for card in mine)
    for card in ai_hand:
        # Public round results name the winning number, never the card id of another seat.
        assert card not in script.text
    assert replay(game, 2, {}, seed, [LoggedAction(player=e.seat, action=e.action) for e in log]).step == 6


async def test_quit_saves_and_resume_continues(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    script = Script(iter(["1", "quit"]))
    saved = await terminal(db, "highcard", 2, 1, 3, script)
    assert saved.status == "active"
    assert f"Resume with: {COMMAND} play --resume {saved.id}" in script.text
    again = Script(cycle())
    final = await terminal(db, None, 2, 1, None, again, resume=saved.id)
    assert final.status == "finished" and final.id == saved.id


async def test_pass_and_play_holds_private_messages_for_their_owner(tmp_path: Path) -> None:
    script = Script(cycle())
    final = await terminal(tmp_path / "t.db", "highcard", 2, 0, 4, script)
    assert final.status == "finished"
    assert "Player 1:" in script.text and "Player 2:" in script.text


async def test_no_human_seat_is_refused(tmp_path: Path) -> None:
    with pytest.raises(LobbyError, match="At least one seat must be yours"):
        await terminal(tmp_path / "t.db", "highcard", 2, 2, 1, Script(cycle()))


async def test_a_person_finishes_stak_bots_against_two_ais(tmp_path: Path) -> None:
    # Mostly the AI's suggestion, with numbered picks and a bad input mixed in, as a person might type.
    answers = (a for n in range(100_000) for a in (["ai"] * 3 + ["2", "bogus"] if n % 2 else ["ai"]))
    script = Script(answers)
    final = await terminal(tmp_path / "s.db", "stakbots", 3, 2, 21, script)
    assert final.status == "finished" and final.outcome is not None
    assert script.lines[-1].startswith("🏁 Match over. Winner")
    assert "✗" in script.text, "the bad input was explained"
    assert "Your hand" in script.text


# -- issue #14: the terminal -------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players"), [("stakbots", 3), ("bottisota3", 2), ("roborally", 2), ("bottisota2", 2)])
async def test_no_discord_markup_reaches_the_terminal(tmp_path: Path, game: str, players: int) -> None:
    script = Script(cycle("view", "rules", then="ai"))
    await terminal(tmp_path / "t.db", game, players, players - 1, 3, script)
    found = {m.group(0) for line in script.lines for m in MARKUP.finditer(line)}
    assert not found, f"Discord markup in the terminal: {found}"


def test_plain_text_takes_out_markup_and_shows_times_plainly() -> None:
    now = 1_800_000_000.0
    text = "**Bold** move\n```\n| board |\n```\ndue <t:1800014400:R>, since <t:1799996400:f>, `program c490`"
    shown = plain(text, now)
    assert shown.startswith("Bold move\n| board |\ndue in 4 hours (")
    assert "since " + when(1_799_996_400, now, relative=False) in shown
    assert "program c490" in shown and not MARKUP.search(shown)
    assert when(now - 600, now).startswith("10 minutes ago (")
    assert when(now - 600, now, locale="fi").startswith("10 minuuttia sitten (")
    assert plain("due <t:1800014400:R>", now, "de").startswith("due in 4 Stunden (")


async def test_each_event_is_printed_once(tmp_path: Path) -> None:
    script = Script(cycle())
    await terminal(tmp_path / "t.db", "highcard", 3, 2, 5, script)
    events = [line.strip() for line in script.lines if line.startswith("  ") and not re.match(r"\s+\d+\.", line)]
    assert events, "events were printed"
    repeated = {line for line in events if events.count(line) > 1 and "Round" in line}
    assert not repeated, f"printed more than once: {repeated}"
    begins = [line for line in script.lines if "begins with" in line]
    assert len(begins) == 1
    finished = [line for line in script.lines if "Match over" in line]
    assert len(finished) == 1, "the result is printed once"


@pytest.mark.parametrize(("key", "name"), [(EOFError(), "Ctrl-D"), (KeyboardInterrupt(), "Ctrl-C")])
async def test_ctrl_d_and_ctrl_c_save_and_print_the_resume_command(
    tmp_path: Path, key: BaseException, name: str
) -> None:
    script = Script(iter(["1", key]))
    saved = await terminal(tmp_path / "t.db", "highcard", 2, 1, 3, script)
    assert saved.status == "active", name
    assert script.lines[-1] == f"Saved. Resume with: {COMMAND} play --resume {saved.id}"
    assert script.prompts == 2, "nothing more was asked"
    again = Script(cycle())
    assert (await terminal(tmp_path / "t.db", None, 2, 1, None, again, resume=saved.id)).status == "finished"


async def test_the_resume_hint_names_the_database_that_was_given(tmp_path: Path) -> None:
    db = tmp_path / "my games.db"
    script = Script(iter(["quit"]))
    saved = await terminal(db, "highcard", 2, 1, 3, script, given_db=db)
    assert script.lines[-1] == f"Saved. Resume with: {COMMAND} play --resume {saved.id} --db '{db}'"


async def test_images_saves_the_board_picture_at_every_turn_and_prints_its_path(tmp_path: Path) -> None:
    pictures = tmp_path / "boards"
    pictures.mkdir()
    script = Script(iter(["ai", "ai", "quit"]))
    saved = await terminal(tmp_path / "t.db", "roborally", 2, 1, 4, script, images=pictures)
    printed = [line.removeprefix("Board picture: ") for line in script.lines if line.startswith("Board picture: ")]
    files = sorted(pictures.glob("*.png"))
    assert printed and sorted(Path(p) for p in printed) == files
    assert all(f.read_bytes().startswith(b"\x89PNG") for f in files)
    assert script.lines[-1].endswith(f"--resume {saved.id} --images {pictures}")


async def test_images_saves_nothing_for_a_game_without_a_board(tmp_path: Path) -> None:
    script = Script(iter(["1", "quit"]))
    await terminal(tmp_path / "t.db", "stakbots", 2, 1, 4, script, images=tmp_path)
    assert not list(tmp_path.glob("*.png")) and not any("Board picture" in line for line in script.lines)


async def test_the_terminal_speaks_the_language_it_is_given(tmp_path: Path) -> None:
    script = Script(iter(["1", "1", "quit"]))
    await terminal(tmp_path / "t.db", "highcard", 2, 1, 3, script, locale="fi")
    assert "\nPelaaja 1: Kierros 1: pelaa kortti" in script.lines, "the seat is named in Finnish too"
    assert any(CHOICE_LINE.match(line) and "Pelaa korttisi" in line for line in script.lines)
    assert any(line.strip().startswith("(yksityinen) Pelaat korttisi") for line in script.lines)
    assert any(line.strip().startswith("Kierros 1: ") for line in script.lines), "the round's result"


@pytest.mark.parametrize("locale", ["en", "fi", "de", "sv"])
async def test_help_lists_every_command(tmp_path: Path, locale: str) -> None:
    script = Script(iter(["help", "quit"]))
    await terminal(tmp_path / "t.db", "highcard", 2, 1, 3, script, locale=locale)
    shown = help_text(locale)
    assert shown in script.lines
    for command in ("ai", "view", "rules [TOPIC]", "help", "quit", "exit", "1, 2, ..."):
        assert command in shown
    assert ("Commands:" in shown) == (locale == "en"), "the words are the locale's; the commands stay as typed"


async def test_rules_show_the_game_rules_as_slash_rules_does(tmp_path: Path) -> None:
    script = Script(iter(["rules", "rules setup", "rules no such thing", "quit"]))
    await terminal(tmp_path / "t.db", "stakbots", 2, 1, 3, script)
    whole = plain(read_rules("stakbots"), 0)
    setup = plain(read_rules("stakbots", "setup"), 0)
    assert whole in script.lines and setup in script.lines
    assert setup.startswith("Setup\n-----\n") and not MARKUP.search(whole)
    assert any(line.startswith("✗ No section of the stakbots rules matches 'no such thing'") for line in script.lines)


async def test_a_player_count_outside_the_range_says_the_range_and_leaves_no_lobby(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    for players in (1, 5):
        with pytest.raises(LobbyError, match=f"High Card is played by 2 to 4 players; --players {players} is outside"):
            await terminal(db, "highcard", players, players - 1, 1, Script(cycle()))
    async with open_service(db) as service:
        # A start the service itself refuses (here: a seat short) leaves nothing behind either.
        with pytest.raises(LobbyError, match="played by 2 to 4 players, not 1"):
            await service.create_started_match("highcard", [], 1)
        with pytest.raises(LobbyError):
            await service.create_started_match("highcard", [User("local:1", "Player 1")], 5)
        assert await service.list_matches(include_finished=True) == []


async def test_a_start_that_fails_leaves_no_lobby_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with open_service(tmp_path / "t.db") as service:

        def broken(*args: object, **kwargs: object) -> None:
            raise RuntimeError("the game could not be set up")

        # It fails inside the transaction that creates the match, after the match row was written.
        monkeypatch.setattr(GameService, "_start_change", broken)
        with pytest.raises(RuntimeError):
            await service.create_started_match("highcard", [User("local:1", "Player 1")], 1)
        assert await service.list_matches(include_finished=True) == [], "no lobby is left"
        assert await service.pending_messages() == [], "and nobody is told about it"


async def test_resuming_a_finished_match_says_how_it_ended(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    final = await terminal(db, "highcard", 2, 1, 2, Script(cycle()))
    script = Script(cycle())
    again = await terminal(db, None, 2, 1, None, script, resume=final.id)
    assert again.status == "finished" and script.prompts == 0
    assert final.outcome is not None
    winners = ", ".join(final.outcome.winner_names) or "nobody"
    assert script.lines == [f"Match #{final.id} of High Card is over. Winner: {winners}. {final.outcome.reason}"]


CHOICE_LINE = re.compile(r"^\s+\d+\. (?P<label>.*)  \((?P<action>[^()]*)\)$")
TOKEN = re.compile(r"^[a-z]\d+$")
"""A card's token in an action (k012, c470, h07): the protocol, never a word a player reads."""


@pytest.mark.parametrize(("game", "players"), [("stakbots", 3), ("bottisota3", 2), ("roborally", 2), ("bottisota2", 2)])
async def test_a_scripted_session_reads_in_words_and_ctrl_d_saves(tmp_path: Path, game: str, players: int) -> None:
    """A few turns of each game at the terminal: labels and events name cards and players (no
    token, no 0-based seat), no Markdown, and Ctrl-D saves with the resume line (issue #14)."""
    script = Script(iter(["1", "ai", "1", "view", "1", "ai", "1", "1", EOFError()]))
    saved = await terminal(tmp_path / "t.db", game, players, players - 1, 4, script)
    assert saved.status == "active"
    assert script.lines[-1] == f"Saved. Resume with: {COMMAND} play --resume {saved.id}"
    choices = [m for line in script.lines if (m := CHOICE_LINE.match(line))]
    assert choices, "choices were listed"
    tokens = {word for m in choices for word in m["action"].split() if TOKEN.match(word)}
    labels = [m["label"] for m in choices]
    events = [line.strip() for line in script.lines if line.startswith("  ") and not CHOICE_LINE.match(line)]
    assert events, "events were printed"
    for text in labels + events:
        words = set(re.findall(r"[\w-]+", text))
        assert not words & tokens, f"a card token in {text!r}"
        assert not re.search(r"\bseat \d|\{p\d|\b(True|False|None)\b", text), text
    assert not any(MARKUP.search(line) for line in script.lines)


async def test_join_seats_one_more_local_player_in_a_running_bottisota2_match(tmp_path: Path) -> None:
    """`join` at the prompt: a second person at the terminal joins the running match (a game that
    takes late joiners), is placed before the next round and is asked like the first."""
    script = Script(cycle("join", "quit", then="1"))
    await terminal(tmp_path / "t.db", "bottisota2", 2, 1, 3, script, options={"round_limit": 3})
    assert "Player 2 joins the running match." in script.text
    async with open_service(tmp_path / "t.db") as service:
        match = (await service.list_matches())[0]
        assert [s.name for s in match.seats] == ["Player 1", "AI 1", "Player 2"]
        log = await service.store.action_log(match.id)
        assert [e.seat for e in log if e.action == "+join"] == [2]


async def test_join_is_refused_by_a_game_without_late_joiners(tmp_path: Path) -> None:
    script = Script(cycle("join", "quit"))
    await terminal(tmp_path / "t.db", "highcard", 2, 1, 3, script)
    assert "takes no new players now" in script.text


async def test_names_and_deck_names_read_as_written(tmp_path: Path) -> None:
    """The terminal reads no Markdown: a player's name and their deck's name come without the
    escapes a Discord post gives them (docs/discord.md, "Mentions and names")."""
    db = tmp_path / "t.db"
    name = "<@&123> @everyone __x__ a_b [c](d)"
    async with open_service(db) as service:
        match = await service.create_started_match("highcard", [User("local:1", name)], 1, {}, seed=3)
    script = Script(iter(["quit"]))
    await terminal(db, None, 1, 1, None, script, resume=match.id)
    assert f"{name}: 0" in script.text
    deck = Script(iter(["quit"]))
    capitol = decklists.export(decklists.preconstructed("capitol"))
    async with open_service(db) as service:
        await run_terminal(
            service, "doomtrooper", 2, 1, 4, {}, read=deck.read, write=deck.write, decks=[("__Caps__", capitol)]
        )
    assert "Player 1 [__Caps__]" in deck.text
    assert "\\" not in script.text + deck.text and "\u200b" not in script.text + deck.text
