import type { WmsCameraFrame } from './camera';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const pad = (n: number) => String(n).padStart(2, '0');
/** Beijing time as the card prints it (the product's time zone). */
const clock = (at: Date) => {
  const t = new Date(at.getTime() + 8 * 3600_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
};

/**
 * The sandbox's camera (WmsPort.camera): a generated test card, an SVG of colour bars with the warehouse place and
 * the current time and a bar that sweeps across once every ten seconds, so a picture asked again every second moves.
 */
export const sandboxCameraFrame = (unit: string, place: string, at: Date): WmsCameraFrame => {
  const x = ((at.getTime() / 1000) % 10) * 64;
  const colours = ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0'];
  const bars = colours.map((c, i) => `<rect x="${i * 92}" y="0" width="92" height="250" fill="${c}"/>`).join('');
  const name = `WMS ${unit} 货位 ${place} 摄像头`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">${bars}<rect x="0" y="250" width="640" height="110" fill="#111"/><rect x="${x.toFixed(1)}" y="0" width="12" height="250" fill="#fff" opacity="0.8"/><circle cx="620" cy="20" r="8" fill="#f00"/><text x="20" y="290" fill="#fff" font-size="22" font-family="sans-serif">${escapeXml(name)}</text><text x="20" y="330" fill="#0f0" font-size="26" font-family="monospace">${clock(at)}</text><text x="560" y="26" fill="#fff" font-size="16" font-family="sans-serif">LIVE</text></svg>`;
  return { contentType: 'image/svg+xml', base64: Buffer.from(svg).toString('base64'), cameraName: name };
};
