import type { EnterpriseDetail, EnterpriseFormValues } from '../../api';

/** The fields the page edits, in the order updateInfo takes them. */
const FIELDS = [
  'type',
  'name',
  'shortName',
  'creditCode',
  'englishName',
  'address',
  'addressDetail',
  'zipCode',
  'fax',
  'domainName',
  'enterpriseScope',
  'enterpriseNature',
  'businessLifeStart',
  'businessLifeEnd',
  'businessScope',
  'mainProducts',
  'corporateInfo',
  'identityNumber',
  'corporatePhone',
  'contactsName',
  'contactsPhone',
  'contactsEmail',
  'isReceive',
  'bankName',
  'bankAccount',
  'logo',
  'businessLicense',
  'idcardFront',
  'idcardBack',
] as const satisfies readonly (keyof EnterpriseFormValues)[];

const DICT_FIELDS = new Set<string>(['type', 'enterpriseScope', 'enterpriseNature']);

/** The form's starting values from the record (nulls become empty fields). */
export const toFormValues = (detail: EnterpriseDetail): EnterpriseFormValues => {
  const values: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const v = detail[f];
    if (v === null || v === undefined) values[f] = undefined;
    // Dictionary keys are compared as text by the selects.
    else if (DICT_FIELDS.has(f)) values[f] = String(v);
    else values[f] = f === 'isReceive' ? Number(v) : v;
  }
  return values as EnterpriseFormValues;
};
