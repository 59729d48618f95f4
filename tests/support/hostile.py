"""Hostile text a person may type anywhere, and what a refusal of it must look like.

Used by the input fuzz tests of the service (tests/reliability/test_input_fuzz.py), the slash
commands (tests/discord/test_hostile_input.py) and the terminal.
"""

import unicodedata

HUGE_NUMBER = "9" * 5000
"""More digits than Python's `int` reads (4,300) from text."""

HOSTILE = [
    "x" * 5000,
    "ä€" * 1500,
    HUGE_NUMBER,
    f"{HUGE_NUMBER} Infantry",  # a count before a name (a deck list's line)
    "١٢٣",  # Arabic-Indic digits: `int` reads them, the bot does not
    "1_000",
    "²",  # a digit to `str.isdigit`, not to `int`
    "\u202eevil\u202c and \u2067isolated\u2069",  # right-to-left override and isolate
    "zero\u200bwidth\u200d\ufeff",
    "**bold** _it_ `code` ```fence``` ||spoiler|| # heading > quote",
    "@everyone @here",
    "<@123> <@&456> <#789> <:emoji:1> <t:0:R>",
    "\x00nul \x01\x1b[31mred\x1b[0m \x07bell \x7f",
    "line one\nline two\r\nline three\tand a tab\u2028sep",
    "{ $x } {{ }} %s {0} ' OR 1=1; DROP TABLE matches; --",
    "🤖" * 1200,
]
"""Long, unicode, direction marks, zero-width, Markdown, mentions, huge and odd numbers,
control characters and NUL, line breaks, format and SQL syntax."""

SENTENCE_LIMIT = 1000
"""Characters a refusal may have, however long the text it refuses."""


def assert_one_sentence(text: str) -> None:
    """`text` is one clear sentence: not empty, starting with a capital letter (or a count: "4
    lines of the list cannot be read"), on one line, short, and without a control character
    (whatever the refused text held)."""
    assert text.strip(), "a refusal says something"
    assert text[0].isupper() or text[0] in "0123456789", f"a sentence starts with a capital: {text[:120]!r}"
    assert "\n" not in text and len(text) <= SENTENCE_LIMIT, f"one short line: {text[:120]!r}… ({len(text)})"
    odd = {c for c in text if unicodedata.category(c) == "Cc"} | {c for c in text if c in "\u2028\u2029\u202e\u2067"}
    assert not odd, f"control characters shown back: {odd!r} in {text[:120]!r}"
