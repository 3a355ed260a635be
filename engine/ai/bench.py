"""``python -m engine.ai.bench``: the search benchmark, in the laboratory (``engine.lab.bench_search``)."""

if __name__ == "__main__":
    from engine.lab.bench_search import main
    raise SystemExit(main())
