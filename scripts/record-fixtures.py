#!/usr/bin/env python3
"""Record the text-measurement fixtures used by Tests/CardTextTests.

1. Shapes a fixed list of strings with `hb-shape` (HarfBuzz's command-line
   shaper) against the fonts in Fonts/ and writes
   Tests/CardTextTests/Fixtures/hb-shape.json.
2. With --linebreak-test FILE, also (re)writes
   Tests/CardTextTests/Fixtures/LineBreakTest-sample.txt: the header comment
   block of Unicode's LineBreakTest.txt followed by every k-th test line.

Python 3 standard library only. hb-shape comes from Debian's libharfbuzz-bin;
LineBreakTest.txt (Unicode 15.0.0) from Debian's unicode-data package:

    apt-get install libharfbuzz-bin unicode-data
    python3 scripts/record-fixtures.py \
        --linebreak-test /usr/share/unicode/auxiliary/LineBreakTest.txt

The fixtures were recorded with hb-shape 6.0.0 (Debian bookworm); another
HarfBuzz version may legitimately give different numbers, so the script warns
when the version differs.
"""

import argparse
import json
import os
import re
import shutil
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS_DIR = os.path.join(ROOT, "Fonts")
FIXTURES_DIR = os.path.join(ROOT, "Tests", "CardTextTests", "Fixtures")
RECORDED_WITH = "6.0.0"

# (name, file, text, direction, script, language)
# direction/script/language None = not passed to hb-shape, so HarfBuzz guesses
# direction and script from the text (hb_buffer_guess_segment_properties) and
# the language is HarfBuzz's default language, which hb-shape takes from the
# locale; the script runs hb-shape with LC_ALL=C so that default is "c".
LATIN = ("ltr", "Latn", "en")
CASES = [
    # Inter (primary). Inter 3.019 has kerning (GPOS 'kern') but no 'liga'
    # feature and no fi/fl ligature glyphs, so "office" stays 6 glyphs.
    ("inter-regular-kerning-avatar", "Inter-Regular.otf", "AVATAR Wave Type") + LATIN,
    ("inter-regular-kerning-toyota", "Inter-Regular.otf", "Toyota") + LATIN,
    ("inter-regular-kerning-toyota-auto", "Inter-Regular.otf", "Toyota", None, None, None),
    ("inter-regular-ligatures", "Inter-Regular.otf", "office fifty flight") + LATIN,
    ("inter-regular-pangram", "Inter-Regular.otf",
     "The quick brown fox jumps over the lazy dog.") + LATIN,
    ("inter-regular-digits-punctuation", "Inter-Regular.otf",
     "1,234.56 \u2014 \u201cquotes\u201d \u2026") + LATIN,
    ("inter-regular-missing-glyph", "Inter-Regular.otf", "a\u4f60b") + LATIN,
    ("inter-medium-kerning-avatar", "Inter-Medium.otf", "AVATAR Wave Type") + LATIN,
    ("inter-semibold-kerning-avatar", "Inter-SemiBold.otf", "AVATAR Wave Type") + LATIN,
    ("inter-semibold-ligatures", "Inter-SemiBold.otf", "office fifty flight") + LATIN,
    ("inter-semibold-digits-punctuation", "Inter-SemiBold.otf",
     "1,234.56 \u2014 \u201cquotes\u201d \u2026") + LATIN,
    ("inter-bold-kerning-avatar", "Inter-Bold.otf", "AVATAR Wave Type") + LATIN,
    ("inter-bold-kerning-toyota", "Inter-Bold.otf", "Toyota") + LATIN,
    ("inter-bold-ligatures", "Inter-Bold.otf", "office fifty flight") + LATIN,
    ("inter-extrabold-kerning-avatar", "Inter-ExtraBold.otf", "AVATAR Wave Type") + LATIN,
    ("inter-black-kerning-avatar", "Inter-Black.otf", "AVATAR Wave Type") + LATIN,
    # Arabic (RTL, joining forms).
    ("arabic-regular-hello-world", "NotoSansArabic-Regular.ttf",
     "\u0645\u0631\u062d\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645",
     "rtl", "Arab", "ar"),
    ("arabic-bold-hello-world", "NotoSansArabic-Bold.ttf",
     "\u0645\u0631\u062d\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645",
     "rtl", "Arab", "ar"),
    ("arabic-regular-hello-world-auto", "NotoSansArabic-Regular.ttf",
     "\u0645\u0631\u062d\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645",
     None, None, None),
    # Hebrew (RTL).
    ("hebrew-regular-shalom-olam", "NotoSansHebrew-Regular.ttf",
     "\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd", "rtl", "Hebr", "he"),
    ("hebrew-bold-shalom-olam", "NotoSansHebrew-Bold.ttf",
     "\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd", "rtl", "Hebr", "he"),
    # Devanagari (reordering, conjuncts, marks).
    ("devanagari-regular-namaste-duniya", "NotoSansDevanagari-Regular.ttf",
     "\u0928\u092e\u0938\u094d\u0924\u0947 \u0926\u0941\u0928\u093f\u092f\u093e",
     "ltr", "Deva", "hi"),
    ("devanagari-regular-kshatriya", "NotoSansDevanagari-Regular.ttf",
     "\u0915\u094d\u0937\u0924\u094d\u0930\u093f\u092f", "ltr", "Deva", "hi"),
    ("devanagari-bold-namaste-duniya", "NotoSansDevanagari-Bold.ttf",
     "\u0928\u092e\u0938\u094d\u0924\u0947 \u0926\u0941\u0928\u093f\u092f\u093e",
     "ltr", "Deva", "hi"),
    # Thai (no spaces between words, above/below marks).
    ("thai-regular-sawasdee-khrap", "NotoSansThai-Regular.ttf",
     "\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35\u0e04\u0e23\u0e31\u0e1a", "ltr", "Thai", "th"),
    ("thai-bold-sawasdee-khrap", "NotoSansThai-Bold.ttf",
     "\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35\u0e04\u0e23\u0e31\u0e1a", "ltr", "Thai", "th"),
    # CJK fallback.
    ("cjk-droid-nihao-shijie", "DroidSansFallbackFull.ttf",
     "\u4f60\u597d\u4e16\u754c", "ltr", "Hani", "zh"),
    # Emoji (Noto Color Emoji is a CBDT bitmap font; advances are still in
    # font units of its 2048 upem).
    ("emoji-grinning-face", "NotoColorEmoji.ttf", "\U0001F600", "ltr", None, None),
    ("emoji-zwj-family", "NotoColorEmoji.ttf",
     "\U0001F469\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466", "ltr", None, None),
    ("emoji-thumbs-up-skin-tone", "NotoColorEmoji.ttf", "\U0001F44D\U0001F3FD",
     "ltr", None, None),
    ("emoji-flag-france", "NotoColorEmoji.ttf", "\U0001F1EB\U0001F1F7", "ltr", None, None),
    ("emoji-sequence", "NotoColorEmoji.ttf",
     "\U0001F600\U0001F44D\U0001F3FD\U0001F1EB\U0001F1F7", "ltr", None, None),
]

NOTE = (
    "Recorded by scripts/record-fixtures.py with `hb-shape --output-format=json "
    "--no-glyph-names --unicodes=...` (HarfBuzz {version}, default 'ot' font "
    "functions, no --font-size, so the font size is the font's upem and every "
    "ax/dx/dy is in font units; divide by upem and multiply by the point size "
    "to get points). g = glyph id. cl = cluster, in hb-shape's default unit: "
    "the index of the cluster's first Unicode scalar value (code point) in "
    "`text` -- NOT a UTF-8 byte offset (that would need --utf8-clusters) and "
    "NOT a UTF-16 offset. Cluster level 0 (HB_BUFFER_CLUSTER_LEVEL_MONOTONE_"
    "GRAPHEMES), no features changed, no BOT/EOT buffer flags. Glyphs are in "
    "HarfBuzz output (visual) order, so cl decreases in RTL cases. "
    "direction/script/language null = not passed to hb-shape: direction and "
    "script are guessed from the text and the language is HarfBuzz's default "
    "for the C locale (hb-shape runs with LC_ALL=C). totalAdvance = sum of ax."
)


def read_upem(path):
    """unitsPerEm from the 'head' table (uint16 at offset 18)."""
    with open(path, "rb") as f:
        data = f.read(64 * 1024)
        tag = data[:4]
        base = 0
        if tag == b"ttcf":  # collection: use the first face
            base = struct.unpack(">I", data[12:16])[0]
            f.seek(base)
            data = f.read(64 * 1024)
        num_tables = struct.unpack(">H", data[4:6])[0]
        for i in range(num_tables):
            rec = data[12 + 16 * i: 28 + 16 * i]
            t, _checksum, offset, _length = struct.unpack(">4sIII", rec)
            if t == b"head":
                f.seek(offset + 18)
                return struct.unpack(">H", f.read(2))[0]
    raise ValueError("no 'head' table in %s" % path)


def hb_version(hb_shape):
    out = subprocess.run([hb_shape, "--version"], capture_output=True, text=True,
                         check=True).stdout
    m = re.search(r"\(HarfBuzz\)\s+(\S+)", out)
    return m.group(1) if m else out.strip().splitlines()[0]


def shape(hb_shape, font_path, text, direction, script, language):
    args = [hb_shape, "--output-format=json", "--no-glyph-names",
            "--unicodes=" + ",".join("U+%04X" % ord(c) for c in text)]
    if direction:
        args.append("--direction=" + direction)
    if script:
        args.append("--script=" + script)
    if language:
        args.append("--language=" + language)
    args.append(font_path)
    env = dict(os.environ, LC_ALL="C", LANG="C")
    env.pop("LANGUAGE", None)
    out = subprocess.run(args, capture_output=True, text=True, env=env, check=True).stdout
    lines = [l for l in out.splitlines() if l.strip()]
    if len(lines) != 1:
        raise RuntimeError("expected one line of JSON from %r, got %r" % (args, out))
    return json.loads(lines[0])


def record_shaping(hb_shape, fonts_dir, out_path):
    version = hb_version(hb_shape)
    if version != RECORDED_WITH:
        print("warning: hb-shape %s, fixtures were first recorded with %s"
              % (version, RECORDED_WITH), file=sys.stderr)
    upems = {}
    cases = []
    names = set()
    for name, file, text, direction, script, language in CASES:
        assert name not in names, name
        names.add(name)
        path = os.path.join(fonts_dir, file)
        if file not in upems:
            upems[file] = read_upem(path)
        raw = shape(hb_shape, path, text, direction, script, language)
        glyphs = [{"g": r["g"], "cl": r["cl"], "ax": r["ax"], "dx": r["dx"], "dy": r["dy"]}
                  for r in raw]
        cases.append({
            "name": name,
            "file": file,
            "text": text,
            "direction": direction,
            "script": script,
            "language": language,
            "upem": upems[file],
            "glyphs": glyphs,
            "totalAdvance": sum(g["ax"] for g in glyphs),
        })
    doc = {"note": NOTE.format(version=version), "hbShapeVersion": version, "cases": cases}
    write_json(out_path, doc)
    print("wrote %s (%d cases)" % (os.path.relpath(out_path, ROOT), len(cases)))


def write_json(path, doc):
    """Pretty JSON with one glyph object per line (diff-friendly)."""
    def dump(v):
        return json.dumps(v, ensure_ascii=False)

    lines = ["{"]
    lines.append('  "note": %s,' % dump(doc["note"]))
    lines.append('  "hbShapeVersion": %s,' % dump(doc["hbShapeVersion"]))
    lines.append('  "cases": [')
    for ci, c in enumerate(doc["cases"]):
        lines.append("    {")
        for k in ("name", "file", "text", "direction", "script", "language", "upem"):
            lines.append('      "%s": %s,' % (k, dump(c[k])))
        lines.append('      "glyphs": [')
        for gi, g in enumerate(c["glyphs"]):
            sep = "," if gi + 1 < len(c["glyphs"]) else ""
            lines.append("        " + dump(g) + sep)
        lines.append("      ],")
        lines.append('      "totalAdvance": %s' % dump(c["totalAdvance"]))
        lines.append("    }" + ("," if ci + 1 < len(doc["cases"]) else ""))
    lines.append("  ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == doc
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def sample_linebreak_test(src, out_path, target):
    with open(src, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    header = []
    for line in lines:
        if not line.startswith("#"):
            break
        header.append(line)
    tests = [l for l in lines if l and not l.startswith("#")]
    for l in tests:
        if not (l.startswith("\u00f7 ") or l.startswith("\u00d7 ")):
            raise ValueError("unexpected test line: %r" % l)
    m = re.match(r"#\s*(LineBreakTest-[\d.]+\.txt)", header[0] if header else "")
    title = m.group(1) if m else os.path.basename(src)
    k = max(1, round(len(tests) / target))
    sample = tests[::k]
    out = list(header)
    out.append("# Sample for CardGeometry tests: one test line in every %d (starting with"
               % k)
    out.append("# the first) of the %d in %s, lines unchanged." % (len(tests), title))
    out.append("# Written by scripts/record-fixtures.py --linebreak-test FILE.")
    out.append("#")
    out.extend(sample)
    out.append("#")
    out.append("# Lines: %d" % len(sample))
    out.append("#")
    out.append("# EOF")
    os.makedirs(os.path.dirname(out_path), exist_ok=True)
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %s (%d of %d test lines, every %d, from %s)"
          % (os.path.relpath(out_path, ROOT), len(sample), len(tests), k, title))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hb-shape", default=shutil.which("hb-shape") or "hb-shape",
                   help="path to hb-shape (default: from PATH)")
    p.add_argument("--fonts", default=FONTS_DIR, help="font folder (default: Fonts/)")
    p.add_argument("--out", default=os.path.join(FIXTURES_DIR, "hb-shape.json"),
                   help="shaping fixture to write")
    p.add_argument("--no-shape", action="store_true",
                   help="do not (re)record hb-shape.json")
    p.add_argument("--linebreak-test", metavar="FILE",
                   help="Unicode LineBreakTest.txt to sample, e.g. "
                        "/usr/share/unicode/auxiliary/LineBreakTest.txt")
    p.add_argument("--linebreak-out",
                   default=os.path.join(FIXTURES_DIR, "LineBreakTest-sample.txt"))
    p.add_argument("--linebreak-lines", type=int, default=600,
                   help="approximate number of test lines to keep (default 600)")
    a = p.parse_args()
    if not a.no_shape:
        record_shaping(a.hb_shape, a.fonts, a.out)
    if a.linebreak_test:
        sample_linebreak_test(a.linebreak_test, a.linebreak_out, a.linebreak_lines)


if __name__ == "__main__":
    main()
