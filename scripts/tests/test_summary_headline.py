"""The summary's headline compares the recommended strategy on jumps with the strategies that keep
their objects, read from the run's allocation counts, not from a list of names: one that makes a
new object per decoration on every query (per-cell, per-section) wins cold jumps on the
allocator's free lists, which a collection view pays for in reconfigured views."""
import decobench_model as model
import summary


def rows(strategies):
    """One scroll row per (strategy, allocations per query, decorations per query)."""
    return [{"allocator": "system", "preset": "grid", "items": "1000", "strategy": name,
             "scenario": model.scroll_scenario(), "allocations_per_query": str(allocations),
             "decorations_per_query": str(decorations), model.ratio_column(): "1.0"}
            for name, allocations, decorations in strategies]


def test_a_strategy_that_allocates_per_decoration_does_not_keep_its_objects():
    run = summary.Run(rows([(model.baseline(), 1.0, 0), ("kept", 1.07, 3.2), ("fresh", 4.0, 3.0)]))
    assert run.keeps_objects("system", "kept")
    assert not run.keeps_objects("system", "fresh")


def test_an_allocation_free_strategy_keeps_its_objects_even_with_no_decorations():
    run = summary.Run(rows([(model.baseline(), 1.0, 0), ("quiet", 1.0, 0)]))
    assert run.keeps_objects("system", "quiet")


def test_the_jump_figure_compares_only_the_strategies_that_keep_their_objects():
    jump = model.jump_scenario()
    base = rows([(model.baseline(), 1.0, 0), (model.recommended(), 1.07, 3), ("fresh", 4.0, 3)])
    timed = [dict(r, scenario=jump, items=str(n), **{model.ratio_column(): str(ratio)})
             for n in ("100000", "1000000")
             for r, ratio in zip(base, (1.0, 1.2, 1.0))]
    run = summary.Run([dict(r, items=n) for n in ("100000", "1000000") for r in base] + timed)
    _, figures = summary.headline(run, None)
    label, value = next((label, value) for label, value in figures if f"per {jump} " in label)
    assert "`fresh`" not in label and value.startswith("2 of 2")


def test_no_strategy_keeping_its_objects_is_no_comparison_rather_than_every_strategy():
    run = summary.Run(rows([(model.baseline(), 1.0, 0), ("fresh", 4.0, 3.0)]))
    best, ratios = run.fastest("system", "grid", 1000, model.scroll_scenario(), among=[])
    assert best is None and ratios == {}
