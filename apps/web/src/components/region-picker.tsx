import type { RouteAnswer } from '@kc/domain';
import { systemRoutes } from '@kc/domain/system/system-routes';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { call } from '../app/api-client';

/** A region under its parent code, as region/lazy-list answers it. */
export type Region = RouteAnswer<typeof systemRoutes.regions>[number];

type RegionOption = { value: string; label: string; isLeaf: boolean; children?: RegionOption[] };

export const regionKeys = {
  all: ['region'] as const,
  children: (parentCode: string) => [...regionKeys.all, 'children', parentCode] as const,
};

const ROOT = '00';

/** spec 1 §7: province, city and district codes have 2, 4 and 6 digits. */
export const regionPath = (code: string | null | undefined): string[] =>
  code ? [2, 4, 6].filter((n) => code.length >= n).map((n) => code.slice(0, n)) : [];

const toOption = (r: Region): RegionOption => ({ value: r.code, label: r.name, isLeaf: !r.hasChildren });

const withChildren = (options: RegionOption[], parent: string, children: RegionOption[]): RegionOption[] =>
  options.map((o) => {
    if (o.value === parent) return { ...o, children };
    if (o.children && parent.startsWith(o.value)) return { ...o, children: withChildren(o.children, parent, children) };
    return o;
  });

export type RegionPickerProps = {
  value?: string;
  onChange?: (code: string | undefined, names: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
};

/** Province / city / district picker loading each level on demand; the value is the deepest code chosen. */
export const RegionPicker = ({
  value,
  onChange,
  placeholder = '请选择省/市/区',
  disabled,
  style,
}: RegionPickerProps) => {
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<RegionOption[]>([]);
  // A stable array: a new one on every render makes the Cascader reset its open branch.
  const path = useMemo(() => regionPath(value), [value]);

  const load = useCallback(
    (parentCode: string) =>
      queryClient.fetchQuery({
        queryKey: regionKeys.children(parentCode),
        queryFn: () => call(systemRoutes.regions, { parentCode }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    [queryClient],
  );

  // The root level, then the branch of the current value so its names can show.
  useEffect(() => {
    let alive = true;
    (async () => {
      let tree = (await load(ROOT)).map(toOption);
      for (const code of path.slice(0, -1)) {
        const children = (await load(code)).map(toOption);
        tree = withChildren(tree, code, children);
      }
      if (alive) setOptions(tree);
    })().catch(() => {});
    return () => {
      alive = false;
    };
  }, [load, path]);

  const loadData = async (selected: RegionOption[]) => {
    const target = selected.at(-1);
    if (!target || target.children) return;
    const children = (await load(target.value)).map(toOption);
    setOptions((prev) => withChildren(prev, target.value, children));
  };

  return (
    <Cascader<RegionOption>
      style={style}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
      loadData={loadData}
      changeOnSelect={false}
      value={path}
      onChange={(path, selected) =>
        onChange?.(
          path?.at(-1) as string | undefined,
          (selected ?? []).map((o) => o.label),
        )
      }
    />
  );
};
