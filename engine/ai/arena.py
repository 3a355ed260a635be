"""``python -m engine.ai.arena``: the arena, which lives in the laboratory (``engine.lab.arena``)."""

if __name__ == "__main__":
    from engine.lab.arena import main
    raise SystemExit(main())
