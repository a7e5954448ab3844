#!/usr/bin/env bash
# The report's page in a real browser (Debian's headless chromium driven by playwright,
# scripts/browser_check.py; the unit tests are scripts/tests, run by pytest): every plot rendered with its
# axes, ticks and lines, no console error, no request off the page; a screenshot next to the
# page. Then the same run with synthetic intervals (p10/p90 standing in for the harness's 95%
# intervals, only to exercise the band code) must draw bands, and three broken copies of the page
# (a console error, no data lines, an external image) must each fail the check.
#   scripts/test-report.sh [RUN.csv [OUTPUT.html [--baseline BASE.csv]]]
#   defaults: results/reference.csv -> results/report.html (+ results/report.png)
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s.%N)
run=${1:-results/reference.csv}
page=${2:-results/report.html}
shift $(( $# >= 2 ? 2 : $# ))
shot="${page%.html}.png"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -c "import matplotlib, jinja2, playwright" 2>/dev/null \
  || { echo "test-report.sh: pip install -r scripts/requirements.txt" >&2; exit 2; }
command -v chromium >/dev/null || { echo "test-report.sh: apt-get install -y chromium" >&2; exit 2; }

[ -r "$run" ] || { echo "test-report: cannot read the run '$run'" >&2; exit 2; }
# The scaling plots, their bands and fitted slopes need at least two sizes in the run.
sizes=$(python3 -c 'import csv, sys; print(len({r["items"] for r in csv.DictReader(open(sys.argv[1]))}))' "$run")
if [ "$sizes" -lt 2 ]; then
  echo "test-report: $run has $sizes size(s); the report's plots need a run with at least two" \
    "(e.g. --items 1000,10000)" >&2
  exit 2
fi

echo "test-report: $run -> $page"
python3 scripts/report.py "$run" --output "$page" --slopes-csv "$work/slopes.csv" "$@"
bands=no
head -n 1 "$run" | tr ',' '\n' | grep -x median_ns_ci_low > /dev/null && bands=yes
if [ "$bands" = no ]; then grep -q "No interval in this run" "$page"; fi
# The page opens with `decobench verdict`'s answer, not with its absence.
if grep -q "No verdict:" "$page"; then
  echo "test-report: FAIL: the page has no verdict: $(grep -o 'No verdict:[^<]*' "$page")" >&2; exit 1
fi
python3 scripts/browser_check.py "$page" --screenshot "$shot" --bands "$bands"

echo "test-report: the same run with synthetic intervals draws bands and error bars"
python3 - "$run" "$work/with-ci.csv" <<'EOF'
import csv, sys
with open(sys.argv[1], newline="") as f:
    reader = csv.DictReader(f)
    rows, header = list(reader), reader.fieldnames
rows = [r for r in rows if r["scenario"] in ("scroll", "prepare")]
extra = [c for c in ("median_ns_ci_low", "median_ns_ci_high", "ratio_to_none_ci_low", "ratio_to_none_ci_high")
         if c not in header]
for r in rows:
    if extra:
        low, high, median = float(r["p10_ns"]), float(r["p90_ns"]), float(r["median_ns"])
        ratio = float(r["ratio_to_none"] or 1)
        r.update(median_ns_ci_low=low, median_ns_ci_high=high,
                 ratio_to_none_ci_low=ratio * low / median, ratio_to_none_ci_high=ratio * high / median)
with open(sys.argv[2], "w", newline="") as f:
    writer = csv.DictWriter(f, fieldnames=header + extra)
    writer.writeheader()
    writer.writerows(rows)
EOF
python3 scripts/report.py "$work/with-ci.csv" --output "$work/with-ci.html" 2>/dev/null
if grep -q "No interval in this run" "$work/with-ci.html"; then
  echo "test-report: FAIL: a run with intervals is reported as having none" >&2; exit 1
fi
python3 scripts/browser_check.py "$work/with-ci.html" --screenshot "$work/with-ci.png" --bands yes

echo "test-report: proof: broken copies of the page fail the check"
prove() {  # name, expected message, python expression turning `page` into the broken page
  python3 -c "import re, sys; page = open(sys.argv[1]).read(); open(sys.argv[2], 'w').write($3)" \
    "$page" "$work/broken-$1.html"
  if python3 scripts/browser_check.py "$work/broken-$1.html" --screenshot "$work/broken.png" 2> "$work/broken.txt"; then
    echo "test-report: FAIL: the check passed a page with $1" >&2; exit 1
  fi
  grep -q "$2" "$work/broken.txt" \
    || { echo "test-report: FAIL: $1 not named:" >&2; cat "$work/broken.txt" >&2; exit 1; }
  echo "  $1: fails with '$(grep -m 1 "$2" "$work/broken.txt" | sed 's/^ *//')'"
}
prove "a console error" "console error: injected" \
  "page.replace('</body>', '<script>console.error(\"injected\")</script></body>')"
prove "no data lines" "0 lines drawn" \
  "re.sub(r'(<g id=\"[^\"]*line2d_[0-9]+\">\\s*<path) d=\"[^\"]*\"', r'\\1 d=\"M 0 0\"', page)"
prove "an external image" "request leaves the page" \
  "page.replace('</body>', '<img src=\"http://127.0.0.1:9/x.png\"></body>')"

echo "test-report: ok in" \
  "$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$start" "$(date +%s.%N)")" \
  "s; screenshot $shot"
