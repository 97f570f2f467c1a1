// Measures pictures drawn by `layout-dump --format svg --frames` in the
// browser and checks them against the frames they carry (scripts/picture-check
// embeds this in a page with the SVGs as JSON in #svgs and reads #result).
//
// Each SVG is put in the page alone (ids repeat between pictures), its
// rendered geometry read with getBoundingClientRect (what Chromium lays out
// and paints, in the picture's coordinates: the root's viewBox is 1:1), and
// removed. Painted = every leaf shape's box, grown by half its stroke, or
// its filter's region, cut by the clip paths of it and its ancestors.
"use strict";
(function () {
  const EPS = 0.02; // points: rounding of the numbers in the SVG (3 decimals) and of the renderer
  const tolerance = JSON.parse(document.getElementById("tolerance").textContent);
  const inputs = JSON.parse(document.getElementById("svgs").textContent);
  const host = document.getElementById("host");
  const results = [];
  const parser = new DOMParser();
  const leafSelector = "path, rect, use, circle, ellipse, line, polyline, polygon";

  function parseFrame(text) {
    if (text === null) throw new Error("an element the check needs carries no data-frame");
    const v = text.split(" ").map(Number);
    return { x: v[0], y: v[1], w: v[2], h: v[3] };
  }
  function intersect(a, b) {
    const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
    const r = Math.min(a.x + a.w, b.x + b.w), t = Math.min(a.y + a.h, b.y + b.h);
    return { x: x, y: y, w: r - x, h: t - y };
  }
  function empty(r) { return r.w <= 0 || r.h <= 0; }
  function inside(r, frame, slackX, slackY) {
    return r.x >= frame.x - slackX && r.y >= frame.y - slackY &&
      r.x + r.w <= frame.x + frame.w + slackX && r.y + r.h <= frame.y + frame.h + slackY;
  }
  function round(r) {
    return [r.x, r.y, r.w, r.h].map(function (v) { return Math.round(v * 1000) / 1000; });
  }

  for (const item of inputs) {
    try {
      results.push(check(item));
    } catch (error) {
      results.push({ name: item.name, problems: ["the picture could not be measured: " + error], screens: [], clips: [],
        texts: [], glyphs: 0, leaves: 0, overhang: [0, 0, null, null] });
    }
  }
  document.getElementById("result").textContent = JSON.stringify(results);

  function check(item) {
    const problems = [];
    const doc = parser.parseFromString(item.svg, "image/svg+xml");
    if (doc.querySelector("parsererror")) throw new Error("the SVG does not parse");
    const svg = document.importNode(doc.documentElement, true);
    host.appendChild(svg);
    const box = svg.getBoundingClientRect();
    const view = svg.viewBox.baseVal;
    function rectOf(el) {
      const r = el.getBoundingClientRect();
      return { x: r.left - box.left + view.x, y: r.top - box.top + view.y, w: r.width, h: r.height };
    }
    const clipRects = {};
    for (const clip of svg.querySelectorAll("clipPath")) {
      let union = null;
      for (const child of clip.children) {
        const b = child.getBBox();
        const r = { x: b.x, y: b.y, w: b.width, h: b.height };
        union = union ? { x: Math.min(union.x, r.x), y: Math.min(union.y, r.y),
          w: Math.max(union.x + union.w, r.x + r.w) - Math.min(union.x, r.x),
          h: Math.max(union.y + union.h, r.y + r.h) - Math.min(union.y, r.y) } : r;
      }
      clipRects[clip.id] = union || { x: 0, y: 0, w: 0, h: 0 };
    }
    function filterRegion(el) {
      for (let node = el; node && node !== svg; node = node.parentElement) {
        const f = node.getAttribute("filter");
        if (!f) continue;
        const target = document.getElementById(f.replace(/^url\(#([^)]*)\)$/, "$1"));
        if (!target) continue;
        return ["x", "y", "width", "height"].map(function (k) { return Number(target.getAttribute(k)); });
      }
      return null;
    }
    // What a leaf paints, in the picture's coordinates, after clipping.
    function painted(el) {
      let r = rectOf(el);
      const style = getComputedStyle(el);
      if (style.stroke && style.stroke !== "none") {
        const half = (parseFloat(style.strokeWidth) || 1) / 2;
        r = { x: r.x - half, y: r.y - half, w: r.w + 2 * half, h: r.h + 2 * half };
      }
      const region = filterRegion(el);
      if (region) {
        const x = Math.min(r.x, region[0]), y = Math.min(r.y, region[1]);
        r = { x: x, y: y, w: Math.max(r.x + r.w, region[0] + region[2]) - x,
          h: Math.max(r.y + r.h, region[1] + region[3]) - y };
      }
      for (let node = el; node && node !== svg; node = node.parentElement) {
        const c = node.getAttribute("clip-path");
        if (!c) continue;
        const id = c.replace(/^url\(#([^)]*)\)$/, "$1");
        r = intersect(r, clipRects[id] || { x: 0, y: 0, w: 0, h: 0 });
      }
      return r;
    }

    const screens = Array.from(svg.querySelectorAll("g.screen")).map(function (g) {
      return { name: g.getAttribute("data-name"), frame: parseFrame(g.getAttribute("data-frame")) };
    });
    const clips = Array.from(svg.querySelectorAll("g.clip")).map(function (g) {
      return { name: g.getAttribute("data-name"), frame: parseFrame(g.getAttribute("data-frame")) };
    });
    const texts = [];
    const glyphs = []; // {name, rect (painted)}
    let glyphCount = 0;
    const overhang = { x: 0, y: 0 };
    for (const g of svg.querySelectorAll("g.text")) {
      const name = g.getAttribute("data-name");
      const textFrame = parseFrame(g.getAttribute("data-frame"));
      const size = Number(g.getAttribute("data-size")) || 1;
      texts.push({ name: name, frame: [textFrame.x, textFrame.y, textFrame.w, textFrame.h] });
      for (const glyph of g.querySelectorAll("use, path.emoji")) {
        glyphCount += 1;
        const r = rectOf(glyph);
        if (empty(r)) continue;
        // A line wider than its text's frame (one cluster wider than the
        // area: the emergency break at a zero width, docs/text-rules.md) keeps to its own.
        const line = glyph.closest("g.line");
        const lf = line && line.getAttribute("data-frame") ? parseFrame(line.getAttribute("data-frame")) : null;
        const frame = lf && lf.w > textFrame.w + EPS
          ? { x: Math.min(textFrame.x, lf.x), y: textFrame.y, w: Math.max(textFrame.x + textFrame.w, lf.x + lf.w) - Math.min(textFrame.x, lf.x), h: textFrame.h }
          : textFrame;
        // Glyphs lie inside the text's frame, up to the documented overhang.
        // In points beyond the frame (EPS forgiven), then in ems of the text's size.
        const dx = Math.max(frame.x - r.x, r.x + r.w - frame.x - frame.w, EPS) - EPS;
        const dy = Math.max(frame.y - r.y, r.y + r.h - frame.y - frame.h, EPS) - EPS;
        const ex = dx / size, ey = dy / size;
        if (ex > overhang.x) { overhang.x = ex; overhang.xText = name + " " + (line ? line.getAttribute("data-text") : ""); }
        if (ey > overhang.y) { overhang.y = ey; overhang.yText = name + " " + (line ? line.getAttribute("data-text") : ""); }
        if (ex > tolerance.x || ey > tolerance.y) {
          problems.push("glyph of " + name + " at " + round(r) + " lies outside its frame " + round(frame));
        }
        const visible = painted(glyph);
        if (!empty(visible)) glyphs.push({ name: name, rect: visible });
      }
    }
    // Every leaf: inside its screen, inside a reported clip; badges and labels off glyphs.
    const annotations = "g.frames, g.legend, g.title-bar";
    let leaves = 0;
    const badges = [], labels = [];
    for (const el of svg.querySelectorAll(leafSelector)) {
      if (el.closest("defs, clipPath, title")) continue;
      const cls = el.getAttribute("class") || "";
      if (el.parentElement === svg && (cls === "page" || cls === "container")) continue;
      leaves += 1;
      const label = el.closest("g.frame-name, g.caption");
      if (el.closest(annotations)) {
        if (label && label.matches("g.frame-name") && el.tagName === "path") {
          labels.push({ name: "frame tag " + label.getAttribute("data-text"), rect: painted(el) });
        }
        continue;
      }
      const owner = el.closest("[data-name]");
      const name = owner ? owner.getAttribute("data-name") : "(unnamed)";
      const screen = el.closest("g.screen");
      const r = painted(el);
      if (empty(r)) continue;
      if (!screen) {
        problems.push(name + " is painted outside every screen at " + round(r));
        continue;
      }
      const sf = parseFrame(screen.getAttribute("data-frame"));
      if (!inside(r, sf, EPS, EPS)) problems.push(name + " is painted outside the screen " + round(sf) + ": " + round(r));
      for (let node = el.closest("g.clip"); node; node = node.parentElement.closest("g.clip")) {
        const cf = parseFrame(node.getAttribute("data-frame"));
        if (!inside(r, cf, EPS, EPS)) {
          problems.push(name + " is painted outside " + node.getAttribute("data-name") + ", which the layout reports clipped: " + round(r));
        }
      }
      const badge = el.closest("g.badge");
      if (badge) badges.push({ name: badge.getAttribute("data-name"), rect: r });
      if (label && el.tagName === "path" && label.matches("g.caption")) {
        labels.push({ name: "caption " + label.getAttribute("data-text"), rect: r });
      }
    }
    const AREA = 0.05; // pt²: overlaps smaller than this are antialiasing, not cover
    for (const glyph of glyphs) {
      for (const badge of badges) {
        const o = intersect(glyph.rect, badge.rect);
        if (!empty(o) && o.w * o.h > AREA) problems.push("badge " + badge.name + " covers a glyph of " + glyph.name);
      }
      for (const l of labels) {
        const o = intersect(glyph.rect, l.rect);
        if (!empty(o) && o.w * o.h > AREA) problems.push(l.name + " covers a glyph of " + glyph.name);
      }
    }
    for (const badge of badges) {
      for (const l of labels) {
        const o = intersect(badge.rect, l.rect);
        if (!empty(o) && o.w * o.h > AREA && l.name.startsWith("caption")) problems.push("badge " + badge.name + " covers " + l.name);
      }
    }
    host.removeChild(svg);
    return ({
      name: item.name, problems: Array.from(new Set(problems)), screens: screens.map(function (s) {
        return { name: s.name, frame: [s.frame.x, s.frame.y, s.frame.w, s.frame.h] };
      }), clips: clips.map(function (c) { return { name: c.name, frame: [c.frame.x, c.frame.y, c.frame.w, c.frame.h] }; }),
      texts: texts, glyphs: glyphCount, leaves: leaves, overhang: [overhang.x, overhang.y, overhang.xText, overhang.yText],
    });
  }
})();
