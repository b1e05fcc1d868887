import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { useWorkspace } from '../active/useActiveWorkspace.ts';
import {
  type AdminPanelField,
  adminPanelFields,
  adminPanelPath,
  workspacePath,
} from '../workspaces.paths.ts';
import { decideAdminPanel } from './admin-panel-guard.ts';
import { MembersTab } from './MembersTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';

const fieldLabels: Record<AdminPanelField, string> = { members: 'Members', settings: 'Settings' };

function isAdminPanelField(value: string | undefined): value is AdminPanelField {
  return adminPanelFields.some((field) => field === value);
}

/** Says why, then leaves for the workspace home: the admin panel has nothing for this workspace. */
function LeaveAdminPanel({ workspaceId, message }: { workspaceId: string; message: string }) {
  const { show } = useSnackbar();
  const navigate = useNavigate();
  useEffect(() => {
    // The id keeps a repeated effect (strict mode, a quick second visit) to one snackbar.
    show({ id: 'admin-panel-refused', color: 'warning', text: message });
    void navigate(workspacePath(workspaceId), { replace: true });
  }, [show, navigate, workspaceId, message]);
  return null;
}

/** /workspace/{wId}/workspace-adminpanel/{field}: the workspace's members and settings. */
export function AdminPanelPage() {
  const { field } = useParams();
  const workspace = useWorkspace();
  const decision = decideAdminPanel(workspace);
  if (decision.kind === 'personal') {
    return <LeaveAdminPanel workspaceId={workspace.id} message={decision.message} />;
  }
  if (!isAdminPanelField(field)) return <Navigate to={adminPanelPath(workspace.id)} replace />;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h1">Admin panel</Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }} noWrap>
        {workspace.name}
      </Typography>
      {decision.kind === 'denied' ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {decision.message}
        </Alert>
      ) : (
        <>
          <Tabs
            role="navigation"
            aria-label="Admin panel sections"
            value={field}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {adminPanelFields.map((item) => (
              <Tab
                key={item}
                value={item}
                label={fieldLabels[item]}
                component={RouterLink}
                to={adminPanelPath(workspace.id, item)}
                aria-current={item === field ? 'page' : undefined}
              />
            ))}
          </Tabs>
          {/* Keyed by workspace, so switching never shows another workspace's values. */}
          {field === 'members' ? (
            <MembersTab key={workspace.id} workspace={workspace} />
          ) : (
            <SettingsTab key={workspace.id} workspace={workspace} />
          )}
        </>
      )}
    </Box>
  );
}
