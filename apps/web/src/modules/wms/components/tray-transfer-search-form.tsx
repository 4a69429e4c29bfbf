import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { TrayTransferSearch } from '../api';

/** Filters of the tray moves (spec 3 §3 Tray transfer record: transferBatchId, caseId; and the tray). */
export const TrayTransferSearchForm = ({ onSearch }: { onSearch: (s: TrayTransferSearch) => void }) => (
  <SearchForm<TrayTransferSearch> name="wms-tray-transfer-search" onSearch={onSearch}>
    <Form.Item name="transferBatchId" label="移位批次">
      <Input placeholder="请输入移位批次" allowClear maxLength={64} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="trayCode" label="托盘编号">
      <Input placeholder="请输入托盘编号" allowClear maxLength={64} style={{ width: 180 }} />
    </Form.Item>
  </SearchForm>
);
