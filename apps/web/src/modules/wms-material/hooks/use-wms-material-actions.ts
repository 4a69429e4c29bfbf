import { WMS_MAPPING_IN_USE, wmsMaterialMessages } from '@kc/domain/goods/wms-material';
import { commonMessages, doneMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { useSelection } from '../../../components/crud/use-selection';
import { useWmsMaterialMutations, type WmsMaterialRecord } from '../api';
import { WMS_MATERIAL_DETAIL_PATH } from '../wms-material-paths';

type Selection = ReturnType<typeof useSelection<WmsMaterialRecord>>;

/** The toolbar and row actions of the mapping list, with the mapping dialog they open. */
export const useWmsMaterialActions = (selection: Selection) => {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const mutations = useWmsMaterialMutations();
  const [mapIds, setMapIds] = useState<string[]>([]);
  return {
    add: () => navigate(WMS_MATERIAL_DETAIL_PATH),
    mapIds,
    openMap: () => {
      // spec 1 §5: the mapping dialog needs at least one external goods row, with its own message.
      if (selection.rows.length === 0) {
        void message.warning(wmsMaterialMessages.selectRows);
        return;
      }
      setMapIds(selection.ids);
    },
    closeMap: () => setMapIds([]),
    saveMap: (materialId: string) =>
      mutations.updateMaterial.mutateAsync({ ids: mapIds, materialId }).then(selection.clear),
    remove: (record: WmsMaterialRecord) =>
      modal.confirm({
        title: '提示',
        content: commonMessages.confirmDelete,
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { danger: true },
        onOk: async () => {
          // spec 1 §7: data 402 means the mapping is in use and nothing was removed.
          const answer = await mutations.remove.mutateAsync(record.id);
          if (answer === WMS_MAPPING_IN_USE) {
            void message.error(wmsMaterialMessages.inUse);
            return;
          }
          void message.success(doneMessages.removed);
          if (selection.ids.includes(record.id)) selection.clear();
        },
      }),
  };
};
