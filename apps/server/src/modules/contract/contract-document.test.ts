import { ContractStatus } from '@kc/domain/contract/status';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment } from '../../platform/files/attachment.table';
import { enterpriseIdOfAccount, makeContract } from '../../test/fixtures/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { contract } from './contract.table';
import { CONTRACT_FILE_OWNER } from './contract-access';
import { letGoContractDocument, renderContractDocument } from './contract-document';

let t: TestApp;
let shipperId: string;
let buyerId: string;

const row = async (id: string) => (await t.ctx.db.select().from(contract).where(eq(contract.id, id)))[0]!;
const filesOf = (id: string) =>
  t.ctx.db
    .select({ id: attachment.id })
    .from(attachment)
    .where(and(eq(attachment.ownerType, CONTRACT_FILE_OWNER), eq(attachment.ownerId, id)));
const actor = () => ({ userId: '1', postId: shipperId, tenantId: '000000' });

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseIdOfAccount(t.ctx.db, 'shipper');
  buyerId = await enterpriseIdOfAccount(t.ctx.db, 'buyer');
});
afterAll(async () => {
  await t?.close();
});

describe(`the contract document is drawn outside the transaction on ${process.env.TEST_DB}`, () => {
  it('a change of terms lets the document go inside the transaction; the render after the commit stores a new one', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.shipperSubmitted, shipperId, buyerId });
    const before = (await row(c.id)).fileId;
    expect(before).toBeTruthy();

    await t.ctx.db.transaction((tx) => letGoContractDocument(tx, c));
    expect((await row(c.id)).fileId).toBeNull();

    await renderContractDocument(t.ctx, c.id, actor());
    const after = await row(c.id);
    expect(after.fileId).toBeTruthy();
    expect(after.fileId).not.toBe(before);
    expect(after.fileSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a sealed document is not let go: from 20 on only signatures change it', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.buyerSealed, shipperId, buyerId });
    const before = (await row(c.id)).fileId;
    await t.ctx.db.transaction((tx) => letGoContractDocument(tx, c));
    expect((await row(c.id)).fileId).toBe(before);
  });

  it('two renders at once store one document: the one overtaken leaves no file behind', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.buyerSubmitted, shipperId, buyerId, render: false });
    expect((await row(c.id)).fileId).toBeNull();
    await Promise.all([renderContractDocument(t.ctx, c.id, actor()), renderContractDocument(t.ctx, c.id, actor())]);
    const files = await filesOf(c.id);
    expect(files).toHaveLength(1);
    expect((await row(c.id)).fileId).toBe(files[0]!.id);
  });

  it('a render that fails stores nothing and leaves the contract as it was; the next render completes it', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.buyerSubmitted, shipperId, buyerId, render: false });
    const store = t.ctx.files.store;
    t.ctx.files.store = async () => {
      throw new Error('disk full');
    };
    try {
      await expect(renderContractDocument(t.ctx, c.id, actor())).rejects.toThrow('disk full');
    } finally {
      t.ctx.files.store = store;
    }
    expect((await row(c.id)).fileId).toBeNull();
    expect((await row(c.id)).status).toBe(ContractStatus.buyerSubmitted);
    expect(await filesOf(c.id)).toHaveLength(0);

    await renderContractDocument(t.ctx, c.id, actor());
    expect((await row(c.id)).fileId).toBeTruthy();
  });
});
