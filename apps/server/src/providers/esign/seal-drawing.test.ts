import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { drawSeal, sealSvg } from './seal-drawing';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's pixels, decoded by resvg from an SVG that shows it at its own size. */
const pixels = (png: Uint8Array) => {
  const buf = Buffer.from(png);
  const [width, height] = [buf.readUInt32BE(16), buf.readUInt32BE(20)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${buf.toString('base64')}"/></svg>`;
  const rendered = new Resvg(svg).render();
  const data = rendered.pixels;
  const at = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: data[i + 3]! };
  };
  return {
    width,
    height,
    at,
    count: (test: (p: ReturnType<typeof at>) => boolean) => {
      let n = 0;
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (test(at(x, y))) n++;
      return n;
    },
  };
};

/** Seal red (#d7000f), whether resvg's pixels are premultiplied or not. */
const red = (p: { r: number; g: number; b: number; a: number }) =>
  p.a > 128 && p.r > 0.6 * p.a && p.g < 0.3 * p.a && p.b < 0.3 * p.a;

describe('seal pictures', () => {
  it.each([
    ['company', '江苏恒丰棉业有限公司'],
    ['person', '张三'],
  ] as const)('draws a red %s seal on a transparent 300×300 PNG', async (kind, name) => {
    const png = await drawSeal(name, kind);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const image = pixels(png);
    expect([image.width, image.height]).toEqual([300, 300]);
    for (const [x, y] of [
      [0, 0],
      [299, 0],
      [0, 299],
      [299, 299],
    ] as const) {
      expect(image.at(x, y).a).toBe(0);
    }
    // Everything drawn is red: the ring or border, the star and the characters.
    const drawn = image.count((p) => p.a > 128);
    expect(drawn).toBeGreaterThan(5000);
    expect(image.count(red)).toBe(drawn);
  });

  it('puts the name, the star and 电子签章专用 on a company seal, and 之印 after a two-character person name', () => {
    const company = sealSvg('江苏恒丰棉业有限公司', 'company');
    for (const c of ['江', '苏', '司', '电子签章专用', '<polygon']) expect(company).toContain(c);
    const person = sealSvg('张三', 'person');
    for (const c of ['>张<', '>三<', '>之<', '>印<']) expect(person).toContain(c);
    expect(sealSvg('李四五', 'person')).toContain('>印<');
  });

  it('escapes XML in names', async () => {
    const name = '甲&乙<丙>"丁"\'戊\'';
    expect(sealSvg(name, 'company')).toContain('&amp;');
    expect(sealSvg(name, 'company')).not.toContain('>"<');
    expect(pixels(await drawSeal(name, 'company')).count(red)).toBeGreaterThan(5000);
  });

  it.each(['company', 'person'] as const)('fits a 50-character name on a %s seal', async (kind) => {
    const name = `${'江苏恒丰棉业国际贸易进出口供应链管理服务'.repeat(3).slice(0, 46)}有限公司`;
    expect(Array.from(name)).toHaveLength(50);
    const svg = sealSvg(name, kind);
    expect(svg.match(/<text /g)!.length).toBe(kind === 'company' ? 51 : 50);
    const image = pixels(await drawSeal(name, kind));
    // Nothing spills out of the picture: the outermost rows and columns stay clear.
    for (let i = 0; i < 300; i++) {
      for (const [x, y] of [
        [i, 0],
        [i, 299],
        [0, i],
        [299, i],
      ] as const) {
        expect(image.at(x, y).a).toBe(0);
      }
    }
    expect(image.count(red)).toBeGreaterThan(8000);
    // Inside the ring or the square border: nothing drawn beyond them.
    const outside =
      kind === 'company'
        ? (x: number, y: number) => Math.hypot(x + 0.5 - 150, y + 0.5 - 150) > 146
        : (x: number, y: number) => x < 12 || y < 12 || x > 287 || y > 287;
    let beyond = 0;
    for (let y = 0; y < 300; y++) for (let x = 0; x < 300; x++) if (outside(x, y) && image.at(x, y).a > 0) beyond++;
    expect(beyond).toBe(0);
  });
});
