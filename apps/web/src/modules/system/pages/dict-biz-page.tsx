import { DICT_PAGE_SIZE_OPTIONS } from '@kc/domain/shared/paging';
import { Card, Col, Row, Table } from 'antd';
import { useState } from 'react';
import type { DictParent } from '../api';
import { DictEntryPanel } from '../components/dict-entry-panel';
import { DictSearchForm } from '../components/dict-search-form';
import { useDictParentColumns } from '../hooks/use-dict-columns';
import { useDictParents } from '../hooks/use-dict-parents';

export const DictBizPage = () => {
  const columns = useDictParentColumns();
  const { query, result, search, page } = useDictParents();
  const [selected, setSelected] = useState<DictParent>();
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <Card title="业务字典" size="small">
          <DictSearchForm onSearch={search} />
          <Table<DictParent>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={result.data?.records ?? []}
            loading={result.isFetching}
            data-testid="dict-parents"
            rowClassName={(r) => (r.id === selected?.id ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => setSelected(r), style: { cursor: 'pointer' } })}
            pagination={{
              current: query.current,
              pageSize: query.size,
              total: result.data?.total ?? 0,
              pageSizeOptions: [...DICT_PAGE_SIZE_OPTIONS],
              showSizeChanger: true,
              showTotal: (total) => `共 ${total} 条`,
              onChange: page,
            }}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <DictEntryPanel parent={selected} />
      </Col>
    </Row>
  );
};
