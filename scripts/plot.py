#!/usr/bin/env python3
"""Plots a decobench run CSV: for each scenario, median time per operation against items
(log-log, one line per strategy, one panel per preset), and the decoration overhead of each
strategy over `none` as bars. Writes PNG and SVG.

    python3 scripts/plot.py results/reference.csv results/
"""
import csv
import subprocess
import sys
from collections import defaultdict
from pathlib import Path


def ensure_matplotlib():
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("plot.py: installing matplotlib from PyPI", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "matplotlib"], check=True)
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


STRATEGIES = ["none", "per-cell", "per-section", "cached", "linear", "binary-search", "interval-tree", "augmented-list"]
COLORS = dict(zip(STRATEGIES, ["#999999", "#e41a1c", "#ff7f00", "#a65628", "#984ea3", "#377eb8", "#4daf4a", "#000000"]))


def load(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit(f"plot.py: {path} has no rows")
    for column in ("preset", "items", "strategy", "scenario", "allocator", "median_ns"):
        if column not in rows[0]:
            sys.exit(f"plot.py: {path} has no column '{column}'; is it a decobench run CSV?")
    return rows


def scaling(plt, rows, scenario, allocator, out):
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
        for strategy in STRATEGIES:
            points = sorted(series.get(strategy, []))
            if points:
                ax.plot([p[0] for p in points], [p[1] for p in points], marker="o", label=strategy,
                        color=COLORS[strategy], linewidth=2.2 if strategy == "augmented-list" else 1.4)
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


def overhead(plt, rows, allocator, out):
    """Decoration overhead (ratio to none, minus one) in the scroll scenario at the largest size."""
    scroll = [r for r in rows if r["scenario"] == "scroll" and r["allocator"] == allocator and r.get("ratio_to_none")]
    if not scroll:
        return []
    largest = max(int(r["items"]) for r in scroll)
    presets = sorted({r["preset"] for r in scroll if int(r["items"]) == largest})
    fig, ax = plt.subplots(figsize=(11, 4.5))
    width = 0.8 / max(1, len(STRATEGIES) - 1)
    for i, strategy in enumerate(s for s in STRATEGIES if s != "none"):
        values = []
        for preset in presets:
            match = [r for r in scroll if r["preset"] == preset and r["strategy"] == strategy and int(r["items"]) == largest]
            values.append((float(match[0]["ratio_to_none"]) - 1) * 100 if match else 0)
        ax.bar([p + i * width for p in range(len(presets))], values, width, label=strategy, color=COLORS[strategy])
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
    if len(sys.argv) != 3:
        sys.exit("usage: plot.py RUN.csv OUTPUT_DIR")
    rows = load(sys.argv[1])
    Path(sys.argv[2]).mkdir(parents=True, exist_ok=True)
    plt = ensure_matplotlib()
    written = []
    for allocator in sorted({r["allocator"] for r in rows}):
        for scenario in ("scroll", "jump", "prepare", "cold-start", "update"):
            written += scaling(plt, rows, scenario, allocator, sys.argv[2])
        written += overhead(plt, rows, allocator, sys.argv[2])
    print("plot.py: wrote " + ", ".join(written), file=sys.stderr)


if __name__ == "__main__":
    main()
