#!/usr/bin/env bash
# Proof that the regression gates catch a real slowdown. Builds a variant with an injected
# regression (DECOBENCH_SLOW_TREE=1: interval-tree falls back to filtering every decoration into
# a temporary array, as the recipes do) in .build-slow/, and checks that each gate FAILS on it with
# a message naming the strategy, the figure, the baseline and the change; then that the
# instruction gate passes again on the normal build.
#   scripts/prove-gates.sh            # all three gates (about 8 minutes: two extra release builds)
#   scripts/prove-gates.sh --fast     # skip the package-benchmark gate (its build takes longest)
set -euo pipefail
cd "$(dirname "$0")/.."
fast=${1:-}
failures=0
# Logs and the slowed run's CSV go to a fresh folder, so two runs never collide.
work=$(mktemp -d)
held=""
# A threshold file held back by the completeness proof goes home even if the run is interrupted.
trap '[ -n "$held" ] && [ -f "$work/held.json" ] && mv "$work/held.json" "$held"; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
# expect_failure NAME LOG PATTERN STATUS: the gate NAME, run with output in LOG, must have exited
# with a non-zero STATUS and named the regression: a line of LOG matches the extended regex PATTERN.
expect_failure() {
  local name=$1 log=$2 pattern=$3 status=$4
  if [ "$status" -eq 0 ]; then
    echo "prove-gates: FAIL: the $name gate passed the slowed build" >&2; failures=$((failures + 1)); return
  fi
  if ! grep -Eq "$pattern" "$log"; then
    echo "prove-gates: FAIL: the $name gate failed without naming the regression ('$pattern'):" >&2
    tail -20 "$log" >&2; failures=$((failures + 1)); return
  fi
  echo "prove-gates: ok: the $name gate caught it:"
  grep -m 3 -E "$pattern" "$log" | sed 's/^/    /'
}

echo "=== building the slowed variant (DECOBENCH_SLOW_TREE=1) in .build-slow"
DECOBENCH_SLOW_TREE=1 swift build -c release --product decobench --scratch-path .build-slow 2>&1 \
  | grep -E "error|Compiling|Build" | tail -2
slow=.build-slow/release/decobench

echo "=== gate 1: instruction counts (callgrind) against results/instructions-baseline.csv"
set +e
scripts/instructions.sh --binary "$slow" --check results/instructions-baseline.csv > "$work/instructions.log" 2>&1
status=$?
set -e
expect_failure "instruction-count" "$work/instructions.log" \
  "SLOWER +interval-tree scroll: instructions/operation" $status

echo "=== gate 2: decobench compare against results/quick-baseline.csv"
"$slow" run --quick --output "$work/quick.csv" > /dev/null 2>&1
set +e
"$slow" compare results/quick-baseline.csv "$work/quick.csv" --threshold 15 > "$work/compare.log" 2>&1
status=$?
set -e
expect_failure "decobench compare" "$work/compare.log" \
  "interval-tree, scroll.*(examined/query|allocations/query|ratio to none)" $status

if [ "$fast" != "--fast" ]; then
  echo "=== gate 3: package-benchmark allocation thresholds (Benchmarks/Thresholds)"
  set +e
  (cd Benchmarks && DECOBENCH_SLOW_TREE=1 swift package --scratch-path ../.build-slow-benchmarks \
    benchmark thresholds check --no-progress) > "$work/benchmarks.log" 2>&1
  status=$?
  set -e
  expect_failure "package-benchmark" "$work/benchmarks.log" "scroll_intervalTree" $status

  # A benchmark with no threshold file is skipped by package-benchmark: the gate must refuse it.
  held=$(find Benchmarks/Thresholds -name '*.p90.json' | sort | sed -n 1p)
  mv "$held" "$work/held.json"
  set +e
  scripts/benchmark-thresholds.sh check > "$work/thresholds.log" 2>&1
  status=$?
  set -e
  mv "$work/held.json" "$held"
  expect_failure "package-benchmark thresholds' completeness" "$work/thresholds.log" "has no Thresholds/" $status
fi

echo "=== and without the slowdown, the instruction gate passes"
scripts/instructions.sh --check results/instructions-baseline.csv 2>/dev/null | tail -1

if [ $failures -gt 0 ]; then echo "prove-gates: $failures gate(s) did not catch the regression" >&2; exit 1; fi
echo "prove-gates: every gate caught the injected regression"
