#!/usr/bin/env bash
# No pipeline in a shell script ends its reader early. Under `set -o pipefail` a reader that stops
# before the end (`head`, `grep -q`) makes the writer die of SIGPIPE once its output outgrows the
# pipe's buffer, and the whole pipeline fails with 141: a flaky failure that depends on how much a
# log holds. Read the whole input instead: `grep -m N`, `sed -n 1,Np`, `grep PATTERN > /dev/null`.
#   scripts/check-pipes.sh FILE ...     # exit 1 with one line per finding (path:line: text)
set -euo pipefail
if [ $# -eq 0 ]; then echo "usage: scripts/check-pipes.sh FILE ..." >&2; exit 2; fi
early='\|[[:space:]]*(head([[:space:]]|$)|grep[[:space:]]+(-[[:alnum:]]*q|--quiet|--silent))'
if grep -nE "$early" "$@"; then
  echo "check-pipes: a pipeline above ends its reader early; under pipefail the writer can die of SIGPIPE" \
    "(exit 141): read the whole input (grep -m N, sed -n 1,Np, grep ... > /dev/null)" >&2
  exit 1
fi
