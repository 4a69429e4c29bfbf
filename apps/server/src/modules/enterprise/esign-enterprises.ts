import { EsignStatus } from '@kc/domain/enterprise/status';
import { eq } from 'drizzle-orm';
import type { EsignEnterprises } from '../../providers/esign/port';
import { enterprise } from './enterprise.table';

/**
 * The enterprises as the e-sign sandbox sees them (spec 1 §4 E-sign status): who applies, and the enterprise
 * row pointed at the account the sandbox console opened at once (provisionAccount). Wired in app.ts.
 */
export const esignEnterprises: EsignEnterprises = {
  applicant: async (db, enterpriseId) => {
    const [e] = await db.select().from(enterprise).where(eq(enterprise.id, enterpriseId)).limit(1);
    if (!e) return undefined;
    return {
      name: e.name,
      isPerson: e.isPerson === 1,
      creditCode: e.creditCode,
      legalPerson: e.corporateInfo,
      idNumber: e.identityNumber,
      mobile: e.contactsPhone ?? e.corporatePhone,
      operatorName: e.contactsName,
      bankName: e.bankName,
      bankAccount: e.bankAccount,
      accountId: e.esignAccountId ?? e.esignFlowId,
    };
  },
  accountOpened: async (db, enterpriseId, opened) => {
    await db
      .update(enterprise)
      .set({
        esignAccountId: opened.accountId,
        esignFlowId: opened.accountId,
        esignStatus: EsignStatus.success,
        esignMsg: opened.message,
        isAutoSign: 1,
        // A new seal: the cached picture of an earlier one is dropped (the page fetches it again).
        ...(opened.newSeal ? { sealAttachId: null } : {}),
        updateTime: opened.at,
      })
      .where(eq(enterprise.id, enterpriseId));
  },
};
