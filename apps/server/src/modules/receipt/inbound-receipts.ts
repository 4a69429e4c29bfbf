import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { receipt } from './receipt.table';

/** The live receipts generated from an inbound order, as its detail lists them (the receipt table's input index). */
export const receiptsOfInbound = (db: DbOrTx, inputId: string) =>
  db
    .select({ id: receipt.id, code: receipt.code, status: receipt.status, createTime: receipt.createTime })
    .from(receipt)
    .where(and(eq(receipt.inputId, inputId), eq(receipt.isDeleted, 0)))
    .orderBy(asc(receipt.code));
