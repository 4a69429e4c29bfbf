import { identityCheckChar } from '@kc/domain/borrower/identity-number';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { escapeXml, renderSvgToPng } from '../../platform/pdf/font';
import { borrower, coBorrower, requestRealName, saveBorrower, saveCoBorrower, searchRealName } from '../borrower';
import { readSeedMark, writeSeedMark } from '../system';
import { demoActor } from './seed-trading';

/** Bumped when the demo borrower changes; a data directory seeded with this version is left alone. */
const BORROWER_MARK = 'seed:demo-borrower';
const BORROWER_VERSION = 'v1';

/** A valid 18-character ID number (GB 11643) of the first 17 digits. */
const withCheck = (first17: string) => `${first17}${identityCheckChar(first17)}`;

/** The demo borrower 陈建国 (male: odd 17th digit) and his wife 刘秀英 (even), both of 南京市玄武区. */
export const DEMO_BORROWER = {
  name: '陈建国',
  identityNumber: withCheck('32010219780315451'),
  phone: '13913800001',
  spouse: { name: '刘秀英', identityNumber: withCheck('32010219800622452'), phone: '13913800002' },
} as const;

/** A small ID photo (a drawn card, not a real one): the name and the masked number on a card face. */
const idCardPng = (name: string, side: 'front' | 'back') => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="428" height="270" viewBox="0 0 428 270">
  <rect width="428" height="270" rx="14" fill="${side === 'front' ? '#eef4fb' : '#fbf6ea'}" stroke="#7a8ca5"/>
  <text x="214" y="40" font-size="18" text-anchor="middle" fill="#1f4e79">${side === 'front' ? '居民身份证（演示）' : '中华人民共和国 居民身份证（演示）'}</text>
  ${side === 'front' ? `<text x="30" y="110" font-size="20" fill="#111">姓名 ${escapeXml(name)}</text>` : '<text x="30" y="200" font-size="16" fill="#111">签发机关 南京市公安局玄武分局</text>'}
  <text x="30" y="240" font-size="14" fill="#666">演示图片，仅用于沙箱</text>
  </svg>`;
  return Buffer.from(renderSvgToPng(svg));
};

const photo = async (ctx: AppContext, p: Principal, name: string, side: 'front' | 'back') =>
  (
    await ctx.files.store(p, {
      originalName: `${name}-身份证${side === 'front' ? '人像面' : '国徽面'}.png`,
      bytes: idCardPng(name, side),
      kind: 'png',
      ext: 'png',
      mime: 'image/png',
    })
  ).id;

/** Real-name through the port as the screens do: ask, the sandbox passes, the query button reads it. */
const passRealName = async (
  ctx: AppContext,
  p: Principal,
  kind: 'borrower' | 'coborrower',
  id: string,
  ref: () => Promise<string | null>,
) => {
  await requestRealName(ctx, p, kind, id);
  const r = await ref();
  if (r) await ctx.identitySandbox.settle(r, 'pass');
  await searchRealName(ctx, p, kind, id);
};

/**
 * The borrower demo (README "Demo data"): the demo shipper 江苏恒丰棉业有限公司 keeps the borrower 陈建国 (married),
 * with his spouse 刘秀英 as co-borrower (配偶), both with ID photos and real-name passed through the identity
 * sandbox — the borrower the customer-creation and credit-contract demos build on. Idempotent.
 */
export const seedDemoBorrower = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, BORROWER_MARK)) === BORROWER_VERSION) return;
  const shipper = await demoActor(ctx, 'shipper');
  if (!shipper?.postId) return;
  const [existing] = await ctx.db
    .select({ id: borrower.id })
    .from(borrower)
    .where(
      and(
        eq(borrower.shipperId, shipper.postId),
        eq(borrower.identityNumber, DEMO_BORROWER.identityNumber),
        eq(borrower.isDeleted, 0),
      ),
    )
    .limit(1);
  if (!existing) {
    const b = await saveBorrower(ctx, shipper, {
      name: DEMO_BORROWER.name,
      identityNumber: DEMO_BORROWER.identityNumber,
      phone: DEMO_BORROWER.phone,
      periodValidity: '2018.03.15-2038.03.15',
      address: '320102',
      addressDetail: '中山路18号恒丰花园3幢501室',
      residenceAddress: '320102',
      residenceAddressDetail: '中山路18号恒丰花园3幢501室',
      maritalStatus: '2',
      idcardFront: await photo(ctx, shipper, DEMO_BORROWER.name, 'front'),
      idcardBack: await photo(ctx, shipper, DEMO_BORROWER.name, 'back'),
    });
    const s = DEMO_BORROWER.spouse;
    const co = await saveCoBorrower(ctx, shipper, {
      borrowerId: b.id,
      name: s.name,
      identityNumber: s.identityNumber,
      phone: s.phone,
      relationship: '1',
      idcardFront: await photo(ctx, shipper, s.name, 'front'),
      idcardBack: await photo(ctx, shipper, s.name, 'back'),
    });
    await passRealName(
      ctx,
      shipper,
      'borrower',
      b.id,
      async () => (await ctx.db.select().from(borrower).where(eq(borrower.id, b.id)))[0]?.realNameRef ?? null,
    );
    await passRealName(
      ctx,
      shipper,
      'coborrower',
      co.id,
      async () => (await ctx.db.select().from(coBorrower).where(eq(coBorrower.id, co.id)))[0]?.realNameRef ?? null,
    );
  }
  await writeSeedMark(ctx.db, BORROWER_MARK, BORROWER_VERSION);
};
