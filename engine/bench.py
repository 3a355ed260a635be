"""``python -m engine.bench``: the engine benchmark, which lives in the laboratory (``engine.lab.bench``)."""

if __name__ == "__main__":
    from engine.lab.bench import main
    raise SystemExit(main())
