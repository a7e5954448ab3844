"""What the scripts know about decobench, all of it read from `decobench list --format json`: the
strategies, presets, scenarios and broken recipes with their summaries, the subcommands, the
sweeps' lists, the recommended and the baseline strategy, and the columns of the CSV files `run`
and `simulate` write, each with its role (key, provenance, interval, fault, simulation, counter,
timing, ratio, flags, other). No script lists any of these itself, nor reads the listing but
through this module.

Three scenarios have a meaning the scripts compute with (the query a scroll makes, a jump, a
`prepare()`) that the listing does not mark: their names are bound here, once, and checked
against the listing when read (`scroll_scenario` and its neighbours).

Shell scripts read a list the same way: `python3 scripts/decobench_model.py presets` prints one
name a line (strategies, presets, scenarios, broken-recipes, commands, full-presets); `... jemalloc` prints the
library `--allocator jemalloc` would load and exits 1 when there is none.

Where the listing comes from, first match wins:
  DECOBENCH_LISTING=FILE   a saved listing (tests inject names through it)
  DECOBENCH=PATH           the binary to run, also used by `run_decobench`
  .build/release/decobench, else .build/debug/decobench, under the repository root
"""
import functools
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LISTING_VARIABLE = "DECOBENCH_LISTING"
BINARY_VARIABLE = "DECOBENCH"


# What a listing must hold for the scripts to read it: top-level keys, and the keys of each CSV's entry.
EXPECTED = "the JSON object `decobench list --format json` prints"
LISTING_KEYS = (
    "strategies", "strategyBuiltIn", "presets", "scenarios", "brokenRecipes", "commands", "baseline", "recommended",
    "level",
    "fullPresets", "fullSizes", "fullScenarios", "csv",
)
CSV_KEYS = {"run": ("columns", "key", "intervals", "ratio", "revision"), "simulate": ("columns",)}

# The scenarios the scripts give a meaning to, by that meaning (see the module's docstring).
SCENARIO_MEANINGS = {"scroll query": "scroll", "jump query": "jump", "prepare": "prepare"}


class ModelError(RuntimeError):
    """The listing or the binary cannot be had; the message says how to fix it."""


def run_script(main, *args):
    """Runs a script's `main(*args)` and returns what it returns; a ModelError ends the script with
    its one-line message and exit status 1 instead of a traceback."""
    try:
        return main(*args)
    except ModelError as error:
        sys.exit(f"{Path(sys.argv[0]).name}: {error}")


def binary():
    """The decobench binary: $DECOBENCH, else the release build, else the debug build."""
    if os.environ.get(BINARY_VARIABLE):
        return os.environ[BINARY_VARIABLE]
    for mode in ("release", "debug"):
        path = ROOT / ".build" / mode / "decobench"
        if path.exists():
            return str(path)
    raise ModelError(f"no decobench binary: build it (swift build -c release --product decobench), or set "
                     f"{BINARY_VARIABLE}=PATH, or {LISTING_VARIABLE}=FILE to a saved `decobench list --format json`")


def run_decobench(*args, ok_codes=(0,)):
    """Runs decobench with `args`; its standard output. ModelError naming the command and its stderr
    when it exits with a code outside `ok_codes`."""
    command = [binary(), *map(str, args)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode not in ok_codes:
        raise ModelError(f"{' '.join(command)} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout


@functools.lru_cache(maxsize=1)
def listing():
    """The parsed listing (cached: one run of the binary per process). ModelError, in one line,
    when it is not the JSON object `decobench list --format json` prints."""
    path = os.environ.get(LISTING_VARIABLE)
    if path:
        source = f"{LISTING_VARIABLE}={path}"
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, ValueError) as error:
            raise ModelError(f"{source}: cannot read it ({error}); expected a file holding {EXPECTED}") from error
    else:
        source, text = f"`{binary()} list --format json`", run_decobench("list", "--format", "json")
    try:
        parsed = json.loads(text)
    except ValueError as error:
        raise ModelError(f"{source}: not JSON ({error}); expected {EXPECTED}") from error
    return _checked(parsed, source)


def _checked(parsed, source):
    """`parsed` when it has every key the model reads; ModelError naming `source` and what is missing."""
    def kind(value):
        return {dict: "an object", list: "an array", str: "a string", type(None): "null"}.get(type(value), "a number")

    if not isinstance(parsed, dict):
        raise ModelError(f"{source}: {kind(parsed)}, not a listing; expected {EXPECTED}")
    missing = [key for key in LISTING_KEYS if key not in parsed]
    csv = parsed.get("csv")
    for file, keys in CSV_KEYS.items():
        entry = csv.get(file) if isinstance(csv, dict) else None
        missing += [f"csv.{file}.{key}" for key in keys if not isinstance(entry, dict) or key not in entry]
    if missing:
        raise ModelError(f"{source}: no {', '.join(missing)}; expected {EXPECTED} "
                         "(from a binary as new as the scripts)")
    return parsed


def strategies():
    return list(listing()["strategies"])


def presets():
    return list(listing()["presets"])


def built_in_strategies():
    """The package's own strategies, in the code's order (not those a user's executable adds)."""
    built_in = listing()["strategyBuiltIn"]
    return [name for name in strategies() if built_in.get(name)]


def private_strategies():
    """The strategies that read what UIKit keeps private (their tier is `private`): not shippable."""
    tiers = listing().get("strategyTier", {})
    return [name for name in strategies() if tiers.get(name) == "private"]


def full_sweep():
    """The presets, sizes and scenarios of `decobench run --full`, the reference sweep."""
    entry = listing()
    return list(entry["fullPresets"]), list(entry["fullSizes"]), list(entry["fullScenarios"])


def scenarios():
    return list(listing()["scenarios"])


def broken_recipes():
    """The broken recipes `simulate` and `batches` draw (never timed by `run`)."""
    return list(listing()["brokenRecipes"])


def commands():
    """decobench's subcommands, in `--help`'s order."""
    return list(listing()["commands"])


def scroll_scenario():
    """The scenario whose operation is a scroll's query: the verdict's and the counters' scenario."""
    return _scenario("scroll query")


def jump_scenario():
    """The scenario whose operation is a jump's query (a far scroll)."""
    return _scenario("jump query")


def prepare_scenario():
    """The scenario whose operation is one `prepare()`: what a layout retains is measured after it."""
    return _scenario("prepare")


def _scenario(meaning):
    """The scenario bound to `meaning` in SCENARIO_MEANINGS, checked against the listing."""
    name = SCENARIO_MEANINGS[meaning]
    if name not in scenarios():
        raise ModelError(f"the listing has no scenario '{name}' (the {meaning}); "
                         "update SCENARIO_MEANINGS in scripts/decobench_model.py")
    return name


def summary(kind, name):
    """A strategy's, preset's or scenario's one-line summary ("strategy", "preset", "scenario"); "" if none."""
    return listing().get(f"{kind}Summaries", {}).get(name, "")


def recommended():
    """The strategy the project recommends: reports highlight it."""
    return listing()["recommended"]


def level():
    """How much slower than the fastest a strategy may be and still count as level with it, as a
    fraction (the verdict's rule)."""
    return listing()["level"]


def baseline():
    """The strategy every ratio is taken against (`none`)."""
    return listing()["baseline"]


def column_names(file="run"):
    """The names of a CSV file's columns ("run" or "simulate"), in file order."""
    return [c["name"] for c in csv_columns(file)]


def csv_columns(file="run"):
    """The columns of a CSV file ("run" or "simulate"), in order, as dicts: name, role, number, mayBeAbsent."""
    return list(listing()["csv"][file]["columns"])


def columns_with_role(role, file="run"):
    """The names of a CSV file's columns that have `role`, in file order."""
    return tuple(c["name"] for c in csv_columns(file) if c["role"] == role)


def key_columns():
    """The columns that identify a measurement across runs, as `decobench compare` matches rows."""
    return tuple(listing()["csv"]["run"]["key"])


def interval_of(column):
    """(low, high) column names of `column`'s 95% interval, or None when the run CSV has none for it."""
    pair = listing()["csv"]["run"]["intervals"].get(column)
    return tuple(pair) if pair else None


def ratio_column():
    """The column holding a row's same-run ratio to the baseline strategy."""
    return listing()["csv"]["run"]["ratio"]


def revision_column():
    """The run CSV's column naming the revision of the code that measured each row."""
    return listing()["csv"]["run"]["revision"]


def intervals():
    """Every run-CSV column that has a 95% interval, with its (low, high) columns, in file order."""
    pairs = listing()["csv"]["run"]["intervals"]
    return {c: tuple(pairs[c]) for c in column_names() if c in pairs}


def _only(names, what):
    if len(names) != 1:
        raise ModelError(f"the listing gives {len(names)} {what} ({', '.join(names) or 'none'}), not one")
    return names[0]


def median_column():
    """The run CSV's median time per operation: its one timing column with a 95% interval."""
    return _only([c for c in columns_with_role("timing") if interval_of(c)], "timing columns with an interval")


def flags_column():
    """The run CSV's column of row flags (wide-ci, below-floor, ...)."""
    return _only(columns_with_role("flags"), "columns with role flags")


def jemalloc():
    """The libjemalloc.so.2 `--allocator jemalloc` would load, or None when the binary found none."""
    return listing().get("jemalloc")


LISTS = {"strategies": strategies, "presets": presets, "scenarios": scenarios, "broken-recipes": broken_recipes,
         "commands": commands, "full-presets": lambda: full_sweep()[0], "revision-column": lambda: [revision_column()],
         "recommended": lambda: [recommended()]}


def main(argv):
    if len(argv) != 1 or argv[0] not in (*LISTS, "jemalloc"):
        sys.exit(f"usage: decobench_model.py {{{'|'.join((*LISTS, 'jemalloc'))}}}")
    if argv[0] == "jemalloc":
        path = jemalloc()
        print(path or "", end="\n" if path else "")
        return 0 if path else 1
    print("\n".join(LISTS[argv[0]]()))
    return 0


if __name__ == "__main__":
    sys.exit(run_script(main, sys.argv[1:]))
