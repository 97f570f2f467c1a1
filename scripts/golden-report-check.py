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
  jsonschema (PyPI).

Then it checks that the checks themselves fail on a bad report (a JUnit
file without its failure, a JSON report with a wrong status), so that a
passing run means something. Exits 1 on any problem.

Usage: scripts/golden-report-check [--layout-dump PATH]
(default .build/debug/layout-dump, as scripts/test builds it).
"""

import argparse
import json
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
            [arguments.layout_dump, "check", "cases", "--junit", "out/junit.xml", "--json", "out/check.json"],
            cwd=work, env=env, capture_output=True, text=True)
        problems = []
        if run.returncode != 1:
            problems.append(f"check exited {run.returncode}, expected 1: {run.stderr}")
        junit = os.path.join(work, "out/junit.xml")
        report = os.path.join(work, "out/check.json")
        problems += junit_problems(junit)
        problems += json_problems(report, schema)

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
    finally:
        shutil.rmtree(work, ignore_errors=True)

    for problem in problems:
        print("golden-report-check: " + problem, file=sys.stderr)
    if problems:
        return 1
    print(f"golden-report-check: the JUnit report reads in junitparser {junitparser.version} and the JSON "
          f"report validates against its schema")
    return 0


if __name__ == "__main__":
    sys.exit(main())
