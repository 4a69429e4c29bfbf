import { contractMessages } from '@kc/domain/contract/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { saveBlob } from '../../../components/save-blob';
import { type ContractRecord, contractApi, contractMovedKeys, useContractMutations } from '../api';
import { contractAddPath, contractDetailPath } from '../contract-paths';

type Target = Pick<ContractRecord, 'id' | 'code'>;

/**
 * The moves a list row or the detail page offers (spec 2 §6; which ones, the record's `actions` say):
 * view, edit, confirm the terms, sign through the QR dialog, void, download the signed PDF as `<code>.pdf`.
 */
export const useContractActions = () => {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const mutations = useContractMutations();
  const [signing, setSigning] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  return {
    view: (r: Target) => navigate(contractDetailPath(r.id)),
    edit: (r: Target) => navigate(contractAddPath(r.id)),
    confirm: (r: Target) =>
      confirm({
        content: contractMessages.confirmTerms,
        run: () => mutations.confirm.mutateAsync(r.id),
        done: contractMessages.success,
      }),
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
    /** The props of the one ContractSignDialog the screen renders. */
    signDialog: {
      contractId: signing,
      onClose: () => setSigning(null),
      onDone: () => {
        const id = signing;
        if (id) for (const queryKey of contractMovedKeys(id)) void client.invalidateQueries({ queryKey });
      },
    },
  };
};

export type ContractActions = ReturnType<typeof useContractActions>;
