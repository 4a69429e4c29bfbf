import { Form, Input } from 'antd';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { SearchForm } from '../../../components/crud/search-form';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type RfidWarnRow, type RfidWarnSearch, useRfidWarnPage } from '../api';
import { rfidWarnColumns } from '../hooks/use-rfid-warn-columns';
import { useWmsLive } from '../hooks/use-wms-live';

/** /external/rfidWarn RFID扫描告警 (spec 3 §7 Alarms: the RFID scan warn log). */
export const RfidWarnPage = () => {
  const paged = usePagedQuery<RfidWarnSearch>({});
  const { data, isFetching } = useRfidWarnPage(paged.query);
  useWmsLive();
  return (
    <ListCard>
      <SearchForm<RfidWarnSearch> name="wms-rfid-warn-search" onSearch={paged.search}>
        <Form.Item name="epcCode" label="EPC编码">
          <Input placeholder="请输入EPC编码" allowClear maxLength={64} style={{ width: 220 }} />
        </Form.Item>
      </SearchForm>
      <DataTable<RfidWarnRow>
        data-testid="wms-rfid-warn-table"
        columns={rfidWarnColumns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};
