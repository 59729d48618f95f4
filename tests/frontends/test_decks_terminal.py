"""`python -m bot card NAME [--game GAME]` and `python -m bot play doomtrooper --deck FILE`."""

from pathlib import Path

import pytest

from bot.cli import main, open_service
from bot.games.doomtrooper import decklists
from bot.terminal import run_terminal
from storage import SqliteStore


def test_card_prints_a_card_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "mitch", "HUNTER"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Mitch Hunter (01208)"
    assert "  Type: warrior, personality" in lines and "  Fight / Shoot / Armor / Value: 4 / 7 / 7 / 7" in lines
    assert main(["card", "Malfunction!", "--lang", "sv"]) == 0
    out = capsys.readouterr().out
    assert "  Typ: specialkort" in out and "  Avgörande 21: Malfunction! hits equipment only" in out


def test_an_unknown_card_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Doomtrooper", "Dave"]) == 2
    assert capsys.readouterr().err == "botwar: There is no Doomtrooper card called “Doomtrooper Dave”.\n"


def test_card_takes_the_game_and_suggests_names_for_a_near_miss(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "sea", "lion", "--game", "doomtrooper"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Sea Lion (01273)"
    assert main(["card", "mitch", "huntr"]) == 2
    err = capsys.readouterr().err
    assert err == "botwar: There is no Doomtrooper card called “mitch huntr”. Similar names: Mitch Hunter.\n"
    assert main(["card", "Sea Lion", "--game", "nosuchgame"]) == 2
    assert capsys.readouterr().err.startswith("botwar: There is no game called 'nosuchgame'")


@pytest.mark.usefixtures("with_highcard")
def test_a_game_without_cards_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Sea Lion", "--game", "highcard"]) == 2
    assert capsys.readouterr().err == "botwar: High Card has no cards or other things to look up.\n"


def test_deck_mistakes_are_clear_and_start_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "t.db")
    assert main(["play", "doomtrooper", "--deck", str(tmp_path / "none.txt"), "--db", db]) == 2
    assert "there is no deck file at" in capsys.readouterr().err
    assert main(["play", "stakbots", "--deck", "legion", "--db", db]) == 2
    assert "stakbots is not played with decks of your own" in capsys.readouterr().err
    short = tmp_path / "short.txt"
    short.write_text("5 Infantry\n2 Nobody\n")
    assert main(["play", "doomtrooper", "--deck", str(short), "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.startswith("botwar: One line of the list cannot be read") and "Line 2:" in err
    short.write_text("5 Infantry\n")
    assert main(["play", "doomtrooper", "--deck", str(short), "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.startswith("botwar: The deck short cannot be played yet:") and "55 short of the 60" in err
    assert main(["play", "doomtrooper", "--deck", "legion", "--deck", "bauhaus", "--players", "2", "--db", db]) == 2
    assert "2 decks (--deck) for 1 player at the keyboard" in capsys.readouterr().err
    assert main(["matches", "--db", db]) == 0
    assert "No saved matches" in capsys.readouterr().out


async def test_a_deck_file_is_the_deck_of_the_player_at_the_keyboard(tmp_path: Path) -> None:
    cards = {**decklists.preconstructed("legion"), "01164": 3}
    db = tmp_path / "t.db"
    lines: list[str] = []

    async def read(prompt: str) -> str:
        return "quit"

    async with open_service(db) as service:
        match = await run_terminal(
            service,
            "doomtrooper",
            2,
            1,
            4,
            {},
            read=read,
            write=lines.append,
            decks=[("legion (file)", decklists.export(cards))],
        )
    async with SqliteStore(db) as store:
        record = await store.get_match(match.id)
    frozen = record.options["lists"]["0"]
    assert frozen["name"] == "legion (file)" and frozen["cards"] == cards
    assert "Player 1 [legion (file)]" in "\n".join(lines)
