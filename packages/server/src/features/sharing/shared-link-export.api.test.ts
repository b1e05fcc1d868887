import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { type SharingFixture, sharingFixture } from './sharing.test-support.ts';

const linkMutation =
  graphql(`mutation SharedLinkExportProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean, $allow: Boolean) {
  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset, allowExport: $allow) {
    id isShared sharedLink { accessToken allowExport } } }`);

const exportMutation =
  graphql(`mutation SharedLinkExportFileExporterInvoke($w: ID!, $p: ID!, $link: String) {
  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: "csv", sharedLink: $link) {
    requestId } }`);

const exportQuery = graphql(`query SharedLinkExportGetExportFile($r: ID!, $link: String) {
  getExportFile(requestId: $r, sharedLink: $link) { status errorMessage url downloadFileName } }`);

const refusal = 'This shared link does not allow exports.';

/** Sets the fixture's link as its owner; answers the link as the owner reads it back. */
async function setLink(
  f: SharingFixture,
  variables: { on: boolean; allow?: boolean; reset?: boolean },
) {
  return (await f.client.ok(linkMutation, { ...f.ids, ...variables })).projectSharedLink;
}

/** Waits until the export is ready, as the reader's screen polls it, and answers it. */
async function readyExport(client: ApiClient, requestId: string, link: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const file = (await client.ok(exportQuery, { r: requestId, link })).getExportFile;
    if (file.status === 'READY') return file;
    if (file.status === 'FAILED') throw new Error(`export failed: ${file.errorMessage}`);
    if (Date.now() > deadline) throw new Error(`export still ${file.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('exports through a shared link', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('let a reader without an account export the schedule when the link allows it', async () => {
    const f = await sharingFixture(app, 'link-export');
    await f.createRow({ typeDesignation: 'A1', manufacturer: 'Lumenworks', model: 'Slot 4' });
    await f.createRow({ typeDesignation: 'B2', model: 'Downlight' });
    const link = (await setLink(f, { on: true, allow: true })).sharedLink!;
    expect(link.allowExport).toBe(true);

    // Not signed in: the link is presented as the web's link reader does, header and argument.
    const anonymous = new ApiClient(app.url, { 'x-shared-link': link.accessToken });
    const { requestId } = (await anonymous.ok(exportMutation, { ...f.ids, link: link.accessToken }))
      .fileExporterInvoke;
    const file = await readyExport(anonymous, requestId, link.accessToken);
    expect(file.downloadFileName).toMatch(/\.csv$/);
    const response = await fetch(new URL(file.url!, app.url));
    expect(response.status).toBe(200);
    const lines = (await response.text()).split(/\r?\n/).filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes('A1'))).toContain('Slot 4');
    expect(lines.find((line) => line.includes('B2'))).toContain('Downlight');

    // Without the link, the export is not there to be read.
    const other = await new ApiClient(app.url).call(exportQuery, { r: requestId });
    expect(other.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    // The spec's sharedLink argument alone, without the header, is enough too.
    const byArgument = new ApiClient(app.url);
    const second = (await byArgument.ok(exportMutation, { ...f.ids, link: link.accessToken }))
      .fileExporterInvoke;
    expect((await readyExport(byArgument, second.requestId, link.accessToken)).url).toBeTruthy();
  });

  it('refuses a reader of the link with its reason while the link does not allow exports', async () => {
    const f = await sharingFixture(app, 'link-no-export');
    await f.createRow({ typeDesignation: 'A1' });
    const link = (await setLink(f, { on: true })).sharedLink!;
    expect(link.allowExport).toBe(false);
    const anonymous = new ApiClient(app.url, { 'x-shared-link': link.accessToken });
    const refused = await anonymous.call(exportMutation, { ...f.ids, link: link.accessToken });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(refusal);

    // Allowed, then taken back: the next export is refused again.
    await setLink(f, { on: true, allow: true });
    expect((await anonymous.call(exportMutation, f.ids)).errors).toBeUndefined();
    expect((await setLink(f, { on: true, allow: false })).sharedLink!.allowExport).toBe(false);
    const again = await anonymous.call(exportMutation, f.ids);
    expect(again.errors?.[0]?.message).toBe(refusal);
  });

  it('lets a signed-in reader from elsewhere export through the link, and find the export again', async () => {
    const f = await sharingFixture(app, 'link-export-stranger');
    await f.createRow({ typeDesignation: 'A1', model: 'Slot 4' });
    const link = (await setLink(f, { on: true, allow: true })).sharedLink!;
    const stranger = await sharingFixture(app, 'link-export-elsewhere');
    const reader = new ApiClient(app.url, { 'x-shared-link': link.accessToken });
    reader.accessToken = stranger.client.accessToken;
    const { requestId } = (await reader.ok(exportMutation, f.ids)).fileExporterInvoke;
    expect((await readyExport(reader, requestId, link.accessToken)).url).toBeTruthy();
    const listed = (
      await reader.ok(
        graphql(`query SharedLinkExportList($w: ID!, $p: ID!) {
          listExportFiles(workspaceId: $w, projectId: $p) { requestId } }`),
        f.ids,
      )
    ).listExportFiles;
    expect(listed.map((file) => file.requestId)).toEqual([requestId]);
  });

  it('leaves people with a role of their own to their role, whatever the link allows', async () => {
    const f = await sharingFixture(app, 'link-export-member');
    const link = (await setLink(f, { on: true, allow: true })).sharedLink!;
    const viewer = await f.member('viewer');
    const withLink = new ApiClient(app.url, { 'x-shared-link': link.accessToken });
    withLink.accessToken = viewer.client.accessToken;
    const refused = await withLink.call(exportMutation, { ...f.ids, link: link.accessToken });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).not.toBe(refusal);
  });

  it('keeps the allowance through a new token, and forgets it when the link is turned off', async () => {
    const f = await sharingFixture(app, 'link-export-reset');
    const first = (await setLink(f, { on: true, allow: true })).sharedLink!;
    const reset = (await setLink(f, { on: true, reset: true })).sharedLink!;
    expect(reset.accessToken).not.toBe(first.accessToken);
    expect(reset.allowExport).toBe(true);

    expect((await setLink(f, { on: false })).sharedLink).toBeNull();
    const back = (await setLink(f, { on: true })).sharedLink!;
    expect(back.allowExport).toBe(false);
    const anonymous = new ApiClient(app.url);
    const refused = await anonymous.call(exportMutation, { ...f.ids, link: back.accessToken });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(refusal);
  });

  it('does not let the link be switched on with exports by turning it off', async () => {
    const f = await sharingFixture(app, 'link-export-off');
    const off = await setLink(f, { on: false, allow: true });
    expect(off.isShared).toBe(false);
    expect((await setLink(f, { on: true })).sharedLink!.allowExport).toBe(false);
  });
});
