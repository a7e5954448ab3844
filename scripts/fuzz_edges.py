#!/usr/bin/env python3
"""Hostile edges for the release binary, the surfaces a CI pipeline meets: every command with
its standard output or error on /dev/full and on a pipe nobody reads, GITHUB_STEP_SUMMARY
unwritable, bad --output paths, empty data sets across every scenario and strategy, run CSVs
doctored row by row and column by column, and \\u escapes. The lists (commands, strategies,
broken recipes, scenarios, presets, the run CSV's columns and intervals) come from the binary's
listing through scripts/decobench_model.py, so a new one is covered without editing this file.
Prints the cases per surface and every failure; exit status 1 when any case failed (a trap, exit
0 with data lost, or a message that does not name the input).

    scripts/fuzz_edges.py                      # builds the release binary first
    scripts/fuzz_edges.py --binary .build/debug/decobench
"""

import argparse
import csv
import io
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import decobench_model as model

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "results" / "quick-baseline.csv"


class Edges:
    def __init__(self, binary, work):
        self.binary, self.work = binary, Path(work)
        self.counts, self.failures = {}, []
        # A small data set, a scenario that runs in a moment, a strategy every command takes, and a
        # counter that `compare` checks exactly: the listing's, whatever they are called.
        self.preset, self.scenario = model.presets()[0], model.prepare_scenario()
        self.strategy, self.counter = model.baseline(), model.columns_with_role("counter")[0]

    def run(self, args, stdout=None, stderr=None, env=None):
        """Runs decobench; stdout/stderr: None (captured), a path, or "closed" (a pipe nobody reads)."""
        streams, closing = [], []
        for target in (stdout, stderr):
            if target == "closed":
                read, write = os.pipe()
                os.close(read)
                streams.append(write)
                closing.append(write)
            elif target:
                fd = os.open(target, os.O_WRONLY)
                streams.append(fd)
                closing.append(fd)
            else:
                streams.append(subprocess.PIPE)
        try:
            return subprocess.run([self.binary, *args], check=False, stdout=streams[0], stderr=streams[1], env=env,
                                  timeout=120, text=True, errors="replace")
        except subprocess.TimeoutExpired:
            # A hang is a failure of the case, like a trap (124, as timeout(1) reports it).
            return subprocess.CompletedProcess(args, 124, "", "timed out after 120 s")
        finally:
            for fd in closing:
                os.close(fd)

    def check(self, surface, ok, case, result=None):
        self.counts[surface] = self.counts.get(surface, 0) + 1
        if not ok:
            detail = "" if result is None else f" -> exit {result.returncode}: {(result.stderr or '')[-300:]!r}"
            self.failures.append(f"{surface}: {case}{detail}")

    def named_error(self, result, *parts):
        return 1 <= result.returncode <= 127 and all(p in (result.stderr or "") for p in parts)

    def minimal(self, dataset):
        """The smallest arguments that make each command work and print (a new command fails until listed)."""
        return {
            "run": self.tiny_run() + ["--output", "-"],
            "compare": [str(BASELINE), str(BASELINE)],
            "list": ["--format", "json"],
            "attributes": ["--dataset", dataset, "--rect", "0,0,390,844"],
            "dataset": ["--preset", self.preset, "--items", "30"],
            "instructions": ["--strategy", self.strategy, "--items", "30", "--operations", "2"],
            "simulate": ["--items", "30", "--strategies", self.strategy],
            "verdict": [str(BASELINE)],
            "batches": ["--preset", self.preset, "--items", "30", "--count", "2", "--strategies", self.strategy],
        }

    def tiny_run(self):
        """The options of a `run` on one small data set, strategy and scenario, in one process, but --output."""
        return ["--preset", self.preset, "--sizes", "30", "--strategies", self.strategy, "--scenarios",
                self.scenario, "--budget", "0.01", "--processes", "1"]

    def streams(self):
        dataset = str(self.work / "grid.json")
        Path(dataset).write_text(self.run(["dataset", "--preset", self.preset, "--items", "30"]).stdout)
        minimal = self.minimal(dataset)
        for command in model.commands():
            if command not in minimal:
                self.check("streams", False, f"no minimal arguments for `{command}` in scripts/fuzz_edges.py")
                continue
            for line in ([command, *minimal[command]], [command, "--help"]):
                normal = self.run(line)
                self.check("streams", normal.returncode == 0, f"{line} with normal streams", normal)
                for out, err in (("/dev/full", None), ("closed", None), ("/dev/full", "/dev/full"),
                                 ("closed", "closed")):
                    r = self.run(line, stdout=out, stderr=err)
                    wanted = ("cannot write standard output",) if err is None else ()
                    self.check("streams", self.named_error(r, *wanted), f"{line} stdout {out}, stderr {err}", r)
                for err in ("/dev/full", "closed"):
                    r = self.run(line, stderr=err)
                    ok = r.returncode == normal.returncode and bool(r.stdout) == bool(normal.stdout)
                    self.check("streams", ok, f"{line} stderr {err}: same exit, standard output kept", r)

    def summaries(self):
        rows = list(csv.reader(io.StringIO(BASELINE.read_text())))
        rows[1][rows[0].index(self.counter)] = "999"
        worse = self.work / "worse.csv"
        worse.write_text("\n".join(",".join(r) for r in rows) + "\n")
        (self.work / "plain.txt").write_text("x")
        fifo = self.work / "unread.fifo"
        os.mkfifo(fifo)
        for summary in ["/dev/full", str(self.work), str(self.work / "missing/s.md"), str(self.work / "plain.txt/s.md"),
                        str(fifo)]:
            for current, status in ((BASELINE, 0), (worse, 1)):
                r = self.run(["compare", str(BASELINE), str(current)],
                             env={**os.environ, "GITHUB_STEP_SUMMARY": summary})
                ok = r.returncode == status and f"GITHUB_STEP_SUMMARY: cannot write '{summary}'" in r.stderr
                self.check("step summary", ok, f"{summary}, expected exit {status}", r)

    def output_paths(self):
        (self.work / "file.txt").write_text("x")
        tiny = ["run", *self.tiny_run()]
        for path in ["", f"{self.work}/x.csv/", str(self.work), str(self.work / "file.txt/out.csv")]:
            r = self.run([*tiny, "--output", path])
            ok = self.named_error(r, "--output") and "[1/" not in r.stderr
            self.check("output paths", ok, f"--output {path!r} refused before the sweep", r)

    def empty_data_sets(self):
        size = '"collectionView": {"width": 390, "height": 844}'
        files = {
            "no-sections": f'{{{size}, "sections": []}}',
            "no-sections-horizontal": f'{{{size}, "scrollDirection": "horizontal", "sections": []}}',
            "empty-sections": f'{{{size}, "sections": [{{"itemCount": 0, "itemSize": {{"width": 9, "height": 9}}}}, '
                              '{"items": []}]}',
            "one-empty-among-full": f'{{{size}, "sections": [{{"items": [[100, 40]]}}, {{"items": []}}]}}',
        }
        for preset in model.presets():
            files[f"{preset}-0"] = self.run(["dataset", "--preset", preset, "--items", "0"]).stdout
        strategies, scenarios = model.strategies(), model.scenarios()
        subjects = strategies + model.broken_recipes()
        for name, text in files.items():
            path = self.work / f"{name}.json"
            path.write_text(text)
            out = self.work / f"{name}.csv"
            r = self.run(["run", "--dataset", str(path), "--strategies", ",".join(strategies), "--scenarios",
                          ",".join(scenarios), "--budget", "0.01", "--processes", "1", "--output", str(out)])
            # A scenario that does not apply to a data set (pinned-scroll without pinned headers) writes
            # no row: each one that ran has a row per strategy, and at least one ran.
            table = list(csv.DictReader(io.StringIO(out.read_text()))) if out.exists() else []
            ran = {row.get("scenario") for row in table}
            ok = ran and ran <= set(scenarios) and len(table) == len(strategies) * len(ran)
            self.check("empty data sets", r.returncode == 0 and ok,
                       f"run on {name}: a row per strategy for each scenario that ran", r)
            r = self.run(["simulate", "--dataset", str(path), "--strategies", ",".join(subjects), "--format", "csv"])
            self.check("empty data sets", r.returncode == 0, f"simulate on {name}", r)
            for strategy in strategies:
                r = self.run(["attributes", "--dataset", str(path), "--rect", "0,0,390,844", "--strategy", strategy])
                self.check("empty data sets", r.returncode == 0, f"attributes --strategy {strategy} on {name}", r)

    def doctored(self):
        rows = list(csv.reader(io.StringIO(BASELINE.read_text())))
        header = rows[0]
        if header != model.column_names():
            self.check("doctored CSV", False, "the baseline's header is not the listing's csv.run.columns")
        path = self.work / "doctored.csv"

        def compare(table, *parts, refused=True, case="", flags=()):
            path.write_text("".join(",".join(r) + "\n" for r in table))
            r = self.run(["compare", str(BASELINE), str(path), *flags])
            ok = self.named_error(r, "doctored.csv", *parts) if refused else r.returncode == 0
            self.check("doctored CSV", ok and "Fatal" not in r.stderr, case, r)

        counter = header.index(self.counter)
        for i in range(1, len(rows)):
            repeated = [*rows[: i + 1], rows[i][:counter] + ["12345"] + rows[i][counter + 1:], *rows[i + 1:]]
            compare(repeated, f"row {i + 2} measures what row {i + 1} does", case=f"row {i} repeated")
            # A dropped row fails the comparison (MISSING) unless allowed.
            compare(rows[:i] + rows[i + 1:], refused=False, case=f"row {i} dropped", flags=["--allow-missing"])
            if i + 1 < len(rows):
                swapped = [*rows[:i], rows[i + 1], rows[i], *rows[i + 2:]]
                compare(swapped, refused=False, case=f"rows {i} and {i + 1} swapped")
        for c, name in enumerate(model.column_names()):
            compare([r + [r[c]] for r in rows], f"'{name}' appears twice", case=f"{name} repeated")
            if c + 1 < len(header):
                compare([r[:c] + [r[c + 1], r[c]] + r[c + 2:] for r in rows], refused=False, case=f"{name} swapped")
            if is_number(rows[2][c]):
                for value in ("nan", "inf", "-inf", "1e999", "0x10"):
                    doctored = [list(r) for r in rows]
                    doctored[2][c] = value
                    compare(doctored, "row 3", name, case=f"{name} = {value}")
        for point, (low, high) in model.intervals().items():
            a, p, b = header.index(low), header.index(point), header.index(high)
            for i in range(1, len(rows)):
                if not rows[i][a] or float(rows[i][a]) >= float(rows[i][b]):
                    continue
                crossed = [list(r) for r in rows]
                crossed[i][a], crossed[i][b] = rows[i][b], rows[i][a]
                compare(crossed, f"row {i + 1}", case=f"{low}/{high} crossed in row {i + 1}")
                outside = [list(r) for r in rows]
                outside[i][p] = "1e300"
                compare(outside, f"row {i + 1}", case=f"{point} = 1e300 in row {i + 1}")

    def escapes(self):
        for position in range(4):
            for bad in ["+", "-", " ", "g", "x", ".", '\\"', "\\\\"]:
                digits = "006c"[:position] + bad + "006c"[position + 1:]
                path = self.work / "escape.json"
                path.write_text('{"collectionView": {"width": 390, "height": 844}, "scrollDirection": "vertica\\u'
                                + digits + '", "sections": []}')
                r = self.run(["dataset", "--dataset", str(path)])
                self.check("JSON escapes", self.named_error(r, "four hex digits", str(path)), f"\\u{digits}", r)


def is_number(cell):
    """Whether a cell is a plain decimal number (a figure, not a version like 6.3.1)."""
    try:
        float(cell)
    except ValueError:
        return False
    return all(ch in "0123456789.-" for ch in cell)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="a built decobench (default: build the release binary)")
    args = parser.parse_args()
    binary = args.binary
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "decobench"], cwd=ROOT, check=True,
                       stdout=sys.stderr)
        binary = str(ROOT / ".build" / "release" / "decobench")
    os.environ[model.BINARY_VARIABLE] = binary   # the model lists what this binary does (or DECOBENCH_LISTING)
    with tempfile.TemporaryDirectory() as work:
        edges = Edges(binary, work)
        for surface in (edges.streams, edges.summaries, edges.output_paths, edges.empty_data_sets, edges.doctored,
                        edges.escapes):
            surface()
    for failure in edges.failures:
        print(f"fuzz_edges: FAILED {failure}", file=sys.stderr)
    for surface, count in edges.counts.items():
        print(f"fuzz_edges: {surface}: {count} cases")
    print(f"fuzz_edges: {sum(edges.counts.values())} cases, {len(edges.failures)} failed")
    return 1 if edges.failures else 0


if __name__ == "__main__":
    sys.exit(model.run_script(main))
