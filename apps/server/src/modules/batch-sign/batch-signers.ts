import type { AppContext } from '../../platform/context';
import type { SignBatchRow } from './batch-progress';
import type { SignActor } from './signer';

/**
 * How one item of a batch of another business is signed (e.g. the pledge notices of a financing application,
 * bussType 40 owner / 50 warehouse): the item's `billId` is the receipt id, `role` the batch's. The signer checks
 * the actor itself (undefined: the batch's creator no longer exists) and throws to fail the item (a DomainError's
 * message is recorded as it is); `signed: false` means the document was signed already (a retry, another tab).
 */
export type BatchItemSigner = (
  ctx: AppContext,
  input: { billId: string; role: string; batch: SignBatchRow; actor: SignActor | undefined },
) => Promise<{ signed: boolean }>;

const signers = new Map<number, BatchItemSigner>();

/**
 * Lets `runBatch` sign the items of these businesses with another module's signer instead of the receipt's signing
 * chain (the claims, counters, progress events and restart recovery stay the batch runner's). Registered when the
 * owning module's routes are set up, before the jobs start; registering again replaces it.
 */
export const registerBatchSigner = (bussTypes: number | readonly number[], signer: BatchItemSigner) => {
  for (const t of [bussTypes].flat()) signers.set(t, signer);
};

/** The registered signer of a business, or undefined for the receipt's own signing chain. */
export const batchSignerFor = (bussType: number) => signers.get(bussType);
