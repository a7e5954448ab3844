#!/usr/bin/env bash
# CI's proof that the built-in strategies stand on a user's footing: the sources of
# Sources/DecorationStrategies, copied into a package of their own that depends on this one by
# path, compile there. From another package nothing `internal` or `package` of DecorationBench
# is visible (inside this package, `package` declarations are), so a built-in that reached one
# would fail here. Then the proof that the check can fail: a planted file that calls a `package`
# function of the library must make the same build fail, naming it. Last, an executable of that
# package that imports the library product alone (no Foundation, no Glibc, not the strategies,
# whose cache imports Glibc) links and runs: the library brings every system library it calls
# (libm's `round`, `floor`, `ceil` and `rint`, which Swift's rounding calls on Linux).
#
# Usage: scripts/footing-check.sh [SWIFT BUILD FLAG ...]   (CI passes -Xswiftc -warnings-as-errors)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Sources"
cp -R Sources/DecorationStrategies "$work/Sources/OutsideStrategies"
rm -rf "$work/Sources/OutsideStrategies/DecorationStrategies.docc"
cat > "$work/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Outside",
    dependencies: [.package(name: "DecorationBench", path: "$root")],
    targets: [
        .target(
            name: "OutsideStrategies",
            dependencies: [.product(name: "DecorationBench", package: "DecorationBench")]
        ),
        .executableTarget(
            name: "outside-run",
            dependencies: [.product(name: "DecorationBench", package: "DecorationBench")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
EOF
mkdir -p "$work/Sources/outside-run"
cat > "$work/Sources/outside-run/main.swift" <<'EOF'
import DecorationBench

let layout = FlowLayout(dataSet: Preset.grid.make(items: 1_000, seed: 42))
layout.prepare()
let answer = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
print("outside-run: \(answer.count) elements")
EOF

if ! swift build --package-path "$work" --target OutsideStrategies "$@" > "$work/build.log" 2>&1; then
  grep -m 20 -E "error:" "$work/build.log" >&2 || true
  echo "footing-check: the built-in strategies do not compile outside this package: they use what a user cannot" >&2
  exit 1
fi
echo "footing-check: Sources/DecorationStrategies compiles in a package of its own, on DecorationBench's public API"

# The proof: shortestDecimal(_:) is `package`, visible to every target of this package.
cat > "$work/Sources/OutsideStrategies/Planted.swift" <<'EOF'
import DecorationBench

func planted() -> String { shortestDecimal(1.5) }
EOF
if swift build --package-path "$work" --target OutsideStrategies "$@" > "$work/planted.log" 2>&1; then
  echo "footing-check: a planted call of a 'package' function compiled outside the package;" \
    "the check proves nothing" >&2
  exit 1
fi
grep -q "shortestDecimal" "$work/planted.log" || {
  echo "footing-check: the planted build failed, but not on the planted call:" >&2
  grep -m 5 -E "error:" "$work/planted.log" >&2 || true
  exit 1
}
echo "footing-check: proof: a planted call of a 'package' function fails that build, as it should"

# The executable: built and run after the proof, so that the planted file is gone.
rm "$work/Sources/OutsideStrategies/Planted.swift"
if ! swift build --package-path "$work" --product outside-run "$@" > "$work/link.log" 2>&1; then
  grep -m 10 -E "error" "$work/link.log" >&2 || true
  echo "footing-check: an executable on DecorationBench alone does not link: the library calls a" \
    "system library it does not name (Package.swift's linkerSettings)" >&2
  exit 1
fi
bin=$(swift build --package-path "$work" --show-bin-path "$@")
"$bin/outside-run" > "$work/run.txt"
grep -E "^outside-run: [1-9][0-9]* elements$" "$work/run.txt" || {
  echo "footing-check: the executable on DecorationBench alone ran, but answered no elements:" >&2
  cat "$work/run.txt" >&2
  exit 1
}
