import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachToOwner } from '../../platform/files/attachment.service';
import { attachment } from '../../platform/files/attachment.table';
import { signLink } from '../../platform/files/link';
import { withRecognitionPayload } from '../../providers/recognition/sandbox';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { big, file, form, gif, jpeg, type Part, pdf, png } from '../../test/uploads';
import { createUser } from '../../test/users';

const ATTACH = '/api/kc-resource/oss/endpoint/put-file-attach';
const FRONT = '/api/kc-ludan/v1/frontApi/upload/uploadFileForFront';

let t: TestApp;
let shipper: Session;
let buyer: Session;
let admin: Session;
let colleague: Session;
/** What the server logged, as a log collector would keep it. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  [shipper, admin] = [await t.session('shipper'), await t.session('admin')];
  const shipperPost = (await shipper.as({ method: 'GET', url: '/api/kc-user/info' })).json().data.postId;
  await createUser(t.ctx.db, 'files-buyer', { roleAliases: ['buyer'], postId: '999999999' });
  await createUser(t.ctx.db, 'files-colleague', { roleAliases: ['shipper'], postId: shipperPost });
  [buyer, colleague] = [await t.session('files-buyer'), await t.session('files-colleague')];
});
afterAll(async () => t?.close());

const upload = (token: string | undefined, url: string, ...parts: Part[]) =>
  t.as(token, { method: 'POST', url, ...form(...parts) });

const storedFiles = (dir = t.ctx.config.filesDir): number =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .reduce((n, e) => n + (e.isDirectory() ? storedFiles(path.join(dir, e.name)) : 1), 0)
    : 0;
const rows = async () => (await t.ctx.db.select({ n: count() }).from(attachment))[0]!.n;

describe('put-file-attach', () => {
  it('stores a PNG and answers a link that downloads the same bytes without a token', async () => {
    const bytes = png(7);
    const res = await upload(shipper.token, ATTACH, file('营业执照 (副本).png', bytes));
    expect(res.json()).toMatchObject({ code: 200, data: { originalName: '营业执照 (副本).png' } });
    const { attachId, link } = res.json().data;
    expect(link).toMatch(new RegExp(`^/api/kc-resource/oss/endpoint/file/${attachId}\\?e=\\d+&s=`));
    const dl = await t.get(undefined, link);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toContain("filename*=UTF-8''%E8%90%A5%E4%B8%9A");
    expect(Buffer.compare(dl.rawPayload, bytes)).toBe(0);
  });

  it('never logs a link’s signature: the query of a file route is masked like a password', async () => {
    const { link } = (await upload(shipper.token, ATTACH, file('logo.png', png(11)))).json().data;
    const signature = new URL(link, 'http://x').searchParams.get('s')!;
    logLines.length = 0;
    expect((await t.get(undefined, link)).statusCode).toBe(200);
    const logged = logLines.join('');
    expect(logged).toContain('incoming request');
    expect(logged).toContain(
      `${link.split('?')[0]}?e=%5B%E5%B7%B2%E9%9A%90%E8%97%8F%5D&s=%5B%E5%B7%B2%E9%9A%90%E8%97%8F%5D`,
    );
    expect(logged).not.toContain(signature);
    expect(logged).not.toContain(signature.split('.').at(-1));
  });

  it('serves an uploaded SVG only as a download, with nothing in it allowed to run', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>',
    );
    const { link } = (await upload(shipper.token, ATTACH, file('标志.svg', svg))).json().data;
    const dl = await t.get(undefined, link);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/svg+xml');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="__\.svg"; filename\*=UTF-8''/);
    expect(dl.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    // An image stays inline: pages show it.
    const { link: pngLink } = (await upload(shipper.token, ATTACH, file('a.png', png(12)))).json().data;
    expect((await t.get(undefined, pngLink)).headers['content-disposition']).toMatch(/^inline; /);
  });

  it('accepts PDF, GIF and SVG by their content', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const [name, bytes] of [
      ['a.pdf', pdf],
      ['b.gif', gif],
      ['c.svg', svg],
    ] as const) {
      expect((await upload(shipper.token, ATTACH, file(name, bytes))).json(), name).toMatchObject({ code: 200 });
    }
  });

  it('refuses bad files with the spec messages and stores nothing', async () => {
    const [before, filesBefore] = [await rows(), storedFiles()];
    const cases: [Part[], string][] = [
      [[file('x.png', pdf)], '文件内容与扩展名不符'],
      [[file('x.png', Buffer.alloc(0))], '上传文件[文件内容]不能为空!'],
      [[file('big.png', big(6 * 1024 * 1024, png()))], '上传文件不能超过5MB!'],
      [[file('run.exe', Buffer.from('MZ'))], '上传文件只能是 jpg、jpeg、png、bmp、webp、gif、svg、pdf、doc、docx!'],
      [[{ name: 'other', value: '1' }], '请选择要上传的文件'],
    ];
    for (const [parts, msg] of cases) {
      const res = await upload(shipper.token, ATTACH, ...parts);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg });
    }
    const front = await upload(shipper.token, FRONT, file('a.gif', gif), { name: 'type', value: '3' });
    expect(front.json()).toMatchObject({ code: 400, msg: '上传文件只能是 jpg、jpeg、png!' });
    expect([await rows(), storedFiles()]).toEqual([before, filesBefore]);
  });

  it('needs a token', async () => {
    expect((await upload(undefined, ATTACH, file('a.png', png()))).statusCode).toBe(401);
    expect((await upload(undefined, FRONT, file('a.png', png()), { name: 'type', value: '4' })).statusCode).toBe(401);
  });
});

describe('uploadFileForFront', () => {
  const licence = {
    name: '江苏恒丰棉业有限公司',
    creditCode: '91320102MA1XYK009K',
    address: '南京市玄武区中山路18号',
    legalPerson: '张恒丰',
    businessLifeStart: '2015-06-01',
    businessLifeEnd: '长期',
  };

  it('returns the fields of a recognisable licence', async () => {
    const image = withRecognitionPayload(png(1), { kind: 'licence', fields: licence });
    const res = await upload(shipper.token, FRONT, { name: 'type', value: '3' }, file('licence.png', image));
    expect(res.json()).toMatchObject({ code: 200, data: { result: { recognised: true, fields: licence } } });
    expect(res.json().data.imgId).toBeTruthy();
  });

  it('does not recognise a plain image, or a payload of another kind', async () => {
    const idCard = withRecognitionPayload(png(2), { kind: 'idFront', fields: { name: '张三', idNumber: '1' } });
    for (const image of [png(2), idCard]) {
      const res = await upload(shipper.token, FRONT, file('licence.png', image), { name: 'type', value: '3' });
      expect(res.json()).toMatchObject({ code: 200, data: { result: { recognised: false } } });
    }
  });

  it('reads an ID front from a JPEG comment', async () => {
    const fields = { name: '张三', idNumber: '110101199003077777' };
    const image = jpeg(`kc-recognition:${JSON.stringify({ kind: 'idFront', fields })}`);
    const res = await upload(shipper.token, FRONT, file('id.jpeg', image), { name: 'type', value: '1' });
    expect(res.json()).toMatchObject({ code: 200, data: { result: { recognised: true, fields } } });
  });

  it('has no result for a logo, and limits it to 4 MB', async () => {
    const res = await upload(shipper.token, FRONT, { name: 'type', value: '4' }, file('logo.jpg', jpeg()));
    expect(res.json()).toMatchObject({ code: 200, data: { result: null, originalName: 'logo.jpg' } });
    const large = await upload(
      shipper.token,
      FRONT,
      { name: 'type', value: '4' },
      file('logo.png', big(5 * 1024 * 1024, png())),
    );
    expect(large.json()).toMatchObject({ code: 400, msg: '上传logo大小不能超过 4Mb!' });
    const noType = await upload(shipper.token, FRONT, file('logo.png', png()));
    expectRefusal(noType, 400, 'upload.kind_invalid', '上传类型有误');
  });
});

describe('downloads', () => {
  let id: string;
  let link: string;
  beforeAll(async () => {
    ({ attachId: id, link } = (await upload(shipper.token, ATTACH, file('合同.pdf', pdf))).json().data);
  });
  const plain = () => `/api/kc-resource/oss/endpoint/file/${id}`;

  it('refuses a tampered or expired signature', async () => {
    // Change the signature's first character to a different one (replacing it with a fixed letter would
    // leave one link in 64 untouched).
    const tampered = link.replace(/s=(.)/, (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.get(undefined, tampered)).statusCode).toBe(403);
    expect((await t.get(undefined, `${plain()}?e=9999999999`)).statusCode).toBe(403);
    const session = { userId: '1000000', sessionId: 'files-test-session' };
    const expired = signLink(t.ctx.signingKeys.current, id, session, Math.floor(Date.now() / 1000) - 1);
    expectRefusal(await t.get(undefined, expired), 403, 'files.link_invalid', '文件链接无效或已过期');
  });

  it('without a signature: needs a token, and a file no record holds is seen by its uploader’s enterprise only', async () => {
    expect((await t.get(undefined, plain())).statusCode).toBe(401);
    for (const token of [buyer.token, admin.token]) expectRefusal(await t.get(token, plain()), 404, 'access.not_found');
    for (const token of [shipper.token, colleague.token]) {
      const res = await t.get(token, plain());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect((await admin.get('/api/kc-resource/oss/endpoint/file/1')).statusCode).toBe(404);
  });

  it('lets the owning record decide once the file is attached to it', async () => {
    t.ctx.files.registerOwnerResolver(
      'files-test',
      async (p, ownerId) => ownerId === '42' && p.account === 'files-buyer',
    );
    const buyerPrincipal = await t.ctx.principals.get((await buyer.get('/api/kc-user/info')).json().data.id);
    // The buyer cannot claim the shipper's file for a record of theirs.
    expect(await attachToOwner(t.ctx.db, [id], 'files-test', '42', { ...buyerPrincipal!, sessionId: 'x' })).toEqual([]);
    expect(await attachToOwner(t.ctx.db, [id], 'files-test', '42')).toEqual([id]);
    expect((await buyer.get(plain())).statusCode).toBe(200);
    // From now on the record alone decides: the uploader's enterprise is no longer asked.
    expect((await shipper.get(plain())).statusCode).toBe(404);
  });
});
