import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { contractRefusals } from '@kc/domain/contract/contract';
import { type ContractParty, contractPartyLabels } from '@kc/domain/contract/status';
import { commonMessages } from '@kc/domain/shared/messages';
import { App, Button, Col, Empty, List, Row, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useConfirmRemove } from '../../../../components/crud/use-confirm-remove';
import {
  type ContractAttachment,
  type ContractDetail,
  contractApi,
  useContractAttachments,
  useContractMutations,
  useDeleteAttach,
} from '../../api';

/** spec 2 §2: contract attachments are jpg, jpeg, png or pdf files. */
const KINDS = ['jpg', 'jpeg', 'png', 'pdf'];
const kindOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

type SideProps = {
  contractId: string;
  side: ContractParty;
  files: ContractAttachment[];
  /** Only the party's own side adds and removes (spec 2 §2, §6). */
  own: boolean;
};

const SideAttachments = ({ contractId, side, files, own }: SideProps) => {
  const { message } = App.useApp();
  const { insertAttach } = useContractMutations();
  const remove = useDeleteAttach(contractId);
  const confirmRemove = useConfirmRemove();
  const [uploading, setUploading] = useState(false);
  const beforeUpload = (file: File) => {
    if (!KINDS.includes(kindOf(file.name))) {
      void message.error(contractRefusals.attachKind().message);
      return Upload.LIST_IGNORE;
    }
    setUploading(true);
    contractApi
      .upload(file)
      .then((stored) => insertAttach.mutateAsync({ contractId, attachId: stored.attachId }))
      .then(() => void message.success(commonMessages.success))
      .catch(() => {})
      .finally(() => setUploading(false));
    return Upload.LIST_IGNORE;
  };
  return (
    <List
      size="small"
      bordered
      data-testid={`contract-attachments-${side}`}
      header={
        <Row justify="space-between" align="middle">
          <Typography.Text strong>{contractPartyLabels[side]}附件</Typography.Text>
          {own && (
            <Upload accept=".jpg,.jpeg,.png,.pdf" showUploadList={false} multiple={false} beforeUpload={beforeUpload}>
              <Button
                size="small"
                icon={<UploadOutlined />}
                loading={uploading}
                data-testid={`contract-attach-upload-${side}`}
              >
                上传
              </Button>
            </Upload>
          )}
        </Row>
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无附件" /> }}
      dataSource={files}
      renderItem={(f) => (
        <List.Item
          actions={
            own
              ? [
                  <Button
                    key="remove"
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() =>
                      confirmRemove([f.id], async ([id]) => {
                        await remove.mutateAsync(id!);
                      })
                    }
                  >
                    删除
                  </Button>,
                ]
              : undefined
          }
        >
          <Typography.Link href={f.link} target="_blank" rel="noreferrer">
            <PaperClipOutlined /> {f.originalName}
          </Typography.Link>
        </List.Item>
      )}
    />
  );
};

/** Each side's attachments (fullAttachListByContractId); the user's own side may add and remove. */
export const ContractAttachments = ({ contract }: { contract: ContractDetail }) => {
  const { data } = useContractAttachments(contract.id);
  return (
    <Row gutter={16}>
      {(['shipper', 'buyer'] as const).map((side) => (
        <Col key={side} xs={24} md={12}>
          <SideAttachments
            contractId={contract.id}
            side={side}
            files={data?.[side] ?? []}
            own={contract.myParty === side}
          />
        </Col>
      ))}
    </Row>
  );
};
