#!/usr/bin/env python3
"""End-to-end test of `layout-dump preview` in headless Chromium.

Starts `layout-dump preview FILE --port 0` on a copy of Examples/promo-card.json,
opens the page in headless Chromium (driven over the DevTools protocol on a
pipe, --remote-debugging-pipe: no port, no extra package), then edits FILE and
checks that the tile changes without a reload, that glyph outlines are shared
by the page, that the frames the save moved are marked and listed, that a
save sends only the tiles it changed, that an invalid FILE shows its
error with the JSON path above the last good tiles, that the matrix form
changes the view and its address, that a tile opens its frames, and that the
server stops cleanly on SIGINT. Everything stays on 127.0.0.1 and every wait
is bounded.

    scripts/preview-e2e.py --layout-dump PATH --chromium PATH

Python 3 standard library only. Prints one line per check and closes with
"preview-e2e: N passed, N failed"; exits 1 when a check failed.
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "Examples", "promo-card.json")
ORIGINAL_TITLE = "Summer Finals: every goal, every save, every story from the weekend"


class Failure(Exception):
    pass


class DevTools:
    """The DevTools protocol over Chromium's pipe (fd 3 in, fd 4 out, NUL-separated JSON)."""

    def __init__(self, chromium, profile):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def wire_fds():
            a, b = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-extensions", "--disable-background-networking", "--hide-scrollbars",
             "--remote-debugging-pipe", "--user-data-dir=" + profile, "--window-size=1400,1000",
             "about:blank"],
            stdout=subprocess.DEVNULL, stderr=open(os.path.join(profile, "chromium.log"), "wb"),
            close_fds=False, preexec_fn=wire_fds)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True, timeout=20):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise Failure(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def _read(self, deadline):
        import select
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise Failure("Chromium did not answer in time")
            ready, _, _ = select.select([self.from_browser], [], [], remaining)
            if ready:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise Failure("Chromium closed its pipe")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send(
            "Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise Failure(f"{expression}: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10, what=None):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise Failure(f"not within {timeout} s: {what or expression}")

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


def start_server(layout_dump, card):
    server = subprocess.Popen([layout_dump, "preview", card, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    import select
    ready, _, _ = select.select([server.stdout], [], [], 60)
    if not ready:
        server.kill()
        raise Failure("layout-dump preview printed no address within 60 s")
    line = server.stdout.readline().decode()
    start = line.find("http://")
    if start < 0:
        server.kill()
        raise Failure(f"no address in: {line!r} {server.stderr.read().decode()}")
    return server, line[start:].split()[0]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layout-dump", required=True)
    parser.add_argument("--chromium", required=True)
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="preview-e2e-")
    card = os.path.join(work, "card.json")
    with open(EXAMPLE, encoding="utf-8") as handle:
        example = handle.read()

    def save(text):
        # As editors do: a new file renamed over the old one.
        temporary = card + ".tmp"
        with open(temporary, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(temporary, card)

    save(example)
    passed, failed = [], []

    def check(name, function):
        try:
            detail = function()
            passed.append(name)
            print(f"ok - {name}" + (f" ({detail})" if detail else ""), flush=True)
        except Exception as error:  # a check that fails is reported, the rest still run
            failed.append(name)
            print(f"FAILED - {name}: {error}", flush=True)

    server, url = start_server(args.layout_dump, card)
    profile = os.path.join(work, "profile")
    os.mkdir(profile)
    browser = DevTools(args.chromium, profile)
    heading = "document.querySelector('#t390-L-light-ltr .line.heading')?.dataset.text || ''"
    try:
        def page_opens():
            browser.open(url)
            browser.wait_for("document.readyState === 'complete' && !!document.getElementById('view')",
                             timeout=30, what="the page loads")
            count = browser.evaluate("document.querySelectorAll('figure.tile svg.picture').length")
            if count != 16:
                raise Failure(f"{count} tiles drawn, expected 16")
            browser.wait_for("document.getElementById('status').classList.contains('live')",
                             what="the event stream opens")
            browser.evaluate("window.__e2eMarker = 'kept'")
            text = browser.evaluate(heading)
            if not text.startswith("Summer Finals"):
                raise Failure(f"heading of 390 L light ltr reads {text!r}")
            return f"{count} tiles, heading {text!r}"

        check("the page opens with 16 inline-SVG tiles and a live event stream", page_opens)

        def live_redraw():
            version = browser.evaluate("document.getElementById('view').dataset.version")
            start = time.monotonic()
            save(example.replace(ORIGINAL_TITLE, "Live edit from the e2e test"))
            browser.wait_for(f"({heading}).startsWith('Live edit')", timeout=10, what="the tile redraws")
            elapsed = time.monotonic() - start
            if browser.evaluate("window.__e2eMarker") != "kept":
                raise Failure("the page was reloaded (its window state is gone)")
            if browser.evaluate("performance.getEntriesByType('navigation').length") != 1:
                raise Failure("the page navigated")
            new_version = browser.evaluate("document.getElementById('view').dataset.version")
            if int(new_version) <= int(version):
                raise Failure(f"version {version} -> {new_version}")
            # The page should redraw within a second; the bound leaves room for
            # a busy machine, and the figure is printed either way.
            if elapsed > 2:
                raise Failure(f"redrawn {elapsed:.2f} s after the save")
            late = " (over the second it should take)" if elapsed > 1 else ""
            return f"redrawn {elapsed * 1000:.0f} ms after the save{late}, no reload"

        check("editing FILE changes the tile without a reload", live_redraw)

        def shared_glyphs():
            # Each glyph outline is defined once for the page; the tiles place
            # them with <use>, and the text is drawn (it has a size).
            defined = browser.evaluate("document.querySelectorAll('.glyph-defs path[id]').length")
            own = browser.evaluate("document.querySelectorAll('svg.picture defs path[id]').length")
            if not defined or own:
                raise Failure(f"{defined} shared glyph outlines, {own} defined in the pictures")
            width = browser.evaluate(
                "document.querySelector('#t390-L-light-ltr .line.heading').getBBox().width")
            if not width or width < 50:
                raise Failure(f"the heading's first line is {width} wide: its glyphs do not draw")
            return f"{defined} outlines for 16 tiles, heading line {width:.0f} pt wide"

        check("glyph outlines are defined once per page and the tiles draw them", shared_glyphs)

        def moved_marks():
            # The last save (a new title) moved frames: the tiles say so, and
            # the frames table lists them with their old and new values.
            marked = browser.evaluate("document.querySelectorAll('figure.tile.moved .moved-badge').length")
            if not marked:
                raise Failure("no tile is marked as moved after the title changed")
            browser.evaluate("document.querySelector('#t320-L-light-ltr .canvas').click()")
            rows = browser.wait_for(
                "document.getElementById('frames').open && "
                "document.querySelectorAll('#frames .moved-frames tr.moved').length",
                what="the moved frames in the table")
            first = browser.evaluate("document.querySelector('#frames .moved-frames tr.moved').textContent")
            browser.evaluate("document.getElementById('frames').close()")
            return f"{marked} tiles marked; 320 L light ltr lists {rows} moved values, first {first!r}"

        check("after a save, tiles whose frames moved are marked and the table lists the moves", moved_marks)

        def changed_tiles_only():
            # A save that changes a color seen only in one scheme: the tiles of
            # the other scheme stay the same elements; only the changed ones
            # are sent and swapped in.
            text = example.replace(ORIGINAL_TITLE, "Live edit from the e2e test")

            def save_color(color):
                version = browser.evaluate("document.getElementById('view').dataset.version")
                save(text.replace('"black": { "primary": "#1A1A1A" }', '"black": { "primary": "%s" }' % color))
                browser.wait_for(f"document.getElementById('view').dataset.version !== '{version}'",
                                 what="the view's version changes")

            # The first save clears the marks of the title's save from every
            # tile (nothing moved since); the second changes the color again.
            save_color("#202020")
            browser.evaluate("window.__e2eTiles = Object.fromEntries("
                             "[...document.querySelectorAll('figure.tile')].map((tile) => [tile.id, tile]))")
            save_color("#2A2A2A")
            kept = browser.evaluate("[...document.querySelectorAll('figure.tile')]"
                                    ".filter((tile) => window.__e2eTiles[tile.id] === tile).length")
            total = browser.evaluate("document.querySelectorAll('figure.tile').length")
            if total != 16 or not (0 < kept < 16):
                raise Failure(f"{kept} of {total} tiles kept: expected only the changed ones swapped")
            width = browser.evaluate(
                "Math.min(...[...document.querySelectorAll('figure.tile .line.heading')]"
                ".map((line) => line.getBBox().width))")
            if width < 20:
                raise Failure(f"a heading line is {width} wide after the partial update")
            return f"{16 - kept} tiles swapped, {kept} kept"

        check("after a save, only the tiles that changed are sent and swapped in", changed_tiles_only)

        def invalid_file():
            save(example.replace('"padding": 16', '"padding": -3'))
            path = browser.wait_for(
                "document.querySelector('.problem .path')?.textContent", what="the error shows")
            if path != "theme.cards.style.padding":
                raise Failure(f"error path {path!r}")
            position = browser.evaluate(
                "document.querySelector('.problem').compareDocumentPosition(document.querySelector('figure.tile'))")
            if not position & 4:  # DOCUMENT_POSITION_FOLLOWING: the tiles come after the error
                raise Failure("the error is not above the tiles")
            if not browser.evaluate(f"({heading}).startsWith('Live edit')"):
                raise Failure("the last good tiles are gone")
            save(example)
            browser.wait_for("!document.querySelector('.problem') && "
                             f"({heading}).startsWith('Summer Finals')", what="the fixed FILE redraws")
            return "theme.cards.style.padding above the last good tiles, then cleared"

        check("an invalid FILE shows its error with the JSON path above the last good layout", invalid_file)

        def matrix_form():
            browser.evaluate("document.querySelector('input[name=schemes][value=dark]').click()")
            browser.wait_for("document.querySelectorAll('figure.tile').length === 8", what="8 tiles")
            search = browser.evaluate("location.search")
            if "schemes=light&" not in search:
                raise Failure(f"address query {search!r}")
            browser.evaluate("document.querySelector('input[name=schemes][value=dark]').click()")
            browser.wait_for("document.querySelectorAll('figure.tile').length === 16", what="16 tiles again")
            return search

        check("the matrix form changes the tiles and the address", matrix_form)

        def frames():
            browser.evaluate("document.querySelector('#t390-AX3-dark-rtl .canvas').click()")
            browser.wait_for("document.getElementById('frames').open && "
                             "document.querySelector('#frames table')?.textContent.includes('heading')",
                             what="the frames dialog")
            title = browser.evaluate("document.querySelector('#frames h2').textContent")
            browser.evaluate("document.getElementById('frames').close()")
            return title

        check("a tile opens its frames as a table", frames)
    finally:
        browser.close()

        def stops():
            server.send_signal(signal.SIGINT)
            try:
                status = server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                raise Failure("still running 10 s after SIGINT")
            if status != 0:
                raise Failure(f"exit status {status}: {server.stderr.read().decode()}")

        check("the server stops cleanly on SIGINT", stops)
        shutil.rmtree(work, ignore_errors=True)

    print(f"preview-e2e: {len(passed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
