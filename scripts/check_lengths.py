"""The house limits swift format does not check: no function longer than 60 lines, no line (a
comment's included) wider than `lineLength` in the repository's .swift-format.

It reads code `swift format lint --strict` has passed, so a body closes on the first later line
that holds only `}` at the indentation of the line declaring it (`func`, `init`, `deinit` or
`subscript`); a declaration without a body (a protocol requirement) meets a shallower line first.

Usage: python3 scripts/check_lengths.py PATH ...   (a .swift file, or a folder searched for them)
Exit 1 with one line per finding (path:line: what), 0 when there is none.
"""

import json
import re
import sys
from pathlib import Path

MAX_FUNCTION_LINES = 60
SWIFT_FORMAT = Path(__file__).resolve().parent.parent / ".swift-format"
try:
    WIDTH = int(json.loads(SWIFT_FORMAT.read_text())["lineLength"])
except (OSError, ValueError, KeyError, TypeError) as error:
    sys.exit(f"check_lengths: cannot read lineLength from {SWIFT_FORMAT}: {error}")
DECLARATION = re.compile(r"^( *)(?:(?:@\w+(?:\([^)]*\))?|\w+) +)*(func [^\s(<]+|init\b|init[?!]|deinit\b|subscript\b)")


def indentation(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def function_length(lines: list[str], first: int, indent: str) -> int | None:
    """Lines from `first` to the body's closing brace, or None when the declaration has no body."""
    if lines[first].rstrip().endswith("}"):
        return 1
    for i in range(first + 1, len(lines)):
        if lines[i].rstrip() == indent + "}":
            return i - first + 1
        if lines[i].strip() and indentation(lines[i]) < len(indent):
            return None
    return None


def findings(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").split("\n")
    found = []
    for number, line in enumerate(lines, start=1):
        if len(line) > WIDTH:
            found.append(f"{path}:{number}: line is {len(line)} columns (at most {WIDTH})")
        match = DECLARATION.match(line)
        length = match and function_length(lines, number - 1, match.group(1))
        if length and length > MAX_FUNCTION_LINES:
            found.append(f"{path}:{number}: {match.group(2)} is {length} lines (at most {MAX_FUNCTION_LINES})")
    return found


def main(paths: list[str]) -> int:
    if not paths:
        sys.exit(__doc__)
    files = [f for p in map(Path, paths) for f in (sorted(p.rglob("*.swift")) if p.is_dir() else [p])]
    found = [f for path in files for f in findings(path)]
    print("\n".join(found), end="\n" if found else "")
    if found:
        print(f"check_lengths: {len(found)} finding(s) in {len(files)} file(s)", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
