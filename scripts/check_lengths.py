"""Swift sources within the house limits: no function longer than 60 lines, no line wider than
the house line length (`lineLength` in the repository's .swift-format, the one place it is kept).

swift format's LineLength finds long lines it can break, but not a line made long by a string
literal it must not split; and nothing else counts a function's lines. A function's length runs
from the line of its `func`, `init`, `deinit` or `subscript` keyword to the line of its closing
brace. Comments and string literals (raw, multi-line and interpolated ones too) are blanked
before braces are matched, so a brace inside either does not count.

Usage: python3 scripts/check_lengths.py [--max-function-lines N] [--max-columns N] [--skip FILE ...] PATH ...
       python3 scripts/check_lengths.py --house-width    # print the house line length
Each PATH is a .swift file or a folder searched for them; a skipped FILE is not read. Exit 1
with one line per finding (path:line: what), 0 when there is none.
"""

import argparse
import json
import re
import sys
from pathlib import Path

SWIFT_FORMAT = Path(__file__).resolve().parent.parent / ".swift-format"


def house_width() -> int:
    """The house line length: `lineLength` in the repository's .swift-format, which swift format
    applies to Swift; this script reads it here (scripts/ruff.toml gives ruff the same number)."""
    try:
        width = json.loads(SWIFT_FORMAT.read_text())["lineLength"]
    except (OSError, ValueError, KeyError) as e:
        sys.exit(f"check_lengths: cannot read lineLength from {SWIFT_FORMAT}: {e}")
    if not isinstance(width, int) or width <= 0:
        sys.exit(f"check_lengths: lineLength in {SWIFT_FORMAT} is {width!r}; it must be a positive integer")
    return width

DECLARATION = re.compile(r"(?<![.\w])(func\s+[^\s(<]+|init[?!]?|deinit|subscript)(?!\w)")
# A declaration without a body (a protocol requirement) ends where the next one starts.
NEXT_DECLARATION = re.compile(
    r"(?<![.\w])(func|var|let|init|deinit|subscript|case|typealias|associatedtype|static|mutating)(?!\w)"
)


def blank(text: str) -> str:
    """The text with every comment and string literal replaced by spaces; newlines are kept, so
    offsets and line numbers stay those of the source."""
    out = list(text)
    _code(text, 0, out, closing=None)
    return "".join(out)


def _erase(out: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        if out[i] != "\n":
            out[i] = " "


def _code(text: str, i: int, out: list[str], closing: str | None) -> int:
    """Scans code from `i` to the `closing` parenthesis of an interpolation (or the end) and
    returns the offset after it."""
    depth = 0
    while i < len(text):
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            _erase(out, i, end)
            i = end
        elif text.startswith("/*", i):
            i = _block_comment(text, i, out)
        elif c == '"' or (c == "#" and re.match(r"#+\"", text[i:])):
            i = _string(text, i, out)
        elif closing and c == "(":
            depth += 1
            i += 1
        elif closing and c == ")":
            if depth == 0:
                return i + 1
            depth -= 1
            i += 1
        else:
            i += 1
    return i


def _block_comment(text: str, i: int, out: list[str]) -> int:
    start, nesting = i, 0
    while i < len(text):
        if text.startswith("/*", i):
            nesting, i = nesting + 1, i + 2
        elif text.startswith("*/", i):
            nesting, i = nesting - 1, i + 2
            if nesting == 0:
                break
        else:
            i += 1
    _erase(out, start, i)
    return i


def _string(text: str, i: int, out: list[str]) -> int:
    """Blanks the string literal at `i` (its interpolations' code too) and returns the offset
    after it."""
    hashes = len(text[i:]) - len(text[i:].lstrip("#"))
    quotes = '"""' if text.startswith('"""', i + hashes) else '"'
    closing = quotes + "#" * hashes
    escape = "\\" + "#" * hashes
    start = i
    i += hashes + len(quotes)
    while i < len(text):
        if text.startswith(escape + "(", i):
            _erase(out, start, i)
            i = _code(text, i + len(escape) + 1, out, closing=")")
            start = i
        elif text.startswith(escape, i):
            i += len(escape) + 1
        elif text.startswith(closing, i):
            i += len(closing)
            break
        elif text[i] == "\n" and quotes == '"':
            break
        else:
            i += 1
    _erase(out, start, i)
    return i


def body_end(code: str, start: int) -> int | None:
    """The offset of the closing brace of the body of the declaration at `start`, or None when
    it has none."""
    depth, i = 0, start
    while i < len(code):
        c = code[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and c == "}":
            return None
        elif depth == 0 and c == "{":
            return matching_brace(code, i)
        elif depth == 0 and i > start and NEXT_DECLARATION.match(code, i):
            return None
        i += 1
    return None


def matching_brace(code: str, i: int) -> int:
    depth = 0
    for j in range(i, len(code)):
        if code[j] == "{":
            depth += 1
        elif code[j] == "}":
            depth -= 1
            if depth == 0:
                return j
    return len(code) - 1


def findings(path: Path, max_lines: int, max_columns: int) -> list[str]:
    text = path.read_text(encoding="utf-8")
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        if len(line) > max_columns:
            found.append(f"{path}:{number}: line is {len(line)} columns (at most {max_columns})")
    code = blank(text)
    for match in DECLARATION.finditer(code):
        end = body_end(code, match.end())
        if end is None:
            continue
        first = code.count("\n", 0, match.start()) + 1
        lines = code.count("\n", match.start(), end) + 1
        if lines > max_lines:
            found.append(f"{path}:{first}: {match.group(1)} is {lines} lines (at most {max_lines})")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max-function-lines", type=int, default=60)
    parser.add_argument("--max-columns", type=int, help="default: the house line length (.swift-format)")
    parser.add_argument("--skip", type=Path, action="append", default=[], help="a file not to check")
    parser.add_argument("--house-width", action="store_true", help="print the house line length and exit")
    parser.add_argument("paths", nargs="*", type=Path)
    args = parser.parse_args()
    if args.house_width:
        print(house_width())
        return 0
    if not args.paths:
        parser.error("give at least one PATH")
    if args.max_columns is None:
        args.max_columns = house_width()
    files = []
    for p in args.paths:
        files += sorted(p.rglob("*.swift")) if p.is_dir() else [p]
    files = [f for f in files if f not in args.skip]
    found = [f for path in files for f in findings(path, args.max_function_lines, args.max_columns)]
    for f in found:
        print(f)
    if found:
        print(f"check_lengths: {len(found)} finding(s) in {len(files)} file(s)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
