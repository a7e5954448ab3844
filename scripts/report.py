#!/usr/bin/env python3
"""One self-contained HTML page for a decobench run: provenance, verdicts, per scenario the
scaling plots (log-log, a panel per preset, the median's interval as a band) with the fitted
growth, the decoration overhead at the largest size, the fast-and-right table of every preset
and, with --baseline, the comparison. No network, no external assets: the plots are inline SVG.

    python3 scripts/report.py results/latest.csv --output results/latest.html
    python3 scripts/report.py current.csv --baseline results/quick-baseline.csv --output report.html \\
        --slopes-csv slopes.csv

Needs matplotlib (pip install -r scripts/requirements.txt).
"""
import argparse
import sys
from html import escape
from pathlib import Path

from decobench_csv import MEDIAN_CI, RATIO_CI, has_columns, in_order, load_run
from growth import MARGIN, fitted_growth, write_slopes_csv
from report_compare import MIN_SAMPLES, THRESHOLD, compare_runs
from report_plots import colors_for, matplotlib_pyplot, overhead_svg, scaling_svg
from report_sections import (comparison_html, fast_and_right_html, growth_html, provenance_html, verdicts_html)

SCENARIO_NOTES = {
    "scroll": "a viewport swept in 60 fps fling bursts over the whole content; time per query",
    "jump": "scroll-to-item at random items; time per query (cold in the caches)",
    "prepare": "invalidate + prepare(); time per prepare",
    "cold-start": "prepare() + the first query",
    "update": "insert or delete items in three sections, then invalidate + prepare + a query",
}

STYLE = """
body{font:14px/1.45 -apple-system,'Segoe UI',Helvetica,Arial,sans-serif;margin:0 auto;max-width:1400px;
 padding:16px 24px;color:#222}
h1{font-size:22px;margin:4px 0}h2{margin-top:32px;border-bottom:1px solid #ddd}h4{margin:14px 0 4px}
table{border-collapse:collapse;margin:6px 0 12px;font-size:12.5px}
td,th{border:1px solid #ddd;padding:3px 7px;vertical-align:top}th{background:#f4f4f6;text-align:left}
td.num{text-align:right}td.flag{background:#fff1c2}td.bad,span.bad{color:#b00020;font-weight:600}
span.good,td.good{color:#1b7a1b;font-weight:600}.muted{color:#888}small{color:#555}
figure{margin:8px 0}figure svg{width:100%;height:auto}nav a{margin-right:12px}
.verdicts li{margin:3px 0}details{margin:8px 0}summary{cursor:pointer;color:#335}
table.provenance td:first-child{font-family:monospace}
"""


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("run", help="a decobench run CSV (decobench run --output FILE.csv)")
    parser.add_argument("--output", required=True, help="the HTML file to write")
    parser.add_argument("--baseline", help="a run CSV to compare against (same presets, sizes and seed)")
    parser.add_argument("--slopes-csv", help="also write the fitted slopes as CSV, for gates")
    parser.add_argument("--margin", type=float, default=MARGIN,
                        help=f"flag a slope that differs from none's by more than this (default {MARGIN})")
    parser.add_argument("--threshold", type=float, default=THRESHOLD * 100,
                        help=f"with --baseline: a change of the ratio to none beyond this %% is a regression "
                             f"(default {THRESHOLD * 100:g}, as decobench compare)")
    args = parser.parse_args(argv)
    if not args.margin >= 0:
        parser.error(f"--margin: {args.margin} must be ≥ 0 (a slope difference, e.g. 0.1)")
    if not args.threshold >= 0:
        parser.error(f"--threshold: {args.threshold} must be a percentage ≥ 0, e.g. 25")
    return args


def interval_note(header):
    if has_columns(header, MEDIAN_CI) and has_columns(header, RATIO_CI):
        return "Bands and error bars are the 95% intervals of the median and of the paired ratio to none."
    return ("<b>No interval in this run</b> (no <code>median_ns_ci_*</code> / <code>ratio_to_none_ci_*</code> "
            "columns): lines have no band and bars no error bar.")


def scenario_section(plt, rows, scenario, allocators, strategies, colors, growth):
    parts = [f'<h2 id="{escape(scenario)}">{escape(scenario)}</h2>']
    if scenario in SCENARIO_NOTES:
        parts.append(f"<p>{escape(SCENARIO_NOTES[scenario])}.</p>")
    for i, allocator in enumerate(allocators):
        svg = scaling_svg(plt, rows, scenario, allocator, strategies, colors, growth, f"scaling-{scenario}-{allocator}")
        if svg is None:
            parts.append(f"<p class=\"muted\">One size per data set in this run ({escape(allocator)} allocator): "
                         "no scaling plot, no fitted growth.</p>")
            continue
        body = (f'<figure class="plot" data-kind="lines" data-name="{scenario}, {allocator}">{svg}</figure>'
                f"<h4>Fitted growth: {escape(scenario)}, {escape(allocator)} allocator</h4>"
                + growth_html(growth, scenario, allocator, strategies))
        parts.append(body if i == 0 else
                     f"<details><summary>{escape(allocator)} allocator</summary>{body}</details>")
    return "".join(parts)


def growth_explanation(growth, margin):
    if not growth:
        return ""
    sizes = max((g["sizes"] for g in growth), default=0)
    return (f"<p>Each cell: the slope of log(time) against log(items) (bold) with its 95% interval (±), the slope "
            f"against log(sections), and the slope relative to none (of log(time / none's time), paired size by "
            f"size) with its interval. 0 is flat, 1 is linear: O(log n + k) shows as a slope like none's. A cell is "
            f"<span style='background:#fff1c2'>flagged</span> when its slope differs from none's by more than "
            f"{margin:g}. With {sizes} sizes a fit has {max(sizes - 2, 0)} degrees of freedom, so the intervals are "
            f"wide: read the estimates across presets.</p>")


def build_page(path, rows, header, args, baseline=None):
    plt = matplotlib_pyplot()
    strategies = in_order(r["strategy"] for r in rows)
    scenarios = in_order(r["scenario"] for r in rows)
    allocators = in_order(r["allocator"] for r in rows)
    allocators.sort(key=lambda a: a != "system")
    colors = colors_for(strategies)
    growth = fitted_growth(rows, args.margin)
    comparison = compare_runs(baseline, rows, args.threshold / 100, MIN_SAMPLES) if baseline else None
    nav = "".join(f'<a href="#{escape(s)}">{escape(s)}</a>' for s in scenarios)
    nav += '<a href="#overhead">overhead</a><a href="#fast-and-right">fast and right</a>'
    nav += '<a href="#comparison">comparison</a>' if comparison is not None else ""
    parts = [f"<h1>DecorationBench run <code>{escape(Path(path).name)}</code></h1>",
             f"<p>{len(rows):,} rows: {len(strategies)} strategies × {len(scenarios)} scenarios × "
             f"{len(in_order(r['preset'] for r in rows))} data sets × {len(in_order(r['items'] for r in rows))} sizes × "
             f"{len(allocators)} allocator(s). Strategies: {escape(', '.join(strategies))}.</p>",
             provenance_html(rows, header), "<h2>Verdicts</h2>", verdicts_html(rows, header, growth, comparison),
             f"<p>{interval_note(header)}</p>", f"<nav>{nav}</nav>", growth_explanation(growth, args.margin)]
    for scenario in scenarios:
        parts.append(scenario_section(plt, rows, scenario, allocators, strategies, colors, growth))
    parts.append('<h2 id="overhead">Decoration overhead at the largest size</h2>')
    for i, allocator in enumerate(allocators):
        svg = overhead_svg(plt, rows, allocator, scenarios, strategies, colors, f"overhead-{allocator}")
        figure = f'<figure class="plot" data-kind="bars" data-name="overhead, {allocator}">{svg}</figure>'
        parts.append(figure if i == 0 else f"<details><summary>{escape(allocator)} allocator</summary>{figure}</details>")
    parts.append('<h2 id="fast-and-right">Fast and right: scroll time next to the simulator\'s counts</h2>'
                 "<p>The same scroll rows give the query time and what the collection-view simulator counted over "
                 "the scroll path; red counts are faults." + ("" if "gaps" in header else
                 " No <code>gaps</code> column in this run.") + "</p>")
    for i, allocator in enumerate(allocators):
        tables = "".join(fast_and_right_html(rows, header, p, allocator, strategies)
                         for p in in_order(r["preset"] for r in rows))
        parts.append(f"<h3>{escape(allocator)} allocator</h3>{tables}" if i == 0 else
                     f"<details><summary>{escape(allocator)} allocator</summary>{tables}</details>")
    if comparison is not None:
        parts.append('<h2 id="comparison">Comparison with the baseline</h2>'
                     + comparison_html(comparison, args.baseline, args.threshold / 100))
    return growth, ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
                    f"<title>DecorationBench: {escape(Path(path).name)}</title><style>{STYLE}</style></head>"
                    f"<body>{''.join(parts)}</body></html>\n")


def main(argv=None):
    args = parse_arguments(argv if argv is not None else sys.argv[1:])
    try:
        rows, header = load_run(args.run)
        baseline = load_run(args.baseline)[0] if args.baseline else None
    except (OSError, ValueError) as error:
        sys.exit(f"report.py: {error}")
    growth, page = build_page(args.run, rows, header, args, baseline)
    try:
        for path in filter(None, (args.output, args.slopes_csv)):
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(args.output).write_text(page, encoding="utf-8")
        if args.slopes_csv:
            write_slopes_csv(growth, args.slopes_csv)
    except OSError as error:
        sys.exit(f"report.py: cannot write the report: {error}")
    print(f"report.py: wrote {args.output} ({len(page) / 1e6:.1f} MB)"
          + (f" and {args.slopes_csv}" if args.slopes_csv else ""), file=sys.stderr)


if __name__ == "__main__":
    main()
