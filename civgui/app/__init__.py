"""The application shell: the main window, error reports, the interrupt (signals), data safety
(the data folder's lock, the autosave's damage). Imports every layer below it; not
``civgui.devtools``.
"""
