import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { contractApi } from '../../api';
import type { Enterprise } from '../../wizard-values';

type Props = {
  id?: string;
  value?: Enterprise | null;
  onChange?: (v: Enterprise | null) => void;
  /** Once the contract was sent, its counterparty stays. */
  fixed: boolean;
};

/** The counterparty found by its enterprise code (enterpriseByCode), its name shown beside the search box. */
export const CounterpartyField = ({ id, value, onChange, fixed }: Props) => {
  const [searching, setSearching] = useState(false);
  const [code, setCode] = useState(value?.code ?? '');
  const find = async (code: string) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    setSearching(true);
    try {
      const found = await contractApi.enterpriseByCode(trimmed);
      onChange?.({ id: String(found.id), name: found.name, code: found.code });
    } catch {
      // The API client has said why (未找到该企业…); the choice is cleared.
      onChange?.(null);
    } finally {
      setSearching(false);
    }
  };
  const name = (
    <Typography.Text data-testid="terms-counterparty-name" type={value?.name ? undefined : 'secondary'}>
      {value?.name || '未选择'}
    </Typography.Text>
  );
  if (fixed) return name;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          data-testid="terms-code-search"
          placeholder="请输入对方企业编码后搜索"
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
      {name}
    </Space>
  );
};
