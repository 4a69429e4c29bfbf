import { baseMaterialMessages, MATERIAL_IN_USE } from '@kc/domain/goods/base-material';
import { commonMessages, doneMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { useSelection } from '../../../components/crud/use-selection';
import { type BaseMaterial, useMaterialMutations } from '../api';
import { bankDetailIndexPath, materialFormPath } from '../components/goods-paths';
import { useKeepsCatalogue } from './use-keeps-catalogue';

type Selection = ReturnType<typeof useSelection<BaseMaterial>>;

/**
 * The category list's actions. Deleting asks first; a category an inbound order uses answers data 402
 * (spec 1 §8): nothing is removed, the user is told so and the list reloads.
 */
export const useBaseMaterialActions = (selection: Selection) => {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { remove } = useMaterialMutations();
  const confirmRemove = (ids: string[]) => {
    if (ids.length === 0) {
      void message.warning(commonMessages.selectAtLeastOne);
      return;
    }
    modal.confirm({
      title: '提示',
      content: commonMessages.confirmDelete,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        const answer = await remove.mutateAsync(ids);
        if (answer === MATERIAL_IN_USE) void message.error(baseMaterialMessages.inUse);
        else void message.success(doneMessages.removed);
        selection.clear();
      },
    });
  };
  const keeps = useKeepsCatalogue();
  return {
    keeps,
    add: () => navigate(materialFormPath()),
    removeSelected: () => confirmRemove(selection.ids),
    row: {
      keeps,
      onEdit: (r: BaseMaterial) => navigate(materialFormPath(r.id)),
      onBankDetail: (r: BaseMaterial) => navigate(bankDetailIndexPath(r.id)),
      onRemove: (r: BaseMaterial) => confirmRemove([r.id]),
    },
  };
};
