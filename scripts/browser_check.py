#!/usr/bin/env python3
"""Opens a report page in headless Chromium (Debian's `chromium`, driven by playwright through
`executable_path`) and checks what a reader would see: every plot rendered as an inline <svg> with
its axes, tick labels and lines (or bars) drawn, the page free of console errors and uncaught
exceptions, and no request leaving the file (no network, no external asset). Saves a screenshot
of the top of the page. Exit 0 when every check passes, 1 with the failures listed, 2 when the
browser cannot run.

    python3 scripts/browser_check.py results/report.html --screenshot results/report.png

CHROMIUM=PATH picks the browser (default: `chromium` on PATH); playwright's own browser
downloads are never used.
"""
import argparse
import json
import os
import shutil
import sys
from pathlib import Path

# What every figure must contain once rendered; run in the page, returns one object per figure.
DOM_CHECK = r"""
() => {
  document.querySelectorAll('details').forEach(d => d.open = true);
  const figures = [...document.querySelectorAll('figure.plot')];
  return JSON.stringify({figures: figures.map((f, i) => {
    const svg = f.querySelector(':scope > svg');
    if (!svg) return {index: i, svg: false};
    const box = svg.getBoundingClientRect();
    const panels = [...svg.querySelectorAll('g[id]')].filter(g => /axes_\d+$/.test(g.id)).map(g => ({
      axis: g.querySelectorAll('g[id*="matplotlib.axis_"]').length,
      ticks: [...g.querySelectorAll('g[id*="matplotlib.axis_"] text')].filter(t => t.textContent.trim()).length,
      lines: [...g.querySelectorAll(':scope > g[id*="line2d_"] > path')]
        .filter(p => (p.getAttribute('d') || '').split(/[ML]/).length > 2 && p.getTotalLength() > 1).length,
      bars: [...g.querySelectorAll(':scope > g[id*="patch_"] > path')]
        .filter(p => !/fill:\s*(#ffffff|none)/.test(p.getAttribute('style') || ''))
        .filter(p => { const b = p.getBBox(); return b.width > 0 && b.height > 0; }).length,
      bands: g.querySelectorAll('g[id*="PolyCollection"] path').length}));
    return {index: i, svg: true, kind: f.dataset.kind, name: f.dataset.name, width: box.width, height: box.height,
            panels};
  }), text: document.body.innerText.length});
}
"""


def figure_problems(report):
    """Every figure an inline <svg> of a readable size; every panel in it with two axes, tick
    labels, and lines (or bars) drawn."""
    found = []
    if not report["figures"]:
        found.append("no figure.plot with an inline <svg> on the page")
    for f in report["figures"]:
        name = f"figure {f['index'] + 1}" + (f" ({f['name']})" if f.get("name") else "")
        if not f["svg"]:
            found.append(f"{name}: no inline <svg>")
            continue
        if f["width"] < 100 or f["height"] < 100:
            found.append(f"{name}: rendered {f['width']:.0f}×{f['height']:.0f} px")
        if not f["panels"]:
            found.append(f"{name}: no axes")
        for i, p in enumerate(f["panels"]):
            drawn = p["lines"] if f["kind"] == "lines" else p["bars"]
            if p["axis"] < 2 or p["ticks"] < 2 or drawn < 1:
                found.append(f"{name}, panel {i + 1}: {p['axis']} axes, {p['ticks']} tick labels, "
                             f"{drawn} {'lines' if f['kind'] == 'lines' else 'bars'} drawn")
    return found


def browser_path():
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        sys.exit("browser_check.py: no chromium on PATH; install Debian's package: apt-get install -y chromium")
    return path


def check(page, screenshot, width, height, expect_bands):
    """(problems, the DOM report) of the page."""
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError:
        sys.exit("browser_check.py: playwright is not installed: python3 -m pip install -r scripts/requirements.txt")
    url = Path(page).resolve().as_uri()
    found = []
    with sync_playwright() as playwright:
        try:
            browser = playwright.chromium.launch(executable_path=browser_path(), args=["--no-sandbox"])
        except Error as error:
            print(f"browser_check.py: chromium did not start: {error}", file=sys.stderr)
            sys.exit(2)
        try:
            tab = browser.new_page(viewport={"width": width, "height": height})
            tab.on("console", lambda m: found.append(f"console error: {m.text}") if m.type in ("error", "assert")
                   else None)
            tab.on("pageerror", lambda e: found.append(f"uncaught exception: {e}"))
            tab.on("request", lambda r: None if r.url == url or r.url.startswith("data:")
                   else found.append(f"request leaves the page: {r.url}"))
            tab.goto(url, wait_until="load", timeout=120_000)
            tab.wait_for_timeout(500)   # let late console messages arrive
            tab.screenshot(path=screenshot)
            report = json.loads(tab.evaluate(DOM_CHECK))
        finally:
            browser.close()
    found += figure_problems(report)
    bands = sum(p["bands"] for f in report["figures"] if f["svg"] for p in f["panels"])
    if expect_bands is True and bands == 0:
        found.append("no interval band drawn although the run has intervals")
    if expect_bands is False and bands > 0:
        found.append(f"{bands} band(s) drawn although the run has no interval")
    return found, report


def main():
    parser = argparse.ArgumentParser(description="Check a report page in headless Chromium.")
    parser.add_argument("page")
    parser.add_argument("--screenshot", required=True, help="PNG of the top of the page")
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=2200)
    parser.add_argument("--bands", choices=("yes", "no"), help="require interval bands to be drawn, or absent")
    args = parser.parse_args()
    expect = None if args.bands is None else args.bands == "yes"
    found, report = check(args.page, args.screenshot, args.width, args.height, expect)
    figures = len(report["figures"]) if report else 0
    panels = [p for f in report["figures"] if f["svg"] for p in f["panels"]] if report else []
    lines = sum(p["lines"] for p in panels)
    if found:
        print(f"browser_check.py: FAIL {args.page}:", file=sys.stderr)
        for problem in found:
            print(f"  {problem}", file=sys.stderr)
        sys.exit(1)
    print(f"browser_check.py: ok {args.page}: {figures} figures, {len(panels)} panels rendered ({lines} lines), "
          f"no console error, no request off the page; screenshot {args.screenshot}")


if __name__ == "__main__":
    main()
