import { Card, Descriptions, Result, Skeleton, Table, type TableColumnsType, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { type ContainerTraysAnswer, useContainerTrays } from '../api';

type Tray = ContainerTraysAnswer['trays'][number];

const toneOf = (status: number) => (status === 10 ? 'error' : status === 11 ? 'success' : 'default');

const columns: TableColumnsType<Tray> = [
  { title: '托盘编号', dataIndex: 'trayCode', width: 180 },
  { title: 'RFID', dataIndex: 'rfidCode', width: 200, render: (v: string | null) => v ?? '-' },
  { title: '库位', dataIndex: 'siteCode', width: 120, render: (v: string | null) => v ?? '-' },
  { title: '重量', dataIndex: 'weight', align: 'right', width: 100 },
  { title: '数量', dataIndex: 'num', align: 'right', width: 100 },
  {
    title: '锁定状态',
    dataIndex: 'status',
    width: 100,
    render: (s: number, r) => <Tag color={toneOf(s)}>{r.statusName}</Tag>,
  },
];

/** /partUnlock/container?billCode=&caseNumber= (spec 3 §2): a container of a receipt and its trays' lock status. */
export const PartUnlockContainerPage = () => {
  const [params] = useSearchParams();
  const billCode = params.get('billCode') ?? '';
  const caseNumber = params.get('caseNumber') ?? '';
  if (!billCode || !caseNumber) return <Result status="warning" title="未指定仓单或货箱" />;
  return <ContainerView billCode={billCode} caseNumber={caseNumber} />;
};

const ContainerView = ({ billCode, caseNumber }: { billCode: string; caseNumber: string }) => {
  const { data, isError, isFetching } = useContainerTrays(billCode, caseNumber);
  if (isError) return <Result status="404" title="货箱不存在或无权查看" />;
  if (!data) return <Skeleton active />;
  return (
    <Card data-testid="part-unlock-container-page">
      <Descriptions column={3} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="仓单编号">{data.billCode}</Descriptions.Item>
        <Descriptions.Item label="箱号">{data.caseNumber}</Descriptions.Item>
        <Descriptions.Item label="货箱状态">{data.statusName}</Descriptions.Item>
      </Descriptions>
      <Table<Tray>
        rowKey="trayId"
        size="small"
        columns={columns}
        dataSource={data.trays}
        loading={isFetching}
        pagination={{ pageSize: 10, showTotal: (t) => `共 ${t} 个托盘` }}
      />
    </Card>
  );
};
