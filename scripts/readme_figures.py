#!/usr/bin/env python3
"""Fills the generated parts of results/README.md from the files they quote, so that a rerun
cannot leave a stale figure behind. The prose stays hand-written; every figure in it sits in a
marked span, `<!-- generated:NAME:ARG:ARG -->217×<!-- /generated -->`, and every table in a
marked block. NAME is one of FIGURES below; the arguments pick the preset, size, strategy...

    python3 scripts/readme_figures.py            # rewrite the marked parts in place
    python3 scripts/readme_figures.py --check    # exit 1, naming each part, if any differs

Sources: results/reference.csv (the reference run), results/instructions-baseline.csv
(callgrind), and results/readme-inputs/ (side runs, made by scripts/readme-inputs.sh).
"""
import argparse
import csv
import re
import sys
from pathlib import Path

import readme_tables as tables
from decobench_csv import FAULT_COLUMNS
from readme_tables import Sources, fmt_int, fmt_range, fmt_time, fmt_times

MARK = re.compile(r"<!-- generated:([^ ]+) -->(.*?)<!-- /generated -->", re.DOTALL)


def growth(src, strategy, preset, allocator="system"):
    """Scroll time at 1M items over 10k, one strategy and preset."""
    return src.ns(preset, 1_000_000, strategy, "scroll", allocator) / src.ns(preset, 10_000, strategy, "scroll", allocator)


def sectioned(src):
    """The presets whose section count grows with the items (×50 or more from 10k to 1M)."""
    return [p for p in src.presets if src.sections(p, 1_000_000) >= 50 * src.sections(p, 10_000)]


def growth_range(src, strategy, which):
    presets = sectioned(src) if which == "sectioned" else src.presets
    return fmt_range([growth(src, strategy, p) for p in presets], "×{:.0f}" if strategy == "linear" else "×{:.2f}")


def relative_growth(src, strategy, preset, allocator="system"):
    """A strategy's scroll growth from 10k to 1M items over `none`'s. The same quantity as
    (its 1M time / its 10k time) / (none's 1M / none's 10k), which equals its ratio to `none` at
    1M over its ratio at 10k; estimated from those ratios, paired within each round of the same
    run, and not from medians pooled over processes whose heaps differ (on `feed` 1M the pooled
    medians said 1.27 where the paired ratios say 0.99)."""
    def ratio(items):
        return src.value(preset, items, strategy, "scroll", "ratio_to_none", allocator)
    return ratio(1_000_000) / ratio(10_000)


def relgrowth(src, strategy, preset):
    return f"×{relative_growth(src, strategy, preset):.2f}"


def relgrowth_range(src, strategy):
    return fmt_range([relative_growth(src, strategy, p) for p in src.presets], "×{:.2f}")


def fastest_count(src, strategy):
    """On how many data sets (preset × size, scroll) `strategy` is the fastest decorating one."""
    wins = sum(1 for p, n in src.datasets() if src.fastest(p, n) == strategy)
    return f"{wins} of {len(src.datasets())}"


def lead_max(src, a, b):
    """The largest lead of a over b (b's time over a's, less one) among data sets where a is faster."""
    leads = [src.ns(p, n, b, "scroll") / src.ns(p, n, a, "scroll") - 1 for p, n in src.datasets()]
    return f"{max(leads) * 100:.0f}%"


def within(src, preset, items, a, b):
    return f"{abs(src.ns(preset, int(items), a, 'scroll') / src.ns(preset, int(items), b, 'scroll') - 1) * 100:.0f}%"


def examined_range(src, strategy, exclude=""):
    values = [src.value(p, n, strategy, "scroll", "examined_per_query") for p, n in src.datasets() if p != exclude]
    return fmt_range(values, "{:.0f}")


def ratio_range(src, strategies, scenario):
    values = [src.value(p, n, s, scenario, "ratio_to_none") for s in strategies.split(",") for p, n in src.datasets()]
    return fmt_range(values, "×{:.1f}")


def jemalloc_per_strategy_medians(src):
    out = []
    for s in src.strategies:
        ratios = sorted(src.ns(p, n, s, "scroll", "jemalloc") / src.ns(p, n, s, "scroll") for p, n in src.datasets())
        out.append(tables.median(ratios))
    return fmt_range(out, "{:.2f}")


def jemalloc_single_range(src):
    return fmt_range([src.ns(p, n, s, "scroll", "jemalloc") / src.ns(p, n, s, "scroll")
                      for s in src.strategies for p, n in src.datasets()], "{:.2f}")


def jemalloc_prepare_median(src):
    return f"×{tables.median([src.ns(p, n, s, 'prepare', 'jemalloc') / src.ns(p, n, s, 'prepare') for s in src.strategies for p, n in src.datasets()]):.2f}"


def retained_range(src):
    """How much more heap jemalloc retains after prepare(), over the prepare rows at 1M items."""
    values = [src.value(p, 1_000_000, s, "prepare", "retained_bytes", "jemalloc")
              / src.value(p, 1_000_000, s, "prepare", "retained_bytes") - 1 for s in src.strategies for p in src.presets]
    return fmt_range([v * 100 for v in values], "{:.0f}%")


def faults(src):
    """Scroll rows (both allocators) in which the simulator counted any fault."""
    scroll = [r for r in src.rows if r["scenario"] == "scroll" and r.get("views_created")]
    bad = [r for r in scroll if any(float(r.get(c) or 0) > 0 for c in FAULT_COLUMNS)]
    return f"{len(bad)} of {len(scroll)}"


FIGURES = {
    # The reference run
    "provenance": lambda src: src.provenance(),
    "shape": lambda src: src.shape(),
    "datasets": lambda src: str(len(src.datasets())),
    "sections": lambda src, p, n: fmt_int(src.sections(p, int(n))),
    "ns": lambda src, p, n, s, sc="scroll", a="system": fmt_time(src.ns(p, int(n), s, sc, a)),
    "times": lambda src, p, n, a, b, sc="scroll": fmt_times(src.ns(p, int(n), a, sc) / src.ns(p, int(n), b, sc)),
    "r": lambda src, p, n, s, sc="scroll", a="system": f"×{src.value(p, int(n), s, sc, 'ratio_to_none', a):.2f}",
    "overhead": lambda src, p, n, s: f"{(src.value(p, int(n), s, 'scroll', 'ratio_to_none') - 1) * 100:+.0f}%",
    "examined": lambda src, p, n, s: f"{src.value(p, int(n), s, 'scroll', 'examined_per_query'):.0f}",
    "examined-range": examined_range,
    "growth": lambda src, s, p: f"×{growth(src, s, p):.2f}",
    "growth-range": growth_range,
    "relgrowth": relgrowth,
    "relgrowth-range": relgrowth_range,
    "fastest-count": fastest_count,
    "lead-max": lead_max,
    "within": within,
    "ratio-range": ratio_range,
    "allocs-range": lambda src, s: fmt_range([src.value(p, n, s, "scroll", "allocations_per_query")
                                              for p, n in src.datasets()], "{:.0f}"),
    "jemalloc-median-range": jemalloc_per_strategy_medians,
    "jemalloc-single-range": jemalloc_single_range,
    "jemalloc-prepare-median": jemalloc_prepare_median,
    "retained-range": retained_range,
    "mb": lambda src, p, n, s, a: f"{src.value(p, int(n), s, 'prepare', 'retained_bytes', a) / 1e6:.1f} MB",
    "elements": lambda src, p, n, s: f"{src.value(p, int(n), s, 'scroll', 'elements_per_query'):.0f}",
    "decorations-range": lambda src, s: fmt_range([src.value(p, n, s, "scroll", "decorations_per_query")
                                                   for p, n in src.datasets()], "{:.1f}"),
    "faults": faults,
    "sim": lambda src, p, n, s, column: fmt_int(src.value(p, int(n), s, "scroll", column)),
    "scroll-table": tables.scroll_table,
    "targets": tables.targets_table,
    "index-table": tables.index_table,
    "index-targets": tables.index_targets_table,
    "floor-ns": lambda src: f"{tables.floor_ns(src):.1f} ns",
    "floor": lambda src, p, n: f"×{tables.floor_ratio(src, p, int(n)):.3f}",
    "fastest-cells": lambda src: "{} of {}".format(*tables.fastest_cells(src)[:2]),
    "fast-and-right": tables.fast_and_right_table,
    # results/instructions-baseline.csv
    "instructions": lambda src, s, sc="scroll": fmt_int(src.instructions(s, sc)),
    # results/readme-inputs/
    "naive": lambda src, s, column: fmt_int(src.side_simulation("simulate-grid-naive", s)[column]),
    "naive-per-frame": lambda src, s, column: f"{src.side_simulation('simulate-grid-naive', s)[column] / src.side_simulation('simulate-grid-naive', s)['frames']:.0f}",
    "separated": lambda src, key: src.separated(key),
    "separated-table": tables.separated_table,
    "separators-cost": tables.separators_cost,
    "separators-change": tables.separators_change,
    "separators-difference": tables.separators_difference,
    "prepare-side": lambda src, p, s, a="system": f"×{tables.prepare_side_run(src).ratio(p, s, a):.2f}",
    "prepare-side-revision": lambda src: f"`{tables.prepare_side_run(src).revision}`",
    "samples": lambda src, name, strategy, scenario: next(r["samples"] for r in tables._rows(src.inputs / f"{name}.csv")
                                                          if (r["strategy"], r["scenario"]) == (strategy, scenario)),
}


def render(text, src):
    """The README with every marked part regenerated; raises KeyError naming an unknown figure."""
    def replace(match):
        name, *args = match.group(1).split(":")
        if name not in FIGURES:
            raise KeyError(f"results/README.md: unknown figure '{name}' in <!-- generated:{match.group(1)} -->; "
                           f"known: {', '.join(sorted(FIGURES))}")
        value = FIGURES[name](src, *args)
        if "\n" in value:
            value = "\n" + value.strip("\n") + "\n"
        return f"<!-- generated:{match.group(1)} -->{value}<!-- /generated -->"
    return MARK.sub(replace, text)


def first_difference(old, new):
    """The first differing line of a table, or the whole text of a single figure."""
    for a, b in zip(old.splitlines(), new.splitlines()):
        if a != b:
            return a, b
    return old, new


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when a marked part differs from the data")
    parser.add_argument("--readme", default="results/README.md")
    parser.add_argument("--run", default="results/reference.csv")
    args = parser.parse_args()
    readme = Path(args.readme)
    text = readme.read_text(encoding="utf-8")
    try:
        src = Sources(args.run, "results/instructions-baseline.csv", "results/readme-inputs")
        new = render(text, src)
    except (KeyError, ValueError, OSError) as error:
        sys.exit(f"readme_figures.py: {error.args[0] if isinstance(error, KeyError) else error}")
    old_parts, new_parts = MARK.findall(text), MARK.findall(new)
    changed = [(name, *first_difference(a.strip(), b.strip())) for (name, a), (_, b) in zip(old_parts, new_parts)
               if a != b]
    if args.check:
        for name, a, b in changed:
            print(f"readme_figures.py: STALE <!-- generated:{name} -->: README has {a[:200]!r}, "
                  f"the data give {b[:200]!r}", file=sys.stderr)
        if changed:
            sys.exit(f"readme_figures.py: {len(changed)} of {len(old_parts)} generated part(s) of {readme} differ "
                     f"from the data; run python3 scripts/readme_figures.py and review the prose around them")
        print(f"readme_figures.py: {len(old_parts)} generated parts of {readme} match the data")
        return
    readme.write_text(new, encoding="utf-8")
    print(f"readme_figures.py: {len(changed)} of {len(old_parts)} generated part(s) of {readme} updated")


if __name__ == "__main__":
    csv.field_size_limit(1 << 20)
    main()
