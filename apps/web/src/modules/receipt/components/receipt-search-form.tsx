import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { DictSelect } from '../../../components/dict-select';
import { MaterialSelect } from '../../../components/material-select';
import type { ReceiptSearch } from '../api';

export const ReceiptSearchForm = ({ onSearch }: { onSearch: (s: ReceiptSearch) => void }) => (
  <SearchForm<ReceiptSearch> name="receipt-search" onSearch={onSearch}>
    <Form.Item name="code" label="仓单编号">
      <Input placeholder="请输入仓单编号" allowClear maxLength={80} style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="materialId" label="仓储物">
      <MaterialSelect style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="status_equal" label="状态">
      <DictSelect code="ple_bill_status" style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="inputCode" label="入库单号">
      <Input placeholder="请输入入库单号" allowClear maxLength={80} style={{ width: 200 }} />
    </Form.Item>
  </SearchForm>
);
