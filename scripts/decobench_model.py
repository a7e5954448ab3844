"""What the scripts know about decobench, all of it read from `decobench list --format json`: the
strategies, presets and scenarios with their summaries, the sweeps' lists, the recommended and
the baseline strategy, and the columns of the CSV files `run` and `simulate` write, each with its
role (key, provenance, interval, fault, simulation, counter, timing, ratio, flags, other). No
script lists any of these itself.

Where the listing comes from, first match wins:
  DECOBENCH_LISTING=FILE   a saved listing (tests inject names through it)
  DECOBENCH=PATH           the binary to run, also used by `run_decobench`
  .build/release/decobench, else .build/debug/decobench, under the repository root
"""
import functools
import json
import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LISTING_VARIABLE = "DECOBENCH_LISTING"
BINARY_VARIABLE = "DECOBENCH"


class ModelError(RuntimeError):
    """The listing or the binary cannot be had; the message says how to fix it."""


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
    """The parsed listing (cached: one run of the binary per process)."""
    path = os.environ.get(LISTING_VARIABLE)
    if path:
        try:
            return json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise ModelError(f"{LISTING_VARIABLE}={path}: {error}") from error
    return json.loads(run_decobench("list", "--format", "json"))


def strategies():
    return list(listing()["strategies"])


def presets():
    return list(listing()["presets"])


def scenarios():
    return list(listing()["scenarios"])


def summary(kind, name):
    """A strategy's, preset's or scenario's one-line summary ("strategy", "preset", "scenario"); "" if none."""
    return listing().get(f"{kind}Summaries", {}).get(name, "")


def recommended():
    """The strategy the project recommends: reports highlight it."""
    return listing()["recommended"]


def baseline():
    """The strategy every ratio is taken against (`none`)."""
    return listing()["baseline"]


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
