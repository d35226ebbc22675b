/** How a report is drawn: a white card with dark text, wide enough to read on a phone or in a forum post. */
const WIDTH = 960;
const PADDING = 32;
const FONT_SIZE = 20;
const LINE = 28;
/** Chromium draws no canvas taller than this; a longer report is cut and says so. */
const MAX_HEIGHT = 30000;
const FONT = `${FONT_SIZE}px system-ui, sans-serif`;

/** The report's lines broken to fit the card's width, words kept whole where they fit. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    let current = '';
    for (const word of line.trimStart().split(' ')) {
      const next = current ? `${current} ${word}` : `${indent}${word}`;
      if (current && ctx.measureText(next).width > width) {
        out.push(current);
        current = `${indent}    ${word}`;
      } else current = next;
    }
    out.push(current);
  }
  return out;
}

/** The report drawn on a canvas: the first line, the heading, in bold. */
export function drawReport(text: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('This browser cannot draw the report');
  measure.font = FONT;
  let lines = wrap(measure, text, WIDTH - 2 * PADDING);
  const fit = Math.floor((MAX_HEIGHT - 2 * PADDING) / LINE);
  if (lines.length > fit) lines = [...lines.slice(0, fit - 1), '… the rest is in the text version of this report'];
  canvas.width = WIDTH;
  canvas.height = 2 * PADDING + lines.length * LINE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the report');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#1a1a1a';
  ctx.textBaseline = 'top';
  lines.forEach((line, n) => {
    ctx.font = n === 0 ? `700 ${FONT}` : FONT;
    ctx.fillText(line, PADDING, PADDING + n * LINE + (LINE - FONT_SIZE) / 2);
  });
  return canvas;
}

/** The report as a PNG image. */
export function reportPng(text: string): Promise<Blob> {
  const canvas = drawReport(text);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob && blob.size > 0 ? resolve(blob) : reject(new Error('The report image could not be made'))), 'image/png'),
  );
}
