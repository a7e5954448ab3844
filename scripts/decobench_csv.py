"""What the Python scripts share about a decobench run CSV: reading it by column name, the
columns that mean one thing (provenance, the simulator's counts, intervals, flags), the size the
fast-and-right table is taken at, and the log-log fit with its interval. No plotting, no output.

Columns are always read by name, so a run with more columns (intervals, flags, more provenance)
or fewer (no simulator, no intervals) reads the same way; `optional_number` answers None for a
column that is absent or empty.
"""
import csv
import math
import re
from dataclasses import dataclass

# Columns without which a file is not a run CSV.
REQUIRED_COLUMNS = ("preset", "items", "sections", "strategy", "scenario", "allocator", "median_ns")

# Where a row came from; any other column whose name matches PROVENANCE_PATTERN counts too
# (kernel, load averages, governor, ...), so a new provenance column shows up without an edit here.
PROVENANCE_COLUMNS = ("git_revision", "build", "swift_version", "host", "cpu", "allocator", "timestamp")
PROVENANCE_PATTERN = re.compile(r"^(kernel|load|governor|os_|machine|memory|cores)")

# The collection-view simulator's counts on scroll rows, as `decobench run` names them.
SIMULATION_COLUMNS = ("views_created", "views_reused", "configurations", "peak_views", "duplicate_decorations",
                      "z_order_violations", "late_decorations", "stale_views")
# Counts that say a strategy drew something wrong: any value above zero is a fault.
FAULT_COLUMNS = ("duplicate_decorations", "z_order_violations", "late_decorations", "stale_views", "gaps")

# The 95% intervals of the paired ratio and of the median time, when the run has them.
RATIO_CI = ("ratio_to_none_ci_low", "ratio_to_none_ci_high")
MEDIAN_CI = ("median_ns_ci_low", "median_ns_ci_high")
FLAGS_COLUMN = "flags"

BASELINE_STRATEGY = "none"
# The fast-and-right table is read at this size when the run has it, else at its largest size.
FAST_AND_RIGHT_ITEMS = 100_000


def load_run(path):
    """The rows of a run CSV as dicts keyed by column name, and its header.
    Raises ValueError naming the file and the missing column when it is not a run CSV."""
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        rows = list(reader)
        header = reader.fieldnames or []
    if not rows:
        raise ValueError(f"{path}: no rows; is it a decobench run CSV?")
    for column in REQUIRED_COLUMNS:
        if column not in header:
            raise ValueError(f"{path}: no column '{column}'; is it a decobench run CSV?")
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
    """The provenance columns this run has: the known ones, then any that match the pattern."""
    known = [c for c in PROVENANCE_COLUMNS if c in header]
    return known + [c for c in header if c not in known and PROVENANCE_PATTERN.match(c)]


def has_columns(header, columns):
    return all(c in header for c in columns)


def row_key(row):
    """Identifies a measurement across runs, as `decobench compare` matches rows."""
    return tuple(row.get(c, "") for c in ("preset", "seed", "scroll_direction", "items", "strategy", "scenario",
                                          "allocator")) + (row.get("frame_rule") or "exact",)


def fast_and_right_items(rows, preset):
    """The size the fast-and-right table shows for a preset: 100k items if run, else the largest."""
    sizes = sorted({int(r["items"]) for r in rows if r["preset"] == preset})
    if not sizes:
        return None
    return FAST_AND_RIGHT_ITEMS if FAST_AND_RIGHT_ITEMS in sizes else sizes[-1]


# MARK: - Statistics

def _beta_continued_fraction(a, b, x):
    """Lentz's continued fraction for the regularised incomplete beta (Numerical Recipes 6.4)."""
    tiny, qab, qap, qam = 1e-300, a + b, a + 1, a - 1
    c, d = 1.0, 1 - qab * x / qap
    d = 1 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        for aa in (m * (b - m) * x / ((qam + m2) * (a + m2)), -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):
            d = 1 + aa * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + aa / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
            if aa < 0 and abs(d * c - 1) < 1e-15:
                return h
    return h


def _incomplete_beta(a, b, x):
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log(1 - x))
    if x < (a + 1) / (a + b + 2):
        return front * _beta_continued_fraction(a, b, x) / a
    return 1 - front * _beta_continued_fraction(b, a, 1 - x) / b


def student_t_cdf(t, df):
    """P(T ≤ t) for Student's t with df degrees of freedom."""
    tail = 0.5 * _incomplete_beta(df / 2, 0.5, df / (df + t * t))
    return 1 - tail if t >= 0 else tail


def student_t_quantile(p, df):
    """The t with P(T ≤ t) = p (0.5 < p < 1), by bisection on the distribution function."""
    lo, hi = 0.0, 1e6
    for _ in range(200):
        mid = (lo + hi) / 2
        if student_t_cdf(mid, df) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


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
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx <= 1e-12 * max(1.0, mx * mx):
        return None
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    if n < 3:
        return Fit(slope, None, None, n)
    sse = sum((y - my - slope * (x - mx)) ** 2 for x, y in zip(xs, ys))
    se = math.sqrt(sse / (n - 2) / sxx)
    t = student_t_quantile(0.5 + level / 2, n - 2)
    return Fit(slope, slope - t * se, slope + t * se, n)


def fit_loglog(points, level=0.95):
    """fit_slope on (log x, log y) for positive (x, y) pairs: the exponent of a power law."""
    points = [(x, y) for x, y in points if x > 0 and y > 0]
    return fit_slope([math.log(x) for x, _ in points], [math.log(y) for _, y in points], level)
