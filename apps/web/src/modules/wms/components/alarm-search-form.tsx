import { alarmStatusLabels, alarmTypeLabels } from '@kc/domain/wms/wms';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { AlarmSearch } from '../api';
import { optionsOf } from '../wms-status';

const typeOptions = optionsOf(alarmTypeLabels);
const statusOptions = optionsOf(alarmStatusLabels);

/** Filters of an alarm list: the state, and on the container-alarm list also the case number and the kind. */
export const AlarmSearchForm = ({
  name,
  containerFilters,
  onSearch,
}: {
  name: string;
  containerFilters: boolean;
  onSearch: (s: AlarmSearch) => void;
}) => (
  <SearchForm<AlarmSearch> name={name} onSearch={onSearch}>
    {containerFilters && (
      <>
        <Form.Item name="caseNumber" label="箱号">
          <Input placeholder="请输入箱号" allowClear maxLength={64} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="type" label="告警类型">
          <Select placeholder="请选择" allowClear options={typeOptions} style={{ width: 160 }} />
        </Form.Item>
      </>
    )}
    <Form.Item name="status" label="处理状态">
      <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 130 }} />
    </Form.Item>
  </SearchForm>
);
