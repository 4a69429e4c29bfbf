import { CREDIT_SIGNER_LABELS, CreditContractStatus } from '@kc/domain/credit-contract/credit-contract';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useAccess } from '../../../app/access';
import { type CreditContract, creditContractApi, useCreditContractMutations } from '../api';

const statusColor: Record<number, string> = {
  [CreditContractStatus.unsigned]: 'default',
  [CreditContractStatus.signed]: 'processing',
  [CreditContractStatus.allSigned]: 'success',
  [CreditContractStatus.failed]: 'error',
};

/** A row its signer may still sign: 未签署 or 签署失败. */
export const unsignedCredit = (r: CreditContract) =>
  r.status === CreditContractStatus.unsigned || r.status === CreditContractStatus.failed;

/**
 * The columns of a credit-contract table (the drawer and the 征信合同 list): contract, signer, bank, the status
 * label (签署失败's reason as its tooltip) and the buttons by investigation_agreement_add / view / edit / delete.
 */
export const useCreditColumns = ({
  onQr,
  onEdit,
}: {
  onQr: (r: CreditContract) => void;
  onEdit?: (r: CreditContract) => void;
}): ColumnsType<CreditContract> => {
  const { can } = useAccess();
  const { remove } = useCreditContractMutations();
  const preview = async (r: CreditContract) => {
    const { url } = await creditContractApi.preview(r.id);
    window.open(url, '_blank', 'noopener');
  };

  return [
    { title: '合同编号', dataIndex: 'contractNo', width: 170 },
    { title: '合同名称', dataIndex: 'contractName', ellipsis: true },
    {
      title: '签署人',
      dataIndex: 'idName',
      width: 130,
      render: (name: string, r) => `${name}（${CREDIT_SIGNER_LABELS[r.signer]}）`,
    },
    {
      title: '开户银行/网点',
      width: 200,
      ellipsis: true,
      render: (_: unknown, r) => [r.bankName, r.branchName].filter(Boolean).join(' / '),
    },
    { title: '开户银行账号', dataIndex: 'bankAccount', width: 160 },
    {
      title: '状态',
      dataIndex: 'signStatus',
      width: 100,
      render: (s: number, r) => {
        const tag = (
          <Tag color={statusColor[s]} data-testid="credit-status">
            {r.signStatusName}
          </Tag>
        );
        return s === CreditContractStatus.failed && r.failReason ? <Tooltip title={r.failReason}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: '操作',
      width: 210,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          {unsignedCredit(r) && can('investigation_agreement_add') && (
            <Button type="link" size="small" onClick={() => onQr(r)}>
              签署二维码
            </Button>
          )}
          {can('investigation_agreement_view') && (
            <Button type="link" size="small" onClick={() => void preview(r).catch(() => undefined)}>
              预览
            </Button>
          )}
          {unsignedCredit(r) && can('investigation_agreement_edit') && onEdit && (
            <Button type="link" size="small" onClick={() => onEdit(r)}>
              编辑
            </Button>
          )}
          {unsignedCredit(r) && can('investigation_agreement_delete') && (
            <Popconfirm
              title="确定删除该征信授权书？（同一授权书的签署人一并删除）"
              onConfirm={() => remove.mutateAsync([r.id]).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
};
