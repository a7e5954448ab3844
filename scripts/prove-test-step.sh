#!/usr/bin/env bash
# Proof that CI's test step (scripts/test-step.sh) fails when it should, and only then. In a
# scratch copy of the package (the files git tracks or would track, as they are now):
#   1. a test that fails on purpose is added: the step must exit non-zero and name that test;
#      its count must be the whole run's (the failing suite's test plus every DataSetTests test);
#   2. the same run without the failing test must pass with that count less one;
#   3. a filter that matches no test must fail ("no test was executed").
# Usage: scripts/prove-test-step.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$scratch"
cat > "$scratch/Tests/DecorationBenchTests/ProofOfFailureTests.swift" <<'SWIFT'
import XCTest

final class ProofOfFailureTests: XCTestCase {
    func testThisTestFailsOnPurpose() {
        XCTFail("added by scripts/prove-test-step.sh: CI's test step must fail on this")
    }
}
SWIFT
expected_ok=$(grep -c "^    func test" Tests/DecorationBenchTests/DataSetTests.swift)
fail() { echo "prove-test-step: FAILED: $*"; exit 1; }
run() { (cd "$scratch" && scripts/test-step.sh -- swift test --disable-swift-testing --filter "$1") \
  > "$scratch/out.txt" 2>&1; }

echo "prove-test-step: building the scratch copy with a failing test"
if run 'ProofOfFailureTests|DataSetTests'; then
  cat "$scratch/out.txt"; fail "the test step passed although a test failed"
fi
grep -q "FAILED test: ProofOfFailureTests.testThisTestFailsOnPurpose" "$scratch/out.txt" \
  || { cat "$scratch/out.txt"; fail "the failing test is not named"; }
grep -qx "tests: $expected_ok passed, 1 failed" "$scratch/out.txt" \
  || { cat "$scratch/out.txt"; fail "expected 'tests: $expected_ok passed, 1 failed' (the whole run's count)"; }
echo "prove-test-step: ok: a failing test fails the step, named, counted as $(tail -n 1 "$scratch/out.txt")"

run 'DataSetTests' || { cat "$scratch/out.txt"; fail "the step failed on passing tests"; }
grep -qx "tests: $expected_ok passed, 0 failed" "$scratch/out.txt" \
  || { cat "$scratch/out.txt"; fail "expected 'tests: $expected_ok passed, 0 failed'"; }
echo "prove-test-step: ok: passing tests pass the step: $(tail -n 1 "$scratch/out.txt")"

if run 'NoTestIsCalledThis'; then
  cat "$scratch/out.txt"; fail "the step passed although no test ran"
fi
grep -q "no test was executed" "$scratch/out.txt" || { cat "$scratch/out.txt"; fail "no-test run not named"; }
echo "prove-test-step: ok: a run that executes no test fails the step"
