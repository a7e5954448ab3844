#!/usr/bin/env bash
# Proof that CI's builds fail on a new compiler warning. In a scratch copy of the package (the
# files git tracks or would track, as they are now), a variable that is never mutated is planted
# in the library; building the library with CI's flags (the arguments given, e.g.
# `-Xswiftc -warnings-as-errors`) must then fail and name that line. Only the library target is
# built, and the build stops at the planted error: about 15 seconds on 2 cores.
# Usage: scripts/prove-warnings.sh FLAG [FLAG ...]
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: scripts/prove-warnings.sh FLAG [FLAG ...] (CI's build flags)" >&2; exit 64; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$scratch"
planted=Sources/DecorationBench/ProofOfWarning.swift
cat > "$scratch/$planted" <<'SWIFT'
func plantedByProveWarnings() -> Int {
    var planted = 1
    return planted
}
SWIFT

echo "prove-warnings: building the library with a planted warning and '$*'"
if (cd "$scratch" && swift build --target DecorationBench "$@") > "$scratch/build.log" 2>&1; then
  cat "$scratch/build.log"
  echo "prove-warnings: FAILED: the build passed with a warning planted in $planted" >&2
  exit 1
fi
grep -q "$planted:2:.*never mutated" "$scratch/build.log" \
  || { cat "$scratch/build.log"; echo "prove-warnings: FAILED: the build failed, but not on $planted:2" >&2; exit 1; }
echo "prove-warnings: ok: a planted warning fails the build: $(grep -m 1 "$planted:2:" "$scratch/build.log")"
