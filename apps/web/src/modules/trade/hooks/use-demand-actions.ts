import { demandMessages } from '@kc/domain/trade/demand';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import type { useSelection } from '../../../components/crud/use-selection';
import { type DemandRecord, useDemandMutations } from '../api';
import { demandDetailPath } from '../trade-paths';

type Selection = ReturnType<typeof useSelection<DemandRecord>>;

/** The toolbar and row actions of the demand list; posting and editing open the drawer over the list. */
export const useDemandActions = (selection?: Selection) => {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const confirmRemove = useConfirmRemove();
  const mutations = useDemandMutations();
  const [editing, setEditing] = useState<DemandRecord | null | undefined>(undefined);
  const remove = (ids: string[], after?: () => void) =>
    confirmRemove(ids, mutations.remove.mutateAsync, () => {
      selection?.clear();
      after?.();
    });
  return {
    editing,
    closeEditor: () => setEditing(undefined),
    add: () => setEditing(null),
    edit: (r: DemandRecord) => setEditing(r),
    view: (r: DemandRecord) => navigate(demandDetailPath(r.id)),
    remove,
    removeSelected: () => remove(selection?.ids ?? []),
    close: (r: DemandRecord) =>
      confirm({
        content: demandMessages.confirmClose,
        done: '已关闭',
        danger: true,
        run: () => mutations.close.mutateAsync(r.id),
      }),
  };
};
