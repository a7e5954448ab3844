#!/usr/bin/env python3
"""Opens a report page in headless Chromium (Debian's `chromium`) over the DevTools protocol and
checks what a reader would see: every plot rendered as an inline <svg> with its axes, tick
labels and lines (or bars) drawn, the page free of console errors and uncaught exceptions, and no
request leaving the file (no network, no external asset). Saves a screenshot of the top of the
page. Exit 0 when every check passes, 1 with the failures listed, 2 when the browser cannot run.

    python3 scripts/browser_check.py results/report.html --screenshot results/report.png

Standard library only: a minimal WebSocket client (RFC 6455) talks to the browser.
"""
import argparse
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

# What every figure must contain once rendered; run in the page, returns one object per figure.
DOM_CHECK = r"""
(() => {
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
})()
"""


class DevTools:
    """A DevTools-protocol session over a minimal WebSocket client (text frames, client-masked)."""

    def __init__(self, url, timeout=60):
        host_port, path = url[len("ws://"):].split("/", 1)
        host, port = host_port.split(":")
        self.timeout = timeout
        self.sock = socket.create_connection((host, int(port)), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.sock.recv(4096)
        head, self.buffer = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"DevTools refused the WebSocket: {head[:200]!r}")
        self.next_id, self.events = 0, []

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed the DevTools connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def _receive(self):
        message = b""
        while True:
            b0, b1 = self._read(2)
            length = b1 & 0x7F
            if length == 126:
                length = int.from_bytes(self._read(2), "big")
            elif length == 127:
                length = int.from_bytes(self._read(8), "big")
            payload = self._read(length)
            if b0 & 0x0F == 0x8:
                raise RuntimeError("the browser closed the DevTools connection")
            if b0 & 0x0F in (0x9, 0xA):   # ping, pong: not part of a message
                continue
            message += payload
            if b0 & 0x80:
                return json.loads(message)

    def send(self, method, **params):
        """Sends a command and returns its result; events that arrive meanwhile are kept."""
        self.next_id += 1
        payload = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + len(payload).to_bytes(2, "big")
        else:
            header += bytes([0x80 | 127]) + len(payload).to_bytes(8, "big")
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        while True:
            message = self._receive()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, timeout):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if any(e.get("method") == method for e in self.events):
                return True
            self.sock.settimeout(max(0.1, deadline - time.time()))
            try:
                self.events.append(self._receive())
            except socket.timeout:
                break
            finally:
                self.sock.settimeout(self.timeout)
        return any(e.get("method") == method for e in self.events)


def launch(profile, width, height):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        sys.exit("browser_check.py: no chromium on PATH; install Debian's package: apt-get install -y chromium")
    process = subprocess.Popen([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                                f"--user-data-dir={profile}", f"--window-size={width},{height}", "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=open(Path(profile) / "chromium.log", "w"))
    port_file = Path(profile) / "DevToolsActivePort"
    for _ in range(300):
        if port_file.exists() and port_file.read_text().strip():
            port = port_file.read_text().split()[0]
            pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10))
            page = next((p for p in pages if p.get("type") == "page"), None)
            if page:
                return process, page["webSocketDebuggerUrl"]
        if process.poll() is not None:
            break
        time.sleep(0.1)
    process.kill()
    sys.exit(f"browser_check.py: chromium did not open its DevTools port; see {profile}/chromium.log")


def problems_in(events, page_url):
    """Console errors, uncaught exceptions, error log entries and requests that leave the file."""
    found = []
    for e in events:
        method, params = e.get("method"), e.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            found.append("console error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"]))
        elif method == "Runtime.exceptionThrown":
            found.append("uncaught exception: " + params["exceptionDetails"].get("text", ""))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            found.append("browser log error: " + params["entry"].get("text", ""))
        elif method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            if url != page_url and not url.startswith("data:"):
                found.append(f"request leaves the page: {url}")
    return found


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


def check(page, screenshot, width, height, expect_bands):
    profile = tempfile.mkdtemp(prefix="browser-check-")
    process, ws = launch(profile, width, height)
    try:
        tools = DevTools(ws)
        for domain in ("Runtime", "Log", "Page", "Network"):
            tools.send(f"{domain}.enable")
        tools.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)
        url = Path(page).resolve().as_uri()
        tools.send("Page.navigate", url=url)
        if not tools.wait_for("Page.loadEventFired", 120):
            return ["the page did not finish loading in 120 s"], None
        tools.wait_for("never", 0.5)   # let late console messages arrive
        shot = tools.send("Page.captureScreenshot", format="png")
        Path(screenshot).write_bytes(base64.b64decode(shot["data"]))
        result = tools.send("Runtime.evaluate", expression=DOM_CHECK, returnByValue=True)
        report = json.loads(result["result"]["value"])
        tools.wait_for("never", 0.3)
        found = problems_in(tools.events, url) + figure_problems(report)
        bands = sum(p["bands"] for f in report["figures"] if f["svg"] for p in f["panels"])
        if expect_bands is True and bands == 0:
            found.append("no interval band drawn although the run has intervals")
        if expect_bands is False and bands > 0:
            found.append(f"{bands} band(s) drawn although the run has no interval")
        return found, report
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)


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
    print(f"browser_check.py: ok {args.page}: {figures} figures, {len(panels)} panels rendered ({lines} lines), no console error, "
          f"no request off the page; screenshot {args.screenshot}")


if __name__ == "__main__":
    main()
