import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inboundBatch, inboundOrder } from './inbound.table';

type OrderValues = Omit<typeof inboundOrder.$inferInsert, 'id' | 'tenantId' | 'code'>;
type BatchValues = Omit<typeof inboundBatch.$inferInsert, 'id' | 'tenantId' | 'inputId' | 'createUser'>;

export type ImportedInboundOrder = {
  tenantId: string;
  code: string;
  values: OrderValues;
  batches: BatchValues[];
  /** An order row of this code already there without batches: it is completed instead of a new one made. */
  replaceId?: string;
};

/**
 * Writes an inbound order as given, with its batches (the demo data of the seed, spec 3 §3 Inbound order): no
 * checks and no audit events, the order's status and times are the ones given. Answers the order's id.
 */
export const importInboundOrder = async (db: DbOrTx, order: ImportedInboundOrder): Promise<string> => {
  const { tenantId, code, values } = order;
  let id = order.replaceId;
  if (id) {
    await db.update(inboundOrder).set(values).where(eq(inboundOrder.id, id));
  } else {
    const [row] = await db
      .insert(inboundOrder)
      .values({ tenantId, code, ...values })
      .returning({ id: inboundOrder.id });
    id = row!.id;
  }
  if (order.batches.length)
    await db
      .insert(inboundBatch)
      .values(order.batches.map((b) => ({ ...b, tenantId, inputId: id, createUser: values.createUser })));
  return id;
};
