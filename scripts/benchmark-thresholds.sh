#!/usr/bin/env bash
# The package-benchmark gate: allocation counts (mallocCountTotal) of every benchmark in
# Benchmarks/ against the committed static thresholds in Benchmarks/Thresholds/.
#   scripts/benchmark-thresholds.sh check     # CI: exit 1 on a regression, 0 otherwise
#   scripts/benchmark-thresholds.sh update    # refresh the thresholds after an intended change
# Only mallocCountTotal is kept in the threshold files: wall clock is reported, never gated.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
mode=${1:-check}

case "$mode" in
  update)
    rm -f Thresholds/*.p90.json
    swift package --allow-writing-to-package-directory benchmark thresholds update --no-progress
    python3 - <<'PY'
import glob, json
for path in glob.glob("Thresholds/*.p90.json"):
    with open(path) as f:
        data = json.load(f)
    with open(path, "w") as f:
        json.dump({"mallocCountTotal": data["mallocCountTotal"]}, f, indent=2, sort_keys=True)
        f.write("\n")
PY
    files=(Thresholds/*.p90.json)
    echo "benchmark-thresholds: wrote ${#files[@]} threshold files (mallocCountTotal only)"
    ;;
  check)
    log=$(mktemp)
    trap 'rm -f "$log"' EXIT
    # package-benchmark skips a benchmark with no threshold file in silence, so a strategy added
    # without `update` would be ungated: every benchmark the target lists must have its file.
    swift package benchmark list --no-progress > "$log" 2>&1 || { tail -30 "$log" >&2; exit 1; }
    python3 - "$log" <<'PY'
import glob, os, sys
names, target = set(), None
for line in open(sys.argv[1]):
    line = line.strip()
    if line.startswith("Target '") and line.endswith("available benchmarks:"):
        target = line.split("'")[1]
    elif not line:
        target = None
    elif target:
        names.add(f"{target}.{line}")
files = {os.path.basename(p)[: -len(".p90.json")] for p in glob.glob("Thresholds/*.p90.json")}
if not names:
    sys.exit("benchmark-thresholds: `swift package benchmark list` listed no benchmarks")
for name in sorted(names - files):
    print(f"benchmark-thresholds: {name} has no Thresholds/{name}.p90.json, so it is not gated; "
          "add it with: scripts/benchmark-thresholds.sh update", file=sys.stderr)
for name in sorted(files - names):
    print(f"benchmark-thresholds: Thresholds/{name}.p90.json names no benchmark; "
          "refresh with: scripts/benchmark-thresholds.sh update", file=sys.stderr)
if names != files:
    sys.exit(1)
print(f"benchmark-thresholds: each of the {len(names)} benchmarks has its threshold file")
PY
    set +e
    swift package benchmark thresholds check --no-progress > "$log" 2>&1
    status=$?
    set -e
    # The verdict comes from the tool's exit status, not its prose. BenchmarkTool exits 2 on a
    # regression and 4 on improvements only; `swift package` turns any non-zero plugin exit
    # into 1, so the plugin's exit reason is read from the one line it ends with:
    # `error: benchmarkThresholdRegression` or `error: benchmarkThresholdImprovement`
    # (package-benchmark's ExitCode cases thresholdRegression = 2, thresholdImprovement = 4).
    reason=$(grep -Eo "^error: benchmarkThreshold(Regression|Improvement)$" "$log" | tail -1 || true)
    grep -m 80 -E "^ *[│|]|Deviations|p90 threshold" "$log" || true
    if [ $status -eq 0 ]; then
      echo "benchmark-thresholds: ok, allocation counts equal to the thresholds"
    elif [ "$reason" = "error: benchmarkThresholdRegression" ]; then
      echo "benchmark-thresholds: REGRESSION (exit reason thresholdRegression):" \
        "a benchmark allocates more than its threshold" >&2
      exit 1
    elif [ "$reason" = "error: benchmarkThresholdImprovement" ]; then
      echo "benchmark-thresholds: ok, only improvements (exit reason thresholdImprovement);" \
        "refresh with: scripts/benchmark-thresholds.sh update"
    else
      tail -30 "$log" >&2
      echo "benchmark-thresholds: package-benchmark failed (exit $status)" >&2
      exit 1
    fi
    ;;
  *)
    echo "usage: scripts/benchmark-thresholds.sh check|update" >&2
    exit 2
    ;;
esac
