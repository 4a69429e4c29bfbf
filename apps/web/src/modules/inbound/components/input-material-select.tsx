import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useInputMaterials } from '../api';

type Props = {
  id?: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
  style?: CSSProperties;
  disabled?: boolean;
};

/** 仓储物类别: the categories an inbound order may store (GET basematerial/findBaseMaterialListForInputOrder). */
export const InputMaterialSelect = ({ id, value, onChange, style, disabled }: Props) => {
  const { data, isFetching } = useInputMaterials();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      disabled={disabled}
      style={style}
      loading={isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择仓储物类别"
      notFoundContent="暂无仓储物类别"
      options={(data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
    />
  );
};
