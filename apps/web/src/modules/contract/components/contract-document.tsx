import { Empty, Spin } from 'antd';
import { useContractPreview } from '../api';

/**
 * The contract as it will be signed (preview?id=): the current PDF with the seals already on it, embedded in
 * the page (spec 2 §2 Contract preview).
 */
export const ContractDocument = ({ id, height = 800 }: { id: string; height?: number | string }) => {
  const { data, isLoading, isError } = useContractPreview(id);
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !data?.url) return <Empty description="暂无合同文件" />;
  return (
    <iframe
      title="合同预览"
      data-testid="contract-preview"
      data-status={data.status}
      src={data.url}
      style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6 }}
    />
  );
};
