import { Button, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { contractApi, useCounterpartyOptions } from '../../api';
import type { Enterprise } from '../../wizard-values';

type Props = {
  id?: string;
  value?: Enterprise | null;
  onChange?: (v: Enterprise | null) => void;
  /** Once the contract was sent, its counterparty stays. */
  fixed: boolean;
};

const labelOf = (e: Enterprise) => (e.code ? `${e.name}（${e.code}）` : e.name);

/**
 * The counterparty (spec 2 §5): chosen by name as the user types (approved enterprises, enterpriseList), or found by
 * its enterprise code (enterpriseByCode); its name shown below.
 */
export const CounterpartyField = ({ id, value, onChange, fixed }: Props) => {
  const [searching, setSearching] = useState(false);
  const [code, setCode] = useState(value?.code ?? '');
  const [name, setName] = useState('');
  const { data, isFetching } = useCounterpartyOptions(name);
  const found = (data ?? []).map((e) => ({ id: String(e.id), name: e.name, code: e.code }));
  const options = found.map((e) => ({ value: e.id, label: labelOf(e) }));
  if (value?.id && !options.some((o) => o.value === value.id))
    options.unshift({ value: value.id, label: labelOf(value) });
  const find = async (code: string) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    setSearching(true);
    try {
      const e = await contractApi.enterpriseByCode(trimmed);
      onChange?.({ id: String(e.id), name: e.name, code: e.code });
    } catch {
      // The API client has said why (未找到该企业…); the choice is cleared.
      onChange?.(null);
    } finally {
      setSearching(false);
    }
  };
  const shown = (
    <Typography.Text data-testid="terms-counterparty-name" type={value?.name ? undefined : 'secondary'}>
      {value?.name || '未选择'}
    </Typography.Text>
  );
  if (fixed) return shown;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Select
        id={id}
        data-testid="terms-name-search"
        value={value?.id}
        showSearch={{ filterOption: false, onSearch: setName }}
        loading={isFetching}
        placeholder="请输入对方企业名称搜索"
        notFoundContent={name.trim() ? '未找到已认证的企业' : '请输入企业名称'}
        options={options}
        onChange={(picked: string) => {
          const e = found.find((x) => x.id === picked);
          if (!e) return;
          setCode(e.code);
          onChange?.(e);
        }}
        style={{ width: '100%' }}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          data-testid="terms-code-search"
          placeholder="或输入对方企业编码后搜索"
          value={code}
          maxLength={50}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            void find(code);
          }}
        />
        <Button type="primary" data-testid="terms-code-find" loading={searching} onClick={() => void find(code)}>
          搜索
        </Button>
      </Space.Compact>
      {shown}
    </Space>
  );
};
