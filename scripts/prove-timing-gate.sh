#!/usr/bin/env bash
# Proof that CI's timing gate (decobench compare at --threshold 15 on the quick sweep) fails when
# it should and only then, on this machine as it is (shared, noisy):
#   - quiet: ten quick sweeps of the same build, compared pairwise (45 comparisons), never fail;
#   - sharp: ten sweeps of a build whose interval-tree queries are exactly 1.3x slower
#     (DECOBENCH_SLOWDOWN=1, Sources/DecobenchCLI/InjectedSlowdown.swift; no counter moves)
#     each fail against a normal sweep, naming interval-tree's ratio to none.
# Normal and slowed sweeps alternate, so both meet the same machine. About 6 minutes on 2 cores
# (the slowed release build, twenty quick sweeps of five processes each).
#   scripts/prove-timing-gate.sh [--threshold PCT] [--runs N] [-- BUILD_FLAG ...]
# BUILD_FLAGs go to the normal build: CI passes its own, so that after CI's release build this
# one has nothing to do.
set -euo pipefail
cd "$(dirname "$0")/.."
threshold=15; runs=10
while [ $# -gt 0 ]; do
  case "$1" in
    --threshold) threshold=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: scripts/prove-timing-gate.sh [--threshold PCT] [--runs N] [-- BUILD_FLAG ...]" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "=== building the normal build and the slowed variant (DECOBENCH_SLOWDOWN=1) in .build-slowdown"
swift build -c release --product decobench "$@" 2>&1 | tail -1
DECOBENCH_SLOWDOWN=1 swift build -c release --product decobench --scratch-path .build-slowdown 2>&1 | tail -1
normal=.build/release/decobench
slowed=.build-slowdown/release/decobench

echo "=== $runs quick sweeps of each build, alternating"
for i in $(seq 1 "$runs"); do
  "$normal" run --quick --output "$work/same-$i.csv" > /dev/null 2> "$work/same-$i.err"
  "$slowed" run --quick --output "$work/slow-$i.csv" > /dev/null 2> "$work/slow-$i.err"
  echo "    sweep $i of $runs done ($(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo 'load unknown'))"
done

echo "=== quiet: the same build compared pairwise"
comparisons=0; alarms=0
for i in $(seq 1 "$runs"); do
  for j in $(seq $((i + 1)) "$runs"); do
    comparisons=$((comparisons + 1))
    if ! "$normal" compare "$work/same-$i.csv" "$work/same-$j.csv" --threshold "$threshold" > "$work/cmp.log" 2>&1; then
      alarms=$((alarms + 1))
      echo "    false alarm: sweep $i -> sweep $j:"
      grep -m 5 -E "SLOWER|COUNTER|Error" "$work/cmp.log" | sed 's/^/      /'
    fi
  done
done
echo "prove-timing-gate: false alarms: $alarms of $comparisons comparisons"

echo "=== sharp: each slowed sweep against a normal one"
caught=0
for i in $(seq 1 "$runs"); do
  set +e
  "$normal" compare "$work/same-$i.csv" "$work/slow-$i.csv" --threshold "$threshold" > "$work/cmp.log" 2>&1
  status=$?
  set -e
  if [ $status -eq 1 ] && grep -Eq "^SLOWER +[^:]*interval-tree, (scroll|jump)" "$work/cmp.log" \
      && ! grep -q "COUNTER" "$work/cmp.log"; then
    caught=$((caught + 1))
    grep -m 1 -E "^SLOWER +[^:]*interval-tree" "$work/cmp.log" | sed 's/^/    /'
  else
    echo "    MISSED: slowed sweep $i (exit $status):"; tail -5 "$work/cmp.log" | sed 's/^/      /'
  fi
done
echo "prove-timing-gate: slowed sweeps caught: $caught of $runs (threshold $threshold%)"

if [ $alarms -gt 0 ] || [ $caught -lt "$runs" ]; then
  echo "prove-timing-gate: FAIL: the gate is not both quiet and sharp at $threshold%" >&2
  exit 1
fi
echo "prove-timing-gate: ok: 0 of $comparisons false alarms, $caught of $runs slowdowns caught"
