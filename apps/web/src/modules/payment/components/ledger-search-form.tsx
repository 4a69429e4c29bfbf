import { payWayLabels, tradePayStatusLabels } from '@kc/domain/payment/payment';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { SearchForm } from '../../../components/crud/search-form';
import type { PaymentLedgerSearch } from '../api';

type Values = {
  contractCode?: string;
  enterpriseName?: string;
  payWay?: number;
  status?: number;
  range?: [Dayjs, Dayjs] | null;
};

const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

const toSearch = ({ range, ...rest }: Values): PaymentLedgerSearch => ({
  ...rest,
  startDate: range?.[0]?.format('YYYY-MM-DD'),
  endDate: range?.[1]?.format('YYYY-MM-DD'),
});

/** Filters of the payments ledger: contract code, enterprise, pay way, status and dates. */
export const LedgerSearchForm = ({ onSearch }: { onSearch: (s: PaymentLedgerSearch) => void }) => (
  <SearchForm<Values> name="payment-search" onSearch={(v) => onSearch(toSearch(v))}>
    <Form.Item name="contractCode" label="合同编号">
      <Input placeholder="请输入合同编号" allowClear maxLength={50} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="enterpriseName" label="企业名称">
      <Input placeholder="请输入企业名称" allowClear maxLength={100} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="payWay" label="支付方式">
      <Select placeholder="请选择" allowClear options={optionsOf(payWayLabels)} style={{ width: 140 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <Select placeholder="请选择" allowClear options={optionsOf(tradePayStatusLabels)} style={{ width: 140 }} />
    </Form.Item>
    <Form.Item name="range" label="日期">
      <DatePicker.RangePicker style={{ width: 240 }} />
    </Form.Item>
  </SearchForm>
);
