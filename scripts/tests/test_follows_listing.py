"""Every script takes its names from the listing: a strategy, preset, scenario, key column and
count column that exist only in an injected listing (DECOBENCH_LISTING) must show up in the
plots, the report and the row index; the summary and the report name nothing the listing owns; a
listing that is not the expected JSON object ends a script in one line. The
listing starts from the real binary's (DECOBENCH, else .build/release or .build/debug), so the
test follows it too.

    DECOBENCH=.build/release/decobench python3 -m pytest scripts/tests
"""
import argparse
import ast
import copy
import csv
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import decobench_csv
import decobench_model as model
import plot
import report
import summary

SCRIPTS = Path(__file__).resolve().parent.parent

FAKE_STRATEGY, FAKE_PRESET, FAKE_SCENARIO = "fake-strategy", "fake-preset", "fake-scenario"
FAKE_KEY, FAKE_COUNT, FAKE_FAULT = "fake_key", "fake_count", "fake_fault"
FAKE_COMMAND = "fake-command"


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
    fake["commands"].append(FAKE_COMMAND)
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


def owned_names(listing):
    """What the listing owns by name: every strategy, preset, scenario and broken recipe, and the run
    CSV's columns it singles out by role (the ratio, the revision, each column with an interval and its interval
    columns, the flags, the simulator's counts and faults). Key, provenance, counter, timing and
    other columns are read by name: the listing gives them no meaning beyond it."""
    run = listing["csv"]["run"]
    names = {*listing["strategies"], *listing["presets"], *listing["scenarios"], *listing["brokenRecipes"]}
    names |= {run["ratio"], run["revision"], *run["intervals"]}
    names |= {c for pair in run["intervals"].values() for c in pair}
    names |= {c["name"] for c in run["columns"] if c["role"] in ("flags", "simulation", "fault")}
    return names


def literal_names(source, owned):
    """(line, word) for each word of a string constant (docstrings aside) that is an owned name;
    words are split at commas and white space, backticks and parentheses stripped."""
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            found += [(node.lineno, w) for w in (w.strip("`()") for w in re.split(r"[,\s]+", node.value))
                      if w in owned]
    return found


def reads_the_listing_itself(source):
    """Lines where a script reaches the parsed listing (`model.listing()`) or runs `list --format json`."""
    tree = ast.parse(source)
    lines = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "listing"]
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple, ast.Call)):
            words = [a.value for a in (node.elts if not isinstance(node, ast.Call) else node.args)
                     if isinstance(a, ast.Constant)]
            if any(words[i:i + 3] == ["list", "--format", "json"] for i in range(len(words))):
                lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("script", ["summary.py", "report.py"])
def test_the_scripts_name_nothing_the_listing_owns(real_listing, script):
    source = (SCRIPTS / script).read_text(encoding="utf-8")
    assert literal_names(source, owned_names(real_listing)) == [], f"{script} names what the listing owns"
    assert reads_the_listing_itself(source) == [], f"{script} reads the listing itself, not through the model"


def test_the_literal_check_finds_a_planted_name_and_a_raw_listing(real_listing):
    owned = owned_names(real_listing)
    planted = f"x = {real_listing['scenarios'][0]!r}\ny = f'a {real_listing['csv']['run']['ratio']} b'\n"
    assert [w for _, w in literal_names(planted, owned)] == [real_listing["scenarios"][0],
                                                             real_listing["csv"]["run"]["ratio"]]
    assert literal_names('"""scroll none"""\n', owned) == []
    assert reads_the_listing_itself("model.listing()['presets']\nrun(['list', '--format', 'json'])\n") == [1, 2]


def test_the_summary_follows_renamed_ratio_median_and_flags_columns(listing, tmp_path, monkeypatch):
    """The summary's ratio table reads the columns the listing names: rename the ratio, the median
    and the flags in the listing and the run alike, and the same cells come out."""
    rows = [r for r in run_rows(listing) if r["preset"] != FAKE_PRESET and r["scenario"] != FAKE_SCENARIO]
    run = summary.Run(rows)
    before = summary.ratio_tables(run, "system")
    renamed = {model.ratio_column(): "fake_ratio", model.median_column(): "fake_median",
               model.flags_column(): "fake_flags"}
    for old, new in list(renamed.items()):
        if model.interval_of(old):
            low, high = model.interval_of(old)
            renamed[low], renamed[high] = f"{new}_ci_low", f"{new}_ci_high"
    fake = copy.deepcopy(listing)
    fake_run = fake["csv"]["run"]
    for c in fake_run["columns"]:
        c["name"] = renamed.get(c["name"], c["name"])
    fake_run["ratio"] = renamed[fake_run["ratio"]]
    fake_run["intervals"] = {renamed.get(k, k): [renamed.get(v, v) for v in pair]
                             for k, pair in fake_run["intervals"].items()}
    path = tmp_path / "renamed.json"
    path.write_text(json.dumps(fake))
    monkeypatch.setenv(model.LISTING_VARIABLE, str(path))
    model.listing.cache_clear()
    after = summary.ratio_tables(summary.Run([{renamed.get(k, k): v for k, v in r.items()} for r in rows]), "system")
    assert after == before and any(row[4:] != ["—"] * len(row[4:]) for t in after for row in t["rows"])


BAD_LISTINGS = {
    "an array": "[]",
    "an object of another shape": '{"strategies": ["none"]}',
    "an old listing without csv": json.dumps({k: [] for k in model.LISTING_KEYS if k != "csv"}),
    "not JSON": "strategies: none",
}


@pytest.mark.parametrize("bad", list(BAD_LISTINGS))
@pytest.mark.parametrize("script", ["summary.py", "plot.py", "report.py"])
def test_a_listing_that_is_not_the_expected_object_ends_the_script_in_one_line(tmp_path, script, bad):
    path = tmp_path / "listing.json"
    path.write_text(BAD_LISTINGS[bad])
    args = {"summary.py": ["--check"],
            "plot.py": ["results/quick-baseline.csv", str(tmp_path / "plots")],
            "report.py": ["results/quick-baseline.csv", "--output", str(tmp_path / "report.html")]}[script]
    done = subprocess.run([sys.executable, str(SCRIPTS / script), *args], cwd=SCRIPTS.parent, capture_output=True,
                          text=True, env={**os.environ, model.LISTING_VARIABLE: str(path)}, timeout=120, check=False)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 1 and len(lines) == 1, done.stderr
    assert model.LISTING_VARIABLE in lines[0] and "expected the JSON object" in lines[0], lines[0]


def test_the_reference_check_names_what_the_full_sweep_lacks(listing):
    """summary.py --check refuses a reference without a built-in strategy, or without one of the
    full sweep's presets, sizes or scenarios: each missing part named, nothing when complete."""
    listing["strategyBuiltIn"][FAKE_STRATEGY] = True
    presets, sizes, scenarios = [listing["presets"][0]], [1000, 10000], [listing["scenarios"][0]]
    listing["fullPresets"], listing["fullSizes"], listing["fullScenarios"] = presets, sizes, scenarios
    Path(os.environ[model.LISTING_VARIABLE]).write_text(json.dumps(listing))
    model.listing.cache_clear()
    rows = run_rows(listing)
    assert summary.missing_from_reference(rows) == []
    without = [r for r in rows if r["strategy"] != FAKE_STRATEGY]
    assert summary.missing_from_reference(without) == [f"strategy {FAKE_STRATEGY}: no rows"]
    small = [r for r in rows if not (r["strategy"] == FAKE_STRATEGY and r["items"] == "10000")]
    assert summary.missing_from_reference(small) == [f"strategy {FAKE_STRATEGY}: no size 10000"]
    listing["fullScenarios"].append(FAKE_SCENARIO)
    listing["fullPresets"].append("nowhere")
    Path(os.environ[model.LISTING_VARIABLE]).write_text(json.dumps(listing))
    model.listing.cache_clear()
    missing = summary.missing_from_reference([r for r in rows if r["scenario"] != FAKE_SCENARIO])
    assert f"strategy {FAKE_STRATEGY}: no scenario {FAKE_SCENARIO}" in missing
    assert f"strategy {FAKE_STRATEGY}: no preset nowhere" in missing
