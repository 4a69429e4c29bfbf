import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { contractKeys } from '../modules/contract/api';
import { inboundKeys } from '../modules/inbound/api';
import { invoiceKeys } from '../modules/invoice/api';
import { feeMoved, paymentKeys } from '../modules/payment/api';
import { receiptKeys } from '../modules/receipt/api';
import { transferKeys, transferRecords } from '../modules/transfer/api';
import { wmsKeys } from '../modules/wms/api';
import { refreshAfter, refreshingMutationOptions, refreshRecords } from './query-keys';

let client: QueryClient;
afterEach(() => client?.clear());

/** A cache holding these queries, each already answered (fresh, not invalidated). */
const cacheOf = (keys: readonly QueryKey[]) => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const queryKey of keys) client.setQueryData(queryKey, { read: 1 });
  return client;
};

/** The keys the refresh marked stale (to be read again), in cache order. */
const refreshed = (c: QueryClient) =>
  c
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

// What the detail page of contract 42 holds, with its neighbours in the cache.
const contractPage = [
  contractKeys.detail('42'),
  contractKeys.operations('42'),
  contractKeys.preview('42'),
  contractKeys.attachments('42'),
  paymentKeys.share('42', 0),
  paymentKeys.vouchers('42'),
  transferKeys.contract('42'),
  invoiceKeys.contract('42'),
];
const neighbours = [
  contractKeys.list({ current: 1, size: 10 }),
  contractKeys.detail('7'),
  transferKeys.contract('7'),
  contractKeys.editStatus('42'),
  paymentKeys.list({ current: 1, size: 10 }),
  transferKeys.list({ current: 1, size: 10 }),
  receiptKeys.detail('42'),
];

describe('refreshRecords: a changed record is read again wherever it is shown', () => {
  it('refreshes the contract, its parts, every card about it and the contract lists, and nothing of another record', async () => {
    const c = cacheOf([...contractPage, ...neighbours]);
    await refreshRecords(c, [contractKeys.detail('42')]);
    expect(refreshed(c)).toEqual([...contractPage, contractKeys.list({ current: 1, size: 10 })]);
  });

  it('a receipt refreshes the WMS containers and alarms its detail shows, not another receipt’s', async () => {
    const mine = [receiptKeys.detail('5'), wmsKeys.containersByBill('5'), wmsKeys.alarmsOfBill('5')];
    const c = cacheOf([...mine, wmsKeys.containersByBill('6'), inboundKeys.detail('5')]);
    await refreshRecords(c, [receiptKeys.detail('5')]);
    expect(refreshed(c)).toEqual(mine);
  });

  it('cards about a record still belong to their own module: its `all` refreshes them too', async () => {
    const c = cacheOf([transferKeys.contract('42'), contractKeys.detail('42')]);
    await c.invalidateQueries({ queryKey: transferKeys.all });
    expect(refreshed(c)).toEqual([transferKeys.contract('42')]);
  });
});

describe('the rules the modules give their mutations', () => {
  it('确认收到货款 (feeMoved) reads the transfer card again, so 申请过户 shows without a reload, and the ledger', async () => {
    const c = cacheOf([...contractPage, ...neighbours]);
    await refreshAfter(c, feeMoved('42'), '42', true);
    const stale = refreshed(c);
    expect(stale).toContainEqual(transferKeys.contract('42'));
    expect(stale).toContainEqual(contractKeys.detail('42'));
    expect(stale).toContainEqual(paymentKeys.share('42', 0));
    expect(stale).toContainEqual(paymentKeys.list({ current: 1, size: 10 }));
    expect(stale).not.toContainEqual(transferKeys.contract('7'));
    expect(stale).not.toContainEqual(contractKeys.editStatus('42'));
  });

  it('a transfer move refreshes the transfer detail and its contract’s page', async () => {
    const c = cacheOf([transferKeys.detail('9'), ...contractPage, contractKeys.detail('7')]);
    await refreshRecords(c, transferRecords('9', '42'));
    expect(refreshed(c)).toEqual([transferKeys.detail('9'), ...contractPage]);
  });
});

describe('useRefreshingMutation’s options', () => {
  const run = async (mutationFn: () => Promise<unknown>) => {
    const c = cacheOf([...contractPage, ...neighbours]);
    const observer = new MutationObserver(
      c,
      refreshingMutationOptions(c, { mutationFn, records: (id: string) => [contractKeys.detail(id)] }),
    );
    await observer.mutate('42').catch(() => undefined);
    return refreshed(c);
  };

  it('refresh what the mutation names once it succeeds', async () => {
    expect(await run(async () => true)).toContainEqual(transferKeys.contract('42'));
  });

  it('and once it is refused too: what the screen showed may be why', async () => {
    const stale = await run(async () => {
      throw new Error('该合同已确认收到货款');
    });
    expect(stale).toContainEqual(contractKeys.detail('42'));
    expect(stale).toContainEqual(transferKeys.contract('42'));
  });
});
