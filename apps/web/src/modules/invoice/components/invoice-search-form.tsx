import { invoiceStatusLabels } from '@kc/domain/payment/invoice';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { InvoiceSearch } from '../api';

const statusOptions = Object.entries(invoiceStatusLabels)
  .filter(([value]) => Number(value) !== -1)
  .map(([value, label]) => ({ value: Number(value), label }));

/** Filters of the invoice list: contract code, enterprise and status. */
export const InvoiceSearchForm = ({ onSearch }: { onSearch: (s: InvoiceSearch) => void }) => (
  <SearchForm<InvoiceSearch> name="invoice-search" onSearch={onSearch}>
    <Form.Item name="contractCode" label="合同编号">
      <Input placeholder="请输入合同编号" allowClear maxLength={50} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="enterpriseName" label="企业名称">
      <Input placeholder="请输入企业名称" allowClear maxLength={100} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 160 }} />
    </Form.Item>
  </SearchForm>
);
