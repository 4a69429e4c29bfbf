import { Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { QuantityText, WeightText } from '../../../components/measure-text';
import type { GoodsRow } from '../api';
import { trayListPath } from '../wms-paths';

const attrsText = (attrs: GoodsRow['attrs']) =>
  attrs.length ? attrs.map((a) => `${a.attrName}：${a.value}`).join('；') : '-';

/** The goods of a container (spec 3 §3 Goods), each with its trays a click away. */
export const useGoodsColumns = (): TableColumnsType<GoodsRow> => {
  const navigate = useNavigate();
  return [
    { title: '箱号', dataIndex: 'caseNumber', width: 150 },
    { title: '货物名称', dataIndex: 'goodsName', width: 160, ellipsis: true },
    { title: 'WMS货物编码', dataIndex: 'externalMaterialId', width: 140, render: (v: string | null) => v || '-' },
    { title: '仓储物类别', dataIndex: 'materialName', width: 140, render: (v: string | null) => v || '未映射' },
    {
      title: '重量',
      dataIndex: 'totalWeight',
      width: 120,
      align: 'right',
      render: (v: string | null, r) => <WeightText value={v} unit={r.weightUnit} />,
    },
    {
      title: '数量',
      dataIndex: 'totalNum',
      width: 100,
      align: 'right',
      render: (v: string | null, r) => <QuantityText value={v} unit={r.numUnit} />,
    },
    { title: '托盘数', dataIndex: 'trayCounts', width: 70, align: 'right' },
    { title: '货物属性', dataIndex: 'attrs', ellipsis: true, render: attrsText },
    {
      title: '操作',
      key: 'op',
      width: 90,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => navigate(trayListPath(r.id))}>
          查看托盘
        </Button>
      ),
    },
  ];
};
