import { Descriptions } from 'antd';
import { WeightText } from '../../../components/measure-text';
import { MoneyText } from '../../../components/money-text';
import { StatusTag } from '../../../components/status-tag';
import type { FinanceDetail } from '../api';
import { financeStatusMaps } from '../finance-status';

const text = (v: string | null | undefined) => v || '-';

/** The application itself: its statuses, warehouse, goods, receipts, the amounts (when the answer carries them). */
export const FinanceSummary = ({ apply: a }: { apply: FinanceDetail }) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="finance-summary">
    <Descriptions.Item label="融资编号">{a.code}</Descriptions.Item>
    <Descriptions.Item label="融资状态">
      <StatusTag value={a.status} map={financeStatusMaps.status} />
    </Descriptions.Item>
    <Descriptions.Item label="四方协议">
      <StatusTag value={a.fourStatus} map={financeStatusMaps.four} />
    </Descriptions.Item>
    <Descriptions.Item label="仓库">{a.warehouse.name || a.warehouseCompName}</Descriptions.Item>
    <Descriptions.Item label="仓库地址" span={2}>
      {text(a.warehouse.address)}
    </Descriptions.Item>
    <Descriptions.Item label="融资货物">{a.financingGoodsName}</Descriptions.Item>
    <Descriptions.Item label="质押仓单">
      {a.billCount} 张，总重量 <WeightText value={a.totalWeight} unitName={a.weightUnitName} />
    </Descriptions.Item>
    {a.applyMoney !== undefined && (
      <Descriptions.Item label="申请金额">
        <MoneyText value={a.applyMoney} yuan />
      </Descriptions.Item>
    )}
    {a.pledgeAmount !== undefined && (
      <Descriptions.Item label="预估质押金额">
        <MoneyText value={a.pledgeAmount} yuan />
      </Descriptions.Item>
    )}
    <Descriptions.Item label="创建时间">{text(a.createTime)}</Descriptions.Item>
    <Descriptions.Item label="提交时间">{text(a.submitTime)}</Descriptions.Item>
    <Descriptions.Item label="备注" span="filled">
      {text(a.remark)}
    </Descriptions.Item>
  </Descriptions>
);
