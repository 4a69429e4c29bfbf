import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** One business record as the cache knows it: its module's `detail(id)` key (`['contract', 'detail', '42']`). */
export type RecordKey = readonly [string, 'detail', string];

/**
 * One query-key factory for every module (STYLE: Medusa's `queryKeysFactory`): `all` covers everything the
 * module caches, `lists()` every list whatever its search, `list(q)` one search, `details()` and `detail(id)`
 * one record. What a module shows of one record lives under that record: its own parts as `part(id, …)` (the
 * log, the document, the attachments), and what it shows about another module's record as
 * `about(otherKeys.detail(id), …)` (the transfer card of a contract, its fee shares, its invoices), so a change of
 * the record refreshes them all (`refreshRecords`).
 */
export const queryKeysFactory = <const Name extends string, Q = unknown>(name: Name) => {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (q: Q) => [...all, 'list', q] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    part: <const P extends readonly unknown[]>(id: string, ...part: P) => [...all, 'detail', id, ...part] as const,
    about: <const P extends readonly unknown[]>(record: RecordKey, ...part: P) =>
      [...all, 'about', record, ...part] as const,
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

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.length <= key.length && prefix.every((p, i) => p === key[i]);

/** Whether a cached query shows something of this record: the record itself, one of its parts, or a view about it. */
export const isAboutRecord = (key: QueryKey, record: RecordKey) =>
  startsWith(key, record) || key.some((part) => Array.isArray(part) && startsWith(part, record));

/**
 * Refreshes what changed records show, wherever it is cached: each record with its parts and every other module's
 * view about it, and the lists of the record's module; then the other keys given. Only the queries on screen are
 * read again (the others are marked stale), so a wide refresh costs what the screen shows.
 */
export const refreshRecords = (client: QueryClient, records: readonly RecordKey[], also: readonly QueryKey[] = []) =>
  Promise.all([
    ...records.flatMap((record) => [
      client.invalidateQueries({ predicate: (q) => isAboutRecord(q.queryKey, record) }),
      client.invalidateQueries({ queryKey: [record[0], 'list'] }),
    ]),
    ...also.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);

/** `refreshRecords` for a component (a live event, a dialog that finished its own way). */
export const useRefreshRecords = () => {
  const client = useQueryClient();
  return (records: readonly RecordKey[], also: readonly QueryKey[] = []) => void refreshRecords(client, records, also);
};

type Named<TData, TVariables, T> = readonly T[] | ((variables: TVariables, data: TData | undefined) => readonly T[]);

/** What a mutation says it changes (see `useRefreshingMutation`). */
export type RefreshRule<TData, TVariables> = {
  /** The records the action changes, each as its module's `detail(id)`. */
  records?: Named<TData, TVariables, RecordKey>;
  /** Anything else it changes: another module's `all` or `lists()`, the shared pickers, a record's module lists. */
  refreshes?: Named<TData, TVariables, QueryKey>;
};

const named = <TData, TVariables, T>(
  rule: Named<TData, TVariables, T> | undefined,
  variables: TVariables,
  data: TData | undefined,
) => (typeof rule === 'function' ? rule(variables, data) : (rule ?? []));

/** Runs a mutation's rule (the helper below, and tests that check a module's rules without a browser). */
export const refreshAfter = <TData, TVariables>(
  client: QueryClient,
  rule: RefreshRule<TData, TVariables>,
  variables: TVariables,
  data: TData | undefined,
) => refreshRecords(client, named(rule.records, variables, data), named(rule.refreshes, variables, data));

/** The options `useRefreshingMutation` hands to TanStack: the rule runs once the mutation settles, a refusal too. */
export const refreshingMutationOptions = <TData, TVariables>(
  client: QueryClient,
  options: UseMutationOptions<TData, Error, TVariables> & RefreshRule<TData, TVariables>,
): UseMutationOptions<TData, Error, TVariables> => {
  const { records, refreshes, onSettled, ...rest } = options;
  return {
    ...rest,
    onSettled: async (data, error, variables, ...more) => {
      await refreshAfter(client, { records, refreshes }, variables, data);
      await onSettled?.(data, error, variables, ...more);
    },
  };
};

/**
 * A mutation that says what it changes; once it settles (a refusal too: what the screen shows may be stale, which is
 * often why it was refused) the screen reads it again. The rule:
 * - `records`: every record the action changes, as its module's `detail(id)`. Each one is refreshed whole: the record,
 *   its parts (`part(id, …)`: log, document, attachments), what other modules show about it (`about(record, …)`: a
 *   contract's fee cards, transfer card and invoices), and its module's lists. So an action names the contract it
 *   moved, never the cards that happen to show it: 确认收到货款 names the contract, and the transfer card that
 *   waited for it offers 申请过户 at once.
 * - `refreshes`: what else it changes that is not one record: another module's `all` (a transfer that completes
 *   replaces receipts), a list of another module (the payment ledger), the shared pickers.
 * A live event from another party refreshes records the same way (`refreshRecords`), so a page stays live whoever moved.
 */
export const useRefreshingMutation = <TData = unknown, TVariables = void>(
  options: UseMutationOptions<TData, Error, TVariables> & RefreshRule<TData, TVariables>,
) => useMutation<TData, Error, TVariables>(refreshingMutationOptions(useQueryClient(), options));
