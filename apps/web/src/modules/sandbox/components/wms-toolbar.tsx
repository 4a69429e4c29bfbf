import { App, Button, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { DictSelect } from '../../../components/dict-select';
import { useWmsSandboxEnterprises, useWmsSandboxFeed, useWmsSandboxMutations } from '../wms-api';
import { WmsAddGoodsModal } from './wms-add-goods-modal';

export type WmsScope = { unit: string; warehouseCode: string | undefined };

/**
 * Which WMS platform (dictionary thirdwms_enterprise) and which warehouse (enterprise code) the console plays,
 * with 新增货物 and 生成演示库存 for that warehouse.
 */
export const WmsToolbar = ({ scope, onChange }: { scope: WmsScope; onChange: (s: WmsScope) => void }) => {
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const { data: enterprises } = useWmsSandboxEnterprises();
  const { data: feed } = useWmsSandboxFeed(scope.unit);
  const { seedDemo } = useWmsSandboxMutations();
  const owner = enterprises?.owners[0]?.code;
  const seed = () =>
    void seedDemo
      .mutateAsync({ unit: scope.unit, warehouseCode: scope.warehouseCode ?? '', ownerCode: owner ?? '' })
      .then((r) => void message.success(r.created ? `已生成演示库存（${r.containers} 个货箱）` : '演示库存已存在'))
      .catch(() => {});
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Form layout="inline" name="wms-sandbox-scope">
        <Form.Item label="WMS平台">
          <DictSelect
            code="thirdwms_enterprise"
            aria-label="WMS平台"
            allowClear={false}
            value={scope.unit}
            onChange={(unit) => onChange({ ...scope, unit })}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="仓库">
          <Select<string>
            aria-label="仓库"
            value={scope.warehouseCode}
            onChange={(warehouseCode) => onChange({ ...scope, warehouseCode })}
            options={(enterprises?.warehouses ?? []).map((w) => ({ value: w.code, label: `${w.name}（${w.code}）` }))}
            style={{ width: 280 }}
          />
        </Form.Item>
      </Form>
      <Button type="primary" disabled={!scope.warehouseCode} onClick={() => setAdding(true)}>
        新增货物
      </Button>
      <Button loading={seedDemo.isPending} disabled={!scope.warehouseCode || !owner} onClick={seed}>
        生成演示库存
      </Button>
      <Typography.Text type="secondary">
        变更流末位序号 {feed?.lastSeq ?? 0}，货箱 {feed?.containers ?? 0} 个
      </Typography.Text>
      <WmsAddGoodsModal
        open={adding}
        unit={scope.unit}
        warehouseCode={scope.warehouseCode}
        onClose={() => setAdding(false)}
      />
    </Space>
  );
};
