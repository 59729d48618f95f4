"""What the games' PNG pictures share: the palette's base colours and the fonts.

Each picture module (roborally/image.py, bottisota2/image.py) draws its own board; both use
DejaVu Sans when the system has it, else Pillow's built-in font, which lacks some glyphs.
"""

from PIL import ImageFont

Colour = tuple[int, int, int]
Font = ImageFont.ImageFont | ImageFont.FreeTypeFont

BACKGROUND: Colour = (30, 30, 34)
TEXT: Colour = (232, 232, 232)
WALL: Colour = (250, 210, 30)
"""Walls look the same in every game's picture."""

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
"""Preferred fonts (most Linux systems have them); Pillow's built-in font is the fallback."""


def _loaded(size: int, bold: bool) -> tuple[Font, bool]:
    try:
        return ImageFont.truetype(FONT_FILES[bold], size), False
    except OSError:
        try:
            return ImageFont.load_default(size=size), True
        except TypeError:  # pragma: no cover - very old Pillow
            return ImageFont.load_default(), True


def font(size: int, bold: bool = False) -> Font:
    """A font of `size` pixels: DejaVu Sans, else Pillow's built-in one."""
    return _loaded(size, bold)[0]


BUILTIN = _loaded(10, False)[1]
"""Whether the pictures fall back to Pillow's built-in font (which lacks some glyphs) here."""


def shown(text: str) -> str:
    """Text as drawn: the built-in font has no dash, so it gets a hyphen instead."""
    return text.replace("—", "-") if BUILTIN else text
