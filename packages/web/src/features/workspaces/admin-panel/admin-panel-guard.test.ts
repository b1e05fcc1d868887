import { describe, expect, it } from 'vitest';
import { denied, sampleWorkspace } from '../../../test/workspace-fixtures.ts';
import { decideAdminPanel } from './admin-panel-guard.ts';

describe('admin panel guard', () => {
  it('lets the viewer in when the server allows the admin panel', () => {
    expect(decideAdminPanel(sampleWorkspace())).toEqual({ kind: 'allow' });
  });

  it('refuses a personal workspace with the spec message, whatever the ability says', () => {
    expect(decideAdminPanel(sampleWorkspace({ type: 'personal' }))).toEqual({
      kind: 'personal',
      message: 'Workspace admin panel does not work with personal workspace',
    });
  });

  it("refuses with the server's message otherwise", () => {
    const message =
      'Your assigned role is not permitted to use this feature, please contact the collection or project owner to upgrade permissions';
    expect(
      decideAdminPanel(sampleWorkspace({ viewerCan: { adminPanel: denied(message) } })),
    ).toEqual({
      kind: 'denied',
      message,
    });
  });
});
