#!/usr/bin/env bash
# The floor under `prepare()`'s overhead for the strategies that read every section's decoration
# configuration after a data change (`section-search`, `section-cache`): the strategy's pass timed
# alone against the same reach computed with fewer instructions, a pass that reads only the fields
# it reads, and one that reads one byte a section
# (scripts/reach-floor/, a package on the library's public API), each right after the base
# layout's prepare(). With a run CSV, for each preset: the ratio to `none` the run measured and
# the ratios those passes would give over the run's own `none`, 1 + pass / none's prepare.
#   scripts/reach-floor.sh                                   # the passes alone
#   scripts/reach-floor.sh results/reference.csv [--items 1000000] [--rounds 31] [--presets A,B]
#   scripts/reach-floor.sh ... -- SWIFT BUILD FLAG ...       # CI: -- -Xswiftc -warnings-as-errors
set -euo pipefail
cd "$(dirname "$0")/.."

# The tool's own defaults (presets, items, rounds) stand unless an option names another value.
csv=""; tool_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --items|--rounds|--presets) tool_args+=("$1" "$2"); shift 2 ;;
    --) shift; break ;;
    -*) echo "usage: scripts/reach-floor.sh [RUN.csv] [--items N] [--rounds N] [--presets A,B]" \
          "[-- SWIFT BUILD FLAG ...]" >&2; exit 2 ;;
    *) csv=$1; shift ;;
  esac
done
if [ -n "$csv" ] && [ ! -r "$csv" ]; then echo "reach-floor.sh: cannot read '$csv'" >&2; exit 2; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A build folder of its own (.gitignore's .build-*/), kept between runs.
swift build -c release --package-path scripts/reach-floor --scratch-path .build-reach-floor "$@" >&2
.build-reach-floor/release/reach-floor "${tool_args[@]}" | tee "$work/floor.csv"
[ -z "$csv" ] && exit 0

python3 - "$csv" "$work/floor.csv" <<'PY'
import csv
import sys
sys.path.insert(0, "scripts")
from decobench_csv import load_run, optional_number
path, floor_path = sys.argv[1], sys.argv[2]
floor = list(csv.DictReader(open(floor_path)))
items = floor[0]["items"]
rows, _ = load_run(path)
rows = [r for r in rows if r["scenario"] == "prepare" and r["items"] == items and r["allocator"] == "system"]
if not rows:
    sys.exit(f"reach-floor.sh: {path} has no prepare rows at {items} items under the system allocator")
none = {r["preset"]: float(r["median_ns"]) / 1e6 for r in rows if r["strategy"] == "none"}
measured = {r["preset"]: optional_number(r, "ratio_to_none") for r in rows if r["strategy"] == "section-cache"}
print(f"\n{items} items; none's prepare() and section-cache's ratio from {path}, the passes from this run\n")
print("| preset | sections | none, ms | section-cache in the run | its pass here | with selects | fields only "
      "| one byte a section |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for f in floor:
    base = none.get(f["preset"])
    if base is None or measured.get(f["preset"]) is None:
        continue
    ratios = [1 + float(f[c]) / base for c in ("strategy_ms", "selects_ms", "fields_ms", "one_line_ms")]
    print(f"| {f['preset']} | {f['sections']} | {base:.2f} | ×{measured[f['preset']]:.3f} | "
          + " | ".join(f"×{r:.3f}" for r in ratios) + " |")
PY
