#!/usr/bin/env python3
"""The figures of a decobench run, for the report (inline SVG) and as files (PNG and SVG): per
scenario, median time per operation against items (log-log, a panel per preset, a line per
strategy, the median's 95% interval as a band when the run has it, the fitted slope in the legend
when given), and the decoration overhead over the baseline strategy at the largest size (bars
with the paired ratio's interval as error bars when the run has it). The recommended strategy and
the baseline are drawn thicker; every name comes from the run and the listing
(scripts/decobench_model.py).

    python3 scripts/plot.py results/reference.csv results/

Needs matplotlib: python3 -m pip install -r scripts/requirements.txt (pinned versions).
"""
import argparse
import io
import re
import sys
from pathlib import Path

import decobench_model as model
from decobench_csv import SECTIONS_COLUMN, in_order, load_run, optional_number

PALETTE = ["#377eb8", "#e41a1c", "#4daf4a", "#984ea3", "#ff7f00", "#a65628", "#f781bf", "#17becf", "#bcbd22",
           "#1b9e77"]
BASELINE_COLOR = "#777777"


def pyplot():
    """pyplot on the Agg backend, writing text as SVG text (smaller, and searchable in the page)."""
    try:
        import matplotlib
    except ImportError:
        sys.exit("plot.py: matplotlib is not installed; install the pinned version with: "
                 "python3 -m pip install -r scripts/requirements.txt")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plt.rcParams.update({"svg.fonttype": "none", "font.size": 9, "axes.titlesize": 10})
    return plt


def colors_for(strategies):
    """A fixed colour per strategy, in the run's order: the baseline grey, the others from the
    palette (cycled, so a new strategy never lacks one)."""
    others = [s for s in strategies if s != model.baseline()]
    colors = {s: PALETTE[i % len(PALETTE)] for i, s in enumerate(others)}
    colors[model.baseline()] = BASELINE_COLOR
    return colors


def emphasised(strategy):
    return strategy in (model.recommended(), model.baseline())


def _interval(rows, column):
    """The rows' (lows, highs) of `column`'s interval, or None when any is missing."""
    pair = model.interval_of(column)
    if pair is None:
        return None
    lows = [optional_number(r, pair[0]) for r in rows]
    highs = [optional_number(r, pair[1]) for r in rows]
    return None if None in lows + highs else (lows, highs)


def _panel(ax, rows, strategies, colors, slopes):
    series = {}
    for r in rows:
        series.setdefault(r["strategy"], []).append(r)
    for strategy in strategies:
        points = sorted(series.get(strategy, []), key=lambda r: int(r["items"]))
        if not points:
            continue
        xs = [int(r["items"]) for r in points]
        fit = slopes.get(strategy)
        label = strategy if fit is None else f"{strategy}  {fit.slope:+.2f}"
        ax.plot(xs, [float(r[model.median_column()]) for r in points], marker="o", markersize=3, label=label,
                color=colors[strategy], linewidth=2.0 if emphasised(strategy) else 1.3)
        band = _interval(points, model.median_column())
        if band:
            ax.fill_between(xs, *band, color=colors[strategy], alpha=0.18, linewidth=0)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("items")
    ax.set_ylabel("ns per operation")
    ax.grid(True, which="both", alpha=0.25)
    ax.legend(fontsize=6.5, loc="upper left", framealpha=0.7, title="slope vs items" if slopes else None,
              title_fontsize=6.5)


def scaling_figure(plt, rows, scenario, allocator, strategies, colors, growth=(), min_sizes=2):
    """Time per operation against items for one scenario and allocator, a panel per preset; None
    when the run has fewer than `min_sizes` sizes or no such rows."""
    rows = [r for r in rows if r["scenario"] == scenario and r["allocator"] == allocator]
    presets = in_order(r["preset"] for r in rows)
    if not rows or len({r["items"] for r in rows}) < min_sizes:
        return None
    cols = min(3, len(presets))
    nrows = (len(presets) + cols - 1) // cols
    fig, axes = plt.subplots(nrows, cols, figsize=(4.6 * cols, 3.6 * nrows), squeeze=False)
    for ax, preset in zip(axes.flat, presets):
        slopes = {g["strategy"]: g["items"] for g in growth
                  if (g["allocator"], g["scenario"], g["preset"]) == (allocator, scenario, preset) and g["items"]}
        _panel(ax, [r for r in rows if r["preset"] == preset], strategies, colors, slopes)
        sections = sorted({int(r[SECTIONS_COLUMN]) for r in rows if r["preset"] == preset})
        ax.set_title(f"{preset} ({sections[0]:,}–{sections[-1]:,} sections)" if len(sections) > 1
                     else f"{preset} ({sections[0]:,} sections)")
    for ax in list(axes.flat)[len(presets):]:
        fig.delaxes(ax)
    fig.suptitle(f"{scenario}: median time per operation against items ({allocator} allocator)")
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.1 / nrows))
    return fig


def _bars(ax, chosen, decorating, colors):
    """One group of bars per preset, one bar per decorating strategy, with error bars when the run
    has the ratio's interval."""
    ratio = model.ratio_column()
    presets = in_order(r["preset"] for r in chosen)
    width = 0.8 / max(1, len(decorating))
    for i, strategy in enumerate(decorating):
        cells = [next((r for r in chosen if r["preset"] == p and r["strategy"] == strategy), None) for p in presets]
        xs = [p + i * width for p, r in enumerate(cells) if r is not None]
        cells = [r for r in cells if r is not None]
        ratios = [float(r[ratio]) for r in cells]
        ax.bar(xs, [(v - 1) * 100 for v in ratios], width, label=strategy, color=colors[strategy])
        interval = _interval(cells, ratio)
        if xs and interval:
            ax.errorbar(xs, [(v - 1) * 100 for v in ratios],
                        yerr=[[(v - lo) * 100 for v, lo in zip(ratios, interval[0])],
                              [(hi - v) * 100 for v, hi in zip(ratios, interval[1])]],
                        fmt="none", ecolor="black", elinewidth=0.8, capsize=1.5)
    ax.set_xticks([p + 0.4 - width / 2 for p in range(len(presets))])
    ax.set_xticklabels(presets)


def overhead_figure(plt, rows, allocator, scenarios, strategies, colors):
    """Each decorating strategy's overhead over the baseline at the largest size, % on a symlog
    axis, a panel per scenario; None when no row has a ratio."""
    ratio = model.ratio_column()
    decorating = [s for s in strategies if s != model.baseline()]
    by_scenario = {}
    for scenario in scenarios:
        chosen = [r for r in rows if r["scenario"] == scenario and r["allocator"] == allocator
                  and optional_number(r, ratio) is not None]
        if chosen:
            largest = max(int(r["items"]) for r in chosen)
            by_scenario[scenario] = (largest, [r for r in chosen if int(r["items"]) == largest])
    if not by_scenario or not decorating:
        return None
    fig, axes = plt.subplots(len(by_scenario), 1, figsize=(13, 3.1 * len(by_scenario)), squeeze=False)
    for ax, (scenario, (largest, chosen)) in zip(axes.flat, by_scenario.items()):
        _bars(ax, chosen, decorating, colors)
        ax.set_yscale("symlog", linthresh=10)
        ax.axhline(0, color="black", linewidth=0.6)
        ax.set_ylabel(f"overhead over {model.baseline()}, %")
        ax.set_title(f"{scenario} at {largest:,} items")
        ax.grid(True, axis="y", alpha=0.3)
        ax.margins(y=0.12)
    fig.legend(*axes.flat[0].get_legend_handles_labels(), fontsize=8, ncol=min(len(decorating), 8),
               loc="upper center", bbox_to_anchor=(0.5, 0.985))
    fig.suptitle(f"Decoration overhead over {model.baseline()} at the largest size ({allocator} allocator; "
                 "symlog axis)", y=0.998)
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.5 / (3.1 * len(by_scenario))))
    return fig


def svg_text(plt, fig, name):
    """The figure as an <svg> element whose ids are prefixed with `name`, so that several figures
    can share one page without their ids (clip paths, markers) colliding."""
    # matplotlib names its groups axes_1, line2d_1, ... in every figure and cannot prefix them.
    plt.rcParams["svg.hashsalt"] = name
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", metadata={"Date": None, "Creator": None})
    plt.close(fig)
    text = buffer.getvalue()
    text = text[text.index("<svg"):]
    prefix = re.sub(r"[^A-Za-z0-9-]", "-", name) + "-"
    text = re.sub(r'\bid="([^"]+)"', lambda m: f'id="{prefix}{m.group(1)}"', text)
    text = re.sub(r'url\(#([^)]+)\)', lambda m: f"url(#{prefix}{m.group(1)})", text)
    text = re.sub(r'href="#([^"]+)"', lambda m: f'href="#{prefix}{m.group(1)}"', text)
    return re.sub(r'<svg ([^>]*?)width="[^"]*" height="[^"]*"', r'<svg \1', text, count=1)


def save(plt, fig, out, stem):
    """Writes the figure as PNG and SVG; returns the paths."""
    written = []
    for ext in ("png", "svg"):
        path = Path(out) / f"{stem}.{ext}"
        fig.savefig(path, dpi=110)
        written.append(str(path))
    plt.close(fig)
    return written


def figures(plt, rows, min_sizes=1):
    """Every figure of a run as (stem, figure): the scaling plots and the overhead bars per allocator."""
    strategies = in_order(r["strategy"] for r in rows)
    scenarios = in_order(r["scenario"] for r in rows)
    colors = colors_for(strategies)
    for allocator in in_order(r["allocator"] for r in rows):
        for scenario in scenarios:
            fig = scaling_figure(plt, rows, scenario, allocator, strategies, colors, min_sizes=min_sizes)
            if fig is not None:
                yield f"scaling-{scenario}-{allocator}", fig
        fig = overhead_figure(plt, rows, allocator, scenarios, strategies, colors)
        if fig is not None:
            yield f"overhead-{allocator}", fig


def main(argv=None):
    parser = argparse.ArgumentParser(description="Plot a decobench run CSV as PNG and SVG.")
    parser.add_argument("csv", help="a run CSV written by decobench run (e.g. results/reference.csv)")
    parser.add_argument("output", help="the folder to write the plots into")
    args = parser.parse_args(argv)
    try:
        rows, _ = load_run(args.csv)
    except (OSError, ValueError) as error:
        sys.exit(f"plot.py: {error}")
    Path(args.output).mkdir(parents=True, exist_ok=True)
    plt = pyplot()
    written = []
    for stem, fig in figures(plt, rows):
        written += save(plt, fig, args.output, stem)
    print("plot.py: wrote " + ", ".join(written), file=sys.stderr)


if __name__ == "__main__":
    model.run_script(main)
