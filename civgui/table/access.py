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

from collections import deque

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from engine.cards import DOMAINS

from ..media.resources import card_name, domain_name
from ..play.model import GameModel, LogEntry
from ..services.i18n import fill, ntr


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
# (the widgets that show them build them again on LanguageChange: nothing here is kept)


def owner_label(model: GameModel, seat: int, domain: str) -> str:
    """The accessible name of a Domain grid: "Aurelia's Science" (or "Your Science")."""
    if seat == model.viewer:
        return fill(QCoreApplication.translate("Access", "Your {domain}", "a Domain grid of your tableau"),
                    domain=domain_name(domain))
    return fill(QCoreApplication.translate("Access", "{player}'s {domain}", "a Domain grid of a player"),
                player=model.seat_name(seat), domain=domain_name(domain))


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
        level = QCoreApplication.translate("Access", "level 2 reached")
    elif count >= lvl1:
        level = QCoreApplication.translate("Access", "level 1 reached")
    else:
        level = QCoreApplication.translate("Access", "no level reached")
    short = max(0, need - count)
    hegemony = ntr("Access", "%n short of Hegemony", short, "cards still missing for Hegemony") if short \
        else QCoreApplication.translate("Access", "Hegemony reached")
    text = fill(QCoreApplication.translate(
        "Access", "{grid}: {cards}, {level}, {hegemony}.",
        "a Domain grid: its name, its number of cards, its level, how far from Hegemony"),
        grid=owner_label(model, seat, domain), cards=ntr("Access", "%n card(s)", count), level=level,
        hegemony=hegemony)
    sentences = [text]
    if cards:
        sentences.append(fill(QCoreApplication.translate("Access", "Cards: {cards}."),
                              cards=", ".join(card_name(c) for c in cards)))
    for marker in view["embargoes"]:
        if marker["on"] == seat and marker["domain"] == domain:
            sentences.append(fill(QCoreApplication.translate("Access", "Under an Embargo by {player}."),
                                  player=model.seat_name(marker["by"])))
    coin = view["art_coin"]
    if coin is not None and coin["on"] == seat and coin["domain"] == domain:
        sentences.append(fill(QCoreApplication.translate("Access", "{player} holds the Art coin on it."),
                              player=model.seat_name(coin["holder"])))
    extra = sum(1 for m in view["democracy"] if m["on"] == seat and m["domain"] == domain)
    if extra:
        sentences.append(ntr("Access", "%n Democracy card(s) under it.", extra))
    return " ".join(sentences)


def hand_description(model: GameModel, seat: int) -> str:
    """Another seat's hand as the viewer knows it: its size, and each card by its face when the
    viewer has seen it, else by the Age on its back."""
    view = model.view()
    if view is None:
        return ""
    hand = list(view["hands"][seat])
    if not hand:
        return ntr("Access", "%n card(s) in hand", 0)
    return fill(ntr("Access", "%n card(s) in hand: {cards}", len(hand)),
                cards=", ".join(card_name(token) for token in hand))


def area_description(model: GameModel, seat: int) -> str:
    """A whole player area in one line: the seat, its hand (as known) and its six Domains' counts."""
    view = model.view()
    if view is None or seat >= model.players:
        return ""
    counts = ", ".join(fill(QCoreApplication.translate("Access", "{domain} {count}",
                                                       "a Domain and its number of cards, in a list"),
                            domain=domain_name(d), count=len(view["tableaus"][seat].get(d, [])))
                       for d in DOMAINS)
    text = fill(QCoreApplication.translate("Access", "{player} ({role}). {hand}. Tableau: {counts}.",
                                           "a player's area: name, kind of player, hand, Domain counts"),
                player=model.seat_name(seat), role=model.seat_label(seat),
                hand=hand_description(model, seat), counts=counts)
    if view["to_move"] == seat:
        text += " " + QCoreApplication.translate("Access", "To move.", "this player's turn")
    return text


def card_state_text(state: str, place: str, reason: str = "") -> str:
    """A card's accessible description from its row's state: "in your hand, playable"."""
    if state == "selectable":
        return fill(QCoreApplication.translate("Access", "{place}, can be chosen"), place=place) if place \
            else QCoreApplication.translate("Access", "can be chosen")
    if state == "selected":
        return fill(QCoreApplication.translate("Access", "{place}, chosen"), place=place) if place \
            else QCoreApplication.translate("Access", "chosen", "a card chosen")
    if state == "disabled":
        why = reason or QCoreApplication.translate("Access", "cannot be chosen now")
        if place:
            return fill(QCoreApplication.translate("Access", "{place}, not playable: {why}"),
                        place=place, why=why)
        return fill(QCoreApplication.translate("Access", "cannot be chosen: {why}"), why=why)
    return place


# ---------------------------------------------------------------- announcements


ANNOUNCED_KEPT = 100     # announcements the announcer remembers (for tests and the soak: not a history)


class Announcer(QObject):
    """Announces each AI seat's action to screen readers: the log lines of that action that the
    viewer may read, as rendered for the table, in one ``QAccessibleAnnouncementEvent`` on
    ``target`` (the main window)."""

    def __init__(self, model: GameModel, target: QWidget) -> None:
        super().__init__(target)
        self._model = model
        self._target = target
        # the last announcements made, newest last (a bounded record: a long evening keeps no more)
        self.announced: deque[str] = deque(maxlen=ANNOUNCED_KEPT)
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
