import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { ReleaseDetailView } from '../components/release-detail-view';
import { ReleaseList } from '../components/release-list';
import { RELEASE_PATH } from '../release-paths';

/** /ccb/release: the release list, or with ?id= one release's detail (spec 3 §2 Release detail). */
export const ReleasePage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  if (!id) return <ReleaseList />;
  return <ReleaseDetailView key={id} id={id} onBack={() => close(RELEASE_PATH)} />;
};
