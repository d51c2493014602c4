import type { MediaFile } from '../document.ts';
import { random, ridge, shimmer, svgDocument, verticalGradient } from './svg.ts';

const W = 1920;
const H = 480;

/** Layered mountains falling into a still fjord, with morning mist. */
export function fjordMorning(filename: string): MediaFile {
  const rand = random(3);
  const body = [
    `<defs>${verticalGradient('fsky', ['#bfe3e0', '#e8f3ee', '#fdf6e3'])}${verticalGradient('fwater', ['#5a8f8a', '#23504d'])}${verticalGradient('mist', ['#ffffff00', '#ffffffcc', '#ffffff00'])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#fsky)"/>`,
    `<polygon points="${ridge(W, 340, 200, 150, 9, rand)}" fill="#7aa6a0"/>`,
    `<polygon points="${ridge(W, 340, 260, 140, 12, rand)}" fill="#4f7f79"/>`,
    `<rect y="250" width="${W}" height="50" fill="url(#mist)"/>`,
    `<polygon points="${ridge(W, 340, 320, 90, 18, rand)}" fill="#2f5e58"/>`,
    `<rect y="340" width="${W}" height="${H - 340}" fill="url(#fwater)"/>`,
    shimmer(W, 344, H, '#e8f3ee', rand, 70),
    '<g transform="translate(1320 318)"><rect width="70" height="26" fill="#b3472f"/><path d="M-6 0L35 -22L76 0Z" fill="#3a2a24"/><rect x="26" y="8" width="14" height="18" fill="#ffd98a"/></g>',
  ].join('');
  return { filename, contentType: 'image/svg+xml', body: svgDocument(W, H, body, 'Fjord in the morning') };
}

/** Northern lights over a snowy lodge at night. */
export function auroraLodge(filename: string): MediaFile {
  const rand = random(4);
  const stars: string[] = [];
  for (let i = 0; i < 140; i++) {
    const r = (0.6 + rand() * 1.4).toFixed(1);
    stars.push(
      `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * 260).toFixed(0)}" r="${r}" fill="#fff" opacity="${(0.3 + rand() * 0.7).toFixed(2)}"/>`,
    );
  }
  const body = [
    `<defs>${verticalGradient('night', ['#050b1f', '#0d2340', '#183a52'])}${verticalGradient('snow', ['#e4eef5', '#b9cadb'])}`,
    '<linearGradient id="aurora" x1="0" y1="0" x2="1" y2="0"><stop offset="0%" stop-color="#38f2a4" stop-opacity="0"/><stop offset="30%" stop-color="#38f2a4" stop-opacity="0.7"/><stop offset="65%" stop-color="#5ad1ff" stop-opacity="0.5"/><stop offset="100%" stop-color="#a36bff" stop-opacity="0"/></linearGradient>',
    '<filter id="glow" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="18"/></filter></defs>',
    `<rect width="${W}" height="${H}" fill="url(#night)"/>`,
    stars.join(''),
    '<path d="M0 190C300 80 520 240 860 140S1400 40 1920 170" stroke="url(#aurora)" stroke-width="70" fill="none" filter="url(#glow)"/>',
    '<path d="M0 250C380 150 700 260 1040 190S1560 120 1920 230" stroke="url(#aurora)" stroke-width="40" fill="none" filter="url(#glow)" opacity="0.7"/>',
    `<polygon points="${ridge(W, H, 360, 80, 10, rand)}" fill="url(#snow)"/>`,
    '<g transform="translate(760 338)"><rect width="150" height="64" fill="#5b3a29"/><path d="M-14 0L75 -46L164 0Z" fill="#f2f6fa"/><rect x="24" y="20" width="26" height="22" fill="#ffcf6e"/><rect x="98" y="20" width="26" height="22" fill="#ffcf6e"/></g>',
  ].join('');
  return {
    filename,
    contentType: 'image/svg+xml',
    body: svgDocument(W, H, body, 'Northern lights over the lodge'),
  };
}
