#!/usr/bin/env bash
# Proof that the lint step fails on a finding: a copy of a clean file passes each linter, and the
# same copy with one planted finding fails it: an unused import and a line one column over the
# house line length (.swift-format's lineLength) for ruff, an unquoted variable for ShellCheck, a
# pipe into head for scripts/check-pipes.sh, a shell line one column over for
# scripts/check-width.sh, a line over it for swift format, a 62-line function and a string
# literal past it for scripts/check_lengths.py.
# A linter that passes the planted copy, or fails the clean one, fails this.
set -euo pipefail
cd "$(dirname "$0")/.."
width=$(python3 scripts/check_lengths.py --house-width)
over=$((width + 1))
# TEXT written N times over.
repeated() { local i; for ((i = 0; i < $2; i++)); do printf '%s' "$1"; done; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp scripts/ruff.toml scripts/decobench_model.py "$work/"
ruff check --quiet --config "$work/ruff.toml" "$work/decobench_model.py" \
  || { echo "prove-lint: FAIL: ruff finds something in the clean copy" >&2; exit 1; }
sed -i 's/^import os$/import os\nimport os.path as planted/' "$work/decobench_model.py"
printf 'PLANTED_WIDE = "%s"\n' "$(repeated x $((over - 17)))" >> "$work/decobench_model.py"  # $over columns
if ruff check --quiet --config "$work/ruff.toml" "$work/decobench_model.py" > "$work/ruff.txt"; then
  echo "prove-lint: FAIL: ruff passed a file with an unused import and a $over-column line" >&2; exit 1
fi
for rule in F401 E501; do
  grep -q "$rule" "$work/ruff.txt" \
    || { echo "prove-lint: FAIL: ruff did not name $rule:" >&2; cat "$work/ruff.txt" >&2; exit 1; }
done
echo "prove-lint: ruff fails on a planted unused import (F401) and a planted $over-column line (E501)"

cp scripts/prove-lint.sh "$work/clean.sh"
shellcheck "$work/clean.sh" || { echo "prove-lint: FAIL: shellcheck finds something in the clean copy" >&2; exit 1; }
cat >> "$work/clean.sh" <<'PLANTED'
planted="a b"
ls $planted
PLANTED
if shellcheck "$work/clean.sh" > "$work/shellcheck.txt"; then
  echo "prove-lint: FAIL: shellcheck passed an unquoted variable" >&2; exit 1
fi
grep -q SC2086 "$work/shellcheck.txt" \
  || { echo "prove-lint: FAIL: shellcheck did not name SC2086:" >&2; cat "$work/shellcheck.txt" >&2; exit 1; }
echo "prove-lint: shellcheck fails on a planted unquoted variable (SC2086)"

cp scripts/prove-lint.sh "$work/pipes.sh"
scripts/check-pipes.sh "$work/pipes.sh" \
  || { echo "prove-lint: FAIL: check-pipes finds something in the clean copy" >&2; exit 1; }
printf 'seq 1 100000 %s head -1\n' '|' >> "$work/pipes.sh"  # written so that this file passes
if scripts/check-pipes.sh "$work/pipes.sh" > "$work/pipes.txt" 2>&1; then
  echo "prove-lint: FAIL: check-pipes passed a pipe into head" >&2; exit 1
fi
grep -q "SIGPIPE" "$work/pipes.txt" \
  || { echo "prove-lint: FAIL: check-pipes did not say why:" >&2; cat "$work/pipes.txt" >&2; exit 1; }
echo "prove-lint: check-pipes fails on a planted pipe into head"

cp scripts/prove-lint.sh "$work/width.sh"
scripts/check-width.sh "$work/width.sh" \
  || { echo "prove-lint: FAIL: the width check finds something in the clean copy" >&2; exit 1; }
printf 'echo %s\n' "$(repeated x $((over - 5)))" >> "$work/width.sh"  # $over columns
planted_line=$(wc -l < "$work/width.sh")
if scripts/check-width.sh "$work/width.sh" > "$work/width.txt"; then
  echo "prove-lint: FAIL: the width check passed a $over-column shell line" >&2; exit 1
fi
grep -q "width.sh:$planted_line: line is $over columns" "$work/width.txt" \
  || { echo "prove-lint: FAIL: the width check did not name the line:" >&2; cat "$work/width.txt" >&2; exit 1; }
echo "prove-lint: the width check fails on a planted $over-column shell line"

cp .swift-format "$work/.swift-format"
cp Sources/DecorationBench/Geometry/Rect.swift "$work/Clean.swift"
swift format lint --strict --configuration "$work/.swift-format" "$work/Clean.swift" \
  || { echo "prove-lint: FAIL: swift format finds something in the clean copy" >&2; exit 1; }
# A sum of ones that swift format can break but lint must flag: longer than the house width.
printf 'let planted = 0%s\n' "$(repeated ' + 1' $((width / 4)))" >> "$work/Clean.swift"
if swift format lint --strict --configuration "$work/.swift-format" "$work/Clean.swift" \
  2> "$work/swift-format.txt"; then
  echo "prove-lint: FAIL: swift format passed a line over $width columns" >&2; exit 1
fi
grep -q LineLength "$work/swift-format.txt" \
  || { echo "prove-lint: FAIL: swift format did not name LineLength:" >&2; cat "$work/swift-format.txt" >&2; exit 1; }
echo "prove-lint: swift format fails on a planted line over $width columns (LineLength)"

cp Sources/DecorationBench/Geometry/Rect.swift "$work/Lengths.swift"
python3 scripts/check_lengths.py "$work/Lengths.swift" \
  || { echo "prove-lint: FAIL: check_lengths finds something in the clean copy" >&2; exit 1; }
{
  echo 'func plantedLongFunction() {'
  for i in $(seq 1 60); do echo "    _ = $i"; done
  echo '}'
  printf 'let plantedWideLiteral = "%s"\n' "$(repeated x $((over - 27)))"
} >> "$work/Lengths.swift"
if python3 scripts/check_lengths.py "$work/Lengths.swift" > "$work/lengths.txt"; then
  echo "prove-lint: FAIL: check_lengths passed a 62-line function and a $over-column line" >&2; exit 1
fi
for finding in "func plantedLongFunction is 62 lines" "line is $over columns"; do
  grep -q "$finding" "$work/lengths.txt" \
    || { echo "prove-lint: FAIL: check_lengths did not say '$finding':" >&2; cat "$work/lengths.txt" >&2; exit 1; }
done
echo "prove-lint: check_lengths fails on a planted 62-line function and a $over-column string literal"
