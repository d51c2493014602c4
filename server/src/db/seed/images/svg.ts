/** Wraps shapes in a standalone SVG document with a viewBox, so it scales to any size the widget shows. */
export function svgDocument(width: number, height: number, body: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('');
}

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small deterministic random generator (mulberry32): the same seed draws the same scene every time. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A vertical linear gradient with evenly spaced stops. */
export function verticalGradient(id: string, colors: string[]): string {
  const stops = colors
    .map(
      (color, i) =>
        `<stop offset="${((i / Math.max(colors.length - 1, 1)) * 100).toFixed(0)}%" stop-color="${color}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

/** A ridge line across the width as a closed polygon, for mountains, dunes or roofs. */
export function ridge(
  width: number,
  height: number,
  base: number,
  amplitude: number,
  steps: number,
  rand: () => number,
): string {
  const points: string[] = [`0,${height}`];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const y = base - rand() * amplitude;
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

/** Horizontal shimmer lines on water, fading with distance from the horizon. */
export function shimmer(
  width: number,
  top: number,
  bottom: number,
  color: string,
  rand: () => number,
  count = 60,
): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = top + rand() ** 1.6 * (bottom - top);
    const length = 20 + rand() * 140;
    const x = rand() * (width - length);
    const opacity = (0.15 + rand() * 0.35).toFixed(2);
    lines.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${length.toFixed(0)}" height="2" rx="1" fill="${color}" opacity="${opacity}"/>`,
    );
  }
  return lines.join('');
}
