import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useMaterialOptions } from '../api';

type Props = { id?: string; value?: string; onChange?: (v: string | undefined) => void; style?: CSSProperties };

/** 仓储物: the enabled storage categories (GET basematerial/listAll). */
export const MaterialSelect = ({ id, value, onChange, style }: Props) => {
  const { data, isFetching } = useMaterialOptions();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      style={style}
      loading={isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择仓储物"
      notFoundContent="暂无仓储物"
      options={(data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
    />
  );
};
