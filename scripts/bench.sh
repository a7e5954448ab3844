#!/usr/bin/env bash
# The reference run: release build, the full sweep (`decobench run --full`) under the system
# allocator and under jemalloc, one merged CSV, the plots and the report.
# Writes results/reference.csv, results/*.png|svg and results/report.html.
#   scripts/bench.sh            # the full sweep, --full, under each allocator (about 87 minutes each on 2 cores)
#   scripts/bench.sh --quick    # the quick sweep, for a smoke test of this script (any options replace --full)
#   scripts/bench.sh --system-only   # glibc's pass alone (about 87 minutes on 2 cores with --full)
# The plots need the pinned Python packages: python3 -m pip install -r scripts/requirements.txt
set -euo pipefail
cd "$(dirname "$0")/.."

extra=()
allocators=(system jemalloc)
for argument in "$@"; do
  if [ "$argument" = --system-only ]; then allocators=(system); else extra+=("$argument"); fi
done
[ ${#extra[@]} -gt 0 ] || extra=(--full)
out=results
mkdir -p "$out"

swift build -c release --product decobench
bin=.build/release/decobench

# Where jemalloc may live is known to the binary (AllocatorSetup.jemallocPaths): ask it.
has_jemalloc() {
  DECOBENCH="$bin" python3 scripts/decobench_model.py jemalloc > /dev/null
}
if [ ${#allocators[@]} -gt 1 ] && ! has_jemalloc; then
  echo "bench.sh: installing jemalloc (Debian's libjemalloc-dev)" >&2
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libjemalloc-dev >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq libjemalloc-dev >/dev/null; fi
fi

: > "$out/reference.csv.partial"
for allocator in "${allocators[@]}"; do
  "$bin" run "${extra[@]}" --allocator "$allocator" --output "$out/reference-$allocator.csv"
  # One header: the first pass's.
  skip=1
  [ -s "$out/reference.csv.partial" ] && skip=2
  tail -n +"$skip" "$out/reference-$allocator.csv" >> "$out/reference.csv.partial"
  rm "$out/reference-$allocator.csv"
done
mv "$out/reference.csv.partial" "$out/reference.csv"
echo "bench.sh: wrote $out/reference.csv ($(($(wc -l < "$out/reference.csv") - 1)) rows)" >&2

python3 scripts/plot.py "$out/reference.csv" "$out"
python3 scripts/report.py "$out/reference.csv" --output "$out/report.html"
echo "bench.sh: now run python3 scripts/summary.py (results/SUMMARY.md and the README's answer)," \
  "then log what the run shows in results/README.md" >&2
