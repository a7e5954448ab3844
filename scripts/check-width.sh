#!/usr/bin/env bash
# No line of a shell script wider than 120 columns (Swift has scripts/check_lengths.py, Python
# ruff's E501). Counted in bytes (LC_ALL=C), so that gawk and Debian's mawk agree: a non-ASCII
# character counts as two or three.
#   scripts/check-width.sh FILE ...     # exit 1 with one line per finding (path:line: what)
set -euo pipefail
if [ $# -eq 0 ]; then echo "usage: scripts/check-width.sh FILE ..." >&2; exit 2; fi
LC_ALL=C awk 'length > 120 { print FILENAME ":" FNR ": line is " length " columns (at most 120)"; bad = 1 }
  END { exit bad }' "$@"
