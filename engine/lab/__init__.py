"""The laboratory: what measures the game, never part of the game the player runs.

Benchmarks (``bench*``), the fuzzer, the arena and its baseline seat, the evaluation's fitting, the
leak check and the old evaluation it is measured against. Nothing outside this package imports it
(``tests/engine/test_lab_apart.py``), and the bundle leaves it out (``build/civ.spec``, ``EXCLUDES``).
Run a tool as ``python -m engine.lab.<module>``; ``python -m engine.bench``, ``python -m engine.ai.arena``
and ``python -m engine.ai.bench`` still work (each a two-line entry point that runs its module here).
"""
