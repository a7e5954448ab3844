#!/usr/bin/env bash
# Proof that each regression gate fails when it should, and the timing gate only then. One slowed
# release build (in .build-slow) carries two injected regressions:
#   -DDECOBENCH_SLOW_TREE  interval-tree filters every decoration into a temporary array, as the
#                          recipes do: its instructions, decorations examined and allocations rise;
#   -DDECOBENCH_SLOWDOWN   the recommended strategy's queries busy-wait a fifth of their own time more
#                          (Sources/DecobenchHarness/Harness/InjectedSlowdown.swift): only a clock can see it.
# Each gate must fail on it naming the strategy and the figure: the instruction gate and the
# allocation thresholds (package-benchmark) interval-tree; `decobench compare` against the
# committed quick baseline interval-tree's counters, and against a normal sweep of the same
# machine the recommended strategy's scroll timing with none of its counters moved. The timing gate must also
# stay quiet: normal quick sweeps compared pairwise never fail. A user's own work done twice
# (Examples/CustomStrategy's WalksTwice, in my-backgrounds' place with CUSTOM_BENCH_WALK_TWICE=1)
# must fail against the real one. Normal and changed sweeps alternate, so both meet the same machine.
#   scripts/prove-gates.sh [--fast] [--threshold PCT] [--runs N] [--slowed N] [--example-runs N] [--sweep CSV]
#                          [-- BUILD_FLAG ...]
# --fast skips the package-benchmark gate, whose build takes longest. --sweep gives a quick sweep
# the same build already made (CI's), which stands in for the last normal one. BUILD_FLAGs go to every
# build: CI passes its own, so that after its release build the normal builds have nothing to do.
# That each gate passes on the normal build is CI's gate steps themselves, run before this.
set -euo pipefail
cd "$(dirname "$0")/.."
fast=0; threshold=15; runs=6; slowed_runs=3; example_runs=3; given=""
usage="usage: scripts/prove-gates.sh [--fast] [--threshold PCT] [--runs N] [--slowed N] [--example-runs N]"
usage+=" [--sweep CSV]"
while [ $# -gt 0 ]; do
  case "$1" in
    --fast) fast=1; shift ;;
    --threshold) threshold=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --slowed) slowed_runs=$2; shift 2 ;;
    --example-runs) example_runs=$2; shift 2 ;;
    --sweep) given=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "$usage [-- BUILD_FLAG ...]" >&2; exit 2 ;;
  esac
done
if [ "$slowed_runs" -gt "$runs" ] || [ "$slowed_runs" -lt 1 ]; then
  echo "prove-gates: --slowed $slowed_runs must be between 1 and --runs ($runs)" >&2; exit 2
fi
if [ -n "$given" ] && [ ! -r "$given" ]; then
  echo "prove-gates: --sweep $given: no such readable file; give a quick sweep's CSV" >&2; exit 2
fi
failures=0
work=$(mktemp -d)
held=""
# A threshold file held back by the completeness proof goes home even if the run is interrupted.
trap '[ -n "$held" ] && [ -f "$work/held.json" ] && mv "$work/held.json" "$held"; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
example=Examples/CustomStrategy

# expect_failure NAME LOG PATTERN STATUS: the gate NAME, run with output in LOG, must have exited
# non-zero and named the regression: a line of LOG matches the extended regex PATTERN.
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

echo "=== building decobench, its slowed variant (.build-slow) and the example"
swift build -c release --product decobench "$@" 2>&1 | tail -1
swift build -c release --product decobench --scratch-path .build-slow "$@" \
  -Xswiftc -DDECOBENCH_SLOW_TREE -Xswiftc -DDECOBENCH_SLOWDOWN 2>&1 | tail -1
(cd "$example" && swift build -c release "$@" 2>&1 | tail -1)
normal=.build/release/decobench
slowed=.build-slow/release/decobench
bench=$example/.build/release/custom-bench

# The strategy -DDECOBENCH_SLOW_TREE slows. CI's gate counts every strategy; its proof counts this
# one, the only one whose instructions the slowed build changes.
slow_tree=interval-tree
slow_tree_camel=intervalTree   # its name in Benchmarks/' benchmark names
# The strategy -DDECOBENCH_SLOWDOWN slows (InjectedSlowdown.swift) is the recommended one. The
# slowed sweeps time these two beside `none`, and compare them with --allow-missing: the timing
# gate's quiet half needs full sweeps, its sharp half only the slowed strategy's rows.
recommended=$(DECOBENCH="$normal" python3 scripts/decobench_model.py recommended)
slowed_strategies=none,$slow_tree,$recommended
echo "=== gate: instruction counts (callgrind) against results/instructions-baseline.csv ($slow_tree)"
set +e
scripts/instructions.sh --binary "$slowed" --strategy "$slow_tree" --check results/instructions-baseline.csv \
  > "$work/instructions.log" 2>&1
status=$?
set -e
expect_failure "instruction-count" "$work/instructions.log" \
  "SLOWER +$slow_tree scroll: instructions/operation" $status

echo "=== $runs quick sweeps of decobench, the first $slowed_runs alternating with slowed ones"
for i in $(seq 1 "$runs"); do
  if [ "$i" -eq "$runs" ] && [ -n "$given" ]; then
    cp "$given" "$work/same-$i.csv"
  else
    "$normal" run --quick --output "$work/same-$i.csv" > /dev/null 2> "$work/same-$i.err"
  fi
  if [ "$i" -le "$slowed_runs" ]; then
    "$slowed" run --quick --strategies "$slowed_strategies" --output "$work/slow-$i.csv" \
      > /dev/null 2> "$work/slow-$i.err"
  fi
  echo "    sweep $i of $runs done ($(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo 'load unknown'))"
done
echo "=== $example_runs quick sweeps of the example (none, my-backgrounds), alternating with doubled walks"
for i in $(seq 1 "$example_runs"); do
  "$bench" run --quick --strategies none,my-backgrounds --output "$work/mine-$i.csv" > /dev/null 2> "$work/mine-$i.err"
  CUSTOM_BENCH_WALK_TWICE=1 "$bench" run --quick --strategies none,my-backgrounds --output "$work/twice-$i.csv" \
    > /dev/null 2> "$work/twice-$i.err"
done

echo "=== gate: decobench compare against results/quick-baseline.csv"
set +e
"$normal" compare results/quick-baseline.csv "$work/slow-1.csv" --threshold "$threshold" --allow-missing \
  > "$work/compare.log" 2>&1
status=$?
set -e
expect_failure "decobench compare" "$work/compare.log" \
  "$slow_tree, scroll.*(examined/query|allocations/query|ratio to none)" $status

# quiet BINARY PREFIX COUNT: compares the sweeps PREFIX-1..COUNT pairwise; adds to comparisons and alarms.
comparisons=0; alarms=0
quiet() {
  local i j
  for i in $(seq 1 "$3"); do
    for j in $(seq $((i + 1)) "$3"); do
      comparisons=$((comparisons + 1))
      if ! "$1" compare "$work/$2-$i.csv" "$work/$2-$j.csv" --threshold "$threshold" > "$work/cmp.log" 2>&1; then
        alarms=$((alarms + 1))
        echo "    false alarm: $2 sweep $i -> sweep $j:"
        grep -m 5 -E "SLOWER|COUNTER|MISSING|Error" "$work/cmp.log" | sed 's/^/      /'
      fi
    done
  done
}
# sharp BINARY BASE CHANGED COUNT STRATEGY: each CHANGED-i must fail against BASE-i naming STRATEGY's
# scroll timing and none of its counters; adds to caught.
caught=0; expected=0
sharp() {
  local i status
  for i in $(seq 1 "$4"); do
    expected=$((expected + 1))
    set +e
    "$1" compare "$work/$2-$i.csv" "$work/$3-$i.csv" --threshold "$threshold" --allow-missing \
      > "$work/cmp.log" 2>&1
    status=$?
    set -e
    if [ $status -eq 1 ] && grep -Eq "^SLOWER +[^:]*$5, scroll" "$work/cmp.log" \
      && ! grep -Eq "^COUNTER UP +[^:]*$5," "$work/cmp.log"; then
      caught=$((caught + 1))
      grep -m 1 -E "^SLOWER +[^:]*$5" "$work/cmp.log" | sed 's/^/    /'
    else
      echo "    MISSED: $3 sweep $i (exit $status):"; tail -5 "$work/cmp.log" | sed 's/^/      /'
    fi
  done
}
echo "=== timing gate, quiet: the same build compared pairwise (decobench, then the example)"
quiet "$normal" same "$runs"
quiet "$bench" mine "$example_runs"
echo "prove-gates: false alarms: $alarms of $comparisons comparisons"
echo "=== timing gate, sharp: each slowed sweep, and each doubled walk, against a normal one"
sharp "$normal" same slow "$slowed_runs" "$recommended"
sharp "$bench" mine twice "$example_runs" my-backgrounds
echo "prove-gates: changed sweeps caught by timing alone: $caught of $expected (threshold $threshold%)"
if [ $alarms -gt 0 ] || [ $caught -lt $expected ]; then
  echo "prove-gates: FAIL: the timing gate is not both quiet and sharp at $threshold%" >&2
  failures=$((failures + 1))
fi

if [ $fast -eq 0 ]; then
  echo "=== gate: package-benchmark allocation thresholds (Benchmarks/Thresholds)"
  set +e
  (cd Benchmarks && swift package --scratch-path ../.build-slow-benchmarks -Xswiftc -DDECOBENCH_SLOW_TREE \
    benchmark thresholds check --no-progress --filter ".*_${slow_tree_camel}_.*") > "$work/benchmarks.log" 2>&1
  status=$?
  set -e
  expect_failure "package-benchmark" "$work/benchmarks.log" "scroll_${slow_tree_camel}_" $status

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

if [ $failures -gt 0 ]; then echo "prove-gates: $failures proof(s) failed" >&2; exit 1; fi
echo "prove-gates: every gate caught the injected regressions; 0 of $comparisons false alarms"
