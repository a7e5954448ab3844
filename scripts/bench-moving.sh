#!/usr/bin/env bash
# The moving-layout run behind results/moving.csv and the last tables of results/SUMMARY.md:
# pinned headers, self-sizing cells and batch updates at 10k and 1M items, every strategy.
# About a quarter of an hour on 2 cores. Then: python3 scripts/summary.py
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product decobench
.build/release/decobench run \
  --preset grid,feed,small-sections,huge-sections,mixed,variable,horizontal,overlapping,pinned,self-sizing \
  --sizes 10000,1000000 --scenarios pinned-scroll,self-sizing,batch-update --processes 3 \
  --output results/moving.csv
