// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// `GET /preview.js`: what keeps the page live. It listens to `/events`
/// and, on a change, fetches `/tiles` for the page's matrix and swaps the
/// tiles in (no reload, scroll kept): asked with `since` (the version
/// shown), the server sends only the tiles that changed and the glyph
/// outlines the page lacks, which the script puts in place; it turns a change of the form into a
/// new query (the address bar always holds the view's link); and it opens a
/// tile's frames (`/frames`) in a dialog, redrawn with the tiles.
enum PageScript {
    static let text = #"""
        "use strict";
        (() => {
          const form = document.getElementById("matrix");
          const status = document.getElementById("status");
          const notice = document.getElementById("notice");
          const dialog = document.getElementById("frames");
          const share = document.getElementById("share");
          const tileCount = document.getElementById("tile-count");
          const zoom = document.getElementById("zoom");
          const names = ["widths", "categories", "schemes", "directions"];
          const maximumTiles = 500;
          let loading = false;
          let again = false;
          let framesQuery = null;

          const currentView = () => document.getElementById("view");

          function showNotice(text) {
            notice.textContent = text;
            notice.hidden = !text;
          }

          // The form as the canonical query: each parameter once, a comma list.
          function formQuery() {
            const data = new FormData(form);
            const counts = [];
            const parts = names.map((name) => {
              const values = [];
              for (const value of data.getAll(name)) {
                for (const item of String(value).split(",")) {
                  const trimmed = item.trim();
                  if (trimmed && !values.includes(trimmed)) values.push(trimmed);
                }
              }
              counts.push(values.length);
              return name + "=" + values.map(encodeURIComponent).join(",");
            });
            return { query: parts.join("&"), tiles: counts.reduce((a, b) => a * b, 1) };
          }

          async function refresh() {
            if (loading) { again = true; return; }
            loading = true;
            try {
              do {
                again = false;
                const shown = currentView();
                const since = shown && shown.querySelector(":scope > .glyph-defs") ? shown.dataset.version : null;
                const query = location.search ? location.search.slice(1) : "";
                const parts = [query, since ? "since=" + since : ""].filter(Boolean);
                const response = await fetch("/tiles" + (parts.length ? "?" + parts.join("&") : ""), { cache: "no-store" });
                const text = await response.text();
                if (!response.ok) { showNotice(text); continue; }
                showNotice("");
                apply(text);
                stamp();
                if (framesQuery && dialog.open) await showFrames(framesQuery, false);
              } while (again);
            } catch (error) {
              showNotice("The preview server does not answer (" + error.message + "); is layout-dump preview still running?");
            } finally {
              loading = false;
            }
          }

          // Puts a /tiles answer in place: a whole view replaces the one
          // shown; a partial one (the tiles a save changed) replaces those
          // tiles, adds the glyph outlines the page lacks, and the summary.
          function apply(text) {
            const template = document.createElement("template");
            template.innerHTML = text;
            const incoming = template.content.querySelector("#view");
            const view = currentView();
            if (!incoming) { document.getElementById("content").innerHTML = text; return; }
            const anchor = view && view.querySelector(":scope > .glyph-defs");
            const theirs = incoming.querySelector(":scope > .glyph-defs");
            const partial = incoming.dataset.partial === "true" && view && anchor && theirs
              && view.dataset.version === incoming.dataset.since;
            if (!partial) {
              if (view) view.replaceWith(incoming); else document.getElementById("content").replaceChildren(incoming);
              return;
            }
            const store = anchor.querySelector("defs");
            for (const glyph of [...theirs.querySelectorAll("defs > *")]) {
              if (!document.getElementById(glyph.id)) store.appendChild(glyph);
            }
            for (const tile of [...incoming.querySelectorAll(":scope > figure.tile")]) {
              const old = document.getElementById(tile.id);
              if (old) old.replaceWith(tile);
            }
            while (view.firstChild && view.firstChild !== anchor) view.firstChild.remove();
            while (incoming.firstChild && incoming.firstChild !== theirs) view.insertBefore(incoming.firstChild, anchor);
            for (const key of ["version", "valid", "tiles"]) view.dataset[key] = incoming.dataset[key];
          }

          function stamp() {
            const view = currentView();
            const valid = !view || view.dataset.valid === "true";
            status.className = "status " + (valid ? "live" : "invalid");
            status.textContent = (valid ? "live · drawn " : "error · checked ") + new Date().toLocaleTimeString();
          }

          async function showFrames(query, open) {
            framesQuery = query;
            const response = await fetch("/frames?" + query, { cache: "no-store" });
            dialog.querySelector(".frames-body").innerHTML = response.ok
              ? await response.text()
              : "<p class=\"notice\"></p>";
            if (!response.ok) dialog.querySelector(".frames-body .notice").textContent = await response.text();
            if (open && !dialog.open) dialog.showModal();
          }

          function matrixChanged() {
            const { query, tiles } = formQuery();
            tileCount.textContent = tiles + (tiles === 1 ? " tile" : " tiles");
            tileCount.classList.toggle("too-many", tiles > maximumTiles);
            history.replaceState(null, "", "/?" + query);
            share.href = "/?" + query;
            refresh();
          }

          form.addEventListener("change", matrixChanged);
          form.addEventListener("submit", (event) => { event.preventDefault(); matrixChanged(); });

          document.addEventListener("click", (event) => {
            const canvas = event.target.closest(".canvas");
            if (!canvas) return;
            const tile = canvas.closest(".tile");
            if (tile) showFrames(tile.dataset.frames, true);
          });
          dialog.addEventListener("close", () => { framesQuery = null; });

          function applyZoom() {
            document.body.style.setProperty("--zoom", zoom.value);
            try { localStorage.setItem("layout-dump-preview-zoom", zoom.value); } catch (error) {}
          }
          try {
            const saved = localStorage.getItem("layout-dump-preview-zoom");
            if (saved && [...zoom.options].some((option) => option.value === saved)) zoom.value = saved;
          } catch (error) {}
          zoom.addEventListener("change", applyZoom);
          applyZoom();

          const events = new EventSource("/events");
          events.addEventListener("hello", (event) => {
            stamp();
            const view = currentView();
            const version = String(JSON.parse(event.data).version);
            if (!view || view.dataset.version !== version) refresh();
          });
          events.addEventListener("change", () => refresh());
          events.addEventListener("error", () => {
            status.className = "status offline";
            status.textContent = "reconnecting…";
          });
        })();
        """#
}
#endif
