"""How far same-run ratios to `none` move between repeated runs: the stability
target (at least 95% of rows within ±5% of their median across runs, scroll, jump and prepare
alike). Reads the CSVs of repeated runs of one sweep; prints a table of spreads per scenario and
the rows that miss, as markdown; exits 1 when fewer than --target of the rows stay within
--within, 2 when the inputs cannot be compared.

    python3 scripts/stability.py run1.csv run2.csv ... [--within 5] [--target 95]

scripts/stability.sh makes the runs.
"""
import argparse
import statistics
import sys

import decobench_model as model
from decobench_csv import load_run, optional_number, row_key


def ratios(path):
    """row_key -> (the row, its ratio to the baseline strategy), decorating rows only."""
    rows, header = load_run(path)
    if model.ratio_column() not in header:
        raise ValueError(f"{path}: no column '{model.ratio_column()}'")
    found = {}
    for row in rows:
        if row["strategy"] == model.baseline():
            continue
        ratio = optional_number(row, model.ratio_column())
        if ratio is not None:
            found[row_key(row)] = (row, ratio)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", help="CSV files of repeated runs of one sweep")
    parser.add_argument("--within", type=float, default=5.0, help="allowed distance from the median, percent")
    parser.add_argument("--target", type=float, default=95.0, help="percent of rows that must stay within")
    args = parser.parse_args()
    if len(args.runs) < 2:
        print("stability.py: give at least two runs to compare", file=sys.stderr)
        return 2
    try:
        runs = [ratios(path) for path in args.runs]
    except (OSError, ValueError) as error:
        print(f"stability.py: {error}", file=sys.stderr)
        return 2
    keys = sorted(set.intersection(*(set(run) for run in runs)))
    if not keys:
        print("stability.py: the runs share no row; were they runs of the same sweep?", file=sys.stderr)
        return 2
    by_scenario, misses = {}, []
    for key in keys:
        row = runs[0][key][0]
        values = [run[key][1] for run in runs]
        median = statistics.median(values)
        worst = max(abs(v / median - 1) for v in values) * 100
        spread = (max(values) - min(values)) / median * 100
        within = worst <= args.within
        by_scenario.setdefault(row["scenario"], []).append((spread, within))
        if not within:
            misses.append((worst, row, values))
    print(f"{len(runs)} runs, {len(keys)} rows; a row is within when every run's ratio to none lies within "
          f"±{args.within:g}% of the rows' median across runs\n")
    print("| scenario | rows within | max−min spread, median / worst |")
    print("| --- | ---: | ---: |")
    total_in = 0
    for scenario, entries in sorted(by_scenario.items()):
        spreads = sorted(s for s, _ in entries)
        inside = sum(1 for _, w in entries if w)
        total_in += inside
        print(f"| {scenario} | {inside}/{len(entries)} | {statistics.median(spreads):.1f}% / {spreads[-1]:.1f}% |")
    share = total_in / len(keys) * 100
    print(f"| **total** | **{total_in}/{len(keys)} ({share:.1f}%)** | |\n")
    for worst, row, values in sorted(misses, key=lambda miss: miss[0], reverse=True):
        preset, items, scenario, strategy, allocator = (row[c] for c in ("preset", "items", "scenario", "strategy",
                                                                          "allocator"))
        shown = ", ".join(f"{v:.3f}" for v in values)
        print(f"- outside: {scenario} {strategy} on {preset} {items} ({allocator}): ±{worst:.1f}%, ratios {shown}")
    verdict = "met" if share >= args.target else "missed"
    print(f"\nstability: {share:.1f}% of rows within ±{args.within:g}% (target {args.target:g}%): {verdict}")
    return 0 if share >= args.target else 1


if __name__ == "__main__":
    sys.exit(model.run_script(main))
