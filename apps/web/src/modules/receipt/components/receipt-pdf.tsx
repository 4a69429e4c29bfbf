import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';

/** The signed PDF shown in the page, with 下载 (the link is signed: no header needed). */
export const ReceiptPdf = ({ link, fileName }: { link: string | null; fileName: string }) => {
  if (!link) return <Empty description="暂无仓单文件" />;
  return (
    <div>
      <div style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} href={link} download={fileName}>
          下载
        </Button>
      </div>
      <iframe
        title="仓单文件"
        data-testid="receipt-pdf"
        src={link}
        style={{ width: '100%', height: 720, border: '1px solid #f0f0f0', borderRadius: 6 }}
      />
    </div>
  );
};
