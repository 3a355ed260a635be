"""The dialogs of a game: the decision dialogs and their router, the pile, Inquisition, the hint,
new game, resume, settings. Imports the layers below it (services ... table) and itself.
"""
