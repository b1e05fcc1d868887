import { identityMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  outsider,
  settle,
  sharedLinkMutation,
  sharingFixture,
  watch,
  within,
} from './sharing.test-support.ts';

const permissionFeed =
  graphql(`subscription PermissionsLiveOnPermissionChanged($w: ID!, $type: PermissionResourceType!, $id: ID!) {
  onPermissionChanged(workspaceId: $w, resourceType: $type, resourceId: $id) {
    resourceType resourceId workspaceId userId type sharedLinkChanged } }`);

/** The permission feed of a project or a workspace, as watch's last two arguments. */
const onChange = (w: string, type: 'project' | 'workspace', id: string) =>
  [permissionFeed, { w, type, id }] as const;

const asUser = (token: string | undefined) => ({ authorization: `Bearer ${token}` });

describe('live permission changes', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('tells a project’s people of each change of who is on it and of its shared link', async () => {
    const f = await sharingFixture(app);
    const live = watch(app, asUser(f.client.accessToken), ...onChange(f.ids.w, 'project', f.ids.p));
    await settle();
    // Shared with an outsider: invited (no role on it yet), then theirs when they accept.
    const guest = await f.guest('collaborator');
    const viewer = await f.member('viewer');
    await f.client.ok(sharedLinkMutation, { ...f.ids, on: true });
    const events = (await live.until(4)).map((event) => event.data?.onPermissionChanged);
    expect(events).toEqual([
      {
        resourceType: 'project',
        resourceId: f.ids.p,
        workspaceId: f.ids.w,
        userId: guest.userId,
        type: null,
        sharedLinkChanged: false,
      },
      {
        resourceType: 'project',
        resourceId: f.ids.p,
        workspaceId: f.ids.w,
        userId: guest.userId,
        type: 'collaborator',
        sharedLinkChanged: false,
      },
      expect.objectContaining({ userId: viewer.userId, type: 'viewer' }),
      expect.objectContaining({ userId: f.ownerId, sharedLinkChanged: true }),
    ]);
    await live.dispose();
  });

  it('tells a person removed from a project of it, then ends their stream', async () => {
    const f = await sharingFixture(app);
    const guest = await f.guest('viewer');
    const live = watch(
      app,
      asUser(guest.client.accessToken),
      ...onChange(f.ids.w, 'project', f.ids.p),
    );
    await settle();
    await f.manage({ delete: [{ userId: guest.userId }] });
    expect(await within(live.ended)).toBe(true);
    expect(live.events.map((event) => event.data?.onPermissionChanged)).toEqual([
      expect.objectContaining({ userId: guest.userId, type: null }),
    ]);
  });

  it('tells a workspace’s members of role changes and removals; the removed one last', async () => {
    const f = await sharingFixture(app);
    const viewer = await f.member('viewer');
    const other = await f.member('viewer');
    const live = watch(
      app,
      asUser(viewer.client.accessToken),
      ...onChange(f.ids.w, 'workspace', f.ids.w),
    );
    const onProject = watch(
      app,
      asUser(viewer.client.accessToken),
      ...onChange(f.ids.w, 'project', f.ids.p),
    );
    await settle();
    await f.client.ok(
      graphql(
        `mutation PermissionsLiveApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }`,
      ),
      { w: f.ids.w, u: other.userId },
    );
    await f.client.ok(
      graphql(
        `mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }`,
      ),
      { w: f.ids.w, u: viewer.userId },
    );
    expect(await within(live.ended)).toBe(true);
    expect(live.events.map((event) => event.data?.onPermissionChanged)).toEqual([
      expect.objectContaining({ resourceType: 'workspace', userId: other.userId, type: 'editor' }),
      expect.objectContaining({ resourceType: 'workspace', userId: viewer.userId, type: null }),
    ]);
    expect(await within(onProject.ended)).toBe(true);
    expect(onProject.events.map((event) => event.data?.onPermissionChanged)).toEqual([
      expect.objectContaining({ resourceType: 'project', userId: other.userId, type: 'editor' }),
      expect.objectContaining({ resourceType: 'project', userId: viewer.userId, type: null }),
    ]);
  });

  it('refuses someone who cannot open the resource', async () => {
    const f = await sharingFixture(app);
    const stranger = await outsider(app);
    const refused = watch(
      app,
      asUser(stranger.client.accessToken),
      ...onChange(f.ids.w, 'project', f.ids.p),
    );
    await refused.ended;
    expect(refused.events.map((event) => event.errors?.[0]?.extensions?.code)).toEqual([
      'NOT_FOUND',
    ]);
    // Without credentials the socket itself is refused at connection (4403).
    const anonymous = watch(app, {}, ...onChange(f.ids.w, 'workspace', f.ids.w));
    await anonymous.ended;
    expect(anonymous.events.map((event) => event.errors?.[0])).toEqual([
      { message: identityMessages.signInRequired, extensions: { closeCode: 4403 } },
    ]);
  });
});
