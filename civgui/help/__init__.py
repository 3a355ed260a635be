"""Help for the player: the rulebook window and the guide. Imports ``civgui.services``,
``civgui.media``, ``civgui.play`` and itself.
"""
