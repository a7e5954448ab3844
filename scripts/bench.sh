#!/usr/bin/env bash
# The reference run: release build, the full sweep (`decobench run --full`) under the system
# allocator and under jemalloc, one merged CSV, the plots and the report.
# Writes results/reference.csv, results/*.png|svg and results/report.html.
#   scripts/bench.sh            # the full sweep, --full, under each allocator
#   scripts/bench.sh --quick    # the quick sweep, for a smoke test of this script (any options replace --full)
#   scripts/bench.sh --system-only   # glibc's pass alone (its progress lines give the time left)
#   scripts/bench.sh --system-only --shard K/N   # one part of it, for machines that cannot stay quiet that long
# A part takes every N-th preset of the full sweep from the K-th and writes results/reference-part-K-of-N.csv
# (commit it). Once all N parts are there, run from commits whose code (Sources/ but its DocC catalogs, and
# Package.swift) is the same, they are joined into results/reference.csv; a part from other code is named.
# The plots need the pinned Python packages: python3 -m pip install -r scripts/requirements.txt
set -euo pipefail
cd "$(dirname "$0")/.."

extra=()
allocators=(system jemalloc)
shard=""
while [ $# -gt 0 ]; do
  case "$1" in
    --system-only) allocators=(system) ;;
    --shard) shard=${2:-}; shift ;;
    *) extra+=("$1") ;;
  esac
  shift
done
[ ${#extra[@]} -gt 0 ] || extra=(--full)
out=results
mkdir -p "$out"

swift build -c release --product decobench
bin=.build/release/decobench

destination=$out/reference.csv
if [ -n "$shard" ]; then
  presets=()
  while IFS= read -r name; do
    presets+=("$name")
  done < <(DECOBENCH="$bin" python3 scripts/decobench_model.py full-presets)
  part=${shard%/*} parts=${shard#*/}
  if ! [[ $shard =~ ^[0-9]+/[0-9]+$ ]] || [ "$part" -lt 1 ] || [ "$part" -gt "$parts" ] ||
    [ "$parts" -gt ${#presets[@]} ]; then
    echo "bench.sh: --shard '$shard': give K/N with 1 <= K <= N <= ${#presets[@]} (the full sweep's presets)," \
      "e.g. --shard 1/3" >&2
    exit 2
  fi
  mine=()
  for ((i = part - 1; i < ${#presets[@]}; i += parts)); do mine+=("${presets[i]}"); done
  extra+=(--presets "$(IFS=,; echo "${mine[*]}")")
  destination=$out/reference-part-$part-of-$parts.csv
  echo "bench.sh: part $part of $parts: ${mine[*]}" >&2
fi

# Appends CSV file $1's rows to $2, with its header only when $2 is still empty: one header, the first file's.
append_rows() {
  local skip=1
  [ -s "$2" ] && skip=2
  tail -n +"$skip" "$1" >> "$2"
}

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
  append_rows "$out/reference-$allocator.csv" "$out/reference.csv.partial"
  rm "$out/reference-$allocator.csv"
done
mv "$out/reference.csv.partial" "$destination"
echo "bench.sh: wrote $destination ($(($(wc -l < "$destination") - 1)) rows)" >&2

if [ -n "$shard" ]; then
  # The parts are joined once all are there, and only when they timed the same code.
  files=()
  for ((k = 1; k <= parts; k++)); do
    file=$out/reference-part-$k-of-$parts.csv
    if [ ! -f "$file" ]; then
      only=""
      [ ${#allocators[@]} -gt 1 ] || only=" --system-only"
      echo "bench.sh: $file is still to run (scripts/bench.sh$only --shard $k/$parts);" \
        "results/reference.csv is unchanged" >&2
      exit 0
    fi
    files+=("$file")
  done
  first=""
  read_revisions='import csv, sys
print(" ".join(sorted({row[sys.argv[2]] for row in csv.DictReader(open(sys.argv[1]))})))'
  revision_column=$(DECOBENCH="$bin" python3 scripts/decobench_model.py revision-column)
  for file in "${files[@]}"; do
    revisions=$(python3 -c "$read_revisions" "$file" "$revision_column")
    if [[ $revisions == *" "* || $revisions == *-dirty || -z $revisions ]]; then
      echo "bench.sh: $file holds revisions '$revisions', not one clean commit; run that part again" >&2
      exit 1
    fi
    first=${first:-$revisions}
    # The DocC catalogs are not timed: a part run after an article changed times the same code.
    if ! git diff --quiet "$first" "$revisions" -- Sources Package.swift ':(exclude,glob)Sources/*/*.docc/**'; then
      echo "bench.sh: $file timed revision $revisions, whose Sources/ (its DocC catalogs aside) or" \
        "Package.swift differ from $first's (the first part's); run it again at the head, or the others" >&2
      exit 1
    fi
  done
  : > "$out/reference.csv.partial"
  for file in "${files[@]}"; do append_rows "$file" "$out/reference.csv.partial"; done
  mv "$out/reference.csv.partial" "$out/reference.csv"
  rm "${files[@]}"
  echo "bench.sh: joined ${#files[@]} parts into $out/reference.csv" >&2
fi

python3 scripts/plot.py "$out/reference.csv" "$out"
python3 scripts/report.py "$out/reference.csv" --output "$out/report.html"
echo "bench.sh: now run python3 scripts/summary.py (results/SUMMARY.md and the README's answer)," \
  "then log what the run shows in results/README.md" >&2
