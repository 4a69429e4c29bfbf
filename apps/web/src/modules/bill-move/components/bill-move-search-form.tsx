import { billMoveStatusLabels } from '@kc/domain/bill-move/bill-move';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { BillMoveSearch } from '../api';

const statusOptions = Object.entries(billMoveStatusLabels).map(([value, label]) => ({ value: Number(value), label }));

/** Filters of the move list: the move's code and its status. */
export const BillMoveSearchForm = ({ onSearch }: { onSearch: (s: BillMoveSearch) => void }) => (
  <SearchForm<BillMoveSearch> name="bill-move-search" onSearch={onSearch}>
    <Form.Item name="code" label="移库单号">
      <Input placeholder="请输入移库单号" allowClear maxLength={50} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 160 }} />
    </Form.Item>
  </SearchForm>
);
