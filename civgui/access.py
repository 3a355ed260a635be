"""Accessibility: the accessible names and descriptions of the table's painted things, the
proxies that carry them, and the announcer of the AI seats' actions.

The tableau grids and the cards of a ``CardRow`` are drawn by QPainter, so Qt's accessibility
tree would see one blank widget. Each painted thing gets an ``AccessProxy`` instead: a child
widget with no paint of its own, transparent to the mouse, laid over the thing it stands for,
with its accessible name and description (Qt's own ``QAccessibleWidget`` describes it; no
``QAccessibleInterface`` subclass is needed). Every text is built from the viewer's view
(``GameModel.view``), so it can say no more than the seat knows (RULES §8): other hands are
their Age backs and the cards the seat has seen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from engine.cards import DOMAINS

from .model import GameModel, LogEntry
from .resources import card_name, domain_name

CONTEXT = "Access"


def tr(text: str, count: int = -1) -> str:
    """``text`` in the table's language (``%n`` replaced by ``count`` when given)."""
    return QCoreApplication.translate(CONTEXT, text, None, count)


def notify(widget: QWidget) -> None:
    """Tell assistive technology that ``widget``'s name and description changed."""
    if not QAccessible.isActive():
        return
    for kind in (QAccessible.Event.NameChanged, QAccessible.Event.DescriptionChanged):
        QAccessible.updateAccessibility(QAccessibleEvent(widget, kind))


def set_texts(widget: QWidget, name: str, description: str) -> None:
    """Set ``widget``'s accessible name and description (and say so when they changed)."""
    if widget.accessibleName() == name and widget.accessibleDescription() == description:
        return
    widget.setAccessibleName(name)
    widget.setAccessibleDescription(description)
    notify(widget)


class AccessProxy(QWidget):
    """An invisible stand-in for one painted thing (a card, a Domain grid) in the accessibility
    tree: it paints nothing, lets the mouse through to the widget below, and takes no focus."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setObjectName("accessProxy")

    def place(self, rect: QRect, name: str, description: str) -> None:
        """Lay it over ``rect`` of its parent with these texts."""
        if self.geometry() != rect:
            self.setGeometry(rect)
        set_texts(self, name, description)
        if not self.isVisible():
            self.show()


def sync_proxies(parent: QWidget, proxies: list[AccessProxy],
                 items: list[tuple[QRect, str, str]]) -> None:
    """Make ``proxies`` (children of ``parent``) stand for ``items`` (rect, name, description):
    one each, in order; the spare ones are deleted."""
    while len(proxies) < len(items):
        proxies.append(AccessProxy(parent))
    while len(proxies) > len(items):
        proxies.pop().deleteLater()
    for proxy, (rect, name, description) in zip(proxies, items):
        proxy.place(rect, name, description)


# ---------------------------------------------------------------- texts


def owner_label(model: GameModel, seat: int, domain: str) -> str:
    """The accessible name of a Domain grid: "Aurelia's Science" (or "Your Science")."""
    if seat == model.viewer:
        return tr("Your {domain}").replace("{domain}", domain_name(domain))
    return tr("{player}'s {domain}").replace("{player}", model.seat_name(seat)).replace(
        "{domain}", domain_name(domain))


def domain_description(model: GameModel, seat: int, domain: str) -> str:
    """A Domain grid as words: "Aurelia's Science: 5 cards, level 2 reached, 2 short of Hegemony",
    then the cards and the markers on it."""
    view = model.view()
    if view is None:
        return ""
    cards = list(view["tableaus"][seat].get(domain, []))
    count = len(cards)
    lvl1, lvl2 = model.thresholds()
    need = model.hegemony_need(seat, domain)
    if count >= lvl2:
        level = tr("level 2 reached")
    elif count >= lvl1:
        level = tr("level 1 reached")
    else:
        level = tr("no level reached")
    short = max(0, need - count)
    text = tr("{grid}: {cards}, {level}, {short}.").replace("{grid}", owner_label(model, seat, domain)) \
        .replace("{cards}", tr("%n card(s)", count)).replace("{level}", level) \
        .replace("{short}", tr("%n short of Hegemony", short) if short else tr("Hegemony reached"))
    if cards:
        text += " " + tr("Cards: {cards}.").replace("{cards}", ", ".join(card_name(c) for c in cards))
    for marker in view["embargoes"]:
        if marker["on"] == seat and marker["domain"] == domain:
            by = model.seat_name(marker["by"])
            text += " " + tr("Under an Embargo by {player}.").replace("{player}", by)
    coin = view["art_coin"]
    if coin is not None and coin["on"] == seat and coin["domain"] == domain:
        holder = model.seat_name(coin["holder"])
        text += " " + tr("{player} holds the Art coin on it.").replace("{player}", holder)
    extra = sum(1 for m in view["democracy"] if m["on"] == seat and m["domain"] == domain)
    if extra:
        text += " " + tr("%n Democracy card(s) under it.", extra)
    return text


def hand_description(model: GameModel, seat: int) -> str:
    """Another seat's hand as the viewer knows it: its size, and each card by its face when the
    viewer has seen it, else by the Age on its back."""
    view = model.view()
    if view is None:
        return ""
    hand = list(view["hands"][seat])
    text = tr("%n card(s) in hand", len(hand))
    if hand:
        text = tr("{count}: {cards}").replace("{count}", text).replace(
            "{cards}", ", ".join(card_name(token) for token in hand))
    return text


def area_description(model: GameModel, seat: int) -> str:
    """A whole player area in one line: the seat, its hand (as known) and its six Domains' counts."""
    view = model.view()
    if view is None or seat >= model.players:
        return ""
    counts = ", ".join(f"{domain_name(d)} {len(view['tableaus'][seat].get(d, []))}" for d in DOMAINS)
    text = tr("{player} ({role}). {hand}. Tableau: {counts}.").replace("{player}", model.seat_name(seat)) \
        .replace("{role}", model.seat_label(seat)).replace("{hand}", hand_description(model, seat)) \
        .replace("{counts}", counts)
    if view["to_move"] == seat:
        text += " " + tr("To move.")
    return text


def card_state_text(state: str, place: str, reason: str = "") -> str:
    """A card's accessible description from its row's state: "in your hand, playable"."""
    if state == "selectable":
        return tr("{place}, can be chosen").replace("{place}", place) if place else tr("can be chosen")
    if state == "selected":
        return tr("{place}, chosen").replace("{place}", place) if place else tr("chosen")
    if state == "disabled":
        why = reason or tr("cannot be chosen now")
        return tr("{place}, not playable: {why}").replace("{place}", place).replace("{why}", why) if place \
            else tr("cannot be chosen: {why}").replace("{why}", why)
    return place


# ---------------------------------------------------------------- announcements


class Announcer(QObject):
    """Announces each AI seat's action to screen readers: the log lines of that action that the
    viewer may read, as rendered for the table, in one ``QAccessibleAnnouncementEvent`` on
    ``target`` (the main window)."""

    def __init__(self, model: GameModel, target: QWidget) -> None:
        super().__init__(target)
        self._model = model
        self._target = target
        self.announced: list[str] = []   # every announcement made, newest last
        model.logAppended.connect(self._appended)

    def lines(self, entries: list[LogEntry]) -> list[str]:
        """The lines of ``entries`` the viewer may read, when an AI seat wrote them (else none)."""
        model = self._model
        actors = {e.seat for e in entries if e.kind != "private"}
        if not entries or not actors or any(s is None or model.is_human(s) for s in actors):
            return []
        return [e.text for e in entries if e.reader is None or e.reader == model.viewer]

    def _appended(self, entries: list[LogEntry]) -> None:
        text = "\n".join(self.lines(list(entries)))
        if text:
            self.announce(text)

    def announce(self, text: str) -> None:
        """Post ``text`` as an announcement (screen readers speak it without moving the focus)."""
        self.announced.append(text)
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._target, text))
