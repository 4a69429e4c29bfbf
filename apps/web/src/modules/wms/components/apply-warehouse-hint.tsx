import { Typography } from 'antd';
import { useApplyWarehouses } from '../api';

/** Which warehouses hold the caller's goods that may be applied for on the chosen WMS platform. */
export const ApplyWarehouseHint = ({ platform }: { platform: string | undefined }) => {
  const { data, isSuccess } = useApplyWarehouses(platform);
  if (!platform || !isSuccess) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: -12 }} data-testid="wms-apply-warehouses">
      {data.length > 0 ? `可申请货物所在仓库：${data.map((w) => w.name).join('、')}` : '该WMS平台下暂无可申请的货物'}
    </Typography.Paragraph>
  );
};
