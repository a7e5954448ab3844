#!/usr/bin/env bash
# CI's test step: runs the README's test command (or the command given after --), keeps the
# whole log, and passes only when the command exited 0, every executed test passed, and at least
# one test ran. Failing tests are named; a run that stops without XCTest's summary (a trap) names
# the test that was running. The last line is the plain "tests: N passed, F failed" (then
# ", S skipped" when XCTest skipped any), N, F and S taken from the whole run's own summary
# ("Test Suite 'All tests' ... Executed N tests"), never from one suite's.
#
# Usage: scripts/test-step.sh [--log FILE] [-- COMMAND [ARG ...]]
#   default command: swift test --disable-swift-testing
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

log=""
while [ $# -gt 0 ]; do
  case "$1" in
    --log) log="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "test-step: unknown argument '$1';" \
         "usage: scripts/test-step.sh [--log FILE] [-- COMMAND ...]" >&2; exit 64 ;;
  esac
done
[ $# -gt 0 ] || set -- swift test --disable-swift-testing
if [ -z "$log" ]; then
  log=$(mktemp)
  trap 'rm -f "$log"' EXIT
fi

# The pipeline's first status is saved at once: nothing may run between it and PIPESTATUS.
# At most 200 lines are echoed (a broken model can fail 20,000 assertions); the log keeps all.
"$@" 2>&1 | tee "$log" | grep --line-buffered -E "error:|failed|Executed [0-9]+ tests?," \
  | awk '{ n++; if (n <= 200) { print; fflush() }
           else if (n == 201) { print "test-step: (more in the log)"; fflush() } }'
status=${PIPESTATUS[0]}

# The whole run's summary is the line after the outermost suite's verdict.
summary=$(grep -A1 -E "^Test Suite '(All tests|Selected tests)' (passed|failed)" "$log" \
  | grep -Eo "Executed [0-9]+ tests?, with ([0-9]+ tests? skipped and )?[0-9]+ failures?" | tail -n 1)
executed=$(sed -E 's/^Executed ([0-9]+) .*/\1/' <<<"$summary")
failures=$(sed -E 's/.* ([0-9]+) failures?$/\1/' <<<"$summary")
skipped=$(grep -Eo "[0-9]+ tests? skipped" <<<"$summary" | grep -Eo "^[0-9]+" || true)
mapfile -t failed_tests < <(grep -Eo "^Test Case '[^']+' failed" "$log" \
  | sed -E "s/^Test Case '([^']+)' failed/\1/" | sort -u)

verdict=0
if [ "$status" -ne 0 ]; then
  echo "test-step: FAILED: '$*' exited with status $status"
  verdict=1
fi
for t in "${failed_tests[@]}"; do echo "test-step: FAILED test: $t"; done
if [ -z "$summary" ]; then
  running=$(grep -Eo "^Test Case '[^']+' started" "$log" | tail -n 1 | sed -E "s/^Test Case '([^']+)' started/\1/")
  echo "test-step: FAILED: the run ended without XCTest's summary${running:+ (last test started: $running)}"
  verdict=1
  executed=${#failed_tests[@]}
elif [ "$failures" -gt 0 ] || [ ${#failed_tests[@]} -gt 0 ]; then
  verdict=1
fi
if [ "${executed:-0}" -eq 0 ]; then
  echo "test-step: FAILED: no test was executed"
  verdict=1
fi
# XCTest counts a skipped test as executed; it is neither passed nor failed.
echo "tests: $(( ${executed:-0} - ${#failed_tests[@]} - ${skipped:-0} )) passed," \
  "${#failed_tests[@]} failed${skipped:+, $skipped skipped}"
exit "$verdict"
