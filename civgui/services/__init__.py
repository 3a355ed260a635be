"""The services under every window: files and saves (storage, ini files, statistics database),
settings, languages (i18n), plain text and names, where the resources are, screen fitting.
No widget of the game here; imports only ``civgui.services``.
"""
