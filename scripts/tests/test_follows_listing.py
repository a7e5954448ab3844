"""Every script takes its names from the listing: a strategy, preset, scenario, key column and
count column that exist only in an injected listing (DECOBENCH_LISTING) must show up in the fuzz
cases, the plots, the report and the row index. The listing starts from the real binary's
(DECOBENCH, else .build/release or .build/debug), so the test follows it too.

    DECOBENCH=.build/release/decobench python3 -m pytest scripts/tests
"""
import argparse
import copy
import csv
import json
import random

import pytest

import decobench_csv
import decobench_model as model
import fuzz_cases
import plot
import report

FAKE_STRATEGY, FAKE_PRESET, FAKE_SCENARIO = "fake-strategy", "fake-preset", "fake-scenario"
FAKE_KEY, FAKE_COUNT, FAKE_FAULT = "fake_key", "fake_count", "fake_fault"


@pytest.fixture(scope="module")
def real_listing():
    model.listing.cache_clear()
    return copy.deepcopy(model.listing())


@pytest.fixture
def listing(real_listing, tmp_path, monkeypatch):
    """The real listing plus one fake strategy, preset, scenario, key column, count and fault."""
    fake = copy.deepcopy(real_listing)
    fake["strategies"].append(FAKE_STRATEGY)
    fake["strategySummaries"][FAKE_STRATEGY] = "a strategy only the test knows"
    fake["presets"].append(FAKE_PRESET)
    fake["scenarios"].append(FAKE_SCENARIO)
    fake["scenarioSummaries"][FAKE_SCENARIO] = "a scenario only the test knows"
    run = fake["csv"]["run"]
    run["key"].append(FAKE_KEY)
    run["columns"] += [{"name": FAKE_KEY, "role": "key", "number": False, "mayBeAbsent": False},
                       {"name": FAKE_COUNT, "role": "simulation", "number": True, "mayBeAbsent": True},
                       {"name": FAKE_FAULT, "role": "fault", "number": True, "mayBeAbsent": True}]
    path = tmp_path / "listing.json"
    path.write_text(json.dumps(fake))
    monkeypatch.setenv(model.LISTING_VARIABLE, str(path))
    model.listing.cache_clear()
    yield fake
    model.listing.cache_clear()


def run_rows(listing):
    """A run with every listed column: two sizes of every strategy × the first scenario and the fake
    one × the first preset and the fake one; the fake strategy drew one fake fault."""
    columns = listing["csv"]["run"]["columns"]
    rows = []
    for preset in (listing["presets"][0], FAKE_PRESET):
        for scenario in (listing["scenarios"][0], FAKE_SCENARIO):
            for items in (1000, 10000):
                for i, strategy in enumerate(listing["strategies"]):
                    row = {c["name"]: ("1" if c["number"] else "x") for c in columns}
                    ratio = 1 + i / 10
                    row.update(preset=preset, scenario=scenario, strategy=strategy, items=str(items),
                               sections=str(items // 10), allocator="system", median_ns=str(100 * ratio),
                               ratio_to_none=str(ratio), flags="")
                    for column, (low, high) in listing["csv"]["run"]["intervals"].items():
                        row[low], row[high] = str(float(row[column]) * 0.9), str(float(row[column]) * 1.1)
                    for c in columns:
                        if c["role"] in ("fault", "simulation"):
                            row[c["name"]] = "0"
                    row[FAKE_FAULT] = "1" if strategy == FAKE_STRATEGY else "0"
                    rows.append(row)
    return rows


def write_csv(rows, path):
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def test_fuzz_cases_name_the_listed_strategy_preset_and_scenario(listing, tmp_path):
    bases = tmp_path / "base.json"
    bases.write_text('{"sections": []}')
    words = set()
    for seed in range(300):
        rng = random.Random(seed)
        words.update(fuzz_cases.command_line_case(rng, str(tmp_path / "out.csv")))
        words.update(fuzz_cases.data_set_case(rng, [str(bases)], str(tmp_path / "case.json")))
    named = {w for word in words for w in word.split(",")}
    assert {FAKE_STRATEGY, FAKE_PRESET, FAKE_SCENARIO} <= named


def test_plots_have_a_series_for_the_listed_strategy(listing):
    plt = plot.pyplot()
    figures = dict(plot.figures(plt, run_rows(listing), min_sizes=2))
    scaling = figures[f"scaling-{FAKE_SCENARIO}-system"]
    labels = {line.get_label() for ax in scaling.axes for line in ax.get_lines()}
    assert FAKE_STRATEGY in labels
    bars = figures["overhead-system"].axes[0].get_legend_handles_labels()[1]
    assert FAKE_STRATEGY in bars and listing["baseline"] not in bars
    for fig in figures.values():
        plt.close(fig)


def test_the_report_lists_the_strategy_scenario_and_columns_and_opens_with_the_verdict(listing, tmp_path,
                                                                                       monkeypatch):
    path = tmp_path / "run.csv"
    rows = run_rows(listing)
    write_csv([r for r in rows if r["strategy"] != listing["strategies"][1]], path)
    monkeypatch.setattr(report, "verdict", lambda run: {"lines": ["VERDICT LINE"], "correct": True})
    loaded, header = decobench_csv.load_run(path)
    args = argparse.Namespace(margin=0.1, baseline=None, threshold=None)
    page = report.render(report.page_context(str(path), loaded, header, args)[1])
    assert page.startswith("<!DOCTYPE html>")
    assert f"<b>{FAKE_STRATEGY}</b>" in page                      # a row of the fast-and-right table
    assert f'id="{FAKE_SCENARIO}"' in page and "a scenario only the test knows" in page
    assert "fake count" in page and "fake fault" in page           # the listed count and fault columns
    assert f"{FAKE_STRATEGY} (fake fault)" in page                 # the fault is reported as one
    assert f"not in this run:\n{listing['strategies'][1]}" in page
    headings = [page.index(marker) for marker in ('id="verdict"', 'id="findings"', 'id="provenance"')]
    assert headings == sorted(headings) and page.index("VERDICT LINE") < page.index("<h2")
    assert page.rindex("<h2") == page.index('<h2 id="provenance"')


def test_the_row_index_keys_by_the_listed_key_columns(listing):
    rows = run_rows(listing)[:2]
    rows[1] = dict(rows[0], **{FAKE_KEY: "other"})
    assert decobench_csv.row_key(rows[0])[-1] == "x"
    assert len(decobench_csv.index_rows(rows)) == 2
    with pytest.raises(ValueError, match=FAKE_KEY):
        decobench_csv.index_rows([rows[0], dict(rows[0])])


def test_a_run_without_a_listed_key_column_is_refused_by_name(listing, tmp_path):
    path = tmp_path / "run.csv"
    write_csv([{k: v for k, v in r.items() if k != FAKE_KEY} for r in run_rows(listing)], path)
    with pytest.raises(ValueError, match=f"no column '{FAKE_KEY}'"):
        decobench_csv.load_run(path)
