#!/usr/bin/env python3
"""The golden check's reports, read by real consumers.

Copies a few of Goldens/ into a temporary folder, changes one input and
removes one expected file on purpose, runs `layout-dump check` on it with
--junit and --json, and checks what CI tools read:

- the JUnit XML with junitparser (PyPI), the reader CI plugins use: one
  suite per top folder, one test case per case with classname, name and
  file, failures whose message is the first cause and whose text lists
  every difference, the missing case failing too;
- the JSON report against schemas/card-layout-check.schema.json with
  jsonschema (PyPI);
- the HTML report: self-contained (nothing but data: pictures and
  in-page anchors; no script, stylesheet or font loaded), and in headless
  Chromium every picture decodes and each failing case's pictures sit side
  by side, the moved frames outlined (expected dashed, actual solid).

Then it checks that the checks themselves fail on a bad report (a JUnit
file without its failure, a JSON report with a wrong status), so that a
passing run means something. Exits 1 on any problem.

Usage: scripts/golden-report-check [--layout-dump PATH]
(default .build/debug/layout-dump, as scripts/test builds it).
"""

import argparse
import base64
import html
import json
import re
import os
import shutil
import subprocess
import sys
import tempfile

try:
    import junitparser
    import jsonschema
except ImportError:
    sys.exit("golden-report-check: needs junitparser and jsonschema: pip install junitparser jsonschema")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = [
    "storyteller-cards/placement/below-button-only",
    "storyteller-cards/placement/below-inset-margin16",
    "braze-content-cards/feed/controls-among-cards",
]
CHANGED = "storyteller-cards/placement/below-button-only"
MISSING = "braze-content-cards/feed/controls-among-cards"


def junit_problems(path):
    """What is wrong with the JUnit report at path, as junitparser reads it."""
    problems = []
    try:
        xml = junitparser.JUnitXml.fromfile(path)
    except Exception as error:  # a report CI cannot read
        return [f"junitparser cannot read {path}: {error}"]
    suites = {suite.name: suite for suite in xml}
    if sorted(suites) != ["braze-content-cards", "storyteller-cards"]:
        problems.append(f"suites {sorted(suites)}, expected one per top folder")
    cases = {(case.classname, case.name): case for suite in xml for case in suite}
    if len(cases) != len(CASES):
        problems.append(f"{len(cases)} test cases, expected {len(CASES)}")
    for name in CASES:
        folder, _, base = name.rpartition("/")
        case = cases.get((f"cases/{folder}", base))
        if case is None:
            problems.append(f"no test case {base} in class cases/{folder}")
            continue
        if case._elem.get("file") != f"cases/{name}.input.json":
            problems.append(f"{base}: file is {case._elem.get('file')!r}")
        failures = [result for result in case.result if isinstance(result, junitparser.Failure)]
        if name == CHANGED:
            if len(failures) != 1:
                problems.append(f"{base}: {len(failures)} failures, expected 1")
                continue
            failure = failures[0]
            if not failure.message or not failure.message.startswith("button.label."):
                problems.append(f"{base}: failure message {failure.message!r} is not the first cause")
            if "button.label.text" not in (failure.text or ""):
                problems.append(f"{base}: the failure's text does not list the differences")
        elif name == MISSING:
            if len(failures) != 1 or failures[0].type != "missing":
                problems.append(f"{base}: the missing case is not a failure of type missing")
        elif failures:
            problems.append(f"{base}: a passing case has a failure")
    total = sum(suite.failures for suite in xml)
    if total != 2:
        problems.append(f"the suites count {total} failures, expected 2")
    return problems


def json_problems(path, schema):
    """What is wrong with the JSON report at path."""
    with open(path, encoding="utf-8") as file:
        report = json.load(file)
    problems = [f"schema: {error.message} at {list(error.absolute_path)}"
                for error in jsonschema.Draft202012Validator(schema).iter_errors(report)]
    statuses = {case["case"]: case["status"] for case in report.get("cases", [])}
    if statuses.get(f"cases/{CHANGED}") != "failed" or statuses.get(f"cases/{MISSING}") != "missing":
        problems.append(f"statuses {statuses}")
    if report.get("counts", {}).get("failed") != 1:
        problems.append(f"counts {report.get('counts')}")
    return problems


# Runs in the report's page once it has loaded: every picture decoded, and
# each case's figures in one row.
PAGE_CHECK = """
<script>
window.addEventListener("load", () => {
  const images = [...document.images];
  const broken = images.filter((image) => !(image.complete && image.naturalWidth > 0)).map((image) => image.alt);
  const rows = [...document.querySelectorAll(".pictures")].map((row) => {
    const tops = [...row.querySelectorAll("figure")].map((figure) => Math.round(figure.getBoundingClientRect().top));
    return {figures: tops.length, oneRow: new Set(tops).size === 1};
  });
  const result = document.createElement("pre");
  result.id = "page-check";
  result.textContent = JSON.stringify({images: images.length, broken, rows});
  document.body.appendChild(result);
});
</script>
"""


def find_chromium():
    for candidate in [os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


def html_problems(path, work):
    """What is wrong with the HTML report at path."""
    with open(path, encoding="utf-8") as file:
        page = file.read()
    problems = []
    for pattern in (r"<script", r"<link", r"@import", r"url\(", r"<iframe", r"<object"):
        if re.search(pattern, page, re.I):
            problems.append(f"the HTML report has {pattern.replace(chr(92), '')}: it must load nothing")
    for attribute, value in re.findall(r'\b(src|href)="([^"]*)"', page):
        if not (value.startswith("data:image/svg+xml;base64,") or value.startswith("#")):
            problems.append(f"the HTML report loads {attribute}={value[:60]!r}")
    pictures = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', page)
    overlays = 0
    for encoded in pictures:
        try:
            svg = base64.b64decode(encoded, validate=True).decode("utf-8")
        except Exception:
            problems.append("a picture is not valid base64 UTF-8")
            continue
        if re.search(r'(?:href|src)="(?!#)', svg) or re.search(r"https?://(?!www\.w3\.org/2000/svg)", svg):
            problems.append("a picture refers to something outside itself")
        if 'class="moved"' in svg:
            overlays += 1
            if not ('class="expected"' in svg and 'stroke-dasharray' in svg and 'class="actual"' in svg):
                problems.append("an overlay does not outline expected (dashed) and actual (solid) frames")
    if overlays != 1:
        problems.append(f"{overlays} overlays with moved frames, expected 1 (the changed case)")
    chromium = find_chromium()
    if not chromium:
        return problems + ["no Chromium to render the HTML report (set CHROMIUM)"]
    checked = os.path.join(work, "page-check.html")
    with open(checked, "w", encoding="utf-8") as file:
        file.write(page.replace("</body>", PAGE_CHECK + "</body>"))
    profile = tempfile.mkdtemp(prefix="golden-report-check-profile-")
    try:
        run = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", f"--user-data-dir={profile}",
             "--window-size=1400,1800", "--virtual-time-budget=5000", "--dump-dom", "file://" + checked],
            capture_output=True, text=True, timeout=300)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    found = re.search(r'<pre id="page-check">(.*?)</pre>', run.stdout, re.S)
    if not found:
        return problems + [f"Chromium gave no result for the HTML report: {run.stderr[-500:]}"]
    result = json.loads(html.unescape(found.group(1)))
    if result["images"] != len(pictures) or result["broken"]:
        problems.append(f"Chromium drew {result['images'] - len(result['broken'])} of {len(pictures)} pictures; "
                        f"broken: {result['broken']}")
    if not result["rows"] or not all(row["oneRow"] for row in result["rows"]):
        problems.append(f"a case's pictures are not side by side: {result['rows']}")
    if sorted(row["figures"] for row in result["rows"]) != [1, 3]:
        problems.append(f"figures per case {result['rows']}, expected 3 for the changed case and 1 for the missing one")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layout-dump", default=os.path.join(ROOT, ".build/debug/layout-dump"))
    arguments = parser.parse_args()
    with open(os.path.join(ROOT, "schemas/card-layout-check.schema.json"), encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft202012Validator.check_schema(schema)

    work = tempfile.mkdtemp(prefix="golden-report-check-")
    try:
        for name in CASES:
            for suffix in (".input.json", ".expected.json"):
                target = os.path.join(work, "cases", name + suffix)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copy(os.path.join(ROOT, "Goldens", name + suffix), target)
        changed = os.path.join(work, "cases", CHANGED + ".input.json")
        with open(changed, encoding="utf-8") as file:
            text = file.read()
        with open(changed, "w", encoding="utf-8") as file:
            file.write(text.replace('"Open the schedule"', '"Open the whole schedule"'))
        os.remove(os.path.join(work, "cases", MISSING + ".expected.json"))

        env = dict(os.environ)
        env.pop("CI", None)
        run = subprocess.run(
            [arguments.layout_dump, "check", "cases", "--junit", "out/junit.xml", "--json", "out/check.json",
             "--html", "out/report.html"],
            cwd=work, env=env, capture_output=True, text=True)
        problems = []
        if run.returncode != 1:
            problems.append(f"check exited {run.returncode}, expected 1: {run.stderr}")
        junit = os.path.join(work, "out/junit.xml")
        report = os.path.join(work, "out/check.json")
        problems += junit_problems(junit)
        problems += json_problems(report, schema)
        page = os.path.join(work, "out/report.html")
        problems += html_problems(page, work)

        # The checks must catch a bad report.
        with open(junit, encoding="utf-8") as file:
            xml = file.read()
        bad_junit = os.path.join(work, "out/bad-junit.xml")
        start = xml.index("<failure")
        end = xml.index("</failure>", start) + len("</failure>")
        with open(bad_junit, "w", encoding="utf-8") as file:
            file.write(xml[:start] + xml[end:])
        if not junit_problems(bad_junit):
            problems.append("the JUnit check passed a report without its failure")
        with open(report, encoding="utf-8") as file:
            data = json.load(file)
        data["cases"][0]["status"] = "flaky"
        bad_json = os.path.join(work, "out/bad-check.json")
        with open(bad_json, "w", encoding="utf-8") as file:
            json.dump(data, file)
        if not json_problems(bad_json, schema):
            problems.append("the JSON check passed a report with an unknown status")
        with open(page, encoding="utf-8") as file:
            text = file.read()
        bad_html = os.path.join(work, "out/bad-report.html")
        first = text.index("data:image/svg+xml;base64,") + len("data:image/svg+xml;base64,")
        with open(bad_html, "w", encoding="utf-8") as file:
            file.write(text[:first] + "PHN2Zz4=" + text[text.index('"', first):])  # "<svg>", which draws nothing
        if not html_problems(bad_html, work):
            problems.append("the HTML check passed a report with a picture that cannot be drawn")
    finally:
        shutil.rmtree(work, ignore_errors=True)

    for problem in problems:
        print("golden-report-check: " + problem, file=sys.stderr)
    if problems:
        return 1
    print(f"golden-report-check: the JUnit report reads in junitparser {junitparser.version}, the JSON "
          f"report validates against its schema, and the HTML report is self-contained and draws in Chromium")
    return 0


if __name__ == "__main__":
    sys.exit(main())
