#!/usr/bin/env bash
# Proof that the lint step fails on a finding: a copy of a clean script passes each linter, and the
# same copy with one planted finding fails it: an unused import for ruff, an unquoted variable
# for ShellCheck. A linter that passes the planted copy, or fails the clean one, fails this.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp scripts/ruff.toml scripts/decobench_model.py "$work/"
ruff check --quiet --config "$work/ruff.toml" "$work/decobench_model.py" \
  || { echo "prove-lint: FAIL: ruff finds something in the clean copy" >&2; exit 1; }
sed -i 's/^import os$/import os\nimport os.path as planted/' "$work/decobench_model.py"
if ruff check --quiet --config "$work/ruff.toml" "$work/decobench_model.py" > "$work/ruff.txt"; then
  echo "prove-lint: FAIL: ruff passed a file with an unused import" >&2; exit 1
fi
grep -q F401 "$work/ruff.txt" || { echo "prove-lint: FAIL: ruff did not name F401:" >&2; cat "$work/ruff.txt" >&2; exit 1; }
echo "prove-lint: ruff fails on a planted unused import (F401)"

cp scripts/prove-lint.sh "$work/clean.sh"
shellcheck "$work/clean.sh" || { echo "prove-lint: FAIL: shellcheck finds something in the clean copy" >&2; exit 1; }
cat >> "$work/clean.sh" <<'PLANTED'
planted="a b"
ls $planted
PLANTED
if shellcheck "$work/clean.sh" > "$work/shellcheck.txt"; then
  echo "prove-lint: FAIL: shellcheck passed an unquoted variable" >&2; exit 1
fi
grep -q SC2086 "$work/shellcheck.txt" || { echo "prove-lint: FAIL: shellcheck did not name SC2086:" >&2; cat "$work/shellcheck.txt" >&2; exit 1; }
echo "prove-lint: shellcheck fails on a planted unquoted variable (SC2086)"
