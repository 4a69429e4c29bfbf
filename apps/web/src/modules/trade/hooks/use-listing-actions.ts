import { listingMessages } from '@kc/domain/trade/listing';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import type { useSelection } from '../../../components/crud/use-selection';
import { type ListingRecord, useListingMutations } from '../api';
import { listingAuditPath } from '../trade-paths';

type Selection = ReturnType<typeof useSelection<ListingRecord>>;

/** The toolbar and row actions of the listing list; add and edit open the drawer over the list. */
export const useListingActions = (selection: Selection) => {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const confirmRemove = useConfirmRemove();
  const mutations = useListingMutations();
  /** The drawer: closed (undefined), a new listing (null) or the listing edited. */
  const [editing, setEditing] = useState<ListingRecord | null | undefined>(undefined);
  const remove = (ids: string[]) => confirmRemove(ids, mutations.remove.mutateAsync, () => selection.clear());
  return {
    editing,
    closeEditor: () => setEditing(undefined),
    add: () => setEditing(null),
    edit: (r: ListingRecord) => setEditing(r),
    view: (r: ListingRecord) => navigate(listingAuditPath(r.id)),
    remove: (r: ListingRecord) => remove([r.id]),
    removeSelected: () => remove(selection.ids),
    offShelf: (r: ListingRecord) =>
      confirm({
        content: listingMessages.confirmOffShelf,
        done: '已下架',
        danger: true,
        run: () => mutations.offShelf.mutateAsync(r.id),
      }),
  };
};
