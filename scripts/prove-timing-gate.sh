#!/usr/bin/env bash
# Proof that CI's timing gate (decobench compare at --threshold 15 on the quick sweep) fails when
# it should and only then, on this machine as it is (shared, noisy):
#   - quiet: ten quick sweeps of the same build, compared pairwise (45 comparisons), never fail;
#   - sharp: five sweeps of a build whose interval-tree queries spin a fifth of their own time
#     more (-DDECOBENCH_SLOWDOWN, Sources/DecobenchCLI/InjectedSlowdown.swift: about what its own
#     decoration work adds again; no counter moves) each fail against a normal sweep, naming
#     interval-tree's overhead over none;
#   - a user's own work done twice: Examples/CustomStrategy's executable, built normally and with
#     -DMY_BACKGROUNDS_WALK_TWICE (MyBackgrounds walks its decorations twice per query; the
#     answer and every counter stay the same), three quick sweeps of each: every doubled sweep
#     fails against a normal one, naming my-backgrounds; the normal ones pass against each other.
# Normal and changed sweeps alternate, so both meet the same machine. About 10 minutes on 2
# shared cores: two extra release builds (the slowed decobench, the doubled example), fifteen
# quick sweeps of decobench and six of the example (none and my-backgrounds only).
#   scripts/prove-timing-gate.sh [--threshold PCT] [--runs N] [--slowed N] [--example-runs N] [-- BUILD_FLAG ...]
# BUILD_FLAGs go to every build: CI passes its own, so that after CI's release build and
# scripts/example-check.sh the normal builds have nothing to do.
set -euo pipefail
cd "$(dirname "$0")/.."
threshold=15; runs=10; slowed_runs=5; example_runs=3
usage="usage: scripts/prove-timing-gate.sh [--threshold PCT] [--runs N] [--slowed N] [--example-runs N]"
while [ $# -gt 0 ]; do
  case "$1" in
    --threshold) threshold=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --slowed) slowed_runs=$2; shift 2 ;;
    --example-runs) example_runs=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "$usage [-- BUILD_FLAG ...]" >&2; exit 2 ;;
  esac
done
if [ "$slowed_runs" -gt "$runs" ]; then
  echo "prove-timing-gate: --slowed $slowed_runs is more than --runs $runs; give at most $runs" >&2; exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
example=Examples/CustomStrategy

echo "=== building decobench, its slowed variant (-DDECOBENCH_SLOWDOWN, in .build-slowdown), the example" \
  "and its doubled walk (-DMY_BACKGROUNDS_WALK_TWICE, in $example/.build-walk-twice)"
swift build -c release --product decobench "$@" 2>&1 | tail -1
swift build -c release --product decobench --scratch-path .build-slowdown "$@" -Xswiftc -DDECOBENCH_SLOWDOWN 2>&1 \
  | tail -1
(cd "$example" && swift build -c release "$@" 2>&1 | tail -1)
(cd "$example" && swift build -c release --scratch-path .build-walk-twice "$@" -Xswiftc -DMY_BACKGROUNDS_WALK_TWICE \
  2>&1 | tail -1)
normal=.build/release/decobench
slowed=.build-slowdown/release/decobench
bench=$example/.build/release/custom-bench
twice=$example/.build-walk-twice/release/custom-bench

echo "=== $runs quick sweeps of decobench, the first $slowed_runs alternating with slowed ones"
for i in $(seq 1 "$runs"); do
  "$normal" run --quick --output "$work/same-$i.csv" > /dev/null 2> "$work/same-$i.err"
  if [ "$i" -le "$slowed_runs" ]; then
    "$slowed" run --quick --output "$work/slow-$i.csv" > /dev/null 2> "$work/slow-$i.err"
  fi
  echo "    sweep $i of $runs done ($(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo 'load unknown'))"
done

echo "=== $example_runs quick sweeps of the example (none, my-backgrounds), alternating with doubled walks"
for i in $(seq 1 "$example_runs"); do
  "$bench" run --quick --strategies none,my-backgrounds --output "$work/mine-$i.csv" > /dev/null 2> "$work/mine-$i.err"
  "$twice" run --quick --strategies none,my-backgrounds --output "$work/twice-$i.csv" > /dev/null \
    2> "$work/twice-$i.err"
done

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
# sharp BINARY BASE CHANGED COUNT STRATEGY: each CHANGED-i must fail against BASE-i naming STRATEGY's scroll
# timing, and no counter; adds to caught.
caught=0; expected=0
sharp() {
  local i status
  for i in $(seq 1 "$4"); do
    expected=$((expected + 1))
    set +e
    "$1" compare "$work/$2-$i.csv" "$work/$3-$i.csv" --threshold "$threshold" > "$work/cmp.log" 2>&1
    status=$?
    set -e
    if [ $status -eq 1 ] && grep -Eq "^SLOWER +[^:]*$5, scroll" "$work/cmp.log" && ! grep -q "COUNTER" "$work/cmp.log"
    then
      caught=$((caught + 1))
      grep -m 1 -E "^SLOWER +[^:]*$5" "$work/cmp.log" | sed 's/^/    /'
    else
      echo "    MISSED: $3 sweep $i (exit $status):"; tail -5 "$work/cmp.log" | sed 's/^/      /'
    fi
  done
}

echo "=== quiet: the same build compared pairwise (decobench, then the example)"
quiet "$normal" same "$runs"
quiet "$bench" mine "$example_runs"
echo "prove-timing-gate: false alarms: $alarms of $comparisons comparisons"

echo "=== sharp: each slowed decobench sweep, and each doubled walk, against a normal one"
sharp "$normal" same slow "$slowed_runs" interval-tree
sharp "$bench" mine twice "$example_runs" my-backgrounds
echo "prove-timing-gate: changed sweeps caught: $caught of $expected (threshold $threshold%)"

if [ $alarms -gt 0 ] || [ $caught -lt $expected ]; then
  echo "prove-timing-gate: FAIL: the gate is not both quiet and sharp at $threshold%" >&2
  exit 1
fi
echo "prove-timing-gate: ok: 0 of $comparisons false alarms, $caught of $expected changes caught"
