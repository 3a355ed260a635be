"""Developer tools, never used by the game: screenshots (``python -m civgui.devtools.shots``), the
soak (``python -m civgui.devtools.soak``), the smoke run behind ``civ --smoke``, the paint
benchmark, the text-fit walker, the scenes they show, autoplay, the statistics timing.
May import every layer.
"""
