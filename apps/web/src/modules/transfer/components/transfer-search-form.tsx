import { transferAuditStatusLabels, transferStatusLabels } from '@kc/domain/transfer/transfer';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { TransferSearch } from '../api';

const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
const statusOptions = optionsOf(transferStatusLabels);
const auditOptions = optionsOf(transferAuditStatusLabels);

/** Filters of the transfer list: contract code, transfer status and the platform's review. */
export const TransferSearchForm = ({ onSearch }: { onSearch: (s: TransferSearch) => void }) => (
  <SearchForm<TransferSearch> name="transfer-search" onSearch={onSearch}>
    <Form.Item name="code" label="合同编号">
      <Input placeholder="请输入合同编号" allowClear maxLength={50} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="status" label="过户状态">
      <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="auditStatus" label="审核状态">
      <Select placeholder="请选择" allowClear options={auditOptions} style={{ width: 140 }} />
    </Form.Item>
  </SearchForm>
);
