#!/usr/bin/env bash
# CI's proof that a package outside this one can measure a strategy of its own: builds
# Examples/CustomStrategy (which depends on this package by path), runs its tests (its strategy
# and a broken copy through the test-support oracle check), runs a short sweep with its strategy
# beside none, augmented-list and section-cache (the recommended one), and shows that
# registering the broken copy (a strategy that drops one decoration per answer) makes the sweep
# exit 1 with the oracle's message.
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

"$bench" run --preset grid --sizes 2000 --scenarios scroll,jump,batch-update --budget 0.1 --processes 2 \
  --strategies none,augmented-list,section-cache,my-backgrounds --output "$work/run.csv" > "$work/run.txt"
grep -q ",my-backgrounds," "$work/run.csv" || { echo "example-check: no my-backgrounds row in the sweep" >&2; exit 1; }
tail -n 3 "$work/run.txt"

set +e
CUSTOM_BENCH_BROKEN=1 "$bench" run --preset grid --sizes 2000 --scenarios scroll --budget 0.1 --processes 1 \
  --strategies none,drops-the-last-of-my-backgrounds --output "$work/broken.csv" > "$work/broken.txt" 2>&1
status=$?
set -e
if [ "$status" -ne 1 ]; then
  echo "example-check: the broken copy's sweep exited $status, not 1" >&2; cat "$work/broken.txt" >&2; exit 1
fi
message="strategy drops-the-last-of-my-backgrounds drew something other than the brute-force oracle on grid 2k"
if ! grep -q "$message" "$work/broken.txt"; then
  echo "example-check: the broken copy's sweep did not say: $message" >&2; cat "$work/broken.txt" >&2; exit 1
fi
grep -m 1 "$message" "$work/broken.txt"

# A strategy that traps takes down only its own child process: named, the sweep goes on, exit 1.
set +e
CUSTOM_BENCH_BROKEN=1 "$bench" run --preset grid --sizes 2000 --scenarios scroll --budget 0.1 --processes 2 \
  --strategies none,my-backgrounds,traps-on-a-query --output "$work/trap.csv" > "$work/trap.txt" 2>&1
status=$?
set -e
trap_message="strategy traps-on-a-query trapped on grid 2k; the sweep went on without it"
if [ "$status" -ne 1 ] || ! grep -q "$trap_message" "$work/trap.txt" \
  || ! grep -q ",my-backgrounds," "$work/trap.csv"; then
  echo "example-check: a trapping strategy did not end in exit 1 (got $status), its name and the others' rows" >&2
  cat "$work/trap.txt" >&2; exit 1
fi
grep -m 1 "$trap_message" "$work/trap.txt"
echo "example-check: ok"
