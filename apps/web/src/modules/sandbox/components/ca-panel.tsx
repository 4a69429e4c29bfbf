import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { CA_PEM_URL } from '../api';

/** The sandbox certificate authority that certifies every signature the sandbox applies. */
export const CaPanel = () => (
  <Space orientation="vertical" size={16}>
    <Typography.Paragraph style={{ margin: 0 }}>
      沙箱签署的 PDF 使用由沙箱 CA 签发的证书签名：下载 CA 证书后，在 PDF 阅读器（如 Adobe Acrobat 的「首选项 - 签名 -
      身份与受信任证书」）中将其导入为受信任根证书，即可看到签名有效、文件未被修改。
    </Typography.Paragraph>
    <Button type="primary" icon={<DownloadOutlined />} href={CA_PEM_URL} download="kc-sandbox-ca.pem">
      下载CA证书
    </Button>
  </Space>
);
