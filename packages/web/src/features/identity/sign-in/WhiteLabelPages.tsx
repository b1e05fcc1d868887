import { skipToken, useQuery } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../ui/loading/PageLoading.tsx';
import { GET_WORKSPACE_BRANDING_QUERY } from '../identity.documents.ts';
import type { WorkspaceBranding } from '../identity.types.ts';
import { ConfirmResetPasswordPage } from './ConfirmResetPasswordPage.tsx';
import { type BrandedPageProps, LoginPage } from './LoginPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

/** The query parameter naming the workspace a white-label page is branded with. */
export const WHITE_LABEL_WORKSPACE_QUERY = 'workspaceId';

/**
 * The workspace named by the `workspaceId` query, read without signing in. No workspace, an
 * unknown one or a failed request all leave the page unbranded: a white-label link may be stale.
 */
export function useWorkspaceBranding(): { loading: boolean; branding?: WorkspaceBranding } {
  const [params] = useSearchParams();
  const workspaceId = params.get(WHITE_LABEL_WORKSPACE_QUERY)?.trim();
  const { data, loading } = useQuery(
    GET_WORKSPACE_BRANDING_QUERY,
    workspaceId ? { variables: { workspaceId } } : skipToken,
  );
  return {
    loading: Boolean(workspaceId) && loading,
    branding: data?.getWorkspaceBranding ?? undefined,
  };
}

/** An ordinary sign-in page, branded with the workspace once its branding has answered. */
function Branded({ page: Page }: { page: ComponentType<BrandedPageProps> }) {
  const { loading, branding } = useWorkspaceBranding();
  if (loading) return <PageLoading label="Loading sign-in" />;
  return <Page branding={branding} />;
}

/** /white-label?workspaceId=… (route name 'white-label'): sign in. */
export function WhiteLabelLoginPage() {
  return <Branded page={LoginPage} />;
}

/** /white-label-forgot?workspaceId=… (route name 'white-label-forgot'): ask for a reset code. */
export function WhiteLabelForgotPage() {
  return <Branded page={ResetPasswordPage} />;
}

/** /white-label-reset?workspaceId=… (route name 'white-label-reset'): set a new password. */
export function WhiteLabelResetPage() {
  return <Branded page={ConfirmResetPasswordPage} />;
}
