import { amountText } from '@kc/domain/shared/money';
import { App, Button, Flex, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type EinvoiceOutcome, type SandboxEinvoiceRow, useSandboxEinvoices, useSandboxPayMutations } from '../pay-api';

const outcomeOptions: { value: EinvoiceOutcome; label: string }[] = [
  { value: 'ok', label: '开票成功（2）' },
  { value: 'fail22', label: '开票失败（22）' },
  { value: 'fail24', label: '开票失败（24）' },
];

/** Columns by the sandbox's field names; the known ones get Chinese titles and come first. */
const titles: Record<string, string> = {
  serialNo: '流水号',
  orderNo: '订单号',
  buyerName: '购方名称',
  buyerTaxNum: '购方税号',
  title: '发票抬头',
  amount: '金额',
  status: '状态',
  statusMsg: '状态说明',
  invoiceNo: '发票号码',
  email: '邮箱',
  createTime: '请求时间',
};

const text = (v: unknown) => (v == null || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v));

const columnsOf = (rows: SandboxEinvoiceRow[]): TableColumnsType<SandboxEinvoiceRow> => {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'id');
  keys.sort((a, b) => (a in titles ? 0 : 1) - (b in titles ? 0 : 1));
  return keys.slice(0, 9).map((k) => ({
    title: titles[k] ?? k,
    dataIndex: k,
    ellipsis: true,
    render: k === 'amount' ? (v: string | null) => amountText(v) : text,
  }));
};

/** The e-invoice sandbox's requests and their states, and what the next request meets. */
export const EinvoicePanel = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data, isLoading } = useSandboxEinvoices(paged.query);
  const { einvoiceSettings } = useSandboxPayMutations();
  const [outcome, setOutcome] = useState<EinvoiceOutcome>('ok');
  const rows = data?.records ?? [];
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center">
        <Typography.Text>下一次开票结果</Typography.Text>
        <Select<EinvoiceOutcome>
          value={outcome}
          options={outcomeOptions}
          onChange={setOutcome}
          style={{ width: 180 }}
          data-testid="sandbox-einvoice-outcome"
        />
        <Button
          type="primary"
          loading={einvoiceSettings.isPending}
          data-testid="sandbox-einvoice-save"
          onClick={() =>
            void einvoiceSettings
              .mutateAsync(outcome)
              .then(() => void message.success('已保存'))
              .catch(() => {})
          }
        >
          保存设置
        </Button>
      </Flex>
      <DataTable<SandboxEinvoiceRow>
        data-testid="sandbox-einvoices"
        rowKey={(r) => String(r.id ?? r.serialNo ?? JSON.stringify(r))}
        columns={columnsOf(rows)}
        dataSource={rows}
        loading={isLoading}
        pagination={paged.pagination(data?.total ?? 0)}
        locale={{ emptyText: '暂无开票请求' }}
      />
    </Flex>
  );
};
