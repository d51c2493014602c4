import type { MediaFile } from '../document.ts';
import { random, ridge, shimmer, svgDocument, verticalGradient } from './svg.ts';

const W = 1920;
const H = 480;

function canalHouses(rand: () => number, baseY: number): string {
  const houses: string[] = [];
  let x = -10;
  const fills = ['#1d2b3a', '#24344a', '#2b3d52', '#1a2433'];
  while (x < W) {
    const width = 46 + rand() * 40;
    const height = 110 + rand() * 90;
    const top = baseY - height;
    const fill = fills[Math.floor(rand() * fills.length)];
    // A stepped or bell gable on top of a narrow canal house.
    const gable = `M${x} ${top}L${x + width * 0.2} ${top}L${x + width * 0.2} ${top - 14}L${x + width * 0.35} ${top - 14}L${x + width * 0.35} ${top - 28}L${x + width * 0.65} ${top - 28}L${x + width * 0.65} ${top - 14}L${x + width * 0.8} ${top - 14}L${x + width * 0.8} ${top}L${x + width} ${top}L${x + width} ${baseY}L${x} ${baseY}Z`;
    houses.push(`<path d="${gable}" fill="${fill}"/>`);
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 2; col++) {
        if (rand() < 0.45) continue;
        const wx = x + width * (0.22 + col * 0.36);
        const wy = top + 14 + row * 26;
        if (wy > baseY - 20) continue;
        houses.push(
          `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="${(width * 0.2).toFixed(0)}" height="14" rx="2" fill="#ffcf7a" opacity="${(0.55 + rand() * 0.4).toFixed(2)}"/>`,
        );
      }
    }
    x += width + 2;
  }
  return houses.join('');
}

function boat(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 0h120l-18 18H16z" fill="#101820"/><rect x="30" y="-16" width="46" height="16" rx="3" fill="#15202b"/><rect x="36" y="-12" width="10" height="7" fill="#ffcf7a"/><rect x="52" y="-12" width="10" height="7" fill="#ffcf7a"/></g>`;
}

/** Harbour at dusk: a canal-house skyline over water, sun low behind it. */
export function harbourDusk(filename: string): MediaFile {
  const rand = random(1);
  const body = [
    `<defs>${verticalGradient('sky', ['#12304a', '#2f5d7c', '#d9825b', '#f4c27a'])}${verticalGradient('sea', ['#0b5563', '#08323d'])}`,
    '<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0%" stop-color="#fff4d6"/><stop offset="45%" stop-color="#ffd08a" stop-opacity="0.8"/><stop offset="100%" stop-color="#ffd08a" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="1380" cy="300" r="190" fill="url(#sun)"/>`,
    canalHouses(rand, 330),
    `<rect y="330" width="${W}" height="${H - 330}" fill="url(#sea)"/>`,
    shimmer(W, 336, H, '#ffd9a0', rand, 90),
    boat(380, 390, 1.1),
    boat(1120, 420, 0.8),
  ].join('');
  return { filename, contentType: 'image/svg+xml', body: svgDocument(W, H, body, 'Harbour at dusk') };
}

/** A river skyline at blue hour with lit office windows. */
export function skylineBlueHour(filename: string): MediaFile {
  const rand = random(2);
  const towers: string[] = [];
  let x = 0;
  while (x < W) {
    const width = 60 + rand() * 90;
    const height = 140 + rand() * 230;
    const top = 360 - height;
    towers.push(
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" fill="#16213a"/>`,
    );
    for (let wy = top + 12; wy < 350; wy += 18) {
      for (let wx = x + 8; wx < x + width - 12; wx += 16) {
        if (rand() < 0.6) continue;
        towers.push(
          `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="8" height="10" fill="#ffe2a8" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
        );
      }
    }
    x += width + 6 + rand() * 20;
  }
  const body = [
    `<defs>${verticalGradient('sky2', ['#0e1a3b', '#28407a', '#6f7fb8', '#e6a587'])}${verticalGradient('river', ['#1c2c55', '#0a1228'])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky2)"/>`,
    `<polygon points="${ridge(W, 360, 300, 60, 16, rand)}" fill="#23305a" opacity="0.7"/>`,
    towers.join(''),
    `<rect y="360" width="${W}" height="${H - 360}" fill="url(#river)"/>`,
    shimmer(W, 364, H, '#ffe2a8', rand, 110),
  ].join('');
  return {
    filename,
    contentType: 'image/svg+xml',
    body: svgDocument(W, H, body, 'City skyline at blue hour'),
  };
}

/** A light meeting room: long table, chairs and tall windows onto the water. */
export function meetingRoom(filename: string): MediaFile {
  const windows: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 120 + i * 290;
    windows.push(
      `<rect x="${x}" y="40" width="230" height="250" rx="6" fill="url(#view)"/><rect x="${x + 112}" y="40" width="6" height="250" fill="#e9e3d8"/>`,
    );
  }
  const chairs: string[] = [];
  for (let i = 0; i < 10; i++) {
    const x = 360 + i * 124;
    chairs.push(
      `<rect x="${x}" y="318" width="64" height="44" rx="14" fill="#0b5563"/><rect x="${x + 6}" y="420" width="52" height="40" rx="14" fill="#0d6877"/>`,
    );
  }
  const body = [
    `<defs>${verticalGradient('wall', ['#f6f1e8', '#e7dccb'])}${verticalGradient('view', ['#9fd0dc', '#5fa3b3', '#2d7283'])}${verticalGradient('floor', ['#b8916a', '#8a6446'])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    windows.join(''),
    `<rect y="330" width="${W}" height="${H - 330}" fill="url(#floor)"/>`,
    chairs.join(''),
    '<rect x="320" y="360" width="1280" height="64" rx="20" fill="#f3efe8"/><rect x="320" y="412" width="1280" height="10" rx="5" fill="#d8cdbb"/>',
    '<circle cx="960" cy="380" r="14" fill="#e0a458"/><rect x="640" y="372" width="90" height="8" rx="4" fill="#c9bca7"/><rect x="1180" y="372" width="90" height="8" rx="4" fill="#c9bca7"/>',
  ].join('');
  return {
    filename,
    contentType: 'image/svg+xml',
    body: svgDocument(W, H, body, 'Meeting room with a view of the water'),
  };
}
