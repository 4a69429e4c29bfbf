import { isOperatorRole } from '@kc/domain';
import { useState } from 'react';
import { useRoleAliases } from '../../../app/access';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import type { useSelection } from '../../../components/crud/use-selection';
import { type ContractTemplatePageRow, useContractTemplateMutations } from '../api';
import type { TemplateEditing } from '../components/contract-template-drawer';

type Selection = ReturnType<typeof useSelection<ContractTemplatePageRow>>;

/**
 * The template list's actions: add and edit open the drawer, 查看 the review screen; deleting asks
 * '确定将选择数据删除?' (spec 2 §8). Only the platform operator writes (the server's rule too).
 */
export const useContractTemplateActions = (selection: Selection) => {
  const keeps = isOperatorRole(useRoleAliases());
  const { remove } = useContractTemplateMutations();
  const confirmRemove = useConfirmRemove();
  const [editing, setEditing] = useState<TemplateEditing>();
  const [viewing, setViewing] = useState<string>();
  const removeIds = (ids: string[]) => confirmRemove(ids, (x) => remove.mutateAsync(x), selection.clear);
  return {
    keeps,
    editing,
    viewing,
    add: () => setEditing({ mode: 'add' }),
    closeEditor: () => setEditing(undefined),
    closeViewer: () => setViewing(undefined),
    removeSelected: () => removeIds(selection.ids),
    row: {
      keeps,
      onEdit: (r: ContractTemplatePageRow) => setEditing({ mode: 'edit', id: r.id }),
      onView: (r: ContractTemplatePageRow) => setViewing(r.id),
      onRemove: (r: ContractTemplatePageRow) => removeIds([r.id]),
    },
  };
};
