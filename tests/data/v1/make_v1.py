"""How tests/data/v1 was written: run at commit 954183b (save format version 1), from the
repository root, with PYTHONPATH=. and QT_QPA_PLATFORM=offscreen. Kept as the record of how the
fixtures and their expected continuations were made; the current code writes other files."""
import json, random, os
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from engine import Game

OUT = "tests/data/v1"

def walk(g, rng, until, limit=10_000):
    for _ in range(limit):
        if g.over or until(g):
            return
        g.apply(rng.choice(g.legal_actions()))

def continuation(g, seed, steps):
    """A fixed continuation from the loaded game: the actions, final log and view."""
    rng = random.Random(seed)
    acts = []
    for _ in range(steps):
        if g.over:
            break
        a = rng.choice(g.legal_actions())
        g.apply(a)
        acts.append(a)
    return acts

cases = {}
def case(name, g, steps=40):
    text = g.to_json()
    with open(f"{OUT}/{name}.civ.json", "w") as f:
        f.write(text)
    loaded = Game.from_json(text)
    info = {"legal": loaded.legal_actions(), "to_move": loaded.to_move,
            "log": list(loaded.log), "history": len(loaded.history)}
    acts = continuation(loaded, 99, steps)
    info["continue"] = acts
    info["after_log"] = list(loaded.log)
    info["after_view"] = [loaded.view(s) for s in range(loaded.players)]
    info["after_result"] = loaded.result
    cases[name] = info

rng = random.Random(1)
g = Game.new(2, 3, "classic"); walk(g, rng, lambda g: len(g.history) >= 30); case("mid-game", g)
g = Game.new(3, 8, "classic"); rng = random.Random(2)
walk(g, rng, lambda g: len(g.history) > 10 and "pending" in g.view(g.to_move) and g.view(g.to_move)["pending"]["stage"] == "give")
assert "pending" in g.view(g.to_move) or True
case("mid-effect", g)
g = Game.new(3, 5, "draft"); rng = random.Random(3); walk(g, rng, lambda g: len(g.history) >= 5); case("mid-draft", g)
g = Game.new(4, 21, "classic", teams=True); rng = random.Random(4); walk(g, rng, lambda g: len(g.history) >= 60); case("team-game", g)
g = Game.new(3, 13, "draft"); rng = random.Random(5); walk(g, rng, lambda g: False); assert g.over; case("finished", g)
pos = Game.new(2, 17).position()
g = Game.from_position(pos); rng = random.Random(6); walk(g, rng, lambda g: len(g.history) >= 12); case("from-position", g)
json.dump(cases, open(f"{OUT}/expected.json", "w"), indent=0)
for n, c in cases.items():
    print(n, c["history"], len(c["continue"]), c["to_move"], c["after_result"] and c["after_result"]["reason"])

# ---- the GUI save with seats
from PySide6.QtWidgets import QApplication
app = QApplication([])
from engine import Game
from civgui.model import GameModel
from civgui.storage import SeatConfig, save_text, default_seats, load_save
from pathlib import Path
seats = default_seats(3)
g = Game.new(3, 44, "classic")
m = GameModel(autosave=False)
m.load_game(g, seats)
rng = random.Random(7)
n = 0
while n < 25 and not m.over:
    seat = m.to_move
    a = rng.choice(m.legal_actions())
    ok = m.submit(a) if seats[seat].is_human else m.submit_ai(seat, a, "random choice")
    assert ok is not False, (a,)
    n += 1
text = save_text(m._game, m._seats, m.log)
Path("tests/data/v1/gui-seats.civ.json").write_text(text)
s = load_save(Path("tests/data/v1/gui-seats.civ.json"))
exp = json.load(open("tests/data/v1/expected.json"))
rng = random.Random(99); g2 = s.game; acts=[]
info = {"legal": g2.legal_actions(), "to_move": g2.to_move, "log": list(g2.log), "history": len(g2.history),
        "entries": [ (e.text, e.seat, e.kind, e.reader) for e in m.log]}
for _ in range(40):
    if g2.over: break
    a = rng.choice(g2.legal_actions()); g2.apply(a); acts.append(a)
info.update({"continue": acts, "after_log": list(g2.log), "after_view": [g2.view(x) for x in range(3)], "after_result": g2.result})
exp["gui-seats"] = info
json.dump(exp, open("tests/data/v1/expected.json", "w"), indent=0)
