import Button from '@mui/material/Button';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { Subject } from 'rxjs';
import { AppShell } from '../../app/shell/AppShell.tsx';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { createTestServer, type FieldResolver, sampleStatus } from '../../test/test-apollo.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { useActiveWorkspace, type Workspace } from '../workspaces/index.ts';

/** A page with one gated control: New project, refused or not by the active workspace. */
function GatedPage() {
  const { workspace } = useActiveWorkspace();
  if (!workspace) return <p>Loading the workspace</p>;
  const ability = workspace.viewerCan.createProject;
  return (
    <AbilityTooltip ability={ability}>
      <Button variant="contained" disabled={!ability.allowed}>
        New project
      </Button>
    </AbilityTooltip>
  );
}

/** Stands in for the billing feature's payment page. */
function PaymentPageStandIn() {
  const { workspaceId } = useParams();
  return <h1>Payment page of {workspaceId}</h1>;
}

/** The app's shell around the gated page and the payment page's address. */
export function shellRoutes(page = <GatedPage />): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        {
          path: '/workspace/:wId/projects',
          handle: { name: 'projects', title: 'Projects' },
          element: page,
        },
        {
          path: '/workspace-payment/:workspaceId',
          handle: { name: 'workspace-payment', title: 'Payment' },
          element: <PaymentPageStandIn />,
        },
      ],
    },
  ];
}

type BillingOptions = {
  trialState?: string;
  /** The workspace as the server gives it once the trial started. */
  afterTrial?: Workspace;
  managers?: { id: string; name: string | null; email: string }[];
};

/** The billing API as the server plays it for the upgrade dialog and the live events. */
export function billingServer(workspace: Workspace, options: BillingOptions = {}) {
  const workspaces = workspaceServer({ workspaces: [workspace] });
  const events = new Subject<Record<string, unknown>>();
  const trialStarts: string[] = [];
  const resolvers: Record<string, FieldResolver> = {
    ...workspaces.resolvers,
    getWorkspaceBilling: ({ workspaceId }) => ({
      __typename: 'WorkspaceBilling',
      workspaceId,
      trialState: options.trialState ?? 'eligibleForTrial',
      trialDays: 14,
      paymentManagers: (options.managers ?? []).map((person) => ({
        __typename: 'WorkspaceCreator',
        ...person,
      })),
    }),
    startWorkspaceTrial: ({ workspaceId }) => {
      trialStarts.push(workspaceId);
      if (options.afterTrial) workspaces.state.workspaces = [options.afterTrial];
      return { __typename: 'PaymentOutcome', status: 'succeeded', message: null, url: null };
    },
    paymentEvents: () => events,
  };
  return { state: workspaces.state, resolvers, events, trialStarts };
}

/** A billing change as the server pushes it. */
export function paymentEvent(type: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PaymentEvent',
    workspaceId: 'ws-1',
    type,
    workspaceType: 'premium',
    workspaceStatus: type === 'paymentFailed' ? 'paidFailed' : 'active',
    premiumLicenses: 5,
    guestLicenseLimit: 4,
    ...overrides,
  };
}

/** The shell at `path`, signed in, against the billing server. */
export function openShell(
  server: ReturnType<typeof billingServer>,
  path = '/workspace/ws-1/projects',
  page?: ReactElement,
) {
  const fake = createTestServer(sampleStatus, { session: signedIn(), resolvers: server.resolvers });
  const view = renderRoutes(shellRoutes(page), path, fake);
  return { ...view, fake };
}
