#!/usr/bin/env bash
# CI's proof that a package outside this one can measure a strategy of its own: builds
# Examples/CustomStrategy (which depends on this package by path), runs its tests (its strategy
# and a broken copy through the test-support oracle check), runs a short sweep with its strategy
# beside none, augmented-list and lazy-extents (the recommended one), and shows what the broken
# strategies it registers with CUSTOM_BENCH_BROKEN=1 give: a wrong answer (in a query, after
# self-sizing frames, after batches) named with the oracle's message, a trap and a hang named,
# each sweep going on without them and exiting 1.
#
# Usage: scripts/example-check.sh [SWIFT BUILD FLAG ...]   (CI passes -Xswiftc -warnings-as-errors)
set -euo pipefail
cd "$(dirname "$0")/../Examples/CustomStrategy"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release "$@"
swift test "$@" 2>&1 | tail -n 3
bench=.build/release/custom-bench

"$bench" list --format json > "$work/list.json"
python3 - "$work/list.json" <<'PY'
import json, sys
listing = json.load(open(sys.argv[1]))
assert "my-backgrounds" in listing["strategies"], "the example's strategy is not listed"
assert listing["strategyBuiltIn"]["my-backgrounds"] is False, "the example's strategy is marked built-in"
assert listing["strategyBuiltIn"]["augmented-list"] is True
PY

"$bench" run --presets grid --items 2000 --scenarios scroll,jump,batch-update --budget 0.1 --processes 2 \
  --strategies none,augmented-list,lazy-extents,my-backgrounds --output "$work/run.csv" > "$work/run.txt"
grep -q ",my-backgrounds," "$work/run.csv" || { echo "example-check: no my-backgrounds row in the sweep" >&2; exit 1; }
tail -n 3 "$work/run.txt"

# expect_failure NAME MESSAGE PRESET ARGS...: a sweep with the broken strategies registered exits 1
# and says MESSAGE.
expect_failure() {
  local name=$1 message=$2 preset=$3
  shift 3
  set +e
  CUSTOM_BENCH_BROKEN=1 "$bench" run --presets "$preset" --items 2000 --budget 0.05 --processes 1 \
    --output "$work/$name.csv" "$@" > "$work/$name.txt" 2>&1
  local status=$?
  set -e
  if [ "$status" -ne 1 ] || ! grep -q "$message" "$work/$name.txt"; then
    echo "example-check: $name: expected exit 1 and '$message', got exit $status:" >&2
    cat "$work/$name.txt" >&2; exit 1
  fi
  grep -m 1 "$message" "$work/$name.txt"
}

# A wrong strategy is named with the oracle's message: one that drops a decoration, one wrong only
# after self-sizing frames, one wrong only after batches, each in the scenario that times them.
oracle="drew something other than the brute-force oracle"
expect_failure drops "strategy drops-the-last-of-my-backgrounds $oracle on grid 2k" grid \
  --scenarios scroll --strategies none,drops-the-last-of-my-backgrounds
expect_failure stale "strategy stale-after-self-sizing $oracle on self-sizing 2k (seed 42), self-sizing frame" \
  self-sizing --scenarios scroll,self-sizing --strategies none,my-backgrounds,stale-after-self-sizing
expect_failure never "strategy never-rebuilds $oracle on grid 2k (seed 42), batch" grid \
  --scenarios scroll,batch-update --strategies none,my-backgrounds,never-rebuilds

# A strategy that traps or hangs takes down only its own child process, even with one process:
# named, the sweep goes on with the others' rows, exit 1.
expect_failure trap "strategy traps-on-a-query trapped while checking traps-on-a-query on grid 2k" grid \
  --scenarios scroll --strategies none,my-backgrounds,traps-on-a-query
expect_failure hang "strategy hangs-on-a-far-rect hung while checking hangs-on-a-far-rect on grid 2k" grid \
  --scenarios scroll --watchdog 2 --strategies none,my-backgrounds,hangs-on-a-far-rect
for name in trap hang; do
  if ! grep -q ",my-backgrounds," "$work/$name.csv"; then
    echo "example-check: $name: the others' rows are lost" >&2; exit 1
  fi
done
echo "example-check: ok"
