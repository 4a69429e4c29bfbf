import type { ProductRow } from '@kc/domain/contract/contract';
import { PricingMode } from '@kc/domain/contract/status';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { QuantityText, WeightText } from '../../../../components/measure-text';
import { MoneyText } from '../../../../components/money-text';
import { receiptDetailPath } from '../../../receipt';
import type { ContractDetail } from '../../api';

type Row = ContractDetail['contractDetails'][number] & { info: Partial<ProductRow> };

const infoOf = (text: string): Partial<ProductRow> => {
  try {
    return JSON.parse(text) as Partial<ProductRow>;
  } catch {
    return {};
  }
};

/** The goods of the contract (contractDetails), a receipt's code opening its page (/ple?id=, spec 2 §2). */
export const ContractGoodsTable = ({ contract }: { contract: ContractDetail }) => {
  const rows: Row[] = contract.contractDetails.map((d) => ({ ...d, info: infoOf(d.goodsInfo) }));
  const attrs = rows[0]?.info.attrs ?? [];
  const byWeight = contract.pricingMode === PricingMode.byWeight;
  const columns: TableColumnsType<Row> = [{ title: '序号', key: 'index', width: 60, render: (_v, _r, i) => i + 1 }];
  if (rows.some((r) => r.billId))
    columns.push({
      title: '仓单编号',
      dataIndex: 'billCode',
      width: 170,
      render: (v: string | null, r) =>
        r.billId ? (
          <Link to={receiptDetailPath(r.billId)} data-testid="contract-goods-bill">
            {v}
          </Link>
        ) : (
          '-'
        ),
    });
  columns.push({ title: '产品名称', dataIndex: 'name', ellipsis: true });
  for (const a of attrs)
    columns.push({
      title: a.attrName,
      key: `attr-${a.attrCode}`,
      render: (_v, r) => r.info.attrs?.find((x) => x.attrCode === a.attrCode)?.value || '-',
    });
  columns.push(
    {
      title: '单价（元）',
      dataIndex: 'price',
      width: 120,
      align: 'right',
      render: (v: string) => <MoneyText value={v} />,
    },
    {
      title: byWeight ? '重量' : '数量',
      dataIndex: 'totalQuantity',
      width: 140,
      align: 'right',
      render: (v: string, r) =>
        byWeight ? (
          <WeightText value={v} unit={r.info.weight_unit} />
        ) : (
          <QuantityText value={v} unit={r.info.number_unit} />
        ),
    },
    {
      title: '总价（元）',
      dataIndex: 'totalAmount',
      width: 140,
      align: 'right',
      render: (v: string) => <MoneyText value={v} />,
    },
  );
  return (
    <Table<Row>
      data-testid="contract-goods"
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={columns.length} align="right">
            合同总价：
            <MoneyText value={contract.totalAmount} yuan />
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
};
