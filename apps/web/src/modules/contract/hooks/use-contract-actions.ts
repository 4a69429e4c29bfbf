import { contractMessages } from '@kc/domain/contract/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRefreshRecords } from '../../../app/query-keys';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { saveBlob } from '../../../components/save-blob';
import { type ContractRecord, contractApi, contractKeys, useContractMutations } from '../api';
import { contractAddPath, contractDetailPath } from '../contract-paths';

type Target = Pick<ContractRecord, 'id' | 'code'>;

/**
 * The moves a list row or the detail page offers (spec 2 §6; which ones, the record's `actions` say):
 * view, edit, confirm the terms, sign through the QR dialog, void, download the signed PDF as `<code>.pdf`.
 */
export const useContractActions = () => {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const refresh = useRefreshRecords();
  const mutations = useContractMutations();
  const [signing, setSigning] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  return {
    view: (r: Target) => navigate(contractDetailPath(r.id)),
    edit: (r: Target) => navigate(contractAddPath(r.id)),
    /** Asks for the caller's own bank fields with the confirmation (ContractConfirmDialog). */
    confirm: (r: Target) => setConfirming(r.id),
    void: (r: Target) =>
      confirm({
        content: contractMessages.voidConfirm,
        run: () => mutations.remove.mutateAsync([r.id]),
        done: contractMessages.success,
        danger: true,
      }),
    sign: (r: Target) => setSigning(r.id),
    download: async (r: Target) => {
      setDownloading(r.id);
      try {
        saveBlob(await contractApi.download(r.id), `${r.code}.pdf`);
      } catch {
        // The API client has said why.
      } finally {
        setDownloading(null);
      }
    },
    downloading,
    /** The props of the one ContractConfirmDialog the screen renders. */
    confirmDialog: { contractId: confirming, onClose: () => setConfirming(null) },
    /** The props of the one ContractSignDialog the screen renders. */
    signDialog: {
      contractId: signing,
      onClose: () => setSigning(null),
      onDone: () => {
        const id = signing;
        if (id) refresh([contractKeys.detail(id)]);
      },
    },
  };
};

export type ContractActions = ReturnType<typeof useContractActions>;
