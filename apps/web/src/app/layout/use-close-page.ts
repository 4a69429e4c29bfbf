import { useLocation, useNavigate } from 'react-router-dom';

/** Navigation state that asks the page tabs to close the tab a page was opened in. */
export type ClosePageState = { closeTab?: string };

/**
 * "Close and go to": a detail page that is done (saved, deleted, or left with 返回) closes its own tab and
 * opens the next page, as the spec's "closes and goes to /base/basematerial/index" says.
 */
export const useClosePage = () => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (to: string) => navigate(to, { state: { closeTab: `${pathname}${search}` } satisfies ClosePageState });
};
