#!/usr/bin/env bash
# The reference run: release build, the full sweep (`decobench run --full`) under the system
# allocator and under jemalloc, one merged CSV, the plots and the report.
# Writes results/reference.csv, results/*.png|svg and results/report.html.
#   scripts/bench.sh            # the full sweep, --full (about half an hour per allocator on 2 cores)
#   scripts/bench.sh --quick    # the quick sweep, for a smoke test of this script (any options replace --full)
# The plots need the pinned Python packages: python3 -m pip install -r scripts/requirements.txt
set -euo pipefail
cd "$(dirname "$0")/.."

extra=("$@")
[ ${#extra[@]} -gt 0 ] || extra=(--full)
out=results
mkdir -p "$out"

swift build -c release --product decobench
bin=.build/release/decobench

# Where jemalloc may live is known to the binary (AllocatorSetup.jemallocPaths): ask it.
has_jemalloc() {
  DECOBENCH="$bin" python3 scripts/decobench_model.py jemalloc > /dev/null
}
if ! has_jemalloc; then
  echo "bench.sh: installing jemalloc (Debian's libjemalloc-dev)" >&2
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libjemalloc-dev >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq libjemalloc-dev >/dev/null; fi
fi

"$bin" run "${extra[@]}" --allocator system --output "$out/reference-system.csv"
"$bin" run "${extra[@]}" --allocator jemalloc --output "$out/reference-jemalloc.csv"
{ cat "$out/reference-system.csv"; tail -n +2 "$out/reference-jemalloc.csv"; } > "$out/reference.csv"
rm "$out/reference-system.csv" "$out/reference-jemalloc.csv"
echo "bench.sh: wrote $out/reference.csv ($(($(wc -l < "$out/reference.csv") - 1)) rows)" >&2

python3 scripts/plot.py "$out/reference.csv" "$out"
python3 scripts/report.py "$out/reference.csv" --output "$out/report.html"
echo "bench.sh: now run python3 scripts/summary.py (results/SUMMARY.md) and reread results/README.md against it" >&2
