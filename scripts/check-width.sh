#!/usr/bin/env bash
# No line of a shell script wider than the house line length (.swift-format's lineLength, read by
# scripts/check_lengths.py; Swift has that script, Python ruff's E501). Counted in bytes
# (LC_ALL=C), so that gawk and Debian's mawk agree: a non-ASCII character counts as two or three.
#   scripts/check-width.sh FILE ...     # exit 1 with one line per finding (path:line: what)
set -euo pipefail
if [ $# -eq 0 ]; then echo "usage: scripts/check-width.sh FILE ..." >&2; exit 2; fi
width=$(python3 "$(dirname "$0")/check_lengths.py" --house-width)
LC_ALL=C awk -v width="$width" 'length > width {
    print FILENAME ":" FNR ": line is " length " columns (at most " width ")"; bad = 1 }
  END { exit bad }' "$@"
