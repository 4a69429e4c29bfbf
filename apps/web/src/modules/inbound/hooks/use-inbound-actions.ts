import { useNavigate } from 'react-router-dom';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import type { useSelection } from '../../../components/crud/use-selection';
import { type InboundRecord, useInboundMutations } from '../api';
import { InboundDetailMode, inboundApplyPath, inboundDetailPath, inspectionDetailPath } from '../inbound-paths';

type Selection = ReturnType<typeof useSelection<InboundRecord>>;

/** The toolbar and row actions of the inbound list. */
export const useInboundActions = (selection: Selection) => {
  const navigate = useNavigate();
  const confirmRemove = useConfirmRemove();
  const mutations = useInboundMutations();
  const remove = (ids: string[]) => confirmRemove(ids, mutations.remove.mutateAsync, () => selection.clear());
  return {
    add: () => navigate(inboundApplyPath()),
    edit: (r: InboundRecord) => navigate(inboundApplyPath(r.id)),
    view: (r: InboundRecord) => navigate(inboundDetailPath(r.id, r.code, InboundDetailMode.view)),
    audit: (r: InboundRecord) => navigate(inboundDetailPath(r.id, r.code, InboundDetailMode.audit)),
    remove: (r: InboundRecord) => remove([r.id]),
    removeSelected: () => remove(selection.ids),
    /** 公检: opens the order's inspection (one per order; an existing one is answered again). */
    inspect: async (r: InboundRecord) => {
      const { id } = await mutations.createCheck.mutateAsync(r.id);
      navigate(inspectionDetailPath(String(id)));
    },
    inspecting: mutations.createCheck.isPending ? mutations.createCheck.variables : undefined,
  };
};
