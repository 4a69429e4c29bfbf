import { Select } from 'antd';
import { useState } from 'react';
import { useEnterpriseOptions } from '../hooks/use-user-queries';

type Props = {
  value?: string;
  onChange?: (v: string | undefined) => void;
  tenantId?: string;
  /** The saved enterprise's name, shown before the options arrive. */
  initialLabel?: string | null;
  disabled?: boolean;
};

/** 所属企业: enterprises by name (up to 50, GET user/enterprise-select). */
export const EnterpriseSelect = ({ value, onChange, tenantId, initialLabel, disabled }: Props) => {
  const [name, setName] = useState('');
  const { data, isFetching } = useEnterpriseOptions(name, tenantId, !disabled);
  const options = (data ?? []).map((e) => ({ value: e.id, label: e.name }));
  if (value && initialLabel && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: initialLabel });
  }
  return (
    <Select
      value={value}
      onChange={onChange}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setName }}
      allowClear
      loading={isFetching}
      placeholder="请输入企业名称搜索"
      options={options}
      notFoundContent="暂无企业"
    />
  );
};
