import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useWarehouseOptions } from '../api';

type Props = {
  value?: string;
  onChange?: (v: string | undefined) => void;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

/** 所在仓库: the warehouse enterprises (GET enterprise/getWarehouseComp?type=2). */
export const WarehouseSelect = ({ value, onChange, disabled, allowClear = true, style, id }: Props) => {
  const { data, isFetching } = useWarehouseOptions();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
      loading={isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择所在仓库"
      notFoundContent="暂无仓库"
      options={(data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
    />
  );
};
