import { Button, type TableColumnsType } from 'antd';
import { columnWidth } from '../../../../components/crud/column-widths';
import { DictLabel } from '../../../../components/dict-select';
import { statusMaps } from '../../../../components/status-maps';
import { StatusTag } from '../../../../components/status-tag';
import type { EnterpriseDetail } from '../../review-api';
import { EsignStatusTag } from './esign-status-tag';

const text = (v: string | null) => v || '-';

/** The review list's columns; 查看 opens the enterprise's detail. */
export const useReviewColumns = (onView: (r: EnterpriseDetail) => void): TableColumnsType<EnterpriseDetail> => [
  { title: '企业名称', dataIndex: 'name', ellipsis: true, render: text },
  {
    title: '企业类型',
    dataIndex: 'type',
    width: 80,
    render: (v: string) => <DictLabel code="enterprise_type" value={v} />,
  },
  { title: '企业/个人', dataIndex: 'isPerson', width: 72, render: (v: number) => (v === 1 ? '个人' : '企业') },
  { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190, ellipsis: true, render: text },
  { title: '联系人', dataIndex: 'contactsName', width: columnWidth.person, ellipsis: true, render: text },
  { title: '联系电话', dataIndex: 'contactsPhone', width: columnWidth.phone, render: text },
  {
    title: '审核状态',
    dataIndex: 'status',
    width: 90,
    render: (v: number) => <StatusTag value={v} map={statusMaps.review} />,
  },
  {
    title: '电子签章状态',
    dataIndex: 'esignStatus',
    width: columnWidth.status,
    render: (v: number) => <EsignStatusTag value={v} />,
  },
  { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  {
    title: '操作',
    key: 'actions',
    width: 64,
    fixed: 'right',
    render: (_: unknown, r: EnterpriseDetail) => (
      <Button type="link" size="small" onClick={() => onView(r)}>
        查看
      </Button>
    ),
  },
];
