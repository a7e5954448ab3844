"""Fitted growth: for each allocator, scenario, preset and strategy of a run, the slope of
log(median time) against log(items) and against log(sections), each with a 95% t-interval, and
the same slopes relative to `none` (the slope of log(time / none's time) against the same axis,
paired size by size, so drift that hits every strategy alike cancels).

A slope is the exponent of a power law: 0 is flat (O(1), or O(log n) over a few decades), 1 is
linear. With the default sweep's four sizes a fit has two degrees of freedom (t = 4.30), so an
interval is wide; read the point estimates across presets, and the interval as a warning.

A strategy is flagged when its slope differs from `none`'s by more than MARGIN. 0.1 is the
default: over the sweep's three decades of items a slope 0.1 higher is a growth ×2 faster than
none's (×1.6 over two decades), well past what drift does to a paired ratio, and far below the
~0.8 of a scan that grows with the sections.
"""
import csv
import math

import decobench_model as model
from decobench_csv import fit_loglog, fit_slope, number

MARGIN = 0.1

SLOPE_COLUMNS = (
    "allocator", "scenario", "preset", "strategy", "sizes",
    "slope_items", "slope_items_ci_low", "slope_items_ci_high",
    "slope_sections", "slope_sections_ci_low", "slope_sections_ci_high",
    "over_none_items", "over_none_items_ci_low", "over_none_items_ci_high",
    "over_none_sections", "over_none_sections_ci_low", "over_none_sections_ci_high",
    "margin", "flags",
)


def _relative_fit(points, none_points, axis):
    """The slope of log(time / none's time) against log(axis value), over the sizes both have."""
    none_by_items = {p["items"]: p for p in none_points}
    pairs = [(p[axis], p["ns"] / none_by_items[p["items"]]["ns"]) for p in points if p["items"] in none_by_items]
    pairs = [(x, r) for x, r in pairs if x > 0 and r > 0]
    return fit_slope([math.log(x) for x, _ in pairs], [math.log(r) for _, r in pairs])


def _flags(relative, axis, margin):
    if relative is None:
        return []
    if relative.slope > margin:
        return [f"faster-with-{axis}"]
    if relative.slope < -margin:
        return [f"slower-with-{axis}"]
    return []


def fitted_growth(rows, margin=MARGIN):
    """One dict per allocator × scenario × preset × strategy with at least two sizes."""
    series = {}
    for r in rows:
        key = (r["allocator"], r["scenario"], r["preset"], r["strategy"])
        series.setdefault(key, []).append({"items": int(r["items"]), "sections": int(r["sections"]),
                                           "ns": number(r, "median_ns")})
    out = []
    for (allocator, scenario, preset, strategy), points in series.items():
        points.sort(key=lambda p: p["items"])
        if len({p["items"] for p in points}) < 2:
            continue
        by_items = fit_loglog([(p["items"], p["ns"]) for p in points])
        by_sections = fit_loglog([(p["sections"], p["ns"]) for p in points])
        none_points = series.get((allocator, scenario, preset, model.baseline()))
        rel_items = rel_sections = None
        if none_points and strategy != model.baseline():
            rel_items = _relative_fit(points, none_points, "items")
            rel_sections = _relative_fit(points, none_points, "sections")
        out.append({
            "allocator": allocator, "scenario": scenario, "preset": preset, "strategy": strategy,
            "sizes": len(points), "items": by_items, "sections": by_sections,
            "over_none_items": rel_items, "over_none_sections": rel_sections, "margin": margin,
            "flags": _flags(rel_items, "items", margin) + _flags(rel_sections, "sections", margin),
        })
    return out


def _fit_fields(fit):
    if fit is None:
        return ["", "", ""]
    if fit.low is None:
        return [f"{fit.slope:.4f}", "", ""]
    return [f"{fit.slope:.4f}", f"{fit.low:.4f}", f"{fit.high:.4f}"]


def write_slopes_csv(growth, path):
    """The fitted slopes as CSV, one row per allocator × scenario × preset × strategy, for gates:
    empty fields where a slope is undefined (sections that do not vary, fewer than three sizes)."""
    with open(path, "w", newline="") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(SLOPE_COLUMNS)
        for g in growth:
            writer.writerow([g["allocator"], g["scenario"], g["preset"], g["strategy"], g["sizes"]]
                            + _fit_fields(g["items"]) + _fit_fields(g["sections"])
                            + _fit_fields(g["over_none_items"]) + _fit_fields(g["over_none_sections"])
                            + [g["margin"], ";".join(g["flags"])])


