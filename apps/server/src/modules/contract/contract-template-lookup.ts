import type { DbOrTx } from '../../platform/db/client';
import { type ContractTemplateRecord, findContractTemplate as findTemplate } from '../contract-template';

/** A contract template as the wizard's checks need it (spec 2 §3 Template: name, the categories it serves, clauses). */
export type ContractTemplateRef = ContractTemplateRecord;

/** One live template of the tenant, or undefined (the template module's own lookup). */
export const findContractTemplate = (db: DbOrTx, tenantId: string, id: string) => findTemplate(db, tenantId, id);

/**
 * Whether the template serves the category (spec 2 §2 Step 1: a template is chosen for the product category); a
 * template naming no category serves every one.
 */
export const templateServes = (template: ContractTemplateRef, materialId: string) =>
  template.materialIds.length === 0 || template.materialIds.includes(materialId);
