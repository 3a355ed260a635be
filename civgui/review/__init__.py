"""Looking back: the end-of-game dialog, the win-chance graph, replay, the kept games,
statistics. Imports the layers below it (services ... dialogs) and itself.
"""
