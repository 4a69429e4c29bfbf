import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { PartUnlockContainer, PartUnlockDetail } from '../api';
import { partUnlockContainerPath, receiptDetailsPath } from '../part-unlock-paths';

/**
 * spec 3 §2, §3 containerList: the record's containers with their receipt, case number, tray count and tray codes;
 * row buttons to the receipt (/ple/details?id=) and the container's trays (/partUnlock/container?billCode&caseNumber).
 */
export const ContainerTable = ({
  list,
  loading,
  onPage,
}: {
  list: PartUnlockDetail['containerList'];
  loading: boolean;
  onPage: (current: number, size: number) => void;
}) => {
  const navigate = useNavigate();
  const columns: TableColumnsType<PartUnlockContainer> = [
    { title: '仓单编号', dataIndex: 'billCode', width: 190 },
    { title: '箱号', dataIndex: 'caseNumber', width: 170 },
    { title: '托盘数', dataIndex: 'trayCounts', width: 80, align: 'right' },
    { title: '托盘编号', dataIndex: 'trayCodes', ellipsis: true },
    {
      title: '操作',
      key: 'op',
      width: 170,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(receiptDetailsPath(r.billId))}>
            查看仓单
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(partUnlockContainerPath(r.billCode, r.caseNumber))}
            data-testid="part-unlock-container-link"
          >
            查看托盘
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<PartUnlockContainer>
      rowKey={(r) => `${r.billId}-${r.containerId}`}
      size="small"
      columns={columns}
      dataSource={list.records}
      loading={loading}
      data-testid="part-unlock-containers"
      pagination={{
        current: list.current,
        pageSize: list.size,
        total: list.total,
        onChange: onPage,
        showTotal: (t) => `共 ${t} 条`,
      }}
    />
  );
};
