import { systemRoutes } from '@kc/domain/system/system-routes';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { call } from '../app/api-client';
import { optionKeys } from '../app/query-keys';

/** The tenants the user may pick (GET tenant/select: every tenant for the top tenant, else their own). */
export const TenantSelect = (props: Omit<SelectProps<string>, 'options' | 'loading'>) => {
  const { data, isLoading } = useQuery({
    queryKey: optionKeys.tenants(),
    queryFn: () => call(systemRoutes.tenants),
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
