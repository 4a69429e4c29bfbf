/** A menu or button of the seeded tree. `status` 0 keeps a screen out of menus until it is built. */
export type MenuSeed = {
  code: string;
  name: string;
  alias?: string;
  path?: string;
  source?: string;
  category: 1 | 2;
  /** buttons: 0 toolbar, 1 row, 2 both */
  action?: 0 | 1 | 2;
  sort: number;
  status?: 0 | 1;
  children?: MenuSeed[];
};

/** A dictionary: the parent row carries the code, its children the entries (dictKey -> dictValue). */
export type DictSeed = { code: string; name: string; sealed?: boolean; entries: [key: string, value: string][] };

export type RoleSeed = {
  alias: string;
  name: string;
  sort: number;
  /** menu and button codes granted; '*' grants every menu and button */
  grants: readonly string[] | '*';
};

export type EnterpriseSeed = {
  account: string;
  realName: string;
  roleAlias: string;
  userType: number;
  enterprise: {
    name: string;
    type: string;
    code: string;
    shortName: string;
    creditCode: string;
    address: string;
    addressDetail: string;
    corporateInfo: string;
    contactsName: string;
    contactsPhone: string;
    contactsEmail: string;
    identityNumber?: string;
    corporatePhone?: string;
    bankName?: string;
    bankAccount?: string;
    zipCode?: string;
    /** dictionary enterprise_scope */
    enterpriseScope?: string;
    /** dictionary enterprise_nature */
    enterpriseNature?: string;
    businessScope?: string;
    mainProducts?: string;
    ccbOrgId?: 0 | 1;
  };
};
