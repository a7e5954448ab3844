#!/usr/bin/env python3
"""Reads a decobench run CSV and prints the figures results/README.md reports: the winner per
data set and scenario, the issue's targets checked against the measured ratios, and (when the
run has the simulator's columns) query time next to views and correctness counters.

    python3 scripts/summarize.py results/reference.csv [--allocator system]
"""
import csv
import sys
from collections import defaultdict

# The strategy the README recommends; its figures lead the targets.
RECOMMENDED = "augmented-list"


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: summarize.py RUN.csv [--allocator NAME]")
    allocator = sys.argv[sys.argv.index("--allocator") + 1] if "--allocator" in sys.argv else "system"
    with open(sys.argv[1], newline="") as f:
        rows = [r for r in csv.DictReader(f) if r["allocator"] == allocator]
    if not rows:
        sys.exit(f"summarize.py: no rows for allocator {allocator}")
    cell = {(r["preset"], int(r["items"]), r["strategy"], r["scenario"]): r for r in rows}
    med = lambda p, n, s, sc: float(cell[(p, n, s, sc)]["median_ns"]) if (p, n, s, sc) in cell else None
    presets = sorted({r["preset"] for r in rows})
    sizes = sorted({int(r["items"]) for r in rows})
    first = rows[0]
    print(f"# {sys.argv[1]}: allocator {allocator}, build {first['build']}, revision {first['git_revision']}, "
          f"swift {first['swift_version']}, cpu {first['cpu']}")

    print("\n## Scroll: median ns per query, and the fastest decorating strategy")
    order = ["none", "per-cell", "per-section", "cached", "linear", "binary-search", "interval-tree", "augmented-list"]
    print("| preset | items | sections | " + " | ".join(order) + " | fastest |")
    print("|---|---:|---:|" + "---:|" * len(order) + "---|")
    for p in presets:
        for n in sizes:
            values = {s: med(p, n, s, "scroll") for s in order}
            values = {s: v for s, v in values.items() if v is not None} | {"none": values["none"]}
            if values["none"] is None:
                continue
            contenders = {s: v for s, v in values.items() if s != "none" and v is not None}
            best = min(contenders, key=contenders.get)
            sections = cell[(p, n, "none", "scroll")]["sections"]
            print(f"| {p} | {n:,} | {int(sections):,} | " + " | ".join(f"{values[s]:,.0f}" if s in values else "-" for s in order)
                  + f" | {best} |")

    print("\n## Targets")
    def growth(strategy, preset):
        a, b = med(preset, 10_000, strategy, "scroll"), med(preset, 1_000_000, strategy, "scroll")
        return None if a is None or b is None else b / a
    for preset in presets:
        parts = []
        for s in (RECOMMENDED, "interval-tree", "binary-search", "linear", "none"):
            g = growth(s, preset)
            if g is not None:
                parts.append(f"{s} x{g:.2f}")
        if parts:
            base = growth("none", preset)
            tree = growth(RECOMMENDED, preset)
            normalised = f"; {RECOMMENDED}'s growth over none's: x{tree / base:.2f}" if base and tree else ""
            print(f"- scroll time growth 10k -> 1M items, {preset}: " + ", ".join(parts) + normalised)
    for (p, n, s, sc), r in sorted(cell.items()):
        if s == RECOMMENDED and sc == "scroll" and int(r["sections"]) >= 100_000:
            lin = med(p, n, "linear", "scroll")
            if lin is not None:
                print(f"- {p} {n:,} items ({int(r['sections']):,} sections): linear / {RECOMMENDED} = "
                      f"{lin / float(r['median_ns']):.0f}x")
    for p in presets:
        r = cell.get((p, 1_000_000, RECOMMENDED, "scroll"))
        if r:
            others = ", ".join(f"{s} {(float(cell[(p, 1_000_000, s, 'scroll')]['ratio_to_none']) - 1) * 100:+.0f}%"
                               for s in ("binary-search", "interval-tree") if (p, 1_000_000, s, "scroll") in cell)
            print(f"- decoration overhead of {RECOMMENDED} over none at 1M items, {p}: "
                  f"{(float(r['ratio_to_none']) - 1) * 100:+.0f}% ({others})")
    for p in presets:
        for n in sizes:
            r = cell.get((p, n, RECOMMENDED, "prepare"))
            if r and n == max(sizes):
                print(f"- prepare(), {RECOMMENDED} / none at {n:,} items, {p}: x{float(r['ratio_to_none']):.2f}")
    allocs = defaultdict(set)
    for (p, n, s, sc), r in cell.items():
        if sc == "scroll":
            allocs[s].add(float(r["allocations_per_query"]))
    print("- allocations per scroll query (all data sets): " +
          ", ".join(f"{s} {min(v):g}-{max(v):g}" for s, v in sorted(allocs.items())))
    fast_and_right(cell, presets, order)


SIMULATION = ["views_created", "views_reused", "configurations", "peak_views", "duplicate_decorations",
              "z_order_violations", "late_decorations", "stale_views"]


def fast_and_right(cell, presets, order):
    """Per preset at 100k items (else the largest size), scroll: the median query time and its
    ratio to none next to the simulator's counts, all from the same rows of one run."""
    rows = [r for r in cell.values() if r["scenario"] == "scroll" and r.get("views_created")]
    if not rows:
        return
    print("\n## Fast and right: scroll query time next to the simulator's counts (same run)")
    for p in presets:
        sizes = sorted({int(r["items"]) for r in rows if r["preset"] == p})
        if not sizes:
            continue
        n = 100_000 if 100_000 in sizes else sizes[-1]
        frames = next(r["frames"] for r in rows if r["preset"] == p and int(r["items"]) == n)
        print(f"\n### {p}, {n:,} items, {frames} frames")
        print("| strategy | median ns/query | ×none | views created | views reused | configurations | peak views "
              "| duplicates | z-order violations | late | stale |")
        print("|---|---:|---:|" + "---:|" * len(SIMULATION))
        for s in order:
            r = cell.get((p, n, s, "scroll"))
            if r:
                print(f"| {s} | {float(r['median_ns']):,.0f} | {float(r['ratio_to_none']):.2f} | "
                      + " | ".join(f"{int(r[c]):,}" for c in SIMULATION) + " |")


if __name__ == "__main__":
    main()
