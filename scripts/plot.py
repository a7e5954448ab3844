#!/usr/bin/env python3
"""Plots a decobench run CSV: for each scenario, median time per operation against items
(log-log, one line per strategy, one panel per preset), and the decoration overhead of each
strategy over `none` as bars. Writes PNG and SVG.

    python3 scripts/plot.py results/reference.csv results/

Needs matplotlib: python3 -m pip install -r scripts/requirements.txt (pinned versions).
"""
import argparse
import csv
import sys
from collections import defaultdict
from pathlib import Path

# One colour per strategy, in the order the run wrote the strategies (the code's order); the
# project's answer is drawn thicker.
PALETTE = ["#999999", "#e41a1c", "#ff7f00", "#a65628", "#984ea3", "#377eb8", "#4daf4a", "#f781bf", "#66c2a5"]
HIGHLIGHT = "augmented-list"  # the recommended strategy


def pyplot():
    """matplotlib's pyplot on the Agg backend; the pinned version comes from scripts/requirements.txt."""
    try:
        import matplotlib
    except ImportError:
        sys.exit("plot.py: matplotlib is not installed; install the pinned version with: "
                 "python3 -m pip install -r scripts/requirements.txt")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def in_order(rows, column):
    """The column's values in the order of their first appearance in the run."""
    return list(dict.fromkeys(r[column] for r in rows))


def load(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit(f"plot.py: {path} has no rows")
    for column in ("preset", "items", "strategy", "scenario", "allocator", "median_ns"):
        if column not in rows[0]:
            sys.exit(f"plot.py: {path} has no column '{column}'; is it a decobench run CSV?")
    return rows


def scaling(plt, rows, scenario, allocator, out, colors):
    presets = sorted({r["preset"] for r in rows if r["scenario"] == scenario and r["allocator"] == allocator})
    if not presets:
        return []
    cols = min(3, len(presets))
    nrows = (len(presets) + cols - 1) // cols
    fig, axes = plt.subplots(nrows, cols, figsize=(5 * cols, 3.8 * nrows), squeeze=False)
    for ax, preset in zip(axes.flat, presets):
        series = defaultdict(list)
        for r in rows:
            if r["scenario"] == scenario and r["allocator"] == allocator and r["preset"] == preset:
                series[r["strategy"]].append((int(r["items"]), float(r["median_ns"])))
        for strategy, color in colors.items():
            points = sorted(series.get(strategy, []))
            if points:
                ax.plot([p[0] for p in points], [p[1] for p in points], marker="o", label=strategy,
                        color=color, linewidth=2.2 if strategy == HIGHLIGHT else 1.4)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(preset)
        ax.set_xlabel("items")
        ax.set_ylabel("median ns per operation")
        ax.grid(True, which="both", alpha=0.3)
    for ax in list(axes.flat)[len(presets):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=8)
    fig.suptitle(f"{scenario}: time per operation against items ({allocator} malloc)")
    return save(plt, fig, out, f"scaling-{scenario}-{allocator}")


def overhead(plt, rows, allocator, out, colors):
    """Decoration overhead (ratio to none, minus one) in the scroll scenario at the largest size."""
    scroll = [r for r in rows if r["scenario"] == "scroll" and r["allocator"] == allocator and r.get("ratio_to_none")]
    if not scroll:
        return []
    largest = max(int(r["items"]) for r in scroll)
    presets = sorted({r["preset"] for r in scroll if int(r["items"]) == largest})
    fig, ax = plt.subplots(figsize=(11, 4.5))
    width = 0.8 / max(1, len(colors) - 1)
    for i, strategy in enumerate(s for s in colors if s != "none"):
        values = []
        for preset in presets:
            match = [r for r in scroll if r["preset"] == preset and r["strategy"] == strategy and int(r["items"]) == largest]
            values.append((float(match[0]["ratio_to_none"]) - 1) * 100 if match else 0)
        ax.bar([p + i * width for p in range(len(presets))], values, width, label=strategy, color=colors[strategy])
    ax.set_xticks([p + 0.4 - width / 2 for p in range(len(presets))])
    ax.set_xticklabels(presets)
    ax.set_yscale("symlog", linthresh=10)
    ax.set_ylabel("overhead over none, % (symlog)")
    ax.set_title(f"Decoration overhead per scroll query at {largest:,} items ({allocator} malloc)")
    ax.axhline(10, color="black", linestyle="--", linewidth=0.8)
    ax.legend(fontsize=8, ncol=3)
    ax.grid(True, axis="y", alpha=0.3)
    return save(plt, fig, out, f"overhead-scroll-{allocator}")


def save(plt, fig, out, stem):
    """Writes the figure as PNG and SVG; returns the paths."""
    fig.tight_layout()
    written = []
    for ext in ("png", "svg"):
        path = Path(out) / f"{stem}.{ext}"
        fig.savefig(path, dpi=110)
        written.append(str(path))
    plt.close(fig)
    return written


def main():
    parser = argparse.ArgumentParser(description="Plot a decobench run CSV as PNG and SVG.")
    parser.add_argument("csv", help="a run CSV written by decobench run (e.g. results/reference.csv)")
    parser.add_argument("output", help="the folder to write the plots into")
    args = parser.parse_args()
    rows = load(args.csv)
    Path(args.output).mkdir(parents=True, exist_ok=True)
    plt = pyplot()
    strategies = in_order(rows, "strategy")
    if len(strategies) > len(PALETTE):
        sys.exit(f"plot.py: {len(strategies)} strategies but {len(PALETTE)} colours; add colours to PALETTE")
    colors = dict(zip(strategies, PALETTE))
    written = []
    for allocator in sorted({r["allocator"] for r in rows}):
        for scenario in in_order(rows, "scenario"):
            written += scaling(plt, rows, scenario, allocator, args.output, colors)
        written += overhead(plt, rows, allocator, args.output, colors)
    print("plot.py: wrote " + ", ".join(written), file=sys.stderr)


if __name__ == "__main__":
    main()
