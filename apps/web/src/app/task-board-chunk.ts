import { phoneQuery } from '../lib/use-is-phone';

/** The task board's code (below the counters on the dashboard's home): a chunk of its own. */
export const loadTaskBoard = () => import('../features/tasks/components/task-board');

/**
 * On a wide screen the board is in view with the first screen: its code is asked for when the home
 * route starts loading, beside the home's own chunk, rather than once that has arrived and
 * rendered. On a phone it is below the fold and waits for the first screen (dashboard-home-page.tsx).
 */
export function preloadTaskBoardOnWideScreens(): void {
  if (typeof window.matchMedia === 'function' && !window.matchMedia(phoneQuery).matches) void loadTaskBoard();
}
