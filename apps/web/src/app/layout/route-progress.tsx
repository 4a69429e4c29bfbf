import './route-progress.css';

/**
 * The thin bar along the top of the window while a page's code is still loading (a lazy route): the user
 * sees that the click was taken before the page can show anything.
 */
export const RouteProgress = () => (
  <div className="kc-route-progress" role="progressbar" aria-label="页面加载中" data-testid="route-progress">
    <div className="kc-route-progress-bar" />
  </div>
);
