import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useNavigationPending } from './pendingNavigation';

/** How long a page may take to open before the bar shows: a quicker one would only flicker it. */
const SHOW_AFTER_MS = 200;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * A thin bar along the top of the window while a page is being opened. The page being left stays on
 * screen until the next one has rendered (pendingNavigation.ts): 0.1-1 s on a slow machine after a row
 * or a menu item is clicked, which looked as if the click had not been taken.
 *
 * The delay is the bar's own CSS animation, not a timer: the bar is drawn by the one quick render that
 * follows the click, and a timer's render came only after the new page's (React finished the page's
 * long render first), so it never showed.
 */
export const NavigationProgress = () => {
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <LinearProgress
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        opacity: 0,
        animation: `${appear} 150ms ease-in ${SHOW_AFTER_MS}ms forwards`,
      }}
    />
  );
};
