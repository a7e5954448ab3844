#!/usr/bin/env bash
# Instructions per operation for every strategy (or one), counted by valgrind's callgrind: exact and
# repeatable whatever else the machine is doing, unlike a clock.
#   scripts/instructions.sh                          # CSV on stdout
#   scripts/instructions.sh --output FILE.csv
#   scripts/instructions.sh --check results/instructions-baseline.csv [--tolerance 3]
#   scripts/instructions.sh --binary PATH            # count another build (e.g. a slowed one)
#   scripts/instructions.sh --strategy NAME          # one strategy (its baseline rows alone are checked)
# Each strategy runs `decobench instructions` (prepare and warm-up uncounted, then a fixed,
# seeded workload with collection on) for the scroll sweep, for jumps, for prepare() and for
# pinned-scroll frames (on the `pinned` preset).
set -euo pipefail
cd "$(dirname "$0")/.."

output=""; check=""; tolerance=3; binary=""; only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$2; shift 2 ;;
    --check) check=$2; shift 2 ;;
    --tolerance) tolerance=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    --strategy) only=$2; shift 2 ;;
    *) echo "usage: scripts/instructions.sh [--output FILE] [--check BASELINE.csv] [--tolerance PCT]" \
         "[--binary PATH] [--strategy NAME]" >&2; exit 2 ;;
  esac
done

if ! command -v valgrind >/dev/null 2>&1; then
  echo "instructions.sh: valgrind is missing; install it with: apt-get install -y valgrind" >&2; exit 2
fi
if [ -z "$binary" ]; then
  swift build -c release --product decobench >&2
  binary=.build/release/decobench
fi
# valgrind 3.19 cannot read the DWARF 5 debug info of this toolchain: count a stripped copy.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/decobench"
strip -g "$work/decobench"

csv="$work/instructions.csv"
echo "strategy,scenario,preset,items,operations,instructions,instructions_per_operation,examined_per_operation" > "$csv"
# The strategies, in the code's order, from the binary itself (one list, StrategyKind).
names=$(DECOBENCH="$work/decobench" python3 scripts/decobench_model.py strategies)
mapfile -t strategies <<< "$names"
if [ -n "$only" ]; then
  if ! grep -qxF -- "$only" <<< "$names"; then
    echo "instructions.sh: --strategy $only: not a strategy of $binary; decobench list names them" >&2; exit 2
  fi
  strategies=("$only")
fi
# pinned-scroll frames (bounds move, invalidate, prepare, query) need a data set that pins.
# measure STRATEGY SCENARIO: one callgrind run, its CSV row in $work/STRATEGY-SCENARIO.row. A run that
# fails, or whose log or output lacks its count, exits 255, which stops xargs and so the script.
measure() {
  set -euo pipefail
  local strategy=$1 scenario=$2 ops=256 items=100000 preset=grid
  if [ "$scenario" = prepare ]; then ops=3; items=10000; fi
  if [ "$scenario" = pinned-scroll ]; then preset=pinned; fi
  local base="$work/$strategy-$scenario" collected examined
  # Deterministic hashing: Set and Dictionary otherwise seed per process.
  if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --collect-atstart=no \
    --callgrind-out-file="$base.cg" "$work/decobench" instructions --strategy "$strategy" \
    --scenario "$scenario" --preset "$preset" --items "$items" --operations "$ops" > "$base.out" 2> "$base.log"; then
    echo "instructions.sh: $strategy $scenario failed:" >&2; tail -5 "$base.log" >&2; exit 255
  fi
  collected=$(grep -Eo "Collected : [0-9]+" "$base.log" | grep -Eo "[0-9]+" || true)
  examined=$(tail -1 "$base.out" | cut -d, -f7)
  if ! [[ $collected =~ ^[0-9]+$ && $examined =~ ^[0-9]+$ ]]; then
    echo "instructions.sh: $strategy $scenario: no instruction count ('$collected') or examined count" \
      "('$examined') in its output" >&2; exit 255
  fi
  awk -v s="$strategy" -v sc="$scenario" -v p="$preset" -v n="$items" -v ops="$ops" -v c="$collected" \
    -v e="$examined" 'BEGIN { printf "%s,%s,%s,%s,%s,%s,%.1f,%.2f\n", s, sc, p, n, ops, c, c / ops, e / ops }' \
    > "$base.row"
  echo "instructions.sh: $strategy $scenario: $collected instructions over $ops operations" >&2
}
export -f measure
export work
scenarios=(scroll jump prepare pinned-scroll)
# A count is exact whatever else runs, so the runs take every core, one run each.
for scenario in "${scenarios[@]}"; do
  for strategy in "${strategies[@]}"; do printf '%s\0%s\0' "$strategy" "$scenario"; done
done | xargs -0 -P "$(nproc)" -n 2 bash -c 'measure "$@"' _
for scenario in "${scenarios[@]}"; do
  for strategy in "${strategies[@]}"; do cat "$work/$strategy-$scenario.row" >> "$csv"; done
done

if [ -n "$output" ]; then cp "$csv" "$output"; echo "instructions.sh: wrote $output" >&2; fi
if [ -z "$check" ]; then
  [ -n "$output" ] || cat "$csv"
  exit 0
fi

# The gate: each strategy's instructions per operation against the baseline.
python3 - "$check" "$csv" "$tolerance" "$only" <<'PY'
import csv, sys
baseline_path, current_path, tolerance, only = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
def load(path):
    with open(path, newline="") as f:
        return {(r["strategy"], r["scenario"]): r for r in csv.DictReader(f)}
try:
    baseline = load(baseline_path)
except OSError as e:
    sys.exit(f"instructions.sh: cannot read baseline {baseline_path}: {e.strerror}")
current = load(current_path)
if only:
    baseline = {key: row for key, row in baseline.items() if key[0] == only}
failed = 0
for key, base in sorted(baseline.items()):
    now = current.get(key)
    if now is None:
        print(f"MISSING  {key[0]} {key[1]}: in the baseline, not measured now")
        failed += 1
        continue
    b, c = float(base["instructions_per_operation"]), float(now["instructions_per_operation"])
    change = (c / b - 1) * 100 if b else 0.0
    verdict = "ok"
    if change > tolerance:
        verdict, failed = "SLOWER", failed + 1
    elif change < -tolerance:
        verdict = "faster"
    print(f"{verdict:8} {key[0]} {key[1]}: instructions/operation {b:.1f} -> {c:.1f} "
          f"({change:+.2f}%, tolerance {tolerance}%)")
for key in sorted(current.keys() - baseline.keys()):
    print(f"NEW      {key[0]} {key[1]}: measured now, not in the baseline (scripts/refresh-baselines.sh instructions)")
    failed += 1
if failed:
    print(f"instructions.sh: REGRESSION: {failed} figure(s) beyond {tolerance}% of {baseline_path}, missing or new")
    sys.exit(1)
print(f"instructions.sh: ok, {only or 'every strategy'} within {tolerance}% of {baseline_path}")
PY
