"""The data behind results/README.md's generated parts (scripts/readme_figures.py): the sources
read once, lookups by preset, size, strategy and scenario, number formats, and the tables.
"""
import csv
import statistics
from pathlib import Path

from decobench_csv import SIMULATION_COLUMNS, in_order, load_run, number, optional_number
from growth import fitted_growth

median = statistics.median


def fmt_int(v):
    return f"{v:,.0f}"


def fmt_time(ns):
    return f"{ns / 1e6:,.2f} ms" if ns >= 1e6 else f"{ns / 1e3:,.2f} µs" if ns >= 1e4 else f"{ns:,.0f} ns"


def fmt_times(x):
    return f"{x:,.0f}×" if x >= 10 else f"{x:.2f}×"


def fmt_range(values, fmt):
    lo, hi = fmt.format(min(values)), fmt.format(max(values))
    if lo == hi:
        return lo
    prefix = "×" if fmt.startswith("×") else ""
    suffix = "%" if fmt.endswith("%") else ""
    return f"{lo[:len(lo) - len(suffix)]}–{hi[len(prefix):]}"


def _rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


class Sources:
    """Every file the README quotes, read once, with lookups that fail loudly on a missing row."""

    def __init__(self, run, instructions, inputs):
        self.rows, _ = load_run(run)
        self.cell = {(r["allocator"], r["preset"], int(r["items"]), r["strategy"], r["scenario"]): r for r in self.rows}
        self.presets = sorted({r["preset"] for r in self.rows})
        self.strategies = in_order(r["strategy"] for r in self.rows)
        self.instruction_rows = _rows(instructions)
        self.inputs = Path(inputs)

    def row(self, preset, items, strategy, scenario, allocator="system"):
        key = (allocator, preset, int(items), strategy, scenario)
        if key not in self.cell:
            raise ValueError(f"no row {key} in the reference run")
        return self.cell[key]

    def value(self, preset, items, strategy, scenario, column, allocator="system"):
        return number(self.row(preset, items, strategy, scenario, allocator), column)

    def ns(self, preset, items, strategy, scenario="scroll", allocator="system"):
        return self.value(preset, items, strategy, scenario, "median_ns", allocator)

    def sections(self, preset, items):
        return int(self.row(preset, items, "none", "scroll")["sections"])

    def datasets(self):
        return sorted({(p, n) for (a, p, n, s, sc) in self.cell if a == "system" and sc == "scroll" and s == "none"})

    def fastest(self, preset, items):
        times = {s: self.ns(preset, items, s) for s in self.strategies if s != "none"}
        return min(times, key=times.get)

    def provenance(self):
        first = next(r for r in self.rows if r["allocator"] == "system")
        return (f"revision `{first['git_revision']}`, {first['timestamp'][:10]}, Swift {first['swift_version']}, "
                f"on a CPU that reports itself as `{first['cpu']}`")

    def shape(self):
        count = lambda column: len({r[column] for r in self.rows})
        return (f"{len(self.rows):,} rows: {count('preset')} presets × {count('items')} sizes × {count('strategy')} "
                f"strategies × {count('scenario')} scenarios × {count('allocator')} allocators")

    def instructions(self, strategy, scenario):
        match = [r for r in self.instruction_rows if r["strategy"] == strategy and r["scenario"] == scenario]
        if not match:
            raise ValueError(f"no {strategy} {scenario} row in results/instructions-baseline.csv")
        return float(match[0]["instructions_per_operation"])

    def side_simulation(self, name, strategy):
        for r in _rows(self.inputs / f"{name}.csv"):
            if r["strategy"] == strategy:
                return {k: int(v) for k, v in r.items() if k not in ("preset", "strategy")}
        raise ValueError(f"no {strategy} row in {self.inputs}/{name}.csv")

    def gaps(self, strategy):
        """Gaps from `simulate`'s note ('<strategy> on <preset>: N over F frames'), 0 when not named."""
        text = (self.inputs / "simulate-separated-gaps.txt").read_text()
        for part in text.split(":", 1)[1].split(";"):
            if part.strip().startswith(f"{strategy} on "):
                return int(part.split(":")[1].split()[0])
        return 0

    def separated(self, key):
        run = _rows(self.inputs / "separated.csv")
        cell = {(r["strategy"], r["scenario"]): r for r in run}
        if key == "revision":
            return f"`{run[0]['git_revision']}`"
        if key == "sections":
            return fmt_int(int(run[0]["sections"]))
        if key == "separators":
            return fmt_int(int((self.inputs / "separated-dataset.txt").read_text().split(",")[1]))
        if key == "gaps":
            return fmt_int(self.gaps("naive-separator"))
        if key == "frames":
            return fmt_int(self.side_simulation("simulate-separated", "naive-separator")["frames"])
        if key == "gaps-per-frame":
            frames = self.side_simulation("simulate-separated", "naive-separator")["frames"]
            return f"{self.gaps('naive-separator') / frames:.1f}"
        kind, strategy = key.split("=", 1)
        if kind == "ns":
            return fmt_time(number(cell[(strategy, "scroll")], "median_ns"))
        return f"×{number(cell[(strategy, 'scroll')], 'ratio_to_none'):.2f}"


def scroll_table(src):
    """Median ns per scroll query for every data set and strategy, and the fastest decorating one."""
    head = "| preset | items | sections | " + " | ".join(src.strategies) + " | fastest |"
    lines = [head, "|---|---:|---:|" + "---:|" * len(src.strategies) + "---|"]
    for p, n in src.datasets():
        lines.append(f"| {p} | {n:,} | {src.sections(p, n):,} | "
                     + " | ".join(f"{src.ns(p, n, s):,.0f}" for s in src.strategies) + f" | {src.fastest(p, n)} |")
    return "\n".join(lines)


def fast_and_right_table(src, preset, items):
    """Query time next to the simulator's counts, from the reference run's scroll rows, and the
    seeds' broken drafts from the side simulation (never timed)."""
    counts = list(SIMULATION_COLUMNS)
    lines = ["| strategy | median ns/query | ×none | " + " | ".join(c.replace("_", " ") for c in counts) + " |",
             "|---|---:|---:|" + "---:|" * len(counts)]
    for s in src.strategies:
        r = src.row(preset, items, s, "scroll")
        lines.append(f"| {s} | {number(r, 'median_ns'):,.0f} | {number(r, 'ratio_to_none'):.2f} | "
                     + " | ".join(f"{number(r, c):,.0f}" for c in counts) + " |")
    for r in _rows(src.inputs / "simulate-grid-naive.csv"):
        lines.append(f"| {r['strategy']} | — | — | " + " | ".join(f"{int(r[c]):,}" for c in counts) + " |")
    return "\n".join(lines)


def separated_table(src):
    """The side simulation of the `separated` preset; subjects with identical counts share a row."""
    groups = {}
    for r in _rows(src.inputs / "simulate-separated.csv"):
        key = tuple(int(r[c]) for c in ("views_created", "views_reused", "configurations", "peak_views")) + (
            src.gaps(r["strategy"]),)
        groups.setdefault(key, []).append(r["strategy"])
    lines = ["| subject | views created | views reused | configurations | peak views | gaps |",
             "|---|---:|---:|---:|---:|---:|"]
    for key, names in groups.items():
        lines.append(f"| {', '.join(names)} | " + " | ".join(f"{v:,}" for v in key) + " |")
    return "\n".join(lines)


def separators_cost(src):
    """The `separated` preset at 100k items with and without its separators: what they cost."""
    rows = _rows(src.inputs / "separators-cost.csv")
    lines = ["| data set | strategy | prepare, median | prepare, fastest | scroll query, median | elements per query "
             "| heap after prepare |", "|---|---|---:|---:|---:|---:|---:|"]
    for dataset in in_order(r["preset"] for r in rows):
        for strategy in in_order(r["strategy"] for r in rows):
            cell = {r["scenario"]: r for r in rows if r["preset"] == dataset and r["strategy"] == strategy}
            prepare, scroll = cell["prepare"], cell["scroll"]
            lines.append(f"| {dataset} | {strategy} | {fmt_time(number(prepare, 'median_ns'))} | "
                         f"{fmt_time(number(prepare, 'min_ns'))} | {fmt_time(number(scroll, 'median_ns'))} | "
                         f"{number(scroll, 'elements_per_query'):.2f} | {number(prepare, 'retained_bytes') / 1e6:.1f} MB |")
    return "\n".join(lines)


def separators_change(src, strategy, scenario, column):
    """With separators over without, for the side run of the `separated` preset: '+33%'."""
    rows = {(r["preset"], r["strategy"], r["scenario"]): r for r in _rows(src.inputs / "separators-cost.csv")}
    with_, without = (number(rows[(d, strategy, scenario)], column) for d in ("sep-100k", "nosep-100k"))
    return f"{(with_ / without - 1) * 100:+.0f}%"


def separators_difference(src, strategy, scenario, column):
    rows = {(r["preset"], r["strategy"], r["scenario"]): r for r in _rows(src.inputs / "separators-cost.csv")}
    with_, without = (number(rows[(d, strategy, scenario)], column) for d in ("sep-100k", "nosep-100k"))
    return f"{with_ - without:.2f}"


def _verdict(ok, miss):
    return "met" if ok else f"**missed**: {miss}"


def targets_table(src):
    """The project's targets, each measured from the reference run and judged by its own rule."""
    big = max(n for _, n in src.datasets())
    g = lambda s, p: src.ns(p, big, s) / src.ns(p, 10_000, s)
    rel = {s: {p: g(s, p) / g("none", p) for p in src.presets} for s in ("interval-tree", "binary-search")}
    lines = ["| target | rule | measured | verdict |", "| --- | --- | --- | --- |"]
    parts, verdicts = [], []
    for s in ("interval-tree", "binary-search"):
        parts.append(f"`{s}` {fmt_range([g(s, p) for p in src.presets], '×{:.2f}')} raw, "
                     f"{fmt_range(list(rel[s].values()), '×{:.2f}')} over none's")
        worst = max(rel[s], key=rel[s].get)
        verdicts.append(f"met for `{s}`" if rel[s][worst] <= 1.3 else
                        f"**missed** for `{s}` on {worst} (×{rel[s][worst]:.2f} over none's)")
    lines.append(f"| searched strategies grow ≤ 1.3× from 10k to {big:,} items | scroll time growth divided by "
                 f"`none`'s (drift and cache misses hit `none` too: {fmt_range([g('none', p) for p in src.presets], '×{:.2f}')}) "
                 f"| {'; '.join(parts)} | {'; '.join(verdicts)} |")
    slopes = {x["preset"]: x["sections"] for x in fitted_growth(src.rows)
              if (x["allocator"], x["scenario"], x["strategy"]) == ("system", "scroll", "linear") and x["sections"]}
    lines.append("| `linear` grows with sections | slope of log(time) against log(sections) ≥ 0.5 on every preset whose "
                 "sections vary | " + ", ".join(f"{p} {f.slope:.2f}" for p, f in slopes.items())
                 + " | " + _verdict(all(f.slope >= 0.5 for f in slopes.values()), "a preset below 0.5") + " |")
    wide = [(p, n) for p, n in src.datasets() if src.sections(p, n) >= 100_000]
    speedups = [(src.ns(p, n, "linear") / src.ns(p, n, "interval-tree"), p, src.sections(p, n)) for p, n in wide]
    lines.append("| `interval-tree` ≥ 50× faster than `linear` at 100k sections | every data set with ≥ 100k sections | "
                 + ", ".join(f"{x:,.0f}× ({p}, {k:,} sections)" for x, p, k in speedups) + " | "
                 + _verdict(all(x >= 50 for x, _, _ in speedups), "below 50×") + " |")
    over = {p: src.value(p, big, "interval-tree", "scroll", "ratio_to_none") - 1 for p in src.presets}
    lo, hi = min(over, key=over.get), max(over, key=over.get)
    lines.append(f"| `interval-tree`'s overhead over `none` ≤ 10% at {big:,} items | scroll, every preset | "
                 f"{over[lo] * 100:+.0f}% ({lo}) to {over[hi] * 100:+.0f}% ({hi}) | "
                 + _verdict(over[hi] <= 0.10, f"by {max(0, over[lo] * 100 - 10):.0f}–{over[hi] * 100 - 10:.0f} points") + " |")
    lean = ("cached", "linear", "binary-search", "interval-tree")
    allocs = [src.value(p, n, s, "scroll", "allocations_per_query") for s in lean for p, n in src.datasets()]
    none_allocs = [src.value(p, n, "none", "scroll", "allocations_per_query") for p, n in src.datasets()]
    lines.append("| " + ", ".join(f"`{s}`" for s in lean) + " allocate nothing per query beyond the answer | "
                 "allocations per scroll query ≤ 1.1 (the answer array, now and then regrown) | "
                 f"{fmt_range(allocs, '{:.2f}')} (`none`: {fmt_range(none_allocs, '{:.2f}')}) | "
                 + _verdict(max(allocs) <= 1.1, "more than the answer") + " |")
    prep = {p: src.value(p, big, "interval-tree", "prepare", "ratio_to_none") for p in src.presets}
    worst = max(prep, key=prep.get)
    lines.append(f"| `prepare()` of `interval-tree` ≤ 1.5× `none` | at {big:,} items, every preset | "
                 f"{fmt_range(list(prep.values()), '×{:.2f}')} (worst: {worst}) | "
                 + _verdict(prep[worst] <= 1.5, f"{worst}") + " |")
    return "\n".join(lines)


# The recommended strategy and the two it is measured against (issue 11).
RECOMMENDED = "augmented-list"
INDEX_PEERS = ("binary-search", "interval-tree", RECOMMENDED)


def floor_ns(src):
    """Nanoseconds one more element in an answer costs, from scripts/answer-floor.sh's side run."""
    for r in _rows(src.inputs / "answer-floor.csv"):
        if r["elements"] == "floor_ns_per_element":
            return float(r["median_ns_per_answer"])
    raise ValueError(f"no floor_ns_per_element row in {src.inputs}/answer-floor.csv")


def floor_ratio(src, preset, items):
    """The ratio to `none` a strategy whose search cost nothing would still show on a scroll: the
    recommended strategy's decorations per query, each at the floor's cost, over `none`'s time."""
    decorations = src.value(preset, items, RECOMMENDED, "scroll", "decorations_per_query")
    return 1 + decorations * floor_ns(src) / src.ns(preset, items, "none")


def _index_sizes(src):
    return [n for n in (100_000, 1_000_000) if any(m == n for _, m in src.datasets())]


def fastest_cells(src, tolerance=0.03):
    """(cells where the recommended strategy is best or within `tolerance` of the best decorating
    strategy, all cells, the misses), over scroll and jump at 100k and 1M items."""
    cells, misses = 0, []
    for p in src.presets:
        for n in _index_sizes(src):
            for scenario in ("scroll", "jump"):
                times = {s: src.ns(p, n, s, scenario) for s in src.strategies if s != "none"}
                best = min(times, key=times.get)
                cells += 1
                if times[RECOMMENDED] > times[best] * (1 + tolerance):
                    misses.append(f"{p} {n:,} {scenario} ({(times[RECOMMENDED] / times[best] - 1) * 100:+.1f}% on `{best}`)")
    return cells - len(misses), cells, misses


def index_table(src):
    """Scroll and jump ratios to `none` of the three searched strategies, decorations examined per
    scroll query, and the floor ratio, per preset at 100k and 1M items."""
    lines = ["| preset | items | scroll ×none: bs / tree / **list** | jump ×none: bs / tree / **list** "
             "| examined per scroll query: bs / tree / list | decorations / elements per scroll query | floor (scroll) |",
             "|---|---:|---|---|---|---|---:|"]
    for p in src.presets:
        for n in _index_sizes(src):
            r = lambda s, sc: src.value(p, n, s, sc, "ratio_to_none")
            cell = lambda sc: " / ".join(f"**{r(s, sc):.2f}**" if s == RECOMMENDED else f"{r(s, sc):.2f}" for s in INDEX_PEERS)
            examined = " / ".join(f"{src.value(p, n, s, 'scroll', 'examined_per_query'):.1f}" for s in INDEX_PEERS)
            per_query = (f"{src.value(p, n, RECOMMENDED, 'scroll', 'decorations_per_query'):.2f} / "
                         f"{src.value(p, n, 'none', 'scroll', 'elements_per_query'):.1f}")
            lines.append(f"| {p} | {n:,} | {cell('scroll')} | {cell('jump')} | {examined} | {per_query} "
                         f"| ×{floor_ratio(src, p, n):.3f} |")
    return "\n".join(lines)


class PrepareSideRun:
    """`prepare()` at 1M items on every preset under both allocators, run after the reference
    run by scripts/readme-inputs.sh (results/readme-inputs/prepare-1m.csv)."""

    def __init__(self, path):
        self.rows = _rows(path)
        revisions = {r["git_revision"] for r in self.rows}
        if len(revisions) != 1:
            raise ValueError(f"{path}: rows from {len(revisions)} revisions")
        self.revision = revisions.pop()

    def row(self, preset, strategy, allocator="system"):
        for r in self.rows:
            if (r["preset"], r["strategy"], r["allocator"]) == (preset, strategy, allocator):
                return r
        raise ValueError(f"no prepare row for {preset} {strategy} {allocator} in the side run")

    def ratio(self, preset, strategy, allocator="system"):
        return float(self.row(preset, strategy, allocator)["ratio_to_none"])

    def below_floor(self, preset, strategy, allocator="system"):
        """Whether the harness flagged the row `below-floor`: its whole interval lies under
        `none`, which a strategy doing `none`'s work and more can only show when `none` itself
        landed in a slower allocator state; such a ratio proves nothing either way."""
        return "below-floor" in self.row(preset, strategy, allocator)["flags"].split(";")


def prepare_side_run(src):
    return PrepareSideRun(src.inputs / "prepare-1m.csv")


def index_targets_table(src):
    """Issue 11's targets for the recommended strategy, each measured from the reference run."""
    big, s = 1_000_000, RECOMMENDED
    lines = ["| target | measured | verdict |", "| --- | --- | --- |"]
    met, cells, misses = fastest_cells(src)
    lines.append(f"| `{s}` the fastest decorating strategy (or within 3%) on every preset at 100k and 1M, scroll and "
                 f"jump | {met} of {cells} cells" + (f"; behind: {', '.join(misses)}" if misses else "") + " | "
                 + _verdict(not misses, f"{len(misses)} cell(s)") + " |")
    scroll = {p: src.value(p, big, s, "scroll", "ratio_to_none") for p in src.presets}
    floors = {p: floor_ratio(src, p, big) for p in src.presets}
    over = [p for p in src.presets if scroll[p] > 1.10]
    below_floor = [p for p in over if floors[p] > 1.10]
    lines.append(f"| scroll overhead over `none` at 1M ≤ 1.10× | " + ", ".join(f"{p} ×{scroll[p]:.2f}" for p in src.presets)
                 + f"; floor with a free search: " + ", ".join(f"{p} ×{floors[p]:.2f}" for p in src.presets) + " | "
                 + _verdict(not over, f"on {len(over)} of {len(scroll)} presets; on {len(below_floor)} of them "
                            f"({', '.join(below_floor) or 'none'}) even a search that cost nothing would be above 1.10×")
                 + " |")
    ratio = src.instructions(s, "scroll") / src.instructions("none", "scroll")
    lines.append(f"| instructions per scroll query ≤ 1.15× `none`'s (`grid`, callgrind) | "
                 f"{fmt_int(src.instructions(s, 'scroll'))} against {fmt_int(src.instructions('none', 'scroll'))}: "
                 f"×{ratio:.3f} | " + _verdict(ratio <= 1.15, f"×{ratio:.3f}") + " |")
    prep = {p: src.value(p, big, s, "prepare", "ratio_to_none") for p in src.presets}
    side = prepare_side_run(src)
    now = {p: side.ratio(p, s) for p in src.presets}
    high = [p for p in src.presets if now[p] > 1.25]
    # A row flagged below-floor is no evidence: `none` was the slower of the two for the allocator.
    unproven = [p for p in src.presets if side.below_floor(p, s)]
    jemalloc = [side.ratio(p, s, "jemalloc") for p in src.presets]
    if high or not unproven:
        verdict = _verdict(not high, ", ".join(high))
    else:
        verdict = (f"met on {len(src.presets) - len(unproven)} of {len(src.presets)} presets; "
                   f"not shown under glibc on {', '.join(unproven)} (flagged below-floor; under jemalloc "
                   + ", ".join(f"×{side.ratio(p, s, 'jemalloc'):.2f}" for p in unproven) + ")")
    lines.append("| `prepare()` ≤ 1.25× `none` at 1M | reference run: " + ", ".join(f"{p} ×{prep[p]:.2f}" for p in src.presets)
                 + f"; side run of revision `{side.revision}` (the buffer pool; `readme-inputs/prepare-1m.csv`): "
                 + ", ".join(f"{p} ×{now[p]:.2f}" + (" (below-floor)" if p in unproven else "") for p in src.presets)
                 + f", under jemalloc {fmt_range(jemalloc, '×{:.2f}')} | " + verdict + " |")
    # Growth ÷ none's growth is the ratio to `none` at 1M over the ratio at 10k: estimated from
    # the paired ratios (same rounds, same run), not from medians pooled over processes.
    rel = {p: src.value(p, big, s, "scroll", "ratio_to_none") / src.value(p, 10_000, s, "scroll", "ratio_to_none")
           for p in src.presets}
    lines.append("| scroll growth 10k → 1M ÷ `none`'s ≤ 1.10 | " + ", ".join(f"{p} ×{rel[p]:.2f}" for p in src.presets)
                 + " | " + _verdict(max(rel.values()) <= 1.10, ", ".join(p for p in src.presets if rel[p] > 1.10)) + " |")
    allocs = [src.value(p, n, s, "scroll", "allocations_per_query") for p, n in src.datasets()]
    lines.append(f"| no allocation per query beyond the answer | {fmt_range(allocs, '{:.2f}')} allocations per scroll "
                 f"query (the answer array, now and then regrown) | " + _verdict(max(allocs) <= 1.1, "more than the answer")
                 + " |")
    return "\n".join(lines)
