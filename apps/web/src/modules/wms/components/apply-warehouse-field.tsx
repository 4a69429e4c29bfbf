import { Form, type FormInstance, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useApplyWarehouses } from '../api';

/**
 * 仓库 of the apply form: the warehouses holding the caller's goods it may apply for on the chosen WMS platform (one
 * application is for one warehouse); the only one is chosen by itself.
 */
export const ApplyWarehouseField = ({ form, platform }: { form: FormInstance; platform: string | undefined }) => {
  const { data, isSuccess } = useApplyWarehouses(platform);
  const only = isSuccess && data.length === 1 ? data[0]!.id : undefined;
  useEffect(() => {
    form.setFieldValue('warehouseId', only);
  }, [form, only]);
  if (!platform || !isSuccess) return null;
  if (data.length === 0)
    return (
      <Typography.Paragraph type="secondary" style={{ marginTop: -12 }} data-testid="wms-apply-warehouses">
        该WMS平台下暂无可申请的货物
      </Typography.Paragraph>
    );
  return (
    <div data-testid="wms-apply-warehouses">
      <Form.Item name="warehouseId" label="仓库">
        <Select
          placeholder="请选择货物所在仓库"
          options={data.map((w) => ({ value: w.id, label: w.name }))}
          allowClear
        />
      </Form.Item>
    </div>
  );
};
