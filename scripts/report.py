#!/usr/bin/env python3
"""One self-contained HTML page for a decobench run: the verdict first (`decobench verdict`), then
what the run shows, per scenario the scaling plots (log-log, a panel per preset, the median's
interval as a band) with the fitted growth, the decoration overhead at the largest size, the
fast-and-right table of every preset, with --baseline the comparison (`decobench compare`), and
the run's provenance at the bottom. No network, no external assets: the plots are inline SVG.
The page is scripts/report.html.j2 (jinja2, autoescaped); the names come from the listing
(scripts/decobench_model.py).

    python3 scripts/report.py results/latest.csv --output results/latest.html
    python3 scripts/report.py current.csv --baseline results/quick-baseline.csv --output report.html \\
        --slopes-csv slopes.csv

Needs matplotlib, jinja2 and scipy (pip install -r scripts/requirements.txt) and the decobench
binary (DECOBENCH=PATH, else .build/release/decobench).
"""
import argparse
import json
import sys
from pathlib import Path

import jinja2
from markupsafe import Markup

import decobench_model as model
from decobench_csv import has_columns, in_order, load_run
from growth import MARGIN, fitted_growth, write_slopes_csv
from plot import colors_for, overhead_figure, pyplot, scaling_figure, svg_text
from report_sections import fast_and_right_html, findings_html, growth_html, provenance_html

TEMPLATE = Path(__file__).with_name("report.html.j2")


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("run", help="a decobench run CSV (decobench run --output FILE.csv)")
    parser.add_argument("--output", required=True, help="the HTML file to write")
    parser.add_argument("--baseline", help="a run CSV to compare against (same presets, sizes and seed)")
    parser.add_argument("--slopes-csv", help="also write the fitted slopes as CSV, for gates")
    parser.add_argument("--margin", type=float, default=MARGIN,
                        help=f"flag a slope that differs from the baseline strategy's by more than this "
                             f"(default {MARGIN})")
    parser.add_argument("--threshold", type=float,
                        help="with --baseline: passed to decobench compare --threshold (default: compare's own)")
    args = parser.parse_args(argv)
    if not args.margin >= 0:
        parser.error(f"--margin: {args.margin} must be ≥ 0 (a slope difference, e.g. 0.1)")
    return args


def verdict(run):
    """`decobench verdict RUN --format json` as a dict; {"error": why} when it cannot be had."""
    try:
        return json.loads(model.run_decobench("verdict", run, "--format", "json", ok_codes=(0, 1)))
    except (model.ModelError, ValueError) as error:
        print(f"report.py: no verdict: {error}", file=sys.stderr)
        return {"lines": [], "error": str(error)}


def comparison(baseline, run, threshold):
    """`decobench compare BASELINE RUN --format json`: its changes under "lines", and the rows it
    found unchanged or did not compare (from --verbose) under "unchanged"."""
    # A report shows what a run lacks beside the baseline; failing on it is the gate's business.
    args = ["compare", baseline, run, "--format", "json", "--allow-missing"] + (
        [] if threshold is None else ["--threshold", threshold])
    changes = json.loads(model.run_decobench(*args, ok_codes=(0, 1)))
    every = json.loads(model.run_decobench(*args, "--verbose", ok_codes=(0, 1)))["lines"]
    changes["unchanged"] = [line for line in every if line not in changes["lines"]]
    return changes


def interval_note(header):
    if has_columns(header, model.interval_of(model.median_column())) and has_columns(header, model.interval_of(
            model.ratio_column())):
        return Markup("Bands and error bars are the 95% intervals of the median and of the paired ratio to "
                      f"{model.baseline()}.")
    return Markup("<b>No interval in this run</b>: lines have no band and bars no error bar.")


def growth_explanation(growth, margin):
    if not growth:
        return ""
    sizes = max((g["sizes"] for g in growth), default=0)
    return Markup(
        f"<p>Each cell: the slope of log(time) against log(items) (bold) with its 95% interval (±), the slope "
        f"against log(sections), and the slope relative to {model.baseline()} (of log(time / its time), paired "
        f"size by size) with its interval. 0 is flat, 1 is linear: O(log n + k) shows as a slope like "
        f"{model.baseline()}'s. A cell is <span style='background:#fff1c2'>flagged</span> when its slope differs "
        f"by more than {margin:g}. With {sizes} sizes a fit has {max(sizes - 2, 0)} degrees of freedom, so the "
        f"intervals are wide: read the estimates across presets.</p>")


def page_context(path, rows, header, args):
    """Everything the template shows; the fitted growth too, for --slopes-csv."""
    plt = pyplot()
    strategies = in_order(r["strategy"] for r in rows)
    scenarios = in_order(r["scenario"] for r in rows)
    allocators = sorted(in_order(r["allocator"] for r in rows), key=lambda a: a != "system")
    presets = in_order(r["preset"] for r in rows)
    colors = colors_for(strategies)
    growth = fitted_growth(rows, args.margin)
    compared = comparison(args.baseline, path, args.threshold) if args.baseline else None
    sections = []
    for scenario in scenarios:
        entries = []
        for allocator in allocators:
            fig = scaling_figure(plt, rows, scenario, allocator, strategies, colors, growth)
            entries.append({"allocator": allocator,
                            "figure": (None if fig is None
                                       else Markup(svg_text(plt, fig, f"scaling-{scenario}-{allocator}"))),
                            "growth": Markup(growth_html(growth, scenario, allocator, strategies))})
        sections.append({"name": scenario, "summary": model.summary("scenario", scenario), "allocators": entries})
    overheads = []
    for allocator in allocators:
        fig = overhead_figure(plt, rows, allocator, scenarios, strategies, colors)
        if fig is not None:
            overheads.append({"allocator": allocator, "figure": Markup(svg_text(plt, fig, f"overhead-{allocator}"))})
    return growth, {
        "name": Path(path).name, "verdict": verdict(path), "strategies": strategies, "baseline": model.baseline(),
        "unrun": [s for s in model.strategies() if s not in strategies],
        "private": [s for s in model.private_strategies() if s in strategies],
        "counts": {"rows": len(rows), "strategies": len(strategies), "scenarios": len(scenarios),
                   "presets": len(presets), "sizes": len(in_order(r["items"] for r in rows)),
                   "allocators": len(allocators)},
        "findings": Markup(findings_html(rows, header, growth, compared)), "interval_note": interval_note(header),
        "growth_explanation": growth_explanation(growth, args.margin), "scenario_sections": sections,
        "overheads": overheads, "comparison": compared, "provenance": Markup(provenance_html(rows, header)),
        "fast_and_right": [{"allocator": a, "tables": Markup("".join(
            fast_and_right_html(rows, header, p, a, strategies) for p in presets))} for a in allocators],
    }


def render(context):
    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATE.parent), autoescape=True,
                                     trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined)
    return environment.get_template(TEMPLATE.name).render(**context)


def main(argv=None):
    args = parse_arguments(argv if argv is not None else sys.argv[1:])
    try:
        rows, header = load_run(args.run)
        growth, context = page_context(args.run, rows, header, args)
    except (OSError, ValueError, model.ModelError) as error:
        sys.exit(f"report.py: {error}")
    page = render(context)
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
    model.run_script(main)
