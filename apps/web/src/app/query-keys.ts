import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * One query-key factory for every module (STYLE: Medusa's `queryKeysFactory`): `all` covers everything the
 * module caches, `lists()` every list whatever its search, `list(q)` one search, `details()` and `detail(id)`
 * one record. A module adds its own keys under `all`.
 */
export const queryKeysFactory = <const Name extends string, Q = unknown>(name: Name) => {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (q: Q) => [...all, 'list', q] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
};

/**
 * The shared pickers many screens hold (warehouse, category, bank, enterprise, role, department, tenant) and
 * the dictionaries: a mutation that changes their rows names these keys in `refreshes`, so every open select
 * shows the change, not only the screen that made it.
 */
export const optionKeys = {
  all: ['options'] as const,
  /** enterprise/getWarehouseComp?type=2: approved warehouses */
  warehouses: () => [...optionKeys.all, 'warehouses'] as const,
  /** enterprise/getWarehouseComp?type=5: approved banks */
  banks: () => [...optionKeys.all, 'banks'] as const,
  /** user/enterprise-select (by name) and the sandbox's enterprise list */
  enterprises: (...q: unknown[]) => [...optionKeys.all, 'enterprises', ...q] as const,
  /** basematerial/listAll: categories in status 正常 */
  materials: () => [...optionKeys.all, 'materials'] as const,
  /** basematerial/findBaseMaterialListForInputOrder: categories with their storage attributes */
  inputMaterials: () => [...optionKeys.all, 'input-materials'] as const,
  roles: (tenantId?: string) => [...optionKeys.all, 'roles', ...(tenantId ? [tenantId] : [])] as const,
  depts: (tenantId?: string) => [...optionKeys.all, 'depts', ...(tenantId ? [tenantId] : [])] as const,
  tenants: () => [...optionKeys.all, 'tenants'] as const,
};

/** Dictionary entries (dict-biz and dict), read by every DictSelect and DictLabel. */
export const dictKeys = {
  all: ['dict'] as const,
  entries: (kind: 'biz' | 'system', code: string) => [...dictKeys.all, kind, code] as const,
};

/** An enterprise's review or profile changed: the pickers that list enterprises by type, name or state. */
export const enterpriseOptionKeys = (): QueryKey[] => [
  optionKeys.warehouses(),
  optionKeys.banks(),
  optionKeys.enterprises(),
];

type Refreshes<TData, TVariables> = QueryKey[] | ((variables: TVariables, data: TData | undefined) => QueryKey[]);

/**
 * A mutation that says which keys it refreshes. They are refreshed once it settles (a refusal too: what the
 * screen shows may be stale, which is often why it was refused).
 */
export const useRefreshingMutation = <TData = unknown, TVariables = void>(
  options: UseMutationOptions<TData, Error, TVariables> & { refreshes: Refreshes<TData, TVariables> },
) => {
  const client = useQueryClient();
  const { refreshes, onSettled, ...rest } = options;
  return useMutation<TData, Error, TVariables>({
    ...rest,
    onSettled: async (data, error, variables, ...more) => {
      const keys = typeof refreshes === 'function' ? refreshes(variables, data) : refreshes;
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      await onSettled?.(data, error, variables, ...more);
    },
  });
};
