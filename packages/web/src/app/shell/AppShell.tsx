import Box from '@mui/material/Box';
import { useState } from 'react';
import { Outlet } from 'react-router';
import {
  PaymentEventsListener,
  UpgradeProvider,
  useUpdatePayment,
} from '../../features/upgrade/index.ts';
import { ActiveWorkspaceProvider, useActiveWorkspace } from '../../features/workspaces/index.ts';
import { BannerRegion } from '../banners/BannerRegion.tsx';
import { paymentStateOf } from '../banners/PaymentFailureBanner.tsx';
import { appConfig } from '../config.ts';
import { assistantRegistry } from '../floating-action/assistant-registry.ts';
import { FloatingActionButton } from '../floating-action/FloatingActionButton.tsx';
import { useNavItems } from '../navigation/useNavItems.ts';
import { RouteProgress } from '../routing/RouteProgress.tsx';
import { useRouteHandle } from '../routing/route-handle.ts';
import { getShellChrome } from '../routing/shell-layout.ts';
import { AppHeader } from './AppHeader.tsx';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './BottomNav.tsx';
import { HeaderSlotContext } from './header-slot.tsx';
import { SideNav } from './SideNav.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useIsWideScreen } from './useIsWideScreen.ts';

/**
 * The frame around every page: header, main navigation (side on wide screens, bottom on the
 * rest), banners, the page itself and the bottom-right button. Which parts show depends on the
 * route's handle (see shell-layout.ts). The active workspace is settled here, for the header's
 * switcher, the Read-Only banner, the navigation and the workspace pages; so are its premium
 * gates' way through (the upgrade dialog) and its live billing changes.
 */
export function AppShell() {
  return (
    <ActiveWorkspaceProvider>
      <UpgradeProvider>
        <PaymentEventsListener />
        <ShellFrame />
      </UpgradeProvider>
    </ActiveWorkspaceProvider>
  );
}

function ShellFrame() {
  const handle = useRouteHandle();
  const navItems = useNavItems();
  const { workspace } = useActiveWorkspace();
  const updatePayment = useUpdatePayment();
  const isWide = useIsWideScreen();
  const chrome = getShellChrome(handle.name, isWide);
  const showBottomNav = chrome.navigation && !isWide;
  const fill = handle.fill === true;
  // Pages that fill the window put their title in the header on wide screens.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useDocumentTitle(handle.title);

  return (
    <HeaderSlotContext.Provider value={fill && isWide ? slot : null}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          ...(fill ? { height: '100dvh', overflow: 'hidden' } : { minHeight: '100vh' }),
        }}
      >
        <RouteProgress />
        {chrome.header && <SkipLink />}
        {chrome.header && <AppHeader slotRef={setSlot} />}
        <BannerRegion
          paymentState={workspace && paymentStateOf(workspace)}
          readOnlyMessage={workspace?.readOnlyMessage}
          onUpdatePayment={updatePayment}
        />
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {chrome.navigation && isWide && <SideNav items={navItems} rail={fill} />}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              minWidth: 0,
              outline: 'none',
              pb: showBottomNav ? `${BOTTOM_NAV_HEIGHT + (fill ? 0 : 16)}px` : 0,
              ...(fill && { display: 'flex', flexDirection: 'column', minHeight: 0 }),
            }}
          >
            <Outlet />
          </Box>
        </Box>
        {showBottomNav && <BottomNav items={navItems} />}
        <FloatingActionButton
          routeName={handle.name}
          assistant={assistantRegistry[0]}
          supportEmail={appConfig.supportEmail}
          aboveBottomNav={showBottomNav}
        />
      </Box>
    </HeaderSlotContext.Provider>
  );
}
