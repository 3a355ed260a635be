"""The game as the GUI holds it, without widgets: the play model (``GameModel``), the AI driver,
the table's words (engine sentences, effect texts, threats, outcome, Undo's words).
Imports ``civgui.services``, ``civgui.media`` and itself.
"""
