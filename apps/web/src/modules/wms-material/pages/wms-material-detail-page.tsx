import { useClosePage } from '../../../app/layout/use-close-page';
import { useWmsMaterialMutations } from '../api';
import { WmsMaterialForm } from '../components/wms-material-form';
import { WMS_MATERIAL_LIST_PATH } from '../wms-material-paths';

/** /external/wmsMaterialDetail: the cargo category mapping form; saving goes back to the mapping list. */
export const WmsMaterialDetailPage = () => {
  const navigate = useClosePage();
  const { submit } = useWmsMaterialMutations();
  const back = () => navigate(WMS_MATERIAL_LIST_PATH);
  return <WmsMaterialForm onSubmit={submit.mutateAsync} onDone={back} onBack={back} />;
};
