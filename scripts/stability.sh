#!/usr/bin/env bash
# The stability measurement: the same sweep run several times, then how far each
# row's ratio to `none` moves between runs (scripts/stability.py). Run it on a quiet machine;
# the load averages go into each CSV's provenance.
#   scripts/stability.sh                 # 5 runs of one sweep, with --full's processes and budget
#   scripts/stability.sh --runs 3 -- --processes 1 --budget 0.3   # after --: passed to `decobench run`
# Writes its runs to a temporary folder (kept with --keep DIR) and prints the table.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5; keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: scripts/stability.sh [--runs N] [--keep DIR] [-- decobench run options]" >&2; exit 2 ;;
  esac
done
extra=("$@")
# No options: the full sweep's (--full) processes and budget.

swift build -c release --product decobench >&2
dir=${keep:-$(mktemp -d)}
mkdir -p "$dir"
files=()
for i in $(seq 1 "$runs"); do
  echo "stability.sh: run $i of $runs" >&2
  .build/release/decobench run --full --preset grid --preset mixed --preset feed --items 100000,1000000 \
    --scenarios scroll,jump,prepare \
    --strategies none,per-cell,per-section,cached,binary-search,interval-tree,augmented-list \
    --seed 42 "${extra[@]}" --output "$dir/run-$i.csv" > /dev/null
  files+=("$dir/run-$i.csv")
done
python3 scripts/stability.py "${files[@]}"
