"""The report's figures, drawn by matplotlib and returned as inline SVG text: time per operation
against items (log-log, a panel per preset, a line per strategy, the median's 95% interval as a
band when the run has it, the fitted slope in the legend) and the decoration overhead over
`none` at the largest size (bars with the paired ratio's interval when the run has it).
"""
import io
import re

from decobench_csv import BASELINE_STRATEGY, MEDIAN_CI, RATIO_CI, in_order, optional_number

PALETTE = ["#377eb8", "#e41a1c", "#4daf4a", "#984ea3", "#ff7f00", "#a65628", "#f781bf", "#17becf", "#bcbd22",
           "#1b9e77"]
BASELINE_COLOR = "#777777"


def matplotlib_pyplot():
    """pyplot on the Agg backend, writing text as SVG text (smaller, and searchable in the page)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plt.rcParams.update({"svg.fonttype": "none", "font.size": 9, "axes.titlesize": 10})
    return plt


def colors_for(strategies):
    """A fixed colour per strategy, in the run's order: `none` grey, the others from the palette."""
    others = [s for s in strategies if s != BASELINE_STRATEGY]
    colors = {s: PALETTE[i % len(PALETTE)] for i, s in enumerate(others)}
    colors[BASELINE_STRATEGY] = BASELINE_COLOR
    return colors


def svg_text(plt, fig, name):
    """The figure as an <svg> element whose ids are prefixed with `name`, so that several figures
    can share one page without their ids (clip paths, markers) colliding."""
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


def _panel(ax, rows, strategies, colors, slopes):
    series = {}
    for r in rows:
        series.setdefault(r["strategy"], []).append(r)
    for strategy in strategies:
        points = sorted(series.get(strategy, []), key=lambda r: int(r["items"]))
        if not points:
            continue
        xs = [int(r["items"]) for r in points]
        ys = [float(r["median_ns"]) for r in points]
        fit = slopes.get(strategy)
        label = strategy if fit is None else f"{strategy}  {fit.slope:+.2f}"
        emphasis = strategy in ("interval-tree", BASELINE_STRATEGY)
        ax.plot(xs, ys, marker="o", markersize=3, label=label, color=colors[strategy],
                linewidth=2.0 if emphasis else 1.3)
        lows = [optional_number(r, MEDIAN_CI[0]) for r in points]
        highs = [optional_number(r, MEDIAN_CI[1]) for r in points]
        if all(v is not None for v in lows + highs):
            ax.fill_between(xs, lows, highs, color=colors[strategy], alpha=0.18, linewidth=0)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("items")
    ax.set_ylabel("ns per operation")
    ax.grid(True, which="both", alpha=0.25)
    ax.legend(fontsize=6.5, loc="upper left", framealpha=0.7, title="slope vs items", title_fontsize=6.5)


def scaling_svg(plt, rows, scenario, allocator, strategies, colors, growth, name):
    """Time per operation against items for one scenario and allocator: a panel per preset."""
    rows = [r for r in rows if r["scenario"] == scenario and r["allocator"] == allocator]
    presets = in_order(r["preset"] for r in rows)
    if len({r["items"] for r in rows}) < 2:
        return None   # one size: nothing to plot against items
    cols = min(3, len(presets))
    nrows = (len(presets) + cols - 1) // cols
    fig, axes = plt.subplots(nrows, cols, figsize=(4.6 * cols, 3.6 * nrows), squeeze=False)
    for ax, preset in zip(axes.flat, presets):
        slopes = {g["strategy"]: g["items"] for g in growth
                  if (g["allocator"], g["scenario"], g["preset"]) == (allocator, scenario, preset) and g["items"]}
        _panel(ax, [r for r in rows if r["preset"] == preset], strategies, colors, slopes)
        sections = sorted({int(r["sections"]) for r in rows if r["preset"] == preset})
        ax.set_title(f"{preset} ({sections[0]:,}–{sections[-1]:,} sections)" if len(sections) > 1
                     else f"{preset} ({sections[0]:,} sections)")
    for ax in list(axes.flat)[len(presets):]:
        fig.delaxes(ax)
    fig.suptitle(f"{scenario}: median time per operation against items ({allocator} allocator)")
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.1 / nrows))
    return svg_text(plt, fig, name)


def overhead_svg(plt, rows, allocator, scenarios, strategies, colors, name):
    """Each decorating strategy's overhead over `none` at the largest size, % on a symlog axis,
    a panel per scenario, with the paired ratio's interval as an error bar when the run has it."""
    decorating = [s for s in strategies if s != BASELINE_STRATEGY]
    fig, axes = plt.subplots(len(scenarios), 1, figsize=(13, 3.1 * len(scenarios)), squeeze=False)
    for ax, scenario in zip(axes.flat, scenarios):
        chosen = [r for r in rows if r["scenario"] == scenario and r["allocator"] == allocator
                  and optional_number(r, "ratio_to_none") is not None]
        if not chosen:
            fig.delaxes(ax)
            continue
        largest = max(int(r["items"]) for r in chosen)
        chosen = [r for r in chosen if int(r["items"]) == largest]
        presets = in_order(r["preset"] for r in chosen)
        width = 0.8 / max(1, len(decorating))
        for i, strategy in enumerate(decorating):
            cells = {r["preset"]: r for r in chosen if r["strategy"] == strategy}
            xs = [p + i * width for p, preset in enumerate(presets) if preset in cells]
            ratios = [float(cells[p]["ratio_to_none"]) for p in presets if p in cells]
            ax.bar(xs, [(v - 1) * 100 for v in ratios], width, label=strategy, color=colors[strategy])
            lows = [optional_number(cells[p], RATIO_CI[0]) for p in presets if p in cells]
            highs = [optional_number(cells[p], RATIO_CI[1]) for p in presets if p in cells]
            if xs and all(v is not None for v in lows + highs):
                ax.errorbar(xs, [(v - 1) * 100 for v in ratios],
                            yerr=[[(v - lo) * 100 for v, lo in zip(ratios, lows)],
                                  [(hi - v) * 100 for v, hi in zip(ratios, highs)]],
                            fmt="none", ecolor="black", elinewidth=0.8, capsize=1.5)
        ax.set_xticks([p + 0.4 - width / 2 for p in range(len(presets))])
        ax.set_xticklabels(presets)
        ax.set_yscale("symlog", linthresh=10)
        ax.axhline(0, color="black", linewidth=0.6)
        ax.set_ylabel("overhead over none, %")
        ax.set_title(f"{scenario} at {largest:,} items")
        ax.grid(True, axis="y", alpha=0.3)
        ax.margins(y=0.12)
    fig.legend(*axes.flat[0].get_legend_handles_labels(), fontsize=8, ncol=len(decorating), loc="upper center",
               bbox_to_anchor=(0.5, 0.985))
    fig.suptitle(f"Decoration overhead over none at the largest size ({allocator} allocator; symlog axis)", y=0.998)
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.5 / (3.1 * len(scenarios))))
    return svg_text(plt, fig, name)
