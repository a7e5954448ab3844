#!/usr/bin/env python3
"""Turns a run CSV (the reference run, results/reference.csv) into results/SUMMARY.md: whole
tables, per allocator and scenario, of every strategy's ratio to `none` at every data set, with
the counters, growth, simulator counts and allocator comparison that the DocC articles point
to. Nothing in the summary is written by hand, so it cannot drift
from the data; `--check` proves the committed file is what the CSV gives (CI runs it).

From the same headline figures it writes the top-level README's answer: the block between
`<!-- verdict:begin` and `<!-- verdict:end -->` (template scripts/verdict.md.j2), which `--check`
compares too, so the README cannot quote a figure the reference does not give.

    python3 scripts/summary.py                      # rewrite results/SUMMARY.md and the README's block
    python3 scripts/summary.py --check              # exit 1, with a diff, when either differs

Strategies, presets, scenarios and allocators come from the run in the order it wrote them
(the code's order); no list of names is repeated here. The baseline, the recommended strategy, the
scenarios a verdict is taken on and the columns read by role (the ratio and its interval, the
median time, the flags, the simulator's counts) come from the listing through
scripts/decobench_model.py, and both CSVs are read by decobench_csv.load_run. The layout of the page is the template
scripts/summary.md.j2 (jinja2, pinned in scripts/requirements.txt).
"""
import argparse
import difflib
import glob
import os
import re
import statistics
import sys
import textwrap

import jinja2

import decobench_csv as dc
import decobench_model as model
from decobench_csv import FAST_AND_RIGHT_ITEMS, PATH_LENGTH_COLUMN, in_order, load_run, optional_number

# The size growth is measured from (to the run's largest).
GROWTH_FROM = 10_000
# The instructions CSV's columns the headline reads (scripts/instructions.sh writes that file; the
# listing does not describe it).
INSTRUCTIONS_COLUMNS = ("strategy", "scenario", "preset", "items", "instructions_per_operation")
# The run the README's answer is written from, and the README's block that holds it (from the line
# that starts with VERDICT_BEGIN to VERDICT_END, both included).
REFERENCE = "results/reference.csv"
VERDICT_BEGIN, VERDICT_END = "<!-- verdict:begin", "<!-- verdict:end -->"
# The README's width for the block's prose.
README_WIDTH = 100


def parse_arguments():
    parser = argparse.ArgumentParser(description="Write, or check, results/SUMMARY.md from a run CSV.")
    parser.add_argument("--csv", default=REFERENCE, help=f"the run (default: {REFERENCE})")
    parser.add_argument("--instructions", default="results/instructions-baseline.csv",
                        help="callgrind's counts for the headline (default: results/instructions-baseline.csv)")
    parser.add_argument("--output", default="results/SUMMARY.md", help="the page (default: results/SUMMARY.md)")
    parser.add_argument("--readme", default=None,
                        help="the file whose verdict block to write (default: README.md when --csv is "
                             f"{REFERENCE}, else no file; empty: no file)")
    parser.add_argument("--check", action="store_true",
                        help="compare with --output and the README's block instead of writing them")
    args = parser.parse_args()
    if args.readme is None:
        args.readme = "README.md" if args.csv == REFERENCE else ""
    return args


class Run:
    """A run's rows with lookups by allocator, data set, strategy and scenario."""

    def __init__(self, rows):
        self.rows = rows
        self.cell = {(r["allocator"], r["preset"], int(r["items"]), r["strategy"], r["scenario"]): r for r in rows}
        self.allocators = in_order(r["allocator"] for r in rows)
        self.presets = in_order(r["preset"] for r in rows)
        self.sizes = sorted({int(r["items"]) for r in rows})
        self.strategies = in_order(r["strategy"] for r in rows)
        self.decorating = [s for s in self.strategies if s != model.baseline()]
        self.scenarios = in_order(r["scenario"] for r in rows)

    def get(self, allocator, preset, items, strategy, scenario):
        return self.cell.get((allocator, preset, items, strategy, scenario))

    def ratio(self, allocator, preset, items, strategy, scenario):
        row = self.get(allocator, preset, items, strategy, scenario)
        return optional_number(row, model.ratio_column()) if row else None

    def data_sets(self):
        return [(p, n) for p in self.presets for n in self.sizes]

    def keeps_objects(self, allocator, strategy):
        """Whether `strategy` answers with attributes objects it keeps from query to query (what a
        collection view wants: the same object for the same decoration). Read from the run, not
        from a list: on every data set, its scroll queries allocate beyond the baseline's (the
        answer array) fewer objects than half the decorations they return; a strategy that makes
        its decorations per query allocates at least one per decoration."""
        scroll = model.scroll_scenario()
        pairs = [(self.get(allocator, p, n, strategy, scroll), self.get(allocator, p, n, model.baseline(), scroll))
                 for p, n in self.data_sets()]
        pairs = [(own, base) for own, base in pairs if own and base]

        def kept(own, base):
            made = float(own["allocations_per_query"]) - float(base["allocations_per_query"])
            return made < float(own["decorations_per_query"]) / 2 or made <= 0
        return bool(pairs) and all(kept(own, base) for own, base in pairs)

    def fastest(self, allocator, preset, items, scenario, among=None):
        """The decorating strategy (of `among`, default all; an empty `among` has none) with the
        lowest ratio to `none`, and every one's ratio."""
        among = self.decorating if among is None else among
        ratios = {s: self.ratio(allocator, preset, items, s, scenario) for s in among}
        ratios = {s: r for s, r in ratios.items() if r is not None}
        return (min(ratios, key=ratios.get), ratios) if ratios else (None, ratios)


def ratio_cell(row, bold):
    """A ratio as the tables show it: two decimals, ± half its interval when the harness flagged
    the interval wide, a mark when it flagged the row below the floor, bold for the fastest."""
    ratio = optional_number(row, model.ratio_column())
    if ratio is None:
        return "—"
    text = f"{ratio:,.2f}"
    flags = (row.get(model.flags_column()) or "").split(";")
    low, high = (optional_number(row, c) for c in model.interval_of(model.ratio_column()))
    if "wide-ci" in flags and low is not None and high is not None and ratio > 0:
        text += f" ±{(high - low) / 2 / ratio * 100:.0f}%"
    if "below-floor" in flags:
        text += " ↓"
    return f"**{text}**" if bold else text


def ratio_tables(run, allocator):
    """Per scenario: a row per data set with `none`'s median time and each strategy's ratio."""
    tables = []
    for scenario in run.scenarios:
        lines = []
        for preset, items in run.data_sets():
            base = run.get(allocator, preset, items, model.baseline(), scenario)
            if base is None:
                continue
            best, _ = run.fastest(allocator, preset, items, scenario)
            cells = [ratio_cell(row, s == best) if (row := run.get(allocator, preset, items, s, scenario)) else "—"
                     for s in run.decorating]
            median = float(base[model.median_column()])
            lines.append([preset, f"{items:,}", f"{int(base['sections']):,}", f"{median:,.0f}"] + cells)
        # A scenario in which no strategy computed anything says nothing here.
        if any(cell not in ("0", "—") for line in lines for cell in line[2:]):
            tables.append({"scenario": scenario, "rows": lines})
    return tables


def headline(run, instructions):
    """The headline's figures, for the recommended strategy (first allocator); the README's answer
    takes a few of them (`verdict_values`)."""
    allocator, largest = run.allocators[0], run.sizes[-1]
    scroll, jump, prepare = model.scroll_scenario(), model.jump_scenario(), model.prepare_scenario()
    baseline = f"`{model.baseline()}`"
    figures = []
    led, total, behind = standing(run, allocator, scroll, run.data_sets(), run.decorating, 0)
    figures.append((f"fastest decorating strategy per {scroll} query", f"{led} of {total} data sets"
                    + (f"; behind on {', '.join(behind)}" if behind else "")))
    ratios = recommended_ratios(run, allocator, largest, scroll)
    figures.append((f"{scroll} ratio to {baseline} at {largest:,} items", value_range(ratios)))
    keeping = keeping_objects(run, allocator)
    for scenario in (scroll, jump):
        within, total, behind = standing_among_keeping(run, allocator, scenario, keeping)
        names = ", ".join(f"`{s}`" for s in keeping)
        label = (f"fastest, or within {model.level():.0%}, per {scenario} at {largest // 10:,} and {largest:,} items, "
                 f"of the public strategies that keep their objects ({names})")
        value = f"{within} of {total} data sets" + (f"; behind on {', '.join(behind)}" if behind else "")
        figures.append((label, value))
    ratios = recommended_ratios(run, allocator, largest, prepare)
    figures.append((f"`{prepare}()` ratio to {baseline} at {largest:,} items", value_range(ratios)))
    figures += private_ratios(run, allocator, largest, scroll)
    for scenario in run.scenarios:
        if scenario in (scroll, jump, prepare):
            continue
        ratios = recommended_ratios(run, allocator, largest, scenario)
        if any(v is not None for v in ratios.values()):
            figures.append((f"{scenario} ratio to {baseline} at {largest:,} items, per operation",
                            value_range(ratios)))
    if instructions:
        figures.append(instructions)
    return allocator, figures


def headline_title():
    """The summary's headline section's title; the README's block links to it."""
    return f"Headline: `{model.recommended()}`"


def verdict_values(run):
    """What the README's answer block says (scripts/verdict.md.j2), from the headline's figures:
    the recommended strategy's scroll and `prepare()` ratios at the largest size, and on how many
    data sets it is level with the fastest strategy that keeps its objects, per scroll and per jump."""
    allocator, largest = run.allocators[0], run.sizes[-1]
    keeping = keeping_objects(run, allocator)
    scroll, jump, prepare = model.scroll_scenario(), model.jump_scenario(), model.prepare_scenario()
    anchor = re.sub(r"[^\w\- ]", "", headline_title().lower()).replace(" ", "-")   # GitHub's heading anchor
    return {
        "recommended": model.recommended(), "baseline": model.baseline(), "allocator": allocator,
        "largest": largest, "smaller": largest // 10, "level": model.level(),
        "scroll_range": value_range(recommended_ratios(run, allocator, largest, scroll)),
        "prepare_range": value_range(recommended_ratios(run, allocator, largest, prepare)),
        "scrolls": standing_among_keeping(run, allocator, scroll, keeping)[:2],
        "jumps": standing_among_keeping(run, allocator, jump, keeping)[:2],
        "headline": f"results/SUMMARY.md#{anchor}",
    }


def recommended_ratios(run, allocator, items, scenario):
    """The recommended strategy's ratio to the baseline on each preset at `items` (None where not run)."""
    return {p: run.ratio(allocator, p, items, model.recommended(), scenario) for p in run.presets}


def keeping_objects(run, allocator):
    """The public decorating strategies that keep their attributes objects from query to query: the
    private tier is measured, never recommended, so never what the recommendation is judged against."""
    private = set(model.private_strategies())
    return [s for s in run.decorating if run.keeps_objects(allocator, s) and s not in private]


def private_ratios(run, allocator, items, scenario):
    """The recommended strategy's ratio over each private-tier strategy's, in `scenario` at `items`:
    what private access would buy, per strategy, as the range over the presets."""
    figures = []
    for strategy in model.private_strategies():
        ratios = {}
        for preset in run.presets:
            mine = run.ratio(allocator, preset, items, model.recommended(), scenario)
            theirs = run.ratio(allocator, preset, items, strategy, scenario)
            if mine is not None and theirs:
                ratios[preset] = mine / theirs
        if ratios:
            figures.append((f"{scenario} time over private `{strategy}`'s at {items:,} items", value_range(ratios)))
    return figures


def standing_among_keeping(run, allocator, scenario, keeping):
    """`standing` in `scenario` against the strategies in `keeping`, within the verdict's level, on the data sets
    at a tenth of the largest size and above."""
    large = [(p, n) for p, n in run.data_sets() if n >= run.sizes[-1] // 10]
    return standing(run, allocator, scenario, large, keeping, model.level())


def standing(run, allocator, scenario, data_sets, among, level):
    """How the recommended strategy stands against the fastest of `among` in `scenario`: on how many
    of the data sets it is within `level` (a fraction; 0: only where it is the fastest), out of those where both
    were measured, and "preset items: +x% on `best`" for each of the others."""
    within, total, behind = 0, 0, []
    for preset, items in data_sets:
        best, ratios = run.fastest(allocator, preset, items, scenario, among=among)
        if best is None or model.recommended() not in ratios:
            continue
        total += 1
        excess = ratios[model.recommended()] / ratios[best] - 1
        if best == model.recommended() or (level > 0 and excess <= level):
            within += 1
        else:
            behind.append(f"{preset} {items:,}: {excess * 100:+.1f}% on `{best}`")
    return within, total, behind


def value_range(by_preset):
    values = {p: v for p, v in by_preset.items() if v is not None}
    if not values:
        return "—"
    low, high = min(values, key=values.get), max(values, key=values.get)
    if low == high:
        return f"{values[low]:.2f} (`{low}`)"
    return f"{values[low]:.2f} (`{low}`) to {values[high]:.2f} (`{high}`)"


def instruction_figure(path):
    """The recommended strategy's callgrind instructions per scroll query over `none`'s."""
    if not os.path.exists(path):
        return None
    try:
        rows, _ = load_run(path, required=INSTRUCTIONS_COLUMNS)
    except (OSError, ValueError) as e:
        sys.exit(f"summary.py: cannot read the instruction counts: {e}")
    strategy, scenario, preset, items, per_operation = INSTRUCTIONS_COLUMNS
    scroll = model.scroll_scenario()
    per = {(r[strategy], r[scenario]): r for r in rows}
    mine, base = per.get((model.recommended(), scroll)), per.get((model.baseline(), scroll))
    if not mine or not base:
        return None
    a, b = float(mine[per_operation]), float(base[per_operation])
    name = (f"instructions per {scroll} query over `{model.baseline()}`'s (`{mine[preset]}`, "
            f"{int(mine[items]):,} items; callgrind, `{os.path.basename(path)}`)")
    return name, f"{a:,.0f} / {b:,.0f} = {a / b:.3f}"


def counter_table(run, column):
    """Scroll, first allocator (the counters are deterministic): a column per strategy."""
    allocator, scroll = run.allocators[0], model.scroll_scenario()
    lines = []
    for preset, items in run.data_sets():
        base = run.get(allocator, preset, items, model.baseline(), scroll)
        if base is None:
            continue
        cells = [f"{float(r[column]):,.1f}" if (r := run.get(allocator, preset, items, s, scroll)) else "—"
                 for s in run.decorating]
        decorations = run.get(allocator, preset, items, model.recommended(), scroll)
        lines.append([preset, f"{items:,}", f"{float(base['elements_per_query']):.1f}",
                      f"{float(decorations['decorations_per_query']):.2f}" if decorations else "—"] + cells)
    return lines


def growth_table(run):
    """Per preset: `none`'s scroll time growth from GROWTH_FROM to the largest size, and each
    strategy's growth over `none`'s (its ratio at the largest size over its ratio at the smaller:
    both paired within the run)."""
    allocator, largest = run.allocators[0], run.sizes[-1]
    scroll, median = model.scroll_scenario(), model.median_column()
    lines = []
    for preset in run.presets:
        a = run.get(allocator, preset, GROWTH_FROM, model.baseline(), scroll)
        b = run.get(allocator, preset, largest, model.baseline(), scroll)
        if not a or not b:
            continue
        cells = []
        for s in run.decorating:
            r0 = run.ratio(allocator, preset, GROWTH_FROM, s, scroll)
            r1 = run.ratio(allocator, preset, largest, s, scroll)
            cells.append(f"{r1 / r0:.2f}" if r0 and r1 else "—")
        lines.append([preset, f"{int(a['sections']):,} → {int(b['sections']):,}",
                      f"{float(b[median]) / float(a[median]):.2f}"] + cells)
    return lines


def allocation_table(run):
    """Per strategy and scenario, the range of allocations per operation over the data sets."""
    allocator = run.allocators[0]
    lines = []
    for s in run.strategies:
        cells = []
        for scenario in run.scenarios:
            values = [float(r["allocations_per_query"]) for (a, _, _, st, sc), r in run.cell.items()
                      if a == allocator and st == s and sc == scenario]
            cells.append(f"{short(min(values))}–{short(max(values))}" if values else "—")
        lines.append([s] + cells)
    return lines


def short(value):
    """A count per operation with at most two decimals and no trailing zeros: 1, 1.07, 500,276."""
    return f"{value:,.2f}".rstrip("0").rstrip(".")


def retained_table(run):
    """Heap retained after `prepare()` at the largest size, in MB, per allocator."""
    largest = run.sizes[-1]
    lines = []
    for allocator in run.allocators:
        for preset in run.presets:
            cells = [f"{int(r['retained_bytes']) / 1e6:,.1f}"
                     if (r := run.get(allocator, preset, largest, s, model.prepare_scenario()))
                     and int(r["retained_bytes"]) >= 0
                     else "—" for s in run.strategies]
            lines.append([allocator, preset] + cells)
    return lines


def simulator_tables(run):
    """The simulator's counts over the scroll path: every preset at one size, and every scroll
    row's faults summed per strategy."""
    allocator, scroll = run.allocators[0], model.scroll_scenario()
    items = FAST_AND_RIGHT_ITEMS if FAST_AND_RIGHT_ITEMS in run.sizes else run.sizes[-1]
    counts = []
    for preset in run.presets:
        for s in run.strategies:
            r = run.get(allocator, preset, items, s, scroll)
            if r and simulated(r):
                counts.append([preset, s, r[PATH_LENGTH_COLUMN]]
                              + [f"{int(r[c]):,}" for c in dc.SIMULATION_COLUMNS])
    faults = [c for c in dc.FAULT_COLUMNS if c in dc.SIMULATION_COLUMNS]
    totals = []
    for s in run.strategies:
        rows = [r for (_, _, _, st, sc), r in run.cell.items() if st == s and sc == scroll and simulated(r)]
        faulty = [r for r in rows if any(int(r[c]) for c in faults)]
        totals.append([s, f"{len(faulty)} of {len(rows)}"] + [f"{sum(int(r[c]) for r in rows):,}" for c in faults])
    return items, counts, faults, totals


def simulated(row):
    """Whether the simulator ran on the row's data set (it fills every count or none)."""
    return any(row.get(c) for c in dc.SIMULATION_COLUMNS)


def allocator_table(run):
    """Per strategy and scenario: the median, over data sets, of the second allocator's median
    time over the first's, with the range."""
    if len(run.allocators) < 2:
        return None, []
    first, second = run.allocators[:2]
    median = model.median_column()
    lines = []
    for s in run.strategies:
        cells = []
        for scenario in run.scenarios:
            quotients = [float(b[median]) / float(a[median]) for p, n in run.data_sets()
                         if (a := run.get(first, p, n, s, scenario)) and (b := run.get(second, p, n, s, scenario))
                         and float(a[median]) > 0]
            cells.append(f"{statistics.median(quotients):.2f} ({min(quotients):.2f}–{max(quotients):.2f})"
                         if quotients else "—")
        lines.append([s] + cells)
    return (first, second), lines


def recomputed_tables(run):
    """Per scenario: decorations each strategy computed per operation (deterministic counters)."""
    allocator = run.allocators[0]
    tables = []
    for scenario in run.scenarios:
        lines = []
        for preset, items in run.data_sets():
            if run.get(allocator, preset, items, model.baseline(), scenario) is None:
                continue
            cells = [short(value) if (r := run.get(allocator, preset, items, s, scenario))
                     and (value := optional_number(r, "recomputed_per_query")) is not None else "—"
                     for s in run.decorating]
            lines.append([preset, f"{items:,}"] + cells)
        # A scenario in which no strategy computed anything says nothing here.
        if any(cell not in ("0", "—") for line in lines for cell in line[2:]):
            tables.append({"scenario": scenario, "rows": lines})
    return tables


def provenance(run, path):
    first = run.rows[0]
    days = sorted({r["timestamp"][:10] for r in run.rows})
    return {
        "csv": path, "revision": first[model.revision_column()], "swift": first["swift_version"], "cpu": first["cpu"],
        "build": first["build"], "dates": " to ".join(dict.fromkeys([days[0], days[-1]])),
        "kernel": first.get("kernel") or "not recorded", "rows": len(run.rows),
        "shape": f"{len(run.presets)} presets × {len(run.sizes)} sizes × {len(run.strategies)} strategies × "
                 f"{len(run.scenarios)} scenarios × {len(run.allocators)} allocators",
        "allocators": run.allocators, "seed": first["seed"], "frame_rule": first.get("frame_rule") or "exact",
    }


def templates():
    return jinja2.Environment(loader=jinja2.FileSystemLoader(os.path.dirname(os.path.abspath(__file__))),
                              trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                              undefined=jinja2.StrictUndefined, autoescape=False)


def render(run, args, stale):
    environment = templates()
    headline_allocator, figures = headline(run, instruction_figure(args.instructions))
    sim_items, sim_counts, fault_columns, fault_totals = simulator_tables(run)
    pair, allocator_lines = allocator_table(run)
    text = environment.get_template("summary.md.j2").render(
        script=os.path.relpath(__file__), provenance=provenance(run, args.csv), run=run,
        baseline=model.baseline(), recommended=model.recommended(), largest=run.sizes[-1], growth_from=GROWTH_FROM,
        headline_title=headline_title(), headline_allocator=headline_allocator, figures=figures,
        ratios={a: ratio_tables(run, a) for a in run.allocators},
        examined=counter_table(run, "examined_per_query"), growth=growth_table(run),
        allocations=allocation_table(run), retained=retained_table(run),
        sim_items=sim_items, sim_columns=dc.SIMULATION_COLUMNS, sim_counts=sim_counts,
        fault_columns=fault_columns, fault_totals=fault_totals, allocator_pair=pair, allocator_lines=allocator_lines,
        recomputed=recomputed_tables(run), stale=stale,
        private=private_rule(run))
    # The template's loops leave runs of blank lines between sections; one is enough.
    return re.sub(r"\n{3,}", "\n\n", text)


def private_rule(run):
    """The run's frame rule when it needs the private section frames (so every row is private)."""
    rule = run.rows[0].get("frame_rule") or "exact"
    return rule if rule == "exact" else None


def render_verdict(run, csv, stale):
    """The README's answer block, markers included: scripts/verdict.md.j2 with `verdict_values`,
    each paragraph wrapped to the README's width; when the reference is stale, what it lacks."""
    text = templates().get_template("verdict.md.j2").render(
        script=os.path.relpath(__file__), csv=csv, begin=VERDICT_BEGIN, end=VERDICT_END, stale=stale,
        private=private_rule(run), revision=run.rows[0][model.revision_column()][:12], **verdict_values(run))
    paragraphs = [p if p.startswith("<!--") else textwrap.fill(" ".join(p.split()), README_WIDTH,
                                                                 break_long_words=False, break_on_hyphens=False)
                  for p in text.strip().split("\n\n")]
    return "\n\n".join(paragraphs) + "\n"


def verdict_block(text, path):
    """The (start, end) of the verdict block in `text`, the README at `path`: from the start of the
    line that begins with VERDICT_BEGIN to the end of the line holding VERDICT_END."""
    match = re.search(rf"^{re.escape(VERDICT_BEGIN)}.*?^{re.escape(VERDICT_END)}[^\n]*\n?", text,
                      re.MULTILINE | re.DOTALL)
    if not match:
        sys.exit(f"summary.py: {path} has no block from a line '{VERDICT_BEGIN} …' to a line "
                 f"'{VERDICT_END}'; add the two lines where the answer goes, then run python3 scripts/summary.py")
    return match.span()


# A figure as the reference's pages print ratios: two or more decimals, with its ×.
FIGURE = re.compile(r"(?<![\w.])(\d+\.\d{2,})\s?×|×\s?(\d+\.\d{2,})(?![\d.])")
# The pages a reader meets that are written by hand: none may quote a figure of a run.
HAND_WRITTEN = ("README.md", "Examples/CustomStrategy/README.md", "Sources/*/*.docc/**/*.md")


def hand_copied_figures(pages, generated):
    """The figures the hand-written `pages` ((path, text) pairs) quote that `generated` (the pages
    the reference writes) does not hold: "path:line: figure" each. A figure belongs where the run
    that made it writes it; a copy goes stale with the next run."""
    given = {m.group(1) or m.group(2) for m in FIGURE.finditer(generated)}
    found = []
    for path, text in pages:
        for number, line in enumerate(text.splitlines(), 1):
            for match in FIGURE.finditer(line):
                figure = match.group(1) or match.group(2)
                if figure not in given:
                    found.append(f"{path}:{number}: {match.group(0).strip()}")
    return found


def hand_written_pages():
    """The hand-written pages, as (path, text), README.md without its generated verdict block."""
    pages = []
    for pattern in HAND_WRITTEN:
        for path in sorted(glob.glob(pattern, recursive=True)):
            text = read_or_none(path) or ""
            if path == "README.md" and VERDICT_BEGIN in text:
                start, end = verdict_block(text, path)
                text = text[:start] + text[end:]
            pages.append((path, text))
    return pages


def missing_from_reference(rows):
    """What the reference run lacks of the full sweep: each built-in strategy, at every preset, size
    and scenario of `decobench run --full` (a scenario counts as present for a strategy when any of
    its data sets has it: pinned-scroll and self-sizing run only on data sets that pin or estimate).
    A list of lines, empty when nothing is missing."""
    presets, sizes, scenarios = model.full_sweep()
    missing = []
    for strategy in model.built_in_strategies():
        mine = [r for r in rows if r["strategy"] == strategy]
        if not mine:
            missing.append(f"strategy {strategy}: no rows")
            continue
        for what, wanted, column, convert in (("preset", presets, "preset", str), ("size", sizes, "items", int),
                                              ("scenario", scenarios, "scenario", str)):
            have = {convert(r[column]) for r in mine}
            missing += [f"strategy {strategy}: no {what} {w}" for w in wanted if w not in have]
    return missing


def main():
    args = parse_arguments()
    try:
        rows, _ = load_run(args.csv)
    except (OSError, ValueError) as e:
        sys.exit(f"summary.py: cannot read the run: {e}")
    # A reference that lacks parts of today's full sweep (a strategy added since, say) is stale: the
    # pages say so, in place of the answer, and name what it lacks, until scripts/bench.sh runs again.
    stale = missing_from_reference(rows) if args.csv == REFERENCE else []
    if stale:
        print(f"summary.py: {args.csv} lacks {len(stale)} parts of the full sweep; the pages say it is stale "
              "(run scripts/bench.sh at the head, then python3 scripts/summary.py)", file=sys.stderr)
    run = Run(rows)
    # Each file this run writes, with its text now and what it should be.
    pages = [(args.output, read_or_none(args.output), render(run, args, stale))]
    if args.readme:
        readme = read_or_none(args.readme)
        if readme is None:
            sys.exit(f"summary.py: cannot read {args.readme}")
        start, end = verdict_block(readme, args.readme)
        pages.append((args.readme, readme, readme[:start] + render_verdict(run, args.csv, stale) + readme[end:]))
    if not args.check:
        for path, _, text in pages:
            with open(path, "w") as f:
                f.write(text)
            print(f"summary.py: wrote {path} from {args.csv}", file=sys.stderr)
        return
    differing = []
    for path, committed, text in pages:
        if committed is None:
            sys.exit(f"summary.py: cannot read {path}; run python3 scripts/summary.py to write it")
        if committed != text:
            diff = difflib.unified_diff(committed.splitlines(), text.splitlines(), path, f"from {args.csv}",
                                        lineterm="", n=0)
            sys.stdout.write("\n".join(list(diff)[:40]) + "\n")
            differing.append(path)
    copied = hand_copied_figures(hand_written_pages(), "".join(text for _, _, text in pages))
    if copied:
        sys.stdout.write("\n".join(copied) + "\n")
        sys.exit(f"summary.py: {len(copied)} figure(s) in hand-written pages that {args.csv} does not give (above); "
                 "link to results/SUMMARY.md, or let scripts/summary.py write them")
    if differing:
        sys.exit(f"summary.py: {' and '.join(differing)} differ{'s' if len(differing) == 1 else ''} from what "
                 f"{args.csv} gives (diff above); run python3 scripts/summary.py and commit the result")
    print(f"summary.py: {' and '.join(path for path, _, _ in pages)} match{'es' if len(pages) == 1 else ''} "
          f"{args.csv}")


def read_or_none(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


if __name__ == "__main__":
    model.run_script(main)
