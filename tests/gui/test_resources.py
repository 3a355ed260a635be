"""The resource helper: source and bundle paths, SVG rendering at the asked size, and the
plain fallback drawn while a card's art is missing."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import civgui
from civgui.media.resources import CARD_RATIO, card_file, card_name, card_pixmap, emblem_pixmap
from civgui.services import paths
from civgui.services.paths import resource_root


@pytest.fixture
def fresh_root() -> Iterator[None]:
    paths.resource_root.cache_clear()
    yield
    paths.resource_root.cache_clear()


def test_source_and_bundle_roots(fresh_root: object, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert resource_root() == Path(civgui.__file__).resolve().parent.parent / "resources"
    paths.resource_root.cache_clear()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_root() == tmp_path / "resources"


def test_card_files_and_names() -> None:
    assert card_file("SCI2").name == "SCI2.svg" and card_file("SCI2").parent.name == "faces"
    assert card_file("?3").name == "age3.svg"
    assert card_name("ART3") == "Culture III" and card_name("?1") == "Age I card"


def test_cards_render_at_the_asked_size(qtbot: QtBot) -> None:
    for token in ("MIL1", "UTO3", "?2"):
        pix = card_pixmap(token, 80, 2.0)
        assert pix.devicePixelRatio() == 2.0
        assert pix.width() == 160 and pix.height() == round(80 * CARD_RATIO) * 2
    assert not emblem_pixmap("SCI", 24, 1.0).isNull()


def test_missing_art_falls_back_to_a_plain_card(fresh_root: object, monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path, qtbot: QtBot) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    pix = card_pixmap("ECO2", 60, 1.0)
    assert pix.width() == 60 and not pix.isNull()
    image = pix.toImage()
    colour = image.pixelColor(8, 20)    # beside the symbol, whose size is the face's
    assert colour.red() > 200 and colour.green() > 150 and colour.blue() < 80  # Economy yellow
    assert not emblem_pixmap("MIL", 16, 1.0).isNull()
