import { canEditInspection } from '@kc/domain/inbound/inspection';
import { Button, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../../app/access';
import { columnWidth } from '../../../components/crud/column-widths';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { inboundDetailPath, inspectionDetailPath } from '../inbound-paths';
import { type InspectionRecord, useInspectionMutations } from '../inspection-api';

const text = (v: string | null) => v || '-';

/** Columns of 公检管理: 公检 while editable (status 10, test_save), 详情 otherwise; 删除 only at 10. */
export const useInspectionColumns = (): TableColumnsType<InspectionRecord> => {
  const navigate = useNavigate();
  const { can } = useAccess();
  const confirmRemove = useConfirmRemove();
  const { remove } = useInspectionMutations();
  return [
    {
      title: '入库单号',
      dataIndex: 'inputCode',
      width: 180,
      render: (v: string, r) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => navigate(inboundDetailPath(String(r.inputId), v))}
        >
          {v}
        </Button>
      ),
    },
    { title: '货主', dataIndex: 'shipperName', ellipsis: true, render: text },
    { title: '仓库', dataIndex: 'warehouseName', ellipsis: true, render: text },
    { title: '仓储物', dataIndex: 'materialName', width: 110, render: text },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (v: number) => <StatusTag value={v} map={statusMaps.inspection} />,
    },
    { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    { title: '完成时间', dataIndex: 'finishTime', width: columnWidth.dateTime, render: text },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_: unknown, r) => {
        const editable = can('test_save') && canEditInspection(r.status);
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => navigate(inspectionDetailPath(String(r.id)))}>
              {editable ? '公检' : '详情'}
            </Button>
            {editable && (
              <Button type="link" size="small" danger onClick={() => confirmRemove([String(r.id)], remove.mutateAsync)}>
                删除
              </Button>
            )}
          </Space>
        );
      },
    },
  ];
};
