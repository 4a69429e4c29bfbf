import { useSearchParams } from 'react-router-dom';
import { ContainerList } from '../components/container-list';

/** /external/container (spec 3 §2): 10 a page; `?ids=` (comma list) narrows it to those containers. */
export const ContainerPage = () => {
  const [params] = useSearchParams();
  const ids = params.get('ids')?.trim() || undefined;
  return <ContainerList key={ids ?? ''} ids={ids} />;
};
