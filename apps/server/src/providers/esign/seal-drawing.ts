import { CJK_FONT_FAMILY, escapeXml, renderSvgToPng } from '../../platform/pdf/font';

/**
 * The seal pictures the e-sign sandbox issues: a round company seal (star, enterprise name along the upper
 * arc, '电子签章专用') or a square personal seal, red on a transparent 300×300 PNG, as a real provider's
 * pictures look. Names up to 50 characters still fit: the arc widens and the characters shrink.
 */
const SIZE = 300;
const CENTER = SIZE / 2;
const RED = '#d7000f';

/** Characters, not UTF-16 units, so a rare character outside the BMP takes one place. */
const charsOf = (name: string) => Array.from(name.trim().replace(/\s+/g, ' '));

const glyph = (char: string, x: number, y: number, size: number, transform = '') =>
  `<text x="${x.toFixed(2)}" y="${y.toFixed(2)}" font-size="${size.toFixed(2)}" text-anchor="middle"${transform}>${escapeXml(char)}</text>`;

const star = (cx: number, cy: number, outer: number) => {
  const inner = outer * 0.382;
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${RED}"/>`;
};

const companySvg = (name: string) => {
  const chars = charsOf(name);
  const n = Math.max(chars.length, 1);
  // A short name spreads over at least a third of the ring; a long one takes up to 250° (clear of the
  // '电子签章专用' line) and then its characters shrink.
  const spanDeg = Math.min(250, Math.max(120, n * 24));
  const stepRad = ((spanDeg / n) * Math.PI) / 180;
  const ringInner = 134;
  const fontSize = Math.min(36, Math.max(6, (ringInner - 22) * stepRad * 0.92));
  const outerEdge = ringInner - 6;
  // Glyphs stand on a baseline circle, their tops towards the ring (about 0.86 em above the baseline).
  const baselineY = CENTER - (outerEdge - fontSize * 0.86);
  const arc = chars
    .map((c, i) => {
      const deg = -spanDeg / 2 + (spanDeg / n) * (i + 0.5);
      return glyph(c, CENTER, baselineY, fontSize, ` transform="rotate(${deg.toFixed(3)} ${CENTER} ${CENTER})"`);
    })
    .join('');
  return [
    `<circle cx="${CENTER}" cy="${CENTER}" r="${ringInner + 5}" fill="none" stroke="${RED}" stroke-width="10"/>`,
    star(CENTER, CENTER, 44),
    arc,
    glyph('电子签章专用', CENTER, CENTER + 84, 22),
  ].join('');
};

/** A short personal name is completed the traditional way, so the seal always has a full 2×2 square. */
const personChars = (name: string) => {
  const chars = charsOf(name);
  if (chars.length === 2) return [...chars, '之', '印'];
  if (chars.length === 3) return [...chars, '印'];
  return chars.length === 0 ? ['印'] : chars;
};

const personSvg = (name: string) => {
  const chars = personChars(name);
  const rows = Math.ceil(Math.sqrt(chars.length));
  const cols = Math.ceil(chars.length / rows);
  const inset = 26;
  const inner = SIZE - 2 * inset - 12;
  const cellW = inner / cols;
  const cellH = inner / rows;
  const fontSize = Math.min(cellW, cellH) * 0.92;
  // Seal characters read in columns from the right, top to bottom.
  const text = chars
    .map((c, i) => {
      const col = cols - 1 - Math.floor(i / rows);
      const row = i % rows;
      const x = inset + 6 + cellW * (col + 0.5);
      const y = inset + 6 + cellH * (row + 0.5) + fontSize * 0.36;
      return glyph(c, x, y, fontSize);
    })
    .join('');
  return `<rect x="${inset - 6}" y="${inset - 6}" width="${SIZE - 2 * inset + 12}" height="${SIZE - 2 * inset + 12}" rx="6" fill="none" stroke="${RED}" stroke-width="12"/>${text}`;
};

export const sealSvg = (name: string, kind: 'company' | 'person') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
  `<g fill="${RED}" font-family="${CJK_FONT_FAMILY}">${kind === 'company' ? companySvg(name) : personSvg(name)}</g></svg>`;

export const drawSeal = async (name: string, kind: 'company' | 'person'): Promise<Uint8Array> =>
  renderSvgToPng(sealSvg(name, kind));
