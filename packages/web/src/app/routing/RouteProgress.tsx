import LinearProgress from '@mui/material/LinearProgress';
import { messages } from '@specboard/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useSnackbar } from '../../ui/snackbar/index.ts';

/** Spec: slow routes show a loader after 400 ms and give up after 10 s. */
export const ROUTE_LOADER_DELAY_MS = 400;
export const ROUTE_LOADER_TIMEOUT_MS = 10_000;

/**
 * A thin bar at the top of the page while a navigation is pending. Fast navigations never show
 * it; one that takes longer than the timeout is cancelled (the user stays where they are) and
 * reported, so a stalled server never leaves the app half-way between two pages.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const [showing, setShowing] = useState(false);
  const pending = navigation.state !== 'idle';

  useEffect(() => {
    if (!pending) {
      setShowing(false);
      return;
    }
    const delay = setTimeout(() => setShowing(true), ROUTE_LOADER_DELAY_MS);
    const giveUp = setTimeout(() => {
      setShowing(false);
      show({
        id: 'route-timeout',
        color: 'error',
        title: messages.somethingWentWrong,
        text: 'The page took too long to load. Please try again.',
      });
      // Navigating to where we are interrupts the pending navigation.
      void navigate(location, { replace: true });
    }, ROUTE_LOADER_TIMEOUT_MS);
    return () => {
      clearTimeout(delay);
      clearTimeout(giveUp);
    };
  }, [pending, location, navigate, show]);

  if (!showing) return null;
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    />
  );
}
