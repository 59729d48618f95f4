"""What every benchmark shares: the report of figures and lines, percentiles and a settable clock.

Its own module so that `run.py`, which runs every benchmark, and the benchmarks, which report
into it, import it and not each other.
"""

from dataclasses import dataclass, field


@dataclass
class Report:
    mode: str
    lines: list[str] = field(default_factory=list)
    figures: dict[str, float] = field(default_factory=dict)

    def add(self, key: str, value: float, text: str) -> None:
        self.figures[key] = value
        self.lines.append(text)
        print(text, flush=True)


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now
