import { Button, type TableColumnsType } from 'antd';
import { DictLabel } from '../../../../components/dict-select';
import { StatusTag } from '../../../../components/status-tag';
import type { EnterpriseDetail } from '../../review-api';
import { EsignStatusTag } from './esign-status-tag';
import { reviewStatusMap } from './status-maps';

const text = (v: string | null) => v || '-';

/** The review list's columns; 查看 opens the enterprise's detail. */
export const useReviewColumns = (onView: (r: EnterpriseDetail) => void): TableColumnsType<EnterpriseDetail> => [
  { title: '企业名称', dataIndex: 'name', width: 260, ellipsis: true, render: text },
  {
    title: '企业类型',
    dataIndex: 'type',
    width: 110,
    render: (v: string) => <DictLabel code="enterprise_type" value={v} />,
  },
  { title: '企业/个人', dataIndex: 'isPerson', width: 90, render: (v: number) => (v === 1 ? '个人' : '企业') },
  { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190, ellipsis: true, render: text },
  { title: '联系人', dataIndex: 'contactsName', width: 100, ellipsis: true, render: text },
  { title: '联系电话', dataIndex: 'contactsPhone', width: 130, render: text },
  {
    title: '审核状态',
    dataIndex: 'status',
    width: 100,
    render: (v: number) => <StatusTag value={v} map={reviewStatusMap} />,
  },
  {
    title: '电子签章状态',
    dataIndex: 'esignStatus',
    width: 150,
    render: (v: number) => <EsignStatusTag value={v} />,
  },
  { title: '创建时间', dataIndex: 'createTime', width: 170 },
  {
    title: '操作',
    key: 'actions',
    width: 80,
    fixed: 'right',
    render: (_: unknown, r: EnterpriseDetail) => (
      <Button type="link" size="small" onClick={() => onView(r)}>
        查看
      </Button>
    ),
  },
];
