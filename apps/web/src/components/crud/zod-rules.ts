import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';

/**
 * antd form rules from the domain's zod schema for one field, so the page checks exactly what the
 * server checks, with the same Chinese message (STYLE: rules live once, in domain).
 */
export const zodRules = (schema: ZodType, required = !schema.safeParse(undefined).success): Rule[] => [
  {
    required,
    validator: async (_rule, value) => {
      const result = schema.safeParse(value === '' && !required ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式有误');
    },
  },
];

/** Rules for every field of an object schema: `rules.roleName`. */
export const zodFormRules = <K extends string>(shape: Record<K, ZodType>) =>
  Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, zodRules(s as ZodType)])) as Record<K, Rule[]>;
