"""The outbox bodies fit Discord's limits without losing a line of a long turn."""

from bot.engine import Event
from bot.messages import TEXT_LIMIT, VIEW_LIMIT, MessageBuilder
from bot.text import clip
from storage import SeatRecord
from tests.support.highcard import HighCard


def builder() -> MessageBuilder:
    seats = [SeatRecord(seat=0, user_id="u1", name="Ann"), SeatRecord(seat=1, user_id="u2", name="Bo")]
    return MessageBuilder(HighCard(), match_id=4, version=9, seats=seats)


def test_a_long_turn_is_posted_in_order_in_several_parts() -> None:
    lines = [f"Register {i // 8 + 1}: robot {i % 8} moves {'forward ' * 6}" for i in range(120)]
    messages = builder()
    messages.public_events([Event.public(line) for line in lines])
    posts = messages.messages
    assert len(posts) > 1 and all(p.kind == "channel" for p in posts)
    assert all(len(p.body["text"]) <= TEXT_LIMIT for p in posts)
    assert "\n".join(p.body["text"] for p in posts).split("\n") == lines
    assert [p.idem_key for p in posts][:2] == ["m4v9:events", "m4v9:events2"]


def test_clipping_a_board_closes_its_code_block() -> None:
    board = "Course\n```\n" + "\n".join(". " * 12 for _ in range(400)) + "\n```\nYour hand: c490"
    clipped = clip(board, VIEW_LIMIT)
    assert len(clipped) <= VIEW_LIMIT and clipped.endswith("…\n```") and clipped.count("```") == 2
    assert clip("short", 10) == "short" and clip("x" * 20, 10) == "x" * 9 + "…"
