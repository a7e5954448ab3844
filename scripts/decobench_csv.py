"""The row index of a decobench run CSV: rows read by column name, keyed by the columns the
listing marks as identifying, the columns of each role (provenance, simulator counts, faults,
intervals) as `decobench list --format json` gives them (scripts/decobench_model.py), the size the
fast-and-right table is taken at, and the log-log fit with its interval. No plotting, no output.

Columns are always read by name, so a run with more columns (intervals, flags, more provenance)
or fewer (no simulator, no intervals) reads the same way; `optional_number` answers None for a
column that is absent or empty. The column lists are module attributes read from the listing
when first used (FAULT_COLUMNS, SIMULATION_COLUMNS, PROVENANCE_COLUMNS, MEDIAN_CI, RATIO_CI,
BASELINE_STRATEGY, REQUIRED_COLUMNS); code that must follow an injected listing calls
decobench_model instead of importing them.
"""
import csv
import math
from dataclasses import dataclass

from scipy import stats

import decobench_model as model

# The columns the scripts compute with that the listing gives no role of their own, by name (what
# they mean is theirs, not a list to keep). The median and the flags have roles: the model's
# median_column() and flags_column().
SECTIONS_COLUMN = "sections"
# The simulated path's length in frames: shown in a caption, not as a count.
PATH_LENGTH_COLUMN = "frames"

# The fast-and-right table is read at this size when the run has it, else at its largest size.
FAST_AND_RIGHT_ITEMS = 100_000


def _lists():
    return {
        "FAULT_COLUMNS": model.columns_with_role("fault"),
        "SIMULATION_COLUMNS": tuple(c["name"] for c in model.csv_columns() if c["role"] in ("simulation", "fault")
                                    and c["name"] != PATH_LENGTH_COLUMN),
        "PROVENANCE_COLUMNS": model.columns_with_role("provenance"),
        "MEDIAN_CI": model.interval_of(model.median_column()),
        "RATIO_CI": model.interval_of(model.ratio_column()),
        "RATIO_COLUMN": model.ratio_column(),
        "BASELINE_STRATEGY": model.baseline(),
        "REQUIRED_COLUMNS": model.key_columns() + (SECTIONS_COLUMN, model.median_column()),
    }


def __getattr__(name):
    """The listing's column lists as module constants, read on first use."""
    lists = _lists() if name.isupper() else {}
    if name in lists:
        return lists[name]
    raise AttributeError(f"module 'decobench_csv' has no attribute '{name}'")


def load_run(path, required=None):
    """The rows of a run CSV (or of another CSV the scripts write, given the columns it `required`)
    as dicts keyed by column name, and its header.
    Raises ValueError naming the file and the missing column when it lacks one."""
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        rows = list(reader)
        header = reader.fieldnames or []
    kind = "a decobench run CSV" if required is None else "the CSV expected here"
    if not rows:
        raise ValueError(f"{path}: no rows; is it {kind}?")
    for column in _lists()["REQUIRED_COLUMNS"] if required is None else required:
        if column not in header:
            raise ValueError(f"{path}: no column '{column}'; is it {kind}?")
    return rows, header


def optional_number(row, column):
    """The column's value as a float, or None when the column is absent or empty."""
    text = row.get(column)
    if text is None or text.strip() == "":
        return None
    return float(text)


def number(row, column):
    """The column's value as a float; ValueError naming the column when it is empty."""
    value = optional_number(row, column)
    if value is None:
        raise ValueError(f"column '{column}' is empty in row {row.get('preset')}/{row.get('items')}/"
                         f"{row.get('strategy')}/{row.get('scenario')}")
    return value


def in_order(values):
    """Distinct values in order of first appearance (the harness writes strategies, presets and
    scenarios in its own order)."""
    seen = {}
    for v in values:
        seen.setdefault(v, None)
    return list(seen)


def provenance_columns(header):
    """The provenance columns this run has, in the listing's order."""
    return [c for c in model.columns_with_role("provenance") if c in header]


def has_columns(header, columns):
    return columns is not None and all(c in header for c in columns)


def row_key(row):
    """Identifies a measurement across runs: the cells of the listing's key columns, as
    `decobench compare` matches rows."""
    return tuple(row.get(c, "") for c in model.key_columns())


def index_rows(rows):
    """The rows by row_key; a second row with the same key is a ValueError naming the key."""
    index = {}
    for row in rows:
        key = row_key(row)
        if key in index:
            raise ValueError(f"two rows share the key {dict(zip(model.key_columns(), key))}")
        index[key] = row
    return index


def fast_and_right_items(rows, preset):
    """The size the fast-and-right table shows for a preset: 100k items if run, else the largest."""
    sizes = sorted({int(r["items"]) for r in rows if r["preset"] == preset})
    if not sizes:
        return None
    return FAST_AND_RIGHT_ITEMS if FAST_AND_RIGHT_ITEMS in sizes else sizes[-1]


# MARK: - Statistics

def student_t_quantile(p, df):
    """The t with P(T ≤ t) = p for Student's t with df degrees of freedom."""
    return float(stats.t.ppf(p, df))


@dataclass
class Fit:
    """A least-squares line through (x, y): its slope with a 95% t-interval, over n points."""
    slope: float
    low: float   # None when n < 3 (no residual degrees of freedom)
    high: float
    n: int

    @property
    def half_width(self):
        return None if self.low is None else (self.high - self.low) / 2


def fit_slope(xs, ys, level=0.95):
    """The slope of y against x by ordinary least squares, with a two-sided t-interval at `level`
    on n − 2 degrees of freedom; None when x does not vary (fewer than two distinct x)."""
    n = len(xs)
    if n < 2:
        return None
    mx = sum(xs) / n
    if sum((x - mx) ** 2 for x in xs) <= 1e-12 * max(1.0, mx * mx):
        return None
    fit = stats.linregress(xs, ys)
    if n < 3:
        return Fit(fit.slope, None, None, n)
    t = student_t_quantile(0.5 + level / 2, n - 2)
    return Fit(fit.slope, fit.slope - t * fit.stderr, fit.slope + t * fit.stderr, n)


def fit_loglog(points, level=0.95):
    """fit_slope on (log x, log y) for positive (x, y) pairs: the exponent of a power law."""
    points = [(x, y) for x, y in points if x > 0 and y > 0]
    return fit_slope([math.log(x) for x, _ in points], [math.log(y) for _, y in points], level)
