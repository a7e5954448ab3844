#!/usr/bin/env python3
"""Writes a batch of fuzz cases for scripts/fuzz.sh: damaged data sets, damaged run CSVs and
random command lines, each as NUL-terminated arguments for `decobench` (case-N.args) plus the
file it reads. Case N of a seed is always the same case."""
import argparse
import os
import random

import decobench_model as model

# The pools. NUMBERS, STRINGS and FRAGMENTS are Tests/DecobenchCLITests/Mutator.swift's numbers,
# strings and fragments, value for value and in its order (keep the two equal). What only this file
# covers: the release binary as a process, each case under a timeout and a memory cap (scripts/fuzz.sh:
# a trap or a hang in optimised code, the peak memory), bases of 500 items beside 0, 7 and 40, and
# strategy lists drawn from the listing with broken recipes where `run` wants a strategy.
# Mutator.swift's header says what only the in-process tests cover.
NUMBERS = ["0", "-0", "1", "-1", "0.001", "0.0009999", "1e-300", "5e-324", "-1e-300", "1000000", "1000000.5",
           "-1000000", "999999.9999", "1e12", "1e15", "1e21", "1e300", "1.7976931348623157e308", "-1e308", "9999999",
           "10000000", "10000001", "400000000", "9999999999", "9223372036854775807", "4294967296", "2.5", "0.5", "3",
           "16", "17", "1e400", "-Infinity", "NaN", "01", "1.", "-", "1e", "0x10", "1_000"]
STRINGS = ['""', '"vertical"', '"horizontal"', '"diagonal"', '"' + "x" * 5000 + '"', '"\\u0000"', '"a\\"b"',
           '"\\ud800"', '"\u00e9\U0001F642"', '"#FFF"', '"#F2F2F7"', '"#GGGGGG"', '"\\\\"']
FRAGMENTS = ["{", "}", "[", "]", ",", ":", "null", "true", '"k":', "\x00", "\x07", "\ufeff", "\u00e9", " ", "\n",
             "[[1,2]]", "{}"]
RECTS = ["0,0,390,844", "-40,0,390,560", "0,0,100000,100000", "nan,0,1,1", "0,0,1e300,1", "0,0,-1,1", "0,0,1", "",
         "0,1e12,10,10", "inf,0,1,1", "0,0,0,0", "0,5000,390,844"]
ITEMS = ["0", "1", "1000", "100000", "1000000", "-1", "10000001", "abc", "99999999999999999999"]


def names():
    """The strategies, presets and scenarios to pick from, as the binary lists them."""
    return model.strategies(), model.presets(), model.scenarios()


def strategy_lists():
    """Strategy lists that are not one plain name, from the listing: empty, a name nobody lists,
    one name twice, two names, a broken recipe where `run` wants a strategy, a recipe and a name."""
    strategies, broken = model.strategies(), model.broken_recipes()
    return ["", ",", "fastest", f"{strategies[0]},{strategies[0]}", ",".join(strategies[-2:]), broken[0],
            f"{broken[-1]},{strategies[-1]}"]


def plausible(rng):
    n = rng.uniform(0, 50 if rng.random() < 0.5 else 3000)
    return str(round(n)) if rng.random() < 0.5 else repr(n)


def token_starts(text, number):
    starts, i = [], 0
    while i < len(text):
        c = text[i]
        if number and (c == "-" or c.isdigit()) and (i == 0 or not (text[i - 1].isdigit() or text[i - 1] in ".eE")):
            starts.append(i)
        elif not number and c == '"':
            starts.append(i)
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        i += 1
    return starts


def replace_token(rng, text, number, replacement):
    starts = token_starts(text, number)
    if not starts:
        return text + replacement
    start = rng.choice(starts)
    end = start + 1
    if number:
        while end < len(text) and text[end] in "0123456789.eE+-":
            end += 1
    else:
        while end < len(text) and text[end] != '"':
            end += 2 if text[end] == "\\" else 1
        end = min(end + 1, len(text))
    return text[:start] + replacement + text[end:]


def mutate_json(rng, text):
    for _ in range(1 if rng.random() < 0.7 else rng.randint(2, 3)):
        op = rng.randint(0, 11)
        at = rng.randint(0, len(text))
        if op <= 2:
            text = replace_token(rng, text, True, rng.choice(NUMBERS))
        elif op <= 5:
            text = replace_token(rng, text, True, plausible(rng))
        elif op == 6:
            text = replace_token(rng, text, False, rng.choice(STRINGS))
        elif op == 7:
            text = text[:at] + rng.choice(FRAGMENTS) + text[at:]
        elif op == 8:
            text = text[:at] + text[at + rng.randint(1, 12):]
        elif op == 9:
            text = text[:at] + text[at:at + rng.randint(1, 40)] + text[at:]
        elif op == 10:
            text = text[:max(0, len(text) - rng.randint(0, 20))]
        elif text:
            i = rng.randrange(len(text))
            text = text[:i] + chr(rng.randint(0, 127)) + text[i + 1:]
    return text


def mutate_csv(rng, text):
    lines = [line.split(",") for line in text.split("\n")]
    for _ in range(rng.randint(1, 4)):
        row = rng.randrange(len(lines))
        col = rng.randrange(len(lines[row]))
        op = rng.randint(0, 6)
        if op <= 2:
            lines[row][col] = rng.choice(NUMBERS + ["nan", "inf", "", "abc", "-5", "1e999"])
        elif op == 3 and len(lines[row]) > 1:
            del lines[row][col]
        elif op == 4 and len(lines) > 1:
            del lines[row]
        elif op == 5:
            lines[row][col] += rng.choice(['"', ",", '""', "\n"])
        else:
            lines.insert(row, list(lines[row]))
    return "\n".join(",".join(line) for line in lines)


def data_set_case(rng, bases, path):
    strategies, _, scenarios = names()
    with open(path, "w", encoding="utf-8", errors="surrogatepass") as f, \
            open(rng.choice(bases), encoding="utf-8") as base:
        f.write(mutate_json(rng, base.read()))
    command = rng.randint(0, 3)
    if command == 0:
        args = ["attributes", "--dataset", path, "--rect", rng.choice(RECTS), "--strategy", rng.choice(strategies)]
        if rng.random() < 0.3:
            args += ["--frame-rule", "first-last"]
        return args
    if command == 1:
        drawable = strategies + model.broken_recipes()   # simulate also draws the broken recipes
        return ["simulate", "--dataset", path, "--strategies", ",".join(rng.sample(drawable, rng.randint(1, 3)))]
    if command == 2:
        return ["dataset", "--dataset", path]
    return ["run", "--dataset", path, "--strategies", ",".join(rng.sample(strategies, 2)), "--scenarios",
            ",".join(rng.sample(scenarios, rng.randint(1, 2))), "--budget", "0.01", "--output", "-"]


def command_line_case(rng, out_csv):
    strategies, presets, scenarios = names()
    kind = rng.randint(0, 3)
    pick = rng.choice
    if kind == 0:
        args = ["attributes", "--preset", pick([*presets, "", "nope"]), "--items", pick([*ITEMS, "10000000"]),
                "--rect", pick(RECTS)]
    elif kind == 1:
        args = ["dataset", "--preset", pick([*presets, ",", ""]), "--items", pick(ITEMS),
                "--seed", pick(["0", "-1", "18446744073709551615"])]
    elif kind == 2:
        args = ["simulate", "--preset", pick([*presets, ""]), "--items", pick(ITEMS[:4] + ITEMS[5:]),
                "--strategies", pick(strategy_lists() + strategies)]
    else:
        args = ["run", "--preset", pick([*presets, "", ","]),
                "--sizes", pick(["100", "1000,100", "", ",", "60000000", "-5", "10000"]),
                "--strategies", pick(strategy_lists() + strategies),
                "--scenarios", pick([*scenarios, "", "sleep", ",".join(scenarios[:2])]),
                "--budget", pick(["0.01", "0", "nan", "601"]), "--output", pick([out_csv, "-", "/tmp", ""])]
    if rng.random() < 0.2:
        del args[rng.randrange(1, len(args))]
    return args


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--first", type=int, required=True, help="number of the first case")
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--bases", required=True, help="folder of valid data sets (*.json) and a run CSV (base.csv)")
    parser.add_argument("--out", required=True, help="folder for the cases")
    options = parser.parse_args()
    names()   # the listing first: a bad one stops the script before any case is written
    bases = sorted(os.path.join(options.bases, f) for f in os.listdir(options.bases) if f.endswith(".json"))
    base_csv = os.path.join(options.bases, "base.csv")
    for n in range(options.first, options.first + options.count):
        rng = random.Random(options.seed * 1_000_003 + n)
        stem = os.path.join(options.out, f"case-{n}")
        kind = rng.random()
        if kind < 0.6:
            args = data_set_case(rng, bases, stem + ".json")
        elif kind < 0.9:
            args = command_line_case(rng, stem + ".out.csv")
        else:
            with open(stem + ".csv", "w", encoding="utf-8") as f, open(base_csv, encoding="utf-8") as base:
                f.write(mutate_csv(rng, base.read()))
            args = ["compare", base_csv, stem + ".csv"] if rng.random() < 0.5 else ["compare", stem + ".csv", base_csv]
        with open(stem + ".args", "wb") as f:
            f.write(b"".join(a.encode("utf-8", "surrogatepass") + b"\0" for a in args))


if __name__ == "__main__":
    model.run_script(main)
