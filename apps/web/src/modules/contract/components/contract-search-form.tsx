import { contractStatusLabels } from '@kc/domain/contract/status';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { SearchForm } from '../../../components/crud/search-form';
import type { ContractSearch } from '../api';

type Values = { code?: string; enterpriseName?: string; status?: number; range?: [Dayjs, Dayjs] | null };

const statusOptions = Object.entries(contractStatusLabels).map(([value, label]) => ({ value: Number(value), label }));

const toSearch = ({ range, ...rest }: Values): ContractSearch => ({
  ...rest,
  startDate: range?.[0]?.format('YYYY-MM-DD'),
  endDate: range?.[1]?.format('YYYY-MM-DD'),
});

/** Filters of both contract lists: code, counterparty (for the platform: either party), status, creation dates. */
export const ContractSearchForm = ({
  onSearch,
  partyLabel,
}: {
  onSearch: (s: ContractSearch) => void;
  partyLabel: string;
}) => (
  <SearchForm<Values> name="contract-search" onSearch={(v) => onSearch(toSearch(v))}>
    <Form.Item name="code" label="合同编号">
      <Input placeholder="请输入合同编号" allowClear maxLength={50} style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="enterpriseName" label={partyLabel}>
      <Input placeholder="请输入企业名称" allowClear maxLength={100} style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="range" label="创建日期">
      <DatePicker.RangePicker style={{ width: 240 }} />
    </Form.Item>
  </SearchForm>
);
