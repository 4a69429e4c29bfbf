import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { api } from '../app/api-client';
import { optionKeys } from '../app/query-keys';

type TenantOption = { tenantId: string; tenantName: string };

/** The tenants the user may pick (GET tenant/select: every tenant for the top tenant, else their own). */
export const TenantSelect = (props: Omit<SelectProps<string>, 'options' | 'loading'>) => {
  const { data, isLoading } = useQuery({
    queryKey: optionKeys.tenants(),
    queryFn: () => api.get<TenantOption[]>('/api/kc-system/tenant/select'),
    staleTime: 60_000,
  });
  return (
    <Select<string>
      placeholder="请选择所属租户"
      allowClear
      loading={isLoading}
      options={(data ?? []).map((t) => ({ value: t.tenantId, label: t.tenantName }))}
      {...props}
    />
  );
};
