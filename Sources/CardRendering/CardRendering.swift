// The CardRendering module: SVG pictures, frame tables and device-matrix reports of card layouts.
