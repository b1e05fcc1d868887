import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { FieldResolver } from '../../test/test-apollo.ts';
import { ShareDialog } from './ShareDialog.tsx';
import {
  samplePermission,
  sampleSearchUser,
  shareableProject,
  sharingServer,
} from './sharing.fixtures.ts';
import type { ProjectPermission, ShareableProject } from './sharing.types.ts';

export const ada = samplePermission({ id: 'ada', name: 'Ada Lovelace', type: 'creator' });
const bo = samplePermission({ id: 'bo', name: 'Bo Viewer' });
const cy = samplePermission({ id: 'cy', name: 'Cy Free', isPaid: false });
const dee = samplePermission({ id: 'dee', email: 'dee@example.com', isPending: true });
/** A creator, two viewers (Cy without paid status) and a pending invitee. */
export const team = [ada, bo, cy, dee];

type Options = {
  people?: ProjectPermission[];
  project?: ShareableProject;
  resolvers?: Record<string, FieldResolver>;
};

/** The share dialog open on the project, against the fake sharing server. */
export function openShareDialog({
  people = team,
  project = shareableProject(),
  resolvers,
}: Options = {}) {
  const found = [
    sampleSearchUser({ id: 'bruno', name: 'Bruno Diaz' }),
    sampleSearchUser({ id: 'carla', name: 'Carla Ortiz' }),
    sampleSearchUser({ id: 'bo', name: 'Bo Viewer', projectPermission: 'viewer' }),
  ];
  const server = sharingServer({ people, found, project, resolvers });
  const onClose = vi.fn();
  renderWithProviders(<ShareDialog open project={project} onClose={onClose} />, server);
  const dialog = screen.getByRole('dialog', { name: /^Share/ });
  return { ...server, onClose, dialog };
}
