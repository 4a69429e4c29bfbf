import type { MaterialOption } from '@kc/domain/goods/answers';
import { baseMaterialRoutes } from '@kc/domain/goods/goods-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../app/api-client';
import { optionKeys } from '../app/query-keys';
import { OptionSelect, type SelectFieldProps } from './option-select';

export type { MaterialOption };

/** The enabled storage categories (GET basematerial/listAll). */
export const useMaterialOptions = () =>
  useQuery({
    queryKey: optionKeys.materials(),
    queryFn: () => call(baseMaterialRoutes.listAll),
    staleTime: 5 * 60_000,
  });

/** 仓储物: a storage category. */
export const MaterialSelect = ({ placeholder = '请选择仓储物', ...field }: SelectFieldProps) => {
  const { data, isFetching } = useMaterialOptions();
  return (
    <OptionSelect
      {...field}
      placeholder={placeholder}
      options={data}
      loading={isFetching}
      notFoundContent="暂无仓储物"
    />
  );
};
