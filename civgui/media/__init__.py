"""What is seen and heard: the palettes and the theme, the card art (resources), painting helpers,
sounds, colour checks. Imports ``civgui.services`` and itself.
"""
