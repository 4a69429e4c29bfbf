import { CREDIT_CONTRACT_EVENT, type CreditContractEvent } from '@kc/domain/credit-contract/credit-contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { type CreditContract, creditContractKeys, useCreditContractMutations, useCreditContracts } from '../api';
import { useCreditColumns } from '../hooks/use-credit-columns';
import { type CreditBankChoice, CreditBankPicker } from './credit-bank-picker';
import { CreditEditModal } from './credit-edit-modal';
import { CreditQrModal } from './credit-qr-modal';

export type CreditContractDrawerProps = {
  /** the borrower's id (associationType 1) or the financing application's (2) */
  associationId: string;
  associationType: number;
  open: boolean;
  onClose: () => void;
  /** a financing application without a borrower on it names the borrower; a co-borrower signs the same consent */
  borrowerId?: string;
  coborrowerId?: string | null;
};

/**
 * The credit-investigation contract drawer (spec 1 §2, spec 2 §2/§3/§5): the consents of a borrower or a financing
 * application, one row per signer, with the signing QR of unsigned rows, 预览 (the document as it stands) and 新增
 * through the bank picker. Read again every 2 s while open and at once on the live event 'credit-contract'.
 * Buttons by investigation_agreement_add / view / edit / delete.
 */
export const CreditContractDrawer = ({
  associationId,
  associationType,
  open,
  onClose,
  borrowerId,
  coborrowerId,
}: CreditContractDrawerProps) => {
  const { can } = useAccess();
  const client = useQueryClient();
  const query = { associationId, type: associationType };
  const list = useCreditContracts(query, open);
  const { save } = useCreditContractMutations();
  const [picking, setPicking] = useState(false);
  const [qrId, setQrId] = useState<string | null>(null);
  const [editing, setEditing] = useState<CreditContract | null>(null);
  const rows = list.data ?? [];
  const qrRow = rows.find((r) => r.id === qrId) ?? null;

  useLiveEvent<CreditContractEvent>(CREDIT_CONTRACT_EVENT, () => {
    if (open) void client.invalidateQueries({ queryKey: creditContractKeys.list(query) });
  });

  const pick = async (choice: CreditBankChoice) => {
    await save.mutateAsync({
      associationId,
      associationType,
      unionBankId: choice.unionBankId,
      bankAccount: choice.bankAccount,
      branchName: choice.branchName || undefined,
      ...(borrowerId ? { borrowerId } : {}),
      ...(coborrowerId ? { coborrowerId } : {}),
    });
    setPicking(false);
  };

  const columns = useCreditColumns({ onQr: (r) => setQrId(r.id), onEdit: setEditing });

  return (
    <Drawer open={open} onClose={onClose} title="征信授权合同" size={1100} destroyOnHidden>
      {can('investigation_agreement_add') && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setPicking(true)}>
            新增
          </Button>
        </Space>
      )}
      <Table<CreditContract>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <CreditBankPicker
        open={picking}
        saving={save.isPending}
        onCancel={() => setPicking(false)}
        onPick={(c) => void pick(c).catch(() => undefined)}
      />
      <CreditQrModal row={qrRow} onClose={() => setQrId(null)} />
      <CreditEditModal row={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
};
