#!/usr/bin/env python3
"""The picture check (README, "Pictures"): draws every golden input with
`layout-dump --format svg --frames`, renders the SVGs in headless Chromium,
reads back the rendered geometry of every element (scripts/picture-check.js)
and checks the drawing rules:

- every text's glyphs lie inside the frame its layout gives (up to the
  overhang tolerance below);
- nothing is painted outside its screen, nor outside a part its layout
  reports clipped;
- no badge covers a glyph or a caption, and no label (caption, frame tag)
  covers a glyph;
- what the SVG says of the layout matches the layout itself (the golden's
  expected output): the screens are the layout's size (three panels for a
  sheet), every part the output reports `clipped` is drawn in a clip of its
  frame and nothing else is, and each text's frame is the output's.

Pictures are batched, many SVGs to one Chromium page and process, so the
whole run takes a minute or two on two cores. Prints a summary and exits 1 on
any problem. Standard library only.

    scripts/picture-check [--layout-dump PATH] [--chromium PATH] [--jobs N] [--keep DIR] [GOLDEN_INPUT ...]
"""

import argparse
import concurrent.futures
import html
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Glyph overhang allowed outside a text's frame, in ems of the text's size
# (its font.size). A frame is the lines' boxes: the measurer
# (Sources/CardText/TextMeasurer.swift) sets each line's box from the
# primary face (Inter's ascent + descent + gap, or the explicit line
# height), while a fallback face draws with its own metrics. Arabic (Noto
# Naskh's marks above and below), Thai and Devanagari reach past Inter's box
# by up to 0.24 em in the goldens, and a line height set smaller than the
# font lets ordinary ascenders and descenders out (0.16 em). Across, a
# glyph's ink may pass its advance by a side bearing (0.013 em at most).
# 0.3 em down and 0.05 em across hold all of that with room; a glyph any
# further out is drawn in the wrong place. The run prints the largest
# overhang it saw (PICTURE_CHECK_OVERHANGS=N lists the N largest).
TOLERANCE = {"x": 0.05, "y": 0.3}

SHEET_PANEL_GAP = 40.0
EPS = 0.02


def find_chromium(explicit):
    for candidate in [explicit, os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome",
                      "google-chrome-stable"]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


def draw(layout_dump, source, target):
    """The SVG of one input, or the error layout-dump gave."""
    run = subprocess.run([layout_dump, str(source), "--format", "svg", "--frames", "-o", str(target)],
                         capture_output=True, text=True)
    if run.returncode != 0:
        return run.stderr.strip() or f"layout-dump exited {run.returncode}"
    return None


def measure(chromium, batch, workdir, index):
    """Runs the page over one batch of (name, svg text); returns the results."""
    script = (ROOT / "scripts" / "picture-check.js").read_text()
    payload = json.dumps([{"name": name, "svg": svg} for name, svg in batch]).replace("</", "<\\/")
    page = workdir / f"batch-{index}.html"
    page.write_text(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>body{margin:0}svg{display:block}</style>"
        "</head><body><div id=\"host\"></div><pre id=\"result\"></pre>"
        f"<script type=\"application/json\" id=\"tolerance\">{json.dumps(TOLERANCE)}</script>"
        f"<script type=\"application/json\" id=\"svgs\">{payload}</script>"
        f"<script>{script}</script></body></html>", encoding="utf-8")
    profile = tempfile.mkdtemp(prefix="picture-check-profile-")
    try:
        run = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
             f"--user-data-dir={profile}", "--window-size=1600,1200", "--dump-dom", page.as_uri()],
            capture_output=True, text=True, timeout=600)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    found = re.search(r'<pre id="result">(.*?)</pre>', run.stdout, re.S)
    if not found or not found.group(1).strip():
        raise RuntimeError(f"Chromium gave no result for batch {index}: {run.stderr[-2000:]}")
    return json.loads(html.unescape(found.group(1)))


def resolve(document, path):
    """The value at an output path (`cards[0].title`), or None."""
    value = document
    for key, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", path):
        if key:
            if not isinstance(value, dict) or key not in value:
                return None
            value = value[key]
        else:
            if not isinstance(value, list) or int(index) >= len(value):
                return None
            value = value[int(index)]
    return value


def frame_of(value):
    if isinstance(value, dict) and isinstance(value.get("frame"), dict):
        f = value["frame"]
        return [f["x"], f["y"], f["width"], f["height"]]
    return None


def same(a, b):
    return all(abs(x - y) <= EPS for x, y in zip(a, b))


def against_layout(result, expected):
    """Problems where the SVG's screens, clips and text frames differ from the layout."""
    problems = []
    width, height = expected["size"]["width"], expected["size"]["height"]
    kind = expected.get("kind", "storyteller")
    if kind == "tgcard.sheet":
        panels = len(result["screens"])
        wanted = [[i * (width + SHEET_PANEL_GAP), 0, width, height] for i in range(3)]
        if panels != 3:
            problems.append(f"a sheet is drawn in {panels} screens, not 3")
        prefix_of_output = expected["position"] + "."
    else:
        wanted = [[0, 0, width, height]]
        prefix_of_output = ""
    for screen, frame in zip(result["screens"], wanted):
        if not same(screen["frame"], frame):
            problems.append(f"screen {screen['name'] or ''} is {screen['frame']}, the layout's is {frame}")
    clipped = {}
    for key in ("widgets", "groups"):
        for index, part in enumerate(expected.get(key) or []):
            if isinstance(part, dict) and part.get("clipped") and frame_of(part):
                clipped[f"{key}[{index}]"] = frame_of(part)
    drawn = {clip["name"]: clip["frame"] for clip in result["clips"]}
    for name, frame in clipped.items():
        if name not in drawn:
            problems.append(f"{name} is clipped in the layout but not drawn clipped")
        elif not same(drawn[name], frame):
            problems.append(f"{name} is drawn clipped to {drawn[name]}, the layout's frame is {frame}")
    for name in drawn:
        if name not in clipped:
            problems.append(f"{name} is drawn clipped but the layout does not report it clipped")
    checked = 0
    # A sheet's output is its position's panel, moved right in the picture.
    dx = next((s["frame"][0] for s in result["screens"] if prefix_of_output and s["name"] + "." == prefix_of_output), 0)
    for text in result["texts"]:
        name = text["name"]
        if prefix_of_output:
            if not name.startswith(prefix_of_output):
                continue
            name = name[len(prefix_of_output):]
        frame = frame_of(resolve(expected, name))
        if frame is None:
            continue
        checked += 1
        frame = [frame[0] + dx] + frame[1:]
        if not same(frame, text["frame"]):
            problems.append(f"{text['name']} is drawn in {text['frame']}, the layout's frame is {frame}")
    return problems, checked


def main():
    parser = argparse.ArgumentParser(description="Render every golden's picture and check the drawing rules.")
    parser.add_argument("inputs", nargs="*", help="inputs (default: Goldens/**/*.input.json and Examples/*.json)")
    parser.add_argument("--layout-dump", help="the layout-dump binary (default: built with swift build)")
    parser.add_argument("--chromium", help="the Chromium binary")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--batch", type=int, default=60, help="pictures per Chromium page")
    parser.add_argument("--keep", help="keep the SVGs in this folder")
    args = parser.parse_args()

    chromium = find_chromium(args.chromium)
    if not chromium:
        print("picture-check: Chromium not found (CARDGEOMETRY_CHROMIUM=1 scripts/install-dependencies installs it)",
              file=sys.stderr)
        return 2
    layout_dump = args.layout_dump
    if not layout_dump:
        build = subprocess.run(["swift", "build", "--product", "layout-dump"], cwd=ROOT, capture_output=True, text=True)
        if build.returncode != 0:
            print(build.stdout + build.stderr, file=sys.stderr)
            return 2
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                                  text=True).stdout.strip()
        layout_dump = str(pathlib.Path(bin_path) / "layout-dump")
    inputs = [pathlib.Path(p).resolve() for p in args.inputs] or (
        sorted((ROOT / "Goldens").rglob("*.input.json")) + sorted((ROOT / "Examples").glob("*.json")))

    workdir = pathlib.Path(args.keep).resolve() if args.keep else pathlib.Path(tempfile.mkdtemp(prefix="picture-check-"))
    workdir.mkdir(parents=True, exist_ok=True)
    problems = {}
    drawn = []
    try:
        def name_of(source):
            try:
                return str(source.relative_to(ROOT / "Goldens")).removesuffix(".input.json")
            except ValueError:
                return str(source)

        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            targets = {source: workdir / (name_of(source).replace("/", "__") + ".svg") for source in inputs}
            errors = dict(zip(inputs, pool.map(lambda s: draw(layout_dump, s, targets[s]), inputs)))
        for source in inputs:
            if errors[source]:
                problems[name_of(source)] = [f"not drawn: {errors[source]}"]
            else:
                drawn.append((source, targets[source].read_text(encoding="utf-8")))
        batches = [drawn[i:i + args.batch] for i in range(0, len(drawn), args.batch)]
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            measured = list(pool.map(
                lambda item: measure(chromium, [(name_of(s), svg) for s, svg in item[1]], workdir, item[0]),
                enumerate(batches)))
        results = [result for batch in measured for result in batch]
        by_name = {name_of(source): source for source, _ in drawn}
        overhang = [0.0, 0.0]
        overhangs = []
        glyphs = leaves = frames_checked = 0
        for result in results:
            found = list(result["problems"])
            source = by_name[result["name"]]
            expected_path = source.with_name(source.name.replace(".input.json", ".expected.json"))
            if source.name.endswith(".input.json") and expected_path.exists():
                extra, checked = against_layout(result, json.loads(expected_path.read_text(encoding="utf-8")))
                found += extra
                frames_checked += checked
            glyphs += result["glyphs"]
            leaves += result["leaves"]
            overhangs.append((result["overhang"][0], result["name"], result["overhang"][2], "across"))
            overhangs.append((result["overhang"][1], result["name"], result["overhang"][3], "down"))
            overhang = [max(overhang[0], result["overhang"][0]), max(overhang[1], result["overhang"][1])]
            if found:
                problems[result["name"]] = found
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)

    if os.environ.get("PICTURE_CHECK_OVERHANGS"):
        for value, name, text, way in sorted(overhangs, key=lambda o: -o[0])[:int(os.environ["PICTURE_CHECK_OVERHANGS"])]:
            print(f"overhang {value:.3f} em {way}: {name}: {text}")
    count = sum(len(found) for found in problems.values())
    for name, found in sorted(problems.items()):
        print(f"{name}:")
        for problem in found[:20]:
            print(f"  {problem}")
        if len(found) > 20:
            print(f"  … and {len(found) - 20} more")
    print(f"picture-check: {len(drawn)} pictures checked ({glyphs} glyphs, {leaves} painted elements, "
          f"{frames_checked} text frames compared with the layout), {count} problems in {len(problems)} pictures; "
          f"largest glyph overhang {overhang[0]:.3f} em across, {overhang[1]:.3f} em down "
          f"(allowed {TOLERANCE['x']}, {TOLERANCE['y']})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
