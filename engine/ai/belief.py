"""A seat's belief of its rivals' hands: per seat and card kind, a weight by which worlds are dealt.

``infer.belief`` works it out from what the rivals did; ``observe.Sampler`` deals by it. Its own module,
so that the search and the dealing read it without importing the inference (nor the inference them).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Belief:
    """Per seat, per card kind: the relative chance that a hidden card of that seat's hand is of
    that kind (1 where nothing was inferred; the seat's own row is all ones)."""

    weights: tuple[tuple[float, ...], ...]

    def uniform(self) -> bool:
        """Whether no weight differs from 1 (dealing by it is the uniform dealing)."""
        return all(w == 1.0 for row in self.weights for w in row)

    def __reduce__(self) -> tuple[type[Belief], tuple[tuple[tuple[float, ...], ...]]]:
        """Pickled (to Hard's worker processes) as its weights: compiled (build/accelerate.py), a
        frozen dataclass refuses the attribute assignment the default unpickling makes."""
        return (Belief, (self.weights,))
