"""The table's widgets: tableaus (layout, painting, magnifier), hand, draft, centre strip,
banners, cover, effects panel, card rows, log lists, Undo, spots and flights (animation).
Imports the layers below it (services, media, play, help) and itself.
"""
