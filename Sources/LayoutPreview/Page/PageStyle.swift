// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// `GET /preview.css`: the page's look.
enum PageStyle {
    static let text = #"""
        :root {
          --zoom: 0.75;
          --page: #f2f2f7; --panel: #ffffff; --ink: #1c1c1e; --muted: #6e6e73; --line: #d8d8de;
          --accent: #0a66d9; --truncated: #e5372b; --resized: #e08600; --overflow: #a23fd1; --failed: #8e1b12; --moved: #0a84ff;
          font: 14px/1.4 -apple-system, "Inter", "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
          color: var(--ink); background: var(--page);
        }
        * { box-sizing: border-box; }
        body { margin: 0; }
        code { font: 12px/1.3 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }

        .bar { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; justify-content: space-between;
          gap: 16px; padding: 10px 20px; background: rgba(255, 255, 255, 0.92); backdrop-filter: blur(8px);
          border-bottom: 1px solid var(--line); }
        .title { display: flex; align-items: baseline; gap: 10px; min-width: 0; }
        .title h1 { margin: 0; font-size: 17px; font-weight: 650; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .kind { font-size: 12px; color: var(--muted); border: 1px solid var(--line); border-radius: 999px; padding: 1px 8px; }
        .bar-tools { display: flex; align-items: center; gap: 14px; color: var(--muted); font-size: 13px; }
        .zoom select { font: inherit; margin-left: 4px; }
        .status { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
        .status::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: #a1a1a6; }
        .status.live::before { background: #28b446; box-shadow: 0 0 0 3px rgba(40, 180, 70, 0.18); }
        .status.invalid::before { background: var(--truncated); }
        .status.offline::before { background: var(--resized); }

        .matrix { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 10px 24px; margin: 14px 20px 0;
          padding: 12px 16px; background: var(--panel); border-radius: 12px; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06); }
        .matrix fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
        .matrix legend { float: left; margin-right: 8px; font-size: 12px; font-weight: 600; color: var(--muted);
          text-transform: uppercase; letter-spacing: 0.04em; }
        .check input { position: absolute; opacity: 0; pointer-events: none; }
        .check span { display: inline-block; min-width: 30px; padding: 3px 8px; text-align: center; font-size: 12.5px;
          border: 1px solid var(--line); border-radius: 7px; cursor: pointer; user-select: none; background: #fafafa; }
        .check input:checked + span { background: var(--accent); border-color: var(--accent); color: #fff; }
        .check input:focus-visible + span { outline: 2px solid var(--accent); outline-offset: 2px; }
        .more-widths { width: 120px; font: inherit; font-size: 12.5px; padding: 3px 6px; border: 1px solid var(--line); border-radius: 7px; }
        .actions { display: flex; align-items: center; gap: 12px; margin-left: auto; font-size: 13px; }
        .actions button { font: inherit; padding: 4px 12px; border-radius: 7px; border: 1px solid var(--line); background: #fff; cursor: pointer; }
        .tile-count { color: var(--muted); }
        .tile-count.too-many { color: var(--truncated); font-weight: 600; }
        .actions a { color: var(--accent); text-decoration: none; }

        .notice { margin: 12px 20px 0; padding: 10px 14px; border-radius: 10px; background: #fff4e5; color: #7a4300; }
        main { padding: 4px 20px 40px; }
        .problem { margin: 12px 0; padding: 12px 16px; border-radius: 12px; background: #fdecea; border: 1px solid #f5c2bd; color: var(--failed); }
        .problem p { margin: 0; }
        .problem-message { margin-top: 6px !important; font-size: 15px; }
        .problem .path { font-size: 14px; padding: 1px 6px; border-radius: 5px; background: #fff; border: 1px solid #f5c2bd; }
        .warnings { margin: 12px 0; color: var(--muted); }
        .empty { color: var(--muted); }
        .summary { margin: 14px 0 4px; color: var(--muted); font-size: 13px; }
        .summary b { color: var(--ink); }
        .count.truncated:not(.zero) { color: var(--truncated); font-weight: 600; }
        .count.resized:not(.zero) { color: var(--resized); font-weight: 600; }
        .count.overflow:not(.zero) { color: var(--overflow); font-weight: 600; }
        .count.failed { color: var(--failed); font-weight: 600; }

        .row { margin-top: 18px; }
        .row-title { margin: 0 0 8px; font-size: 13px; font-weight: 500; color: var(--muted); }
        .row-title b { color: var(--ink); font-size: 15px; }
        .chip { display: inline-block; padding: 0 6px; border-radius: 5px; background: #e9e9ee; color: var(--ink); font-size: 11.5px; font-weight: 500; }
        .tiles { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; }
        .tile { margin: 0; padding: 8px; background: var(--panel); border-radius: 12px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
          border: 2px solid transparent; }
        .tile.marked-truncated { border-color: rgba(229, 55, 43, 0.45); }
        .tile.marked-resized:not(.marked-truncated) { border-color: rgba(224, 134, 0, 0.45); }
        .tile.marked-overflow { border-color: rgba(162, 63, 209, 0.5); }
        .tile.failed { border-color: rgba(142, 27, 18, 0.5); }
        .tile.moved { box-shadow: 0 0 0 2px var(--moved), 0 1px 3px rgba(0, 0, 0, 0.08); }
        .moved-badge { color: #fff; background: var(--moved); border-radius: 5px; padding: 0 6px; font-size: 11.5px; font-weight: 600; white-space: nowrap; }
        .glyph-defs { position: absolute; width: 0; height: 0; overflow: hidden; }
        .tile figcaption { display: flex; justify-content: space-between; gap: 10px; padding: 0 2px 6px; font-size: 12px; color: var(--muted); }
        .tile figcaption b { color: var(--ink); font-size: 13px; }
        .chip.scheme, .chip.direction { background: #eef3fb; }
        .tile.dark .chip.scheme { background: #2c2c2e; color: #fff; }
        .canvas { position: relative; display: block; padding: 0; border: 0; background: none; cursor: zoom-in;
          width: calc(var(--w) * var(--zoom) * 1px); border-radius: 6px; overflow: hidden; }
        .canvas:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        .canvas .picture { display: block; width: 100%; height: auto; }
        .canvas .overlay { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
        .mark-box { fill-opacity: 0.08; stroke-width: 2; stroke-dasharray: 5 3; }
        .mark-box.truncated { fill: var(--truncated); stroke: var(--truncated); }
        .mark-box.resized { fill: var(--resized); stroke: var(--resized); }
        .mark-box.overflow { fill: var(--overflow); stroke: var(--overflow); }
        .mark-box.moved { fill: none; stroke: var(--moved); stroke-dasharray: 2 2; }
        .canvas.no-picture { width: 260px; padding: 24px; background: #f7f7f9; color: var(--muted); text-align: left; }
        .tile-error { width: 260px; color: var(--failed); font-size: 13px; }
        .tile-error p { margin: 4px 0; }
        .marks { list-style: none; margin: 6px 0 0; padding: 0; display: flex; flex-direction: column; gap: 3px;
          max-width: calc(var(--w, 300) * var(--zoom) * 1px); font-size: 12px; }
        .mark { padding: 2px 7px; border-radius: 6px; }
        .mark::before { font-weight: 700; margin-right: 4px; }
        .mark.truncated { background: #fdecea; color: #a1231a; }
        .mark.truncated::before { content: "…"; }
        .mark.resized { background: #fff3e0; color: #8a5300; }
        .mark.resized::before { content: "↓"; }
        .mark.overflow { background: #f5e9fb; color: #6f2194; }
        .mark.overflow::before { content: "⇥"; }
        .mark.moved { background: #e6f1ff; color: #0a4fa3; }
        .mark.moved::before { content: "↕"; }
        .mark code { font-size: 11.5px; }

        dialog { width: min(960px, 94vw); max-height: 86vh; padding: 0; border: 0; border-radius: 14px; box-shadow: 0 20px 60px rgba(0, 0, 0, 0.3); }
        dialog::backdrop { background: rgba(0, 0, 0, 0.35); }
        .dialog-bar { position: sticky; top: 0; display: flex; justify-content: space-between; align-items: center; padding: 8px 16px;
          background: #fff; border-bottom: 1px solid var(--line); font-weight: 600; }
        .dialog-bar button { font-size: 20px; line-height: 1; border: 0; background: none; cursor: pointer; color: var(--muted); }
        .frames-body { padding: 4px 16px 16px; }
        .frames-table h2 { font-size: 16px; margin: 10px 0 2px; }
        .frames-summary { margin: 0 0 10px; color: var(--muted); font-size: 12.5px; }
        .frames-table table { width: 100%; border-collapse: collapse; font-size: 12.5px; font-variant-numeric: tabular-nums; }
        .frames-table th { text-align: left; font-weight: 600; color: var(--muted); border-bottom: 1px solid var(--line); padding: 4px 6px; }
        .frames-table td { padding: 3px 6px; border-bottom: 1px solid #eee; vertical-align: top; }
        .frames-table td:nth-child(n+3):nth-child(-n+6) { text-align: right; }
        .frames-table tr.line td { color: var(--muted); }
        .frames-table tr.line td:first-child { padding-left: 22px; }
        .frames-table tr.marked td { background: #fff6f5; }
        .moved-frames h3 { font-size: 13px; margin: 8px 0 4px; color: #0a4fa3; }
        .moved-frames table { margin-bottom: 12px; }
        .frames-table tr.moved td { background: #f2f7ff; }
        .refusal { max-width: 720px; margin: 40px auto; }
        """#
}
#endif
