"""Unit tests of the report's arithmetic and of reading a run by column name (no browser):

    python3 -m pytest scripts/tests
"""
import csv
import math
import os
import random
import tempfile
import unittest

from decobench_csv import fit_loglog, fit_slope, load_run, student_t_quantile
from growth import fitted_growth

SIZES = (1_000, 10_000, 100_000, 1_000_000)


def run_rows(exponents, noise=0.0, seed=7, extra=None):
    """A synthetic run: one preset, one scenario, time = 100 · items^exponent per strategy (times a
    seeded noise factor), sections = items / 10, ratio_to_none computed as the harness does."""
    rng = random.Random(seed)
    rows = []
    for n in SIZES:
        times = {s: 100 * n ** e * (1 + rng.uniform(-noise, noise)) for s, e in exponents.items()}
        for s, t in times.items():
            row = {"preset": "grid", "seed": "42", "scroll_direction": "vertical", "sections": str(n // 10),
                   "items": str(n), "strategy": s, "scenario": "scroll", "allocator": "system",
                   "frame_rule": "exact", "samples": "100", "median_ns": f"{t:.1f}",
                   "ratio_to_none": f"{t / times['none']:.6f}", "elements_per_query": "20"}
            row.update((extra or {}).get(s, {}))
            rows.append(row)
    return rows


class StatisticsTests(unittest.TestCase):
    def test_t_quantiles_match_the_tables(self):
        for df, expected in ((1, 12.7062), (2, 4.3027), (5, 2.5706), (30, 2.0423)):
            self.assertAlmostEqual(student_t_quantile(0.975, df), expected, places=3)

    def test_an_exact_power_law_has_its_exponent_and_a_zero_width_interval(self):
        fit = fit_loglog([(n, 3 * n ** 0.75) for n in SIZES])
        self.assertAlmostEqual(fit.slope, 0.75, places=9)
        self.assertAlmostEqual(fit.high - fit.low, 0, places=6)

    def test_the_interval_is_the_textbook_one(self):
        # x 0..3, y 0, 1, 2, 3.1: slope 1.03, residual SE 0.0173 on 2 df, t 4.3027.
        fit = fit_slope([0, 1, 2, 3], [0, 1, 2, 3.1])
        self.assertAlmostEqual(fit.slope, 1.03, places=9)
        self.assertAlmostEqual(fit.high - fit.slope, 4.3027 * math.sqrt(0.003 / 2 / 5), places=4)

    def test_a_constant_axis_has_no_slope(self):
        self.assertIsNone(fit_slope([2, 2, 2, 2], [1, 2, 3, 4]))


class GrowthTests(unittest.TestCase):
    def test_a_strategy_growing_faster_than_none_is_flagged_and_a_parallel_one_is_not(self):
        rows = run_rows({"none": 0.05, "tree": 0.07, "scan": 0.9, "cache": -0.1}, noise=0.02)
        growth = {g["strategy"]: g for g in fitted_growth(rows, margin=0.1)}
        self.assertEqual(growth["tree"]["flags"], [])
        self.assertEqual(growth["scan"]["flags"], ["faster-with-items", "faster-with-sections"])
        self.assertEqual(growth["cache"]["flags"], ["slower-with-items", "slower-with-sections"])
        self.assertAlmostEqual(growth["scan"]["over_none_items"].slope, 0.85, delta=0.03)
        self.assertIsNone(growth["none"]["over_none_items"])

    def test_columns_are_read_by_name_whatever_their_order(self):
        rows = run_rows({"none": 0.1, "scan": 1.0})
        with tempfile.TemporaryDirectory() as folder:
            paths = []
            for i, columns in enumerate((list(rows[0]), list(reversed(list(rows[0]))))):
                path = os.path.join(folder, f"run{i}.csv")
                with open(path, "w", newline="") as f:
                    writer = csv.DictWriter(f, fieldnames=columns)
                    writer.writeheader()
                    writer.writerows(rows)
                paths.append(path)
            fits = [[g["items"].slope for g in fitted_growth(load_run(p)[0])] for p in paths]
        self.assertEqual(fits[0], fits[1])

    def test_a_file_without_a_required_column_is_refused_by_name(self):
        with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as f:
            f.write("preset,items\ngrid,1000\n")
        with self.assertRaisesRegex(ValueError, "no column 'seed'"):
            load_run(f.name)
        os.unlink(f.name)
