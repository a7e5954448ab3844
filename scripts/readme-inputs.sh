#!/usr/bin/env bash
# The runs results/README.md quotes besides the reference run, saved where
# scripts/readme_figures.py reads them (results/readme-inputs/): the seeds' broken first drafts
# in the simulator, the `separated` preset timed and simulated, and the separators' own cost (the
# preset at 100k items with and without its separators), and the floor under any decorating
# strategy's scroll overhead (scripts/answer-floor.sh), and prepare() at 1M items on every preset
# under both allocators (the index's prepare after the reference run). About fifteen minutes on 2
# cores.
# Every run is --full's (its presets, processes and budget), narrowed by its options.
#   scripts/readme-inputs.sh && python3 scripts/readme_figures.py   # then review and commit
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product decobench
bin=.build/release/decobench
out=results/readme-inputs
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$bin" simulate --preset grid --items 100000 --strategies naive-per-section,naive-per-cell --format csv \
  > "$out/simulate-grid-naive.csv"
"$bin" simulate --preset separated --items 100000 \
  --strategies none,per-section,cached,binary-search,interval-tree,naive-separator --format csv \
  > "$out/simulate-separated.csv" 2> "$out/simulate-separated-gaps.txt"
"$bin" run --full --preset separated --sizes 100000 --scenarios scroll,prepare --output "$out/separated.csv" > /dev/null

"$bin" dataset --preset separated --items 100000 > "$work/sep-100k.json"
python3 - "$work/sep-100k.json" "$work/nosep-100k.json" "$out/separated-dataset.txt" <<'EOF'
import json, sys
data = json.load(open(sys.argv[1]))
open(sys.argv[3], "w").write(f"separators,{len(data.get('separators', []))}\n")
data.pop("separators", None)
json.dump(data, open(sys.argv[2], "w"))
EOF
"$bin" run --full --dataset "$work/sep-100k.json" --dataset "$work/nosep-100k.json" --strategies none,interval-tree \
  --scenarios scroll,prepare --output "$out/separators-cost.csv" > /dev/null
scripts/answer-floor.sh > "$out/answer-floor.csv"
prepare_run=(--full --sizes 1000000 --scenarios prepare --strategies none,binary-search,interval-tree,augmented-list)
"$bin" run "${prepare_run[@]}" --allocator system --output "$work/prepare-system.csv" > /dev/null
"$bin" run "${prepare_run[@]}" --allocator jemalloc --output "$work/prepare-jemalloc.csv" > /dev/null
{ cat "$work/prepare-system.csv"; tail -n +2 "$work/prepare-jemalloc.csv"; } > "$out/prepare-1m.csv"
echo "readme-inputs.sh: wrote $(ls "$out" | tr '\n' ' ')" >&2
