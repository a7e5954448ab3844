#!/usr/bin/env bash
# Refreshes the CI baselines from the committed revision, after an intended change:
#   scripts/refresh-baselines.sh [--force] [quick] [instructions] [thresholds]   # default: all three
#     quick         results/quick-baseline.csv       (decobench run --quick, the timing gate's sweep)
#     instructions  results/instructions-baseline.csv (callgrind, scripts/instructions.sh), then
#                   results/SUMMARY.md, whose headline quotes it (scripts/summary.py)
#     thresholds    Benchmarks/Thresholds/*.p90.json  (scripts/benchmark-thresholds.sh update)
# A baseline must say which revision it measured: with local changes (tracked or untracked, outside
# the baselines themselves) it refuses, unless --force, and the rows then carry a -dirty revision.
# Commit the code first, then refresh, then commit the baselines.
set -euo pipefail
cd "$(dirname "$0")/.."
force=0; targets=()
for arg in "$@"; do
  case "$arg" in
    --force) force=1 ;;
    quick|instructions|thresholds) targets+=("$arg") ;;
    *) echo "usage: scripts/refresh-baselines.sh [--force] [quick] [instructions] [thresholds]" >&2; exit 2 ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(quick instructions thresholds)

dirty=$(git status --porcelain -- . ':!results/quick-baseline.csv' ':!results/instructions-baseline.csv' \
  ':!Benchmarks/Thresholds' 2>/dev/null || echo "not a git work tree")
if [ -n "$dirty" ] && [ $force -eq 0 ]; then
  echo "refresh-baselines: refusing: the work tree has changes, so the baseline would not match any commit:" >&2
  echo "$dirty" | sed -n '1,10s/^/    /p' >&2
  echo "refresh-baselines: commit (or stash) them first, or pass --force to refresh from a dirty tree anyway" >&2
  exit 1
fi

for target in "${targets[@]}"; do
  case "$target" in
    quick)
      swift build -c release --product decobench
      .build/release/decobench run --quick --output results/quick-baseline.csv > /dev/null
      echo "refresh-baselines: wrote results/quick-baseline.csv at" \
        "$(git rev-parse --short=12 HEAD)$([ -n "$dirty" ] && echo -dirty)" ;;
    instructions)
      scripts/instructions.sh --output results/instructions-baseline.csv
      # SUMMARY.md's headline quotes the recommended strategy's count from this file.
      python3 scripts/summary.py ;;
    thresholds) scripts/benchmark-thresholds.sh update ;;
  esac
done
