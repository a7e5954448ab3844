"""The report's comparison with a baseline run, by the rules `decobench compare` uses: rows
matched by data set, strategy, scenario, allocator and frame rule; timings compared through the
same-run ratio to `none` where both runs took at least MIN_SAMPLES samples; counters compared
exactly (a prepare's allocation count gets 5% + 2 of slack); any increase in a simulator fault
count is a regression. When both runs carry the ratio's 95% interval, the change gets an
interval too (the current interval over the baseline's, bound against bound: conservative), and
a timing regression is a change whose whole interval lies above the threshold.
"""
from decobench_csv import (BASELINE_STRATEGY, FAULT_COLUMNS, RATIO_CI, optional_number, row_key)

THRESHOLD = 0.25   # `decobench compare`'s default --threshold, 25%
MIN_SAMPLES = 20   # `decobench compare`'s default --min-samples
COUNTERS = ("elements_per_query", "examined_per_query", "allocations_per_query")

REGRESSION, IMPROVEMENT, SAME, MISSING = "regression", "improvement", "within threshold", "missing"
VERDICT_ORDER = {REGRESSION: 0, MISSING: 1, IMPROVEMENT: 2, SAME: 3}


def _counter_notes(base, now):
    """The counters that changed, as (text, grew) pairs."""
    notes = []
    is_query = base["scenario"] in ("scroll", "jump")
    for column in COUNTERS + FAULT_COLUMNS:
        b, c = optional_number(base, column), optional_number(now, column)
        if b is None or c is None or b == c:
            continue
        slack = b * 0.05 + 2 if column == "allocations_per_query" and not is_query else 0
        if column in COUNTERS and abs(c - b) <= slack:
            continue
        notes.append((f"{column} {b:g} → {c:g}", c > b))
    return notes


def _timing(base, now, threshold, min_samples):
    """(change, low, high, verdict) of the ratio to none; None when timings are not compared."""
    b, c = optional_number(base, "ratio_to_none"), optional_number(now, "ratio_to_none")
    if now["strategy"] == BASELINE_STRATEGY or not b or c is None:
        return None
    if (optional_number(base, "samples") or 0) < min_samples or (optional_number(now, "samples") or 0) < min_samples:
        return None
    change = c / b - 1
    b_lo, b_hi = optional_number(base, RATIO_CI[0]), optional_number(base, RATIO_CI[1])
    c_lo, c_hi = optional_number(now, RATIO_CI[0]), optional_number(now, RATIO_CI[1])
    low = high = None
    if None not in (b_lo, b_hi, c_lo, c_hi) and b_lo > 0:
        low, high = c_lo / b_hi - 1, c_hi / b_lo - 1
    sure_above = low if low is not None else change
    sure_below = high if high is not None else change
    verdict = REGRESSION if sure_above > threshold else IMPROVEMENT if sure_below < -threshold else SAME
    return change, low, high, verdict


def compare_runs(baseline_rows, current_rows, threshold=THRESHOLD, min_samples=MIN_SAMPLES):
    """One dict per baseline row: its key fields, the change and its interval, the counter notes and
    a verdict; regressions first (largest change first), then missing rows, improvements, the rest."""
    current = {row_key(r): r for r in current_rows}
    out = []
    for base in baseline_rows:
        entry = {k: base[k] for k in ("preset", "items", "strategy", "scenario", "allocator")}
        now = current.get(row_key(base))
        if now is None:
            out.append({**entry, "verdict": MISSING, "change": None, "low": None, "high": None, "notes": []})
            continue
        timing = _timing(base, now, threshold, min_samples)
        change, low, high, verdict = timing if timing else (None, None, None, SAME)
        notes = _counter_notes(base, now)
        if any(grew for _, grew in notes):
            verdict = REGRESSION
        out.append({**entry, "verdict": verdict, "change": change, "low": low, "high": high,
                    "notes": [text for text, _ in notes],
                    "base_ratio": optional_number(base, "ratio_to_none"),
                    "ratio": optional_number(now, "ratio_to_none")})
    out.sort(key=lambda e: (VERDICT_ORDER[e["verdict"]], -(e["change"] if e["change"] is not None else -1e9)))
    return out
