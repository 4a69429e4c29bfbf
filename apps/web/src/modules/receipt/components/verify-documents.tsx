import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Grid, Typography } from 'antd';
import { type PartyFile, verifyFileUrl } from '../api';

/**
 * The verification document (public: no owner, weights or quantities) and, for a logged-in party, the receipt
 * itself. A phone's browser shows no PDF inside a page (an empty box), so there the documents are links that
 * open in the phone's PDF viewer or download.
 */
export const VerifyDocuments = ({ token, code, party }: { token: string; code: string; party: PartyFile | null }) => {
  const phone = !Grid.useBreakpoint().md;
  const publicUrl = verifyFileUrl(token);
  return (
    <Flex vertical gap={12}>
      {party && (
        <Alert
          type="info"
          showIcon
          data-testid="verify-party-file"
          title="您是该仓单的当事方，可查看完整仓单文件"
          action={
            <Button size="small" type="primary" icon={<FilePdfOutlined />} href={party.fileLink} target="_blank">
              查看完整仓单
            </Button>
          }
        />
      )}
      <Flex gap={8} wrap>
        <Button
          icon={<FilePdfOutlined />}
          href={publicUrl}
          target="_blank"
          rel="noreferrer"
          data-testid="verify-pdf-open"
        >
          打开验证凭证
        </Button>
        <Button
          icon={<DownloadOutlined />}
          href={publicUrl}
          download={`${code}-验证凭证.pdf`}
          data-testid="verify-pdf-download"
        >
          下载验证凭证
        </Button>
      </Flex>
      {phone ? (
        <Typography.Text type="secondary" data-testid="verify-pdf-phone-hint">
          验证凭证列明仓单编号、状态、仓储物与各次签章的文件哈希，可在手机上打开或下载查看。
        </Typography.Text>
      ) : (
        <iframe
          title="仓单验证凭证"
          data-testid="verify-pdf"
          src={publicUrl}
          style={{ width: '100%', height: '70vh', border: '1px solid #f0f0f0', borderRadius: 6 }}
        />
      )}
    </Flex>
  );
};
