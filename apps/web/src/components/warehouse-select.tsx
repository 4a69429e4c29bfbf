import type { RouteAnswer } from '@kc/domain';
import { enterpriseSelectRoutes as routes } from '@kc/domain/enterprise/enterprise-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../app/api-client';
import { optionKeys } from '../app/query-keys';
import { OptionSelect, type SelectFieldProps } from './option-select';

export type WarehouseOption = RouteAnswer<typeof routes.warehouseComp>[number];

/** The warehouse enterprises (GET enterprise/getWarehouseComp?type=2), shared by every screen that picks one. */
export const useWarehouseOptions = () =>
  useQuery({
    queryKey: optionKeys.warehouses(),
    queryFn: () => call(routes.warehouseComp, { type: 2 }),
    staleTime: 5 * 60_000,
  });

/** 仓库: a warehouse enterprise. */
export const WarehouseSelect = ({ placeholder = '请选择仓库', ...field }: SelectFieldProps) => {
  const { data, isFetching } = useWarehouseOptions();
  return (
    <OptionSelect {...field} placeholder={placeholder} options={data} loading={isFetching} notFoundContent="暂无仓库" />
  );
};
