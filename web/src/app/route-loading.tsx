import { LoadingState } from '../components/page/view-states';
import './route-loading.css';

/**
 * What the first paint shows while a lazily loaded page's code (the game, the scoreboards, the control panel)
 * is on its way. React Router's data router renders the root route's HydrateFallback then; without one it
 * renders nothing and warns in the console.
 */
export function RouteLoading() {
  return (
    <div className="route-loading">
      <LoadingState />
    </div>
  );
}
