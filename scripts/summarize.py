#!/usr/bin/env python3
"""Reads a decobench run CSV and prints the figures results/README.md reports: the winner per
data set and scenario, the issue's targets checked against the measured ratios, and (when the
run has the simulator's columns) query time next to views and correctness counters.

    python3 scripts/summarize.py results/reference.csv [--allocator system]

Strategies are listed in the order the run wrote them (the code's order, StrategyKind); no list
of names is repeated here.
"""
import argparse
import csv
import sys
from collections import defaultdict

# The simulator's columns shown in the fast-and-right table (frames goes in its title): one list,
# in decobench_csv.py, shared with the report.
from decobench_csv import SIMULATION_COLUMNS as SIMULATION  # noqa: E402

# The strategy the README recommends; its figures lead the targets.
RECOMMENDED = "augmented-list"



def parse_arguments():
    parser = argparse.ArgumentParser(description="Print the figures of a decobench run CSV.")
    parser.add_argument("csv", help="a run CSV written by decobench run (e.g. results/reference.csv)")
    parser.add_argument("--allocator", default="system", help="the allocator whose rows to read (default: system)")
    return parser.parse_args()


def load(path, allocator):
    """The run's rows for one allocator, keyed by (preset, items, strategy, scenario)."""
    try:
        with open(path, newline="") as f:
            rows = [r for r in csv.DictReader(f) if r.get("allocator") == allocator]
    except OSError as e:
        sys.exit(f"summarize.py: cannot read {path}: {e.strerror}")
    if not rows:
        sys.exit(f"summarize.py: no rows for allocator {allocator} in {path}")
    return rows


class Run:
    """A run's rows with lookups by data set, strategy and scenario."""

    def __init__(self, rows):
        self.rows = rows
        self.cell = {(r["preset"], int(r["items"]), r["strategy"], r["scenario"]): r for r in rows}
        self.presets = sorted({r["preset"] for r in rows})
        self.sizes = sorted({int(r["items"]) for r in rows})
        self.strategies = list(dict.fromkeys(r["strategy"] for r in rows))

    def median(self, preset, items, strategy, scenario):
        r = self.cell.get((preset, items, strategy, scenario))
        return float(r["median_ns"]) if r else None


def scroll_table(run):
    print("\n## Scroll: median ns per query, and the fastest decorating strategy")
    print("| preset | items | sections | " + " | ".join(run.strategies) + " | fastest |")
    print("|---|---:|---:|" + "---:|" * len(run.strategies) + "---|")
    for p in run.presets:
        for n in run.sizes:
            values = {s: run.median(p, n, s, "scroll") for s in run.strategies}
            if values.get("none") is None:
                continue
            contenders = {s: v for s, v in values.items() if s != "none" and v is not None}
            best = min(contenders, key=contenders.get)
            sections = run.cell[(p, n, "none", "scroll")]["sections"]
            print(f"| {p} | {n:,} | {int(sections):,} | " + " | ".join(f"{values[s]:,.0f}" for s in run.strategies)
                  + f" | {best} |")


def growth_targets(run):
    def growth(strategy, preset):
        a, b = run.median(preset, 10_000, strategy, "scroll"), run.median(preset, 1_000_000, strategy, "scroll")
        return None if a is None or b is None else b / a
    for preset in run.presets:
        parts = [f"{s} x{g:.2f}" for s in (RECOMMENDED, "interval-tree", "binary-search", "linear", "none")
                 if (g := growth(s, preset)) is not None]
        if parts:
            base, best = growth("none", preset), growth(RECOMMENDED, preset)
            normalised = f"; {RECOMMENDED}'s growth over none's: x{best / base:.2f}" if base and best else ""
            print(f"- scroll time growth 10k -> 1M items, {preset}: " + ", ".join(parts) + normalised)


def ratio_targets(run):
    cell = run.cell
    for (p, n, s, sc), r in sorted(cell.items()):
        if s == RECOMMENDED and sc == "scroll" and int(r["sections"]) >= 100_000:
            lin = run.median(p, n, "linear", "scroll")
            if lin is not None:
                print(f"- {p} {n:,} items ({int(r['sections']):,} sections): linear / {RECOMMENDED} = "
                      f"{lin / float(r['median_ns']):.0f}x")
    for p in run.presets:
        r = cell.get((p, 1_000_000, RECOMMENDED, "scroll"))
        if r:
            others = ", ".join(f"{s} {(float(cell[(p, 1_000_000, s, 'scroll')]['ratio_to_none']) - 1) * 100:+.0f}%"
                               for s in ("binary-search", "interval-tree") if (p, 1_000_000, s, "scroll") in cell)
            print(f"- decoration overhead of {RECOMMENDED} over none at 1M items, {p}: "
                  f"{(float(r['ratio_to_none']) - 1) * 100:+.0f}% ({others})")
    for p in run.presets:
        r = cell.get((p, max(run.sizes), RECOMMENDED, "prepare"))
        if r:
            print(f"- prepare(), {RECOMMENDED} / none at {max(run.sizes):,} items, {p}: x{float(r['ratio_to_none']):.2f}")
    allocs = defaultdict(set)
    for (p, n, s, sc), r in cell.items():
        if sc == "scroll":
            allocs[s].add(float(r["allocations_per_query"]))
    print("- allocations per scroll query (all data sets): " +
          ", ".join(f"{s} {min(v):g}-{max(v):g}" for s, v in sorted(allocs.items())))


def fast_and_right(run):
    """Per preset at 100k items (else the largest size), scroll: the median query time and its
    ratio to none next to the simulator's counts, all from the same rows of one run."""
    rows = [r for r in run.cell.values() if r["scenario"] == "scroll" and r.get("views_created")]
    if not rows:
        return
    print("\n## Fast and right: scroll query time next to the simulator's counts (same run)")
    for p in run.presets:
        sizes = sorted({int(r["items"]) for r in rows if r["preset"] == p})
        if not sizes:
            continue
        n = 100_000 if 100_000 in sizes else sizes[-1]
        frames = next(r["frames"] for r in rows if r["preset"] == p and int(r["items"]) == n)
        print(f"\n### {p}, {n:,} items, {frames} frames")
        print("| strategy | median ns/query | ×none | views created | views reused | configurations | peak views "
              "| duplicates | z-order violations | late | stale |")
        print("|---|---:|---:|" + "---:|" * len(SIMULATION))
        for s in run.strategies:
            r = run.cell.get((p, n, s, "scroll"))
            if r:
                print(f"| {s} | {float(r['median_ns']):,.0f} | {float(r['ratio_to_none']):.2f} | "
                      + " | ".join(f"{int(r[c]):,}" for c in SIMULATION) + " |")


def main():
    args = parse_arguments()
    run = Run(load(args.csv, args.allocator))
    first = run.rows[0]
    print(f"# {args.csv}: allocator {args.allocator}, build {first['build']}, revision {first['git_revision']}, "
          f"swift {first['swift_version']}, cpu {first['cpu']}")
    scroll_table(run)
    print("\n## Targets")
    growth_targets(run)
    ratio_targets(run)
    fast_and_right(run)


if __name__ == "__main__":
    main()
