#!/usr/bin/env bash
# Fuzzes the release binary for a given number of minutes, for use before a release: damaged
# data sets, damaged run CSVs and random command lines (scripts/fuzz_cases.py), each run under
# `timeout` and a virtual-memory cap, timed by /usr/bin/time. Reports the cases run, the exit
# codes, crashes (exit status >= 128: a trap is 132 or 133, an abort 134, a kill 137), hangs
# (timeouts), the time taken and the peak memory of any one case. Crashing and hanging cases are
# kept in .build/fuzz-failures/. Then scripts/fuzz_edges.py: full and closed standard streams,
# unwritable step summaries, bad --output paths, empty data sets, doctored CSVs, \u escapes.
# Exit status 1 when anything crashed or hung, or an edge case failed.
#   scripts/fuzz.sh                                  # 3 minutes, seed 1
#   scripts/fuzz.sh --minutes 10 --seed 7 --timeout 30 --memory-gb 8
set -euo pipefail
cd "$(dirname "$0")/.."

minutes=3; seed=1; timeout_s=30; memory_gb=8; binary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --minutes) minutes=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --timeout) timeout_s=$2; shift 2 ;;
    --memory-gb) memory_gb=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    *) echo "usage: scripts/fuzz.sh [--minutes N] [--seed N] [--timeout SECONDS]" \
         "[--memory-gb N] [--binary PATH]" >&2; exit 2 ;;
  esac
done
# shellcheck source=scripts/release-binary.sh
. "$(dirname "$0")/release-binary.sh"
require_tool fuzz.sh /usr/bin/time time
default_binary

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
keep=.build/fuzz-failures
mkdir -p "$work/bases" "$work/cases" "$keep"
export DECOBENCH="$binary"   # the scripts take their names from this binary's listing (scripts/decobench_model.py)
names=$(python3 scripts/decobench_model.py presets)
mapfile -t presets <<< "$names"
for preset in "${presets[@]}"; do
  for items in 0 7 40 500; do
    "$binary" dataset --preset "$preset" --items "$items" --seed "$seed" > "$work/bases/$preset-$items.json"
  done
done
cp results/quick-baseline.csv "$work/bases/base.csv"

declare -A statuses=()
cases=0; crashes=0; hangs=0; peak_kb=0; peak_case=""
started=$SECONDS
deadline=$((SECONDS + minutes * 60))
batch=0
while [ $SECONDS -lt $deadline ]; do
  rm -f "$work"/cases/*
  python3 scripts/fuzz_cases.py --seed "$seed" --first $((batch * 100)) --count 100 \
    --bases "$work/bases" --out "$work/cases"
  for n in $(seq $((batch * 100)) $((batch * 100 + 99))); do
    [ $SECONDS -lt $deadline ] || break
    mapfile -d '' argv < "$work/cases/case-$n.args"
    set +e
    ( ulimit -v $((memory_gb * 1024 * 1024))
      /usr/bin/time -o "$work/time" -f '%M %e' timeout -k 5 "$timeout_s" "$binary" "${argv[@]}" \
        > /dev/null 2> "$work/stderr" )
    status=$?
    set -e
    cases=$((cases + 1))
    statuses[$status]=$(( ${statuses[$status]:-0} + 1 ))
    read -r kb _ < <(tail -n 1 "$work/time")
    if [ "${kb:-0}" -gt "$peak_kb" ]; then peak_kb=$kb; peak_case="case $n: ${argv[*]:0:6}"; fi
    if [ $status -eq 124 ] || [ $status -ge 128 ]; then
      if [ $status -eq 124 ]; then hangs=$((hangs + 1)); else crashes=$((crashes + 1)); fi
      cp "$work"/cases/case-"$n".* "$keep"/ 2>/dev/null || true
      cp "$work/stderr" "$keep/case-$n.stderr"
      echo "fuzz: case $n exit $status: ${argv[*]:0:8}" >&2
    fi
  done
  batch=$((batch + 1))
done

echo "fuzz: seed $seed, $cases cases in $((SECONDS - started)) s; timeout ${timeout_s} s, memory cap ${memory_gb} GiB"
codes=""
for s in $(printf '%s\n' "${!statuses[@]}" | sort -n); do codes+=" $s:${statuses[$s]}"; done
echo "fuzz: exit codes (status:cases):$codes"
echo "fuzz: crashes (exit >= 128): $crashes; hangs (timeouts): $hangs"
echo "fuzz: peak memory of one case: $((peak_kb / 1024)) MiB ($peak_case)"
edges=0
python3 scripts/fuzz_edges.py --binary "$binary" || edges=1
if [ $crashes -gt 0 ] || [ $hangs -gt 0 ]; then
  echo "fuzz: failing cases kept in $keep/" >&2
  exit 1
fi
exit $edges
