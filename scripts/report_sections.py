"""The report's tables as HTML strings: provenance, findings, fitted growth and fast-and-right.
Every figure comes from the run's rows and every column list from the listing (read at call time,
so an injected listing is followed); nothing here draws or reads files. The page around them is
scripts/report.html.j2.
"""
from html import escape

import decobench_csv as dc
import decobench_model as model
from decobench_csv import (
    PATH_LENGTH_COLUMN,
    fast_and_right_items,
    in_order,
    optional_number,
)


def fmt_time(ns):
    if ns is None:
        return "—"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}" if ns / scale < 100 else f"{ns / scale:,.0f} {unit}"
    return f"{ns:.0f} ns"


def fmt_slope(value):
    return "—" if value is None else f"{value:+.2f}".replace("-", "−")


def table(headers, rows, cls=""):
    """An HTML table; cells are (text, class) pairs or plain text, already escaped."""
    head = "".join(f"<th>{h}</th>" for h in headers)
    body = []
    for row in rows:
        cells = []
        for cell in row:
            text, klass = cell if isinstance(cell, tuple) else (cell, "")
            cells.append(f'<td class="{klass}">{text}</td>' if klass else f"<td>{text}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return f'<table class="{cls}"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


def provenance_html(rows, header):
    """Each provenance column with its distinct values (and how many rows have each when several)."""
    lines = []
    present = dc.provenance_columns(header)
    for column in present:
        counts = {}
        for r in rows:
            counts[r.get(column, "")] = counts.get(r.get(column, ""), 0) + 1
        if len(counts) == 1:
            value = escape(next(iter(counts)) or "(empty)")
        else:
            value = ", ".join(f"{escape(v or '(empty)')} <small>({n} rows)</small>" for v, n in counts.items())
        lines.append((escape(column), value))
    for wanted in model.columns_with_role("provenance"):
        if wanted not in present:
            lines.append((escape(wanted), '<span class="muted">not recorded in this run</span>'))
    return table(["", "value"], lines, "provenance")


def findings_html(rows, header, growth, comparison):
    """What the run shows, in a few lines: correctness, growth flags, row flags, the comparison."""
    items = []
    faults = [(r, c) for r in rows for c in dc.FAULT_COLUMNS if (optional_number(r, c) or 0) > 0]
    simulated = any(optional_number(r, c) is not None for r in rows for c in dc.SIMULATION_COLUMNS)
    if not simulated:
        items.append('<span class="muted">No simulator counts in this run: correctness not shown.</span>')
    elif faults:
        pairs = in_order(f"{r['strategy']} ({c.replace('_', ' ')})" for r, c in faults)
        items.append(f'<span class="bad">Drew something wrong</span> in {len(faults)} row(s): '
                     + escape(", ".join(pairs)))
    else:
        items.append('<span class="good">Every strategy drew the right thing</span> on every simulated scroll path: '
                     "no " + ", no ".join(c.replace("_", " ") for c in dc.FAULT_COLUMNS) + ".")
    for scenario in in_order(g["scenario"] for g in growth):
        sentences = []
        for direction, word in (("faster", "faster"), ("slower", "more slowly")):
            flagged = [g for g in growth if g["scenario"] == scenario and f"{direction}-with-items" in g["flags"]]
            by_strategy = {}
            for g in flagged:
                by_strategy.setdefault(g["strategy"], []).append(g)
            parts = []
            for strategy, gs in by_strategy.items():
                worst = max(gs, key=lambda g: abs(g["over_none_items"].slope))
                parts.append(f"<b>{escape(strategy)}</b> on {escape(', '.join(in_order(g['preset'] for g in gs)))} "
                             f"(up to {fmt_slope(worst['over_none_items'].slope)} on {escape(worst['preset'])}, "
                             f"{escape(worst['allocator'])} allocator)")
            if parts:
                sentences.append(f"grows {word} than {escape(model.baseline())} with the items "
                                 f"(slope beyond ±{growth[0]['margin']:g}): "
                                 + "; ".join(parts))
        if sentences:
            items.append(f"<b>{escape(scenario)}</b>: " + ". Also ".join(sentences) + ".")
    flags = model.flags_column()
    if flags in header:
        flagged_rows = [r for r in rows if (r.get(flags) or "").strip()]
        listing = table(["preset", "items", "strategy", "scenario", "allocator", "flags"],
                        [[escape(r[c]) for c in ("preset", "items", "strategy", "scenario", "allocator", flags)]
                         for r in flagged_rows], "flags")
        items.append(f"<details><summary>{len(flagged_rows)} row(s) carry a harness flag (wide interval, busy "
                     f"machine)</summary>{listing}</details>" if flagged_rows
                     else "No row carries a harness flag (wide interval, busy machine).")
    if comparison is not None:
        n = comparison["regressions"]
        missing = sum(1 for line in comparison["lines"] if line["verdict"] == "missing")
        items.append(f'Against the baseline: <span class="{"bad" if n else "good"}">{n} regression(s)</span>, '
                     f"{comparison['improvements']} improvement(s), {missing} row(s) missing "
                     f"(<code>decobench compare</code>, threshold {comparison['threshold_percent']:g}%).")
    return "<ul class=\"verdicts\">" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def _growth_cell(g):
    if g is None:
        return "—"
    fit_i, fit_s, rel = g["items"], g["sections"], g["over_none_items"]
    text = f"<b>{fmt_slope(fit_i.slope if fit_i else None)}</b>"
    if fit_i and fit_i.half_width is not None:
        text += f" <small>±{fit_i.half_width:.2f}</small>"
    if fit_s:
        text += f"<br><small>sections {fmt_slope(fit_s.slope)}" + (
            f" ±{fit_s.half_width:.2f}" if fit_s.half_width is not None else "") + "</small>"
    else:
        text += "<br><small>sections: do not vary</small>"
    if rel is not None:
        text += f"<br><small>vs {escape(model.baseline())} {fmt_slope(rel.slope)}" + (
            f" [{fmt_slope(rel.low)}, {fmt_slope(rel.high)}]" if rel.low is not None else "") + "</small>"
    cls = "flag" if g["flags"] else ""
    return (text, cls)


def growth_html(growth, scenario, allocator, strategies):
    """A strategy × preset table of fitted slopes for one scenario and allocator."""
    chosen = {(g["preset"], g["strategy"]): g for g in growth
              if (g["scenario"], g["allocator"]) == (scenario, allocator)}
    presets = in_order(p for p, _ in chosen)
    rows = [[f"<b>{escape(s)}</b>"] + [_growth_cell(chosen.get((p, s))) for p in presets]
            for s in strategies if any((p, s) in chosen for p in presets)]
    return table(["strategy"] + [escape(p) for p in presets], rows, "growth")


def _with_interval(row, column, fmt):
    """The row's value of `column` with its interval in brackets when the run has one."""
    value = optional_number(row, column)
    low, high = (optional_number(row, c) for c in model.interval_of(column) or ("", ""))
    if value is None:
        return "—"
    if low is None or high is None:
        return fmt(value)
    return f"{fmt(value)} <small>[{fmt(low)}–{fmt(high)}]</small>"


def fast_and_right_html(rows, header, preset, allocator, strategies):
    """Scroll query time, ratio to none and the simulator's counts for one preset, same rows."""
    scroll = [r for r in rows if r["scenario"] == model.scroll_scenario() and r["allocator"] == allocator
              and r["preset"] == preset]
    n = fast_and_right_items(scroll, preset)
    if n is None:
        return ""
    cells = {r["strategy"]: r for r in scroll if int(r["items"]) == n}
    counts = [c for c in (*dc.SIMULATION_COLUMNS, model.flags_column()) if c in header]
    headers = (["strategy", "median per query", f"× {escape(model.baseline())}"]
               + [escape(c.replace("_", " ")) for c in counts])
    body = []
    for s in strategies:
        r = cells.get(s)
        if r is None:
            continue
        line = [f"<b>{escape(s)}</b>",
                _with_interval(r, model.median_column(), fmt_time),
                _with_interval(r, model.ratio_column(), lambda v: f"{v:.2f}")]
        for c in counts:
            if c == model.flags_column():
                line.append((escape(r.get(c) or ""), "flag" if (r.get(c) or "").strip() else ""))
                continue
            v = optional_number(r, c)
            bad = c in dc.FAULT_COLUMNS and (v or 0) > 0
            line.append(("—" if v is None else f"{v:,.0f}", "bad" if bad else "num"))
        body.append(line)
    frames = next((r.get(PATH_LENGTH_COLUMN) for r in cells.values() if r.get(PATH_LENGTH_COLUMN)), "")
    caption = f"<h4>{escape(preset)}, {n:,} items" + (f", {escape(frames)} frames" if frames else "") + "</h4>"
    return caption + table(headers, body, "fast")
