#!/usr/bin/env bash
# The floor under every decorating strategy's scroll overhead: the cost of one more element in
# an answer (append, retain, the caller's read, release) measured alone (scripts/answer-floor.swift),
# then, for each preset of a run CSV, the ratio to `none` a strategy whose search cost nothing
# would still show: 1 + decorations per query x floor / none's time per query.
#   scripts/answer-floor.sh                              # the floor alone
#   scripts/answer-floor.sh results/reference.csv [--items 1000000] [--allocator system]
set -euo pipefail
cd "$(dirname "$0")/.."

csv=""; items=1000000; allocator=system
while [ $# -gt 0 ]; do
  case "$1" in
    --items) items=$2; shift 2 ;;
    --allocator) allocator=$2; shift 2 ;;
    -*) echo "usage: scripts/answer-floor.sh [RUN.csv] [--items N] [--allocator system|jemalloc]" >&2; exit 2 ;;
    *) csv=$1; shift ;;
  esac
done
if [ -n "$csv" ] && [ ! -r "$csv" ]; then echo "answer-floor.sh: cannot read '$csv'" >&2; exit 2; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O scripts/answer-floor.swift -o "$work/answer-floor"
"$work/answer-floor" | tee "$work/floor.csv"
floor=$(grep floor_ns_per_element "$work/floor.csv" | cut -d, -f2)
[ -z "$csv" ] && exit 0

python3 - "$csv" "$floor" "$items" "$allocator" <<'PY'
import sys
sys.path.insert(0, "scripts")
from decobench_csv import load_run, optional_number
path, floor, items, allocator = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4]
rows, _ = load_run(path)
rows = [r for r in rows if r["scenario"] == "scroll" and r["items"] == items and r["allocator"] == allocator]
if not rows:
    sys.exit(f"answer-floor.sh: {path} has no scroll rows at {items} items under {allocator}")
base = {r["preset"]: r for r in rows if r["strategy"] == "none"}
print(f"\n{items} items, {allocator}; floor {floor:.1f} ns per element returned\n")
print("| preset | elements per query (none) | decorations per query | none, ns | floor ratio "
      "| best strategy, ratio | its ns per decoration |")
print("| --- | ---: | ---: | ---: | ---: | --- | ---: |")
for preset, b in base.items():
    none_ns = float(b["median_ns"])
    others = [r for r in rows
              if r["preset"] == preset and r["strategy"] != "none" and optional_number(r, "ratio_to_none")]
    if not others:
        continue
    best = min(others, key=lambda r: float(r["ratio_to_none"]))
    decorations = float(best["decorations_per_query"])
    extra = float(best["median_ns"]) - none_ns
    per = f"{extra / decorations:.1f}" if decorations > 0 else "–"
    print(f"| {preset} | {float(b['elements_per_query']):.1f} | {decorations:.2f} | {none_ns:.0f} | "
          f"×{1 + decorations * floor / none_ns:.3f} | "
          f"{best['strategy']} ×{float(best['ratio_to_none']):.3f} | {per} |")
PY
