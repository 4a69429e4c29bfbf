import { CJK_FONT_FAMILY, escapeXml, renderSvgToPng } from '../../platform/pdf/font';
import { withRecognitionPayload } from './sandbox';

/**
 * Sample pictures for testers (POST /api/kc-sandbox/samples/:kind): a business licence or an ID card side,
 * drawn with the fields a tester chose and carrying them as the recognition sandbox's payload (README.md), so
 * uploading one fills the form. 'plain' is the same licence without a payload: the "not recognised" outcome.
 * Every picture says '样例 · 沙箱' across it; none can pass for a real document.
 */
export type SampleKind = 'licence' | 'idFront' | 'idBack' | 'plain';

const LICENCE_DEFAULTS = {
  name: '样例棉业有限公司',
  creditCode: '91320100MA1SAMPLE1',
  address: '江苏省南京市玄武区珠江路1号',
  legalPerson: '张三',
  businessLifeStart: '2015-06-01',
  businessLifeEnd: '长期',
};
/** A valid check digit, so the sample passes the form's ID-number rule. */
const ID_FRONT_DEFAULTS = { name: '张三', idNumber: '110101199003071233' };
const ID_BACK_DEFAULTS = { issuingAuthority: '南京市公安局玄武分局', validPeriod: '2020.01.01-2040.01.01' };

const RED = '#c8161d';
const INK = '#1f1f1f';

/** Blank or missing fields take the default, so a sample is always complete. */
const filled = <T extends Record<string, string>>(defaults: T, fields: Record<string, string>): T =>
  Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, fields[k]?.trim() ? fields[k].trim() : v])) as T;

/** Width in em: CJK characters are square, Latin letters and digits about half as wide. */
const widthOf = (c: string) => (c.charCodeAt(0) <= 0xff ? 0.56 : 1);

/** Lines of at most `em` wide; beyond `maxLines` the text ends in '…'. */
const wrap = (text: string, em: number, maxLines: number) => {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const c of Array.from(text)) {
    if (width + widthOf(c) > em) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += c;
    width += widthOf(c);
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${Array.from(lines[maxLines - 1]!)
      .slice(0, -1)
      .join('')}…`;
  }
  return lines.length ? lines : [''];
};

const text = (x: number, y: number, size: number, value: string, attrs = '') =>
  `<text x="${x}" y="${y}" font-size="${size}"${attrs}>${escapeXml(value)}</text>`;

const watermark = (w: number, h: number) =>
  `<text x="${w / 2}" y="${h / 2 + 40}" font-size="${Math.round(w / 8)}" text-anchor="middle" fill="#8c8c8c" fill-opacity="0.22" transform="rotate(-18 ${w / 2} ${h / 2})">样例 · 沙箱</text>`;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><g font-family="${CJK_FONT_FAMILY}" fill="${INK}">${body}${watermark(w, h)}</g></svg>`;

const star = (cx: number, cy: number, outer: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : outer * 0.382;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

/** '2015-06-01' as a licence prints it: 2015年06月01日; anything else (长期) as given. */
const licenceDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m ? `${m[1]}年${m[2]}月${m[3]}日` : v;
};

const licenceSvg = (f: typeof LICENCE_DEFAULTS) => {
  const W = 1000;
  const H = 700;
  const rows: [string, string, number][] = [
    ['名　　称', f.name, 2],
    ['类　　型', '有限责任公司', 1],
    ['法定代表人', f.legalPerson, 1],
    ['住　　所', f.address, 3],
    ['营业期限', `${licenceDate(f.businessLifeStart)} 至 ${licenceDate(f.businessLifeEnd)}`, 1],
  ];
  let y = 268;
  const body = rows
    .map(([label, value, maxLines]) => {
      const lines = wrap(value, 25, maxLines);
      const out = text(110, y, 24, label, ' fill="#444"') + lines.map((l, i) => text(290, y + i * 34, 24, l)).join('');
      y += 34 * lines.length + 26;
      return out;
    })
    .join('');
  return svg(
    W,
    H,
    [
      `<rect width="${W}" height="${H}" fill="#fffdf4"/>`,
      `<rect x="18" y="18" width="${W - 36}" height="${H - 36}" fill="none" stroke="${RED}" stroke-width="10"/>`,
      `<rect x="34" y="34" width="${W - 68}" height="${H - 68}" fill="none" stroke="${RED}" stroke-width="2"/>`,
      text(80, 92, 17, '统一社会信用代码', ' fill="#444"'),
      text(80, 122, 21, f.creditCode),
      text(W / 2, 140, 66, '营业执照', ` text-anchor="middle" fill="${RED}" letter-spacing="20"`),
      text(W / 2, 184, 22, '（副　本）', ' text-anchor="middle" fill="#444"'),
      body,
      `<circle cx="820" cy="575" r="64" fill="none" stroke="${RED}" stroke-width="5" stroke-opacity="0.85"/>`,
      star(820, 570, 24, RED),
      text(820, 618, 15, '登记机关', ` text-anchor="middle" fill="${RED}"`),
      text(600, 660, 18, '国家市场监督管理总局监制（样例）', ' fill="#666"'),
    ].join(''),
  );
};

/** Sex and birth date as an 18-digit ID number encodes them (digits 7–14 the birth date, 17 odd for men). */
const fromIdNumber = (idNumber: string) => {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})\d{2}(\d)[\dXx]$/.exec(idNumber);
  if (!m) return { sex: '男', birth: '1990 年 3 月 7 日' };
  return {
    sex: Number(m[4]) % 2 === 1 ? '男' : '女',
    birth: `${m[1]} 年 ${Number(m[2])} 月 ${Number(m[3])} 日`,
  };
};

const card = (W: number, H: number, fill: string) =>
  `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" rx="30" fill="${fill}" stroke="#b7c7d3" stroke-width="2"/>`;

const idFrontSvg = (f: typeof ID_FRONT_DEFAULTS, address: string) => {
  const W = 856;
  const H = 540;
  const { sex, birth } = fromIdNumber(f.idNumber);
  const label = (x: number, y: number, v: string) => text(x, y, 22, v, ' fill="#3b6e95" letter-spacing="6"');
  return svg(
    W,
    H,
    [
      card(W, H, '#eef5f8'),
      label(60, 100, '姓名'),
      text(150, 100, 28, wrap(f.name, 14, 1)[0]!),
      label(60, 165, '性别'),
      text(150, 165, 26, sex),
      label(260, 165, '民族'),
      text(350, 165, 26, '汉'),
      label(60, 230, '出生'),
      text(150, 230, 26, birth),
      label(60, 295, '住址'),
      wrap(address, 13, 3)
        .map((l, i) => text(150, 295 + i * 38, 26, l))
        .join(''),
      label(60, 470, '公民身份号码'),
      text(280, 470, 32, f.idNumber, ' letter-spacing="3"'),
      `<rect x="600" y="70" width="200" height="250" rx="8" fill="#dde6ec"/>`,
      `<circle cx="700" cy="160" r="50" fill="#b5c3ce"/>`,
      `<path d="M615 320 Q700 200 785 320 Z" fill="#b5c3ce"/>`,
    ].join(''),
  );
};

const idBackSvg = (f: typeof ID_BACK_DEFAULTS) => {
  const W = 856;
  const H = 540;
  const label = (x: number, y: number, v: string) => text(x, y, 22, v, ' fill="#3b6e95" letter-spacing="4"');
  return svg(
    W,
    H,
    [
      card(W, H, '#f3f7ef'),
      `<circle cx="150" cy="150" r="78" fill="none" stroke="${RED}" stroke-width="8"/>`,
      `<circle cx="150" cy="150" r="64" fill="none" stroke="#d4a017" stroke-width="3"/>`,
      star(150, 146, 38, RED),
      text(280, 130, 40, '中华人民共和国', ' letter-spacing="6"'),
      text(280, 215, 58, '居民身份证', ' letter-spacing="10"'),
      label(140, 410, '签发机关'),
      text(290, 410, 26, wrap(f.issuingAuthority, 18, 1)[0]!),
      label(140, 470, '有效期限'),
      text(290, 470, 26, f.validPeriod),
    ].join(''),
  );
};

export const drawSample = async (kind: SampleKind, fields: Record<string, string>): Promise<Uint8Array> => {
  switch (kind) {
    case 'licence': {
      const f = filled(LICENCE_DEFAULTS, fields);
      return withRecognitionPayload(renderSvgToPng(licenceSvg(f)), { kind, fields: f });
    }
    case 'plain':
      return renderSvgToPng(licenceSvg(filled(LICENCE_DEFAULTS, fields)));
    case 'idFront': {
      const f = filled(ID_FRONT_DEFAULTS, fields);
      const address = fields.address?.trim() || LICENCE_DEFAULTS.address;
      return withRecognitionPayload(renderSvgToPng(idFrontSvg(f, address)), { kind, fields: f });
    }
    case 'idBack': {
      const f = filled(ID_BACK_DEFAULTS, fields);
      return withRecognitionPayload(renderSvgToPng(idBackSvg(f)), { kind, fields: f });
    }
  }
};
