"""Messages in the reader's language, English where a catalogue lacks a message."""

import shutil
from pathlib import Path

import pytest

from bot.engine import Card, Many, Seat, msg
from bot.wording import MissingWording, Wording, locale_of
from tests.support.highcard import HighCard

ENGLISH = Path(__file__).resolve().parent.parent / "support" / "locales" / "en"


@pytest.mark.parametrize(
    ("code", "locale"),
    [
        ("fi", "fi"),
        ("de", "de"),
        ("sv-SE", "sv"),
        ("en-US", "en"),
        ("en-GB", "en"),
        ("fi_FI.UTF-8", "fi"),
        ("pt-BR", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_discord_and_environment_locales_map_to_the_bots_languages(code: str | None, locale: str) -> None:
    assert locale_of(code) == locale


def test_an_unknown_locale_is_refused() -> None:
    with pytest.raises(MissingWording, match="botwar speaks en, fi, de, sv"):
        Wording(HighCard(), "pt")


def test_a_message_the_locale_lacks_comes_in_english_with_its_arguments_in_the_locale(tmp_path: Path) -> None:
    shutil.copytree(ENGLISH, tmp_path / "en")
    (tmp_path / "fi").mkdir()
    (tmp_path / "fi" / "highcard.ftl").write_text(
        "choice-play = Pelaa korttisi { $card }\ncard-name = kortti { $number }\n", encoding="utf-8"
    )

    class FinnishHighCard(HighCard):
        catalogue_dir = str(tmp_path)

    finnish = Wording(FinnishHighCard(), "fi")
    assert finnish.text(msg("choice-play", card=Card("c7")), ["Ann", "Ben"], 0) == "Pelaa korttisi kortti 7"
    won = msg("round-won", round=2, winner=Seat(1), card=Card("c9"))
    assert finnish.text(won, ["Ann", "Ben"], 0) == "Round 2: Ben wins with a kortti 9."
    with pytest.raises(MissingWording, match="no message 'no-such-message' in fi"):
        finnish.text(msg("no-such-message"), ["Ann", "Ben"])


def test_the_reader_inside_a_list_is_named_in_the_catalogues_words() -> None:
    begins = msg("match-begins", game="High Card", players=Many((Seat(0), Seat(1))))
    assert Wording(HighCard()).text(begins, ["Ann", "Ben"], 1) == "**High Card** begins with Ann and you."
    assert Wording(HighCard()).text(begins, ["Ann", "Ben"], None) == "**High Card** begins with Ann and Ben."
