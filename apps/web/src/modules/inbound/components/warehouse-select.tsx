import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useWarehouseOptions } from '../api';

type Props = {
  id?: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
  style?: CSSProperties;
  placeholder?: string;
};

/** 仓库: the warehouse enterprises (GET enterprise/getWarehouseComp?type=2). */
export const WarehouseSelect = ({ id, value, onChange, style, placeholder = '请选择仓库' }: Props) => {
  const { data, isFetching } = useWarehouseOptions();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      style={style}
      loading={isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      notFoundContent="暂无仓库"
      options={(data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
    />
  );
};
