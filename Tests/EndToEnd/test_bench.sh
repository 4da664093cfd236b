# tactile-bench smoke test: a short run (--quick, 10 frames per scenario) completes and writes
# valid JSON with every group. No figure is checked against a goal: timings depend
# on the machine and its load, and timed assertions have no place in the tests.

test_bench_quick_run_writes_valid_json() {
  local bench
  bench="$(dirname "$TACTILE")/tactile-bench"
  [ -x "$bench" ] || { echo "$bench is missing: swift build builds it"; return 1; }
  "$bench" --quick --frames 10 --json "$E2E_OUT/bench.json" >"$E2E_OUT/bench.txt"
  grep -q "^tactile-bench — .* build, [0-9]* cores" "$E2E_OUT/bench.txt"
  python3 - "$E2E_OUT/bench.json" <<'PY'
import json, math, sys
d = json.load(open(sys.argv[1]))
assert d["cores"] >= 1 and d["configuration"] in ("debug", "release") and d["quick"] is True
rows = d["results"]
groups = {r["group"] for r in rows}
assert {"particles", "frame", "allocs", "layout"} <= groups, groups
assert "cpu" in groups or "cpuSkipped" in d, "the window's CPU neither measured nor explained"
if "cpu" in groups:
    # The app's CPU per case, each beside the X server's (": X server").
    names = {r["name"] for r in rows if r["group"] == "cpu"}
    cpu = {n for n in names if not n.endswith(": X server")}
    assert {n + ": X server" for n in cpu} == names - cpu, names
    for name in ("about page at rest", "to-do page at rest", "reactions page at rest",
                 "spoilers at rest, particles", "spoilers at rest, tile",
                 "spoilers at rest, still"):
        assert name in cpu, name
    assert sum(1 for n in cpu if "every" in n or "swipe" in n) == 4, cpu
for r in rows:
    assert set(r) == {"group", "name", "value", "unit", "goal"}, r
    assert isinstance(r["value"], (int, float)) and math.isfinite(r["value"]), r
names = {r["name"] for r in rows if r["group"] == "frame"}
for scenario in ("spoilers idle", "reactions idle", "todo idle", "about idle",
                 "spoiler reveal", "reaction drag", "strike animation", "liquid swipe"):
    assert scenario + " p50" in names and scenario + " p99" in names, scenario
PY
}
