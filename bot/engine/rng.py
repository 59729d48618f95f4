"""A small seeded RNG whose whole state is one integer, so it lives in the game state.

SplitMix64: fast enough in pure Python, tiny when serialised (Mersenne Twister's
state is ~2.5 KB), and identical on every platform.
"""

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from pydantic import BaseModel

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng(BaseModel):
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(state=seed & _MASK)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high], both ends included (a die: randint(1, 6))."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> "Rng":
        """An independent generator derived from this one's state and a salt, without advancing it."""
        child = Rng(state=(self.state ^ (salt * 0xD1B54A32D192ED03)) & _MASK)
        child.next_u64()
        return child
