import { type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import type { Acl } from './acl';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export type ScopeRule = { scopeType: number; scopeColumn: string; scopeValue: string | null };

const placeholderValue = (p: Principal, name: string): string | null => {
  switch (name) {
    case 'userId':
      return p.userId;
    case 'deptId':
      return p.deptId;
    case 'postId':
      return p.postId;
    case 'tenantId':
      return p.tenantId;
    default:
      return null;
  }
};

/**
 * One rule as SQL (spec 1 §9 data-scope types): 1 all; 2 own (create_user); 3 own organisation
 * (create_dept); 4 own organisation and its children; 5 custom: the column must be one of the
 * comma-joined values of scopeValue, where ${userId}, ${deptId}, ${postId} and ${tenantId} are the
 * user's own fields. Values are always bound parameters, never spliced into SQL.
 */
export const ruleCondition = (
  p: Principal,
  rule: ScopeRule,
  deptAndBelow: (deptId: string) => SQL,
): SQL | undefined | false => {
  if (rule.scopeType === 1) return undefined;
  const column = rule.scopeColumn.trim();
  if (!IDENTIFIER.test(column)) return false;
  const col = sql.identifier(column);
  switch (rule.scopeType) {
    case 2:
      return sql`${col} = ${p.userId}`;
    case 3:
      return p.deptId ? sql`${col} = ${p.deptId}` : false;
    case 4:
      return p.deptId ? sql`${col} in (${deptAndBelow(p.deptId)})` : false;
    case 5: {
      const values = (rule.scopeValue ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .map((v) => {
          const m = /^\$\{(\w+)\}$/.exec(v);
          return m ? placeholderValue(p, m[1]!) : v;
        })
        .filter((v): v is string => v != null);
      if (values.length === 0) return false;
      // Compared as text so that a mistyped rule value hides rows instead of failing the whole list.
      return sql`${col}::text in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;
    }
    default:
      return false;
  }
};

/**
 * The data-scope condition for a list that declares a resource code, or undefined when the user sees
 * everything. Rules granted through several roles widen each other (OR); with no rule for the resource
 * there is no restriction beyond tenant and party checks. Rules come from the ACL cache.
 */
export const dataScopeCondition = async (acl: Acl, p: Principal, resourceCode: string): Promise<SQL | undefined> => {
  if (p.roleIds.length === 0) return sql`false`;
  const rules = await acl.dataScopeRules(p.roleIds, resourceCode);
  if (rules.length === 0) return undefined;
  const parts: SQL[] = [];
  for (const rule of rules) {
    const c = ruleCondition(p, rule, acl.deptAndBelow);
    if (c === undefined) return undefined;
    if (c !== false) parts.push(c);
  }
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
};
