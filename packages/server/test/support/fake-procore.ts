import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A folder of the fake's documents tree. */
export type FakeFolder = {
  id: number;
  name: string;
  private?: boolean;
  read_only?: boolean;
  folders?: FakeFolder[];
};

export type FakeUpload = {
  projectId: string;
  parentId: string | null;
  name: string;
  fileName: string;
  contentType: string;
  body: Buffer;
  companyHeader: string | undefined;
};

type Grant = { code: string; redirectUri: string; userId: number };
type Token = { userId: number; expiresAt: number };

const clientId = 'fake-client-id';
const clientSecret = 'fake-client-secret';

/**
 * A local Procore over a real socket: OAuth's authorize and token endpoints (authorization
 * code and rotating refresh tokens), and the REST v1.0 calls the integration makes, over a small
 * fixed world of companies, projects and folders. Uploads are kept for the test to look at.
 */
export async function startFakeProcore(options: { accessTokenLifetimeSeconds?: number } = {}) {
  const lifetime = options.accessTokenLifetimeSeconds ?? 7200;
  const users = new Map([
    [501, { id: 501, login: 'pat@builder.example', name: 'Pat Builder' }],
    [502, { id: 502, login: 'sam@builder.example', name: 'Sam Other' }],
  ]);
  const companies = [
    { id: 11, name: 'Harbour Construction' },
    { id: 12, name: 'Inland Builders' },
  ];
  const projects: Record<number, { id: number; name: string; project_number: string }[]> = {
    11: [
      { id: 2101, name: 'Harbour Hotel', project_number: 'HH-01' },
      { id: 2102, name: 'Ferry Terminal', project_number: 'FT-07' },
    ],
    12: [{ id: 2201, name: 'Grain Store', project_number: 'GS-3' }],
  };
  const roots: Record<number, FakeFolder> = {
    2101: {
      id: 9000,
      name: 'Documents',
      folders: [
        {
          id: 9100,
          name: 'Schedules',
          folders: [{ id: 9110, name: 'Lighting', folders: [{ id: 9111, name: 'Issued' }] }],
        },
        { id: 9200, name: 'Contracts', private: true, read_only: true },
      ],
    },
    2102: { id: 9300, name: 'Documents', folders: [] },
    2201: { id: 9400, name: 'Documents', folders: [] },
  };

  let loggedInUser = 501;
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, number>();
  const uploads: FakeUpload[] = [];
  const tokenRequests: { grantType: string }[] = [];
  const everIssued: string[] = [];
  let refusedAccessTokens = 0;

  const issue = (userId: number) => {
    const access = `at-${randomBytes(12).toString('hex')}`;
    const refresh = `rt-${randomBytes(12).toString('hex')}`;
    accessTokens.set(access, { userId, expiresAt: Date.now() + lifetime * 1000 });
    refreshTokens.set(refresh, userId);
    everIssued.push(access, refresh);
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: lifetime,
      refresh_token: refresh,
      created_at: Math.floor(Date.now() / 1000),
    };
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  const findFolder = (folder: FakeFolder, id: number): FakeFolder | undefined => {
    if (folder.id === id) return folder;
    for (const child of folder.folders ?? []) {
      const found = findFolder(child, id);
      if (found) return found;
    }
    return undefined;
  };
  const pathOf = (root: FakeFolder, id: number, trail: string[] = []): string[] | undefined => {
    const here = [...trail, root.name];
    if (root.id === id) return here;
    for (const child of root.folders ?? []) {
      const found = pathOf(child, id, here);
      if (found) return found;
    }
    return undefined;
  };
  // As Procore shows a folder: its child folders listed one level deep.
  const present = (root: FakeFolder, folder: FakeFolder, depth = 0): unknown => ({
    id: folder.id,
    name: folder.name,
    name_with_path: pathOf(root, folder.id)!.slice(1).join('/') || folder.name,
    has_children_folders: (folder.folders ?? []).length > 0,
    is_root: folder.id === root.id,
    private: folder.private ?? false,
    read_only: folder.read_only ?? false,
    folders: depth === 0 ? (folder.folders ?? []).map((child) => present(root, child, 1)) : [],
    files: [],
  });

  const page = <T>(list: T[], url: URL) => {
    const perPage = Number(url.searchParams.get('per_page') ?? 100);
    const number = Number(url.searchParams.get('page') ?? 1);
    return list.slice((number - 1) * perPage, number * perPage);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/oauth/authorize') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== clientId || !redirect) {
        return json(response, 400, { error: 'invalid_client' });
      }
      const code = `code-${randomBytes(8).toString('hex')}`;
      grants.set(code, { code, redirectUri: redirect, userId: loggedInUser });
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/oauth/token' && request.method === 'POST') {
      const form = new URLSearchParams((await readBody(request)).toString('utf8'));
      const grantType = form.get('grant_type') ?? '';
      tokenRequests.push({ grantType });
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return json(response, 401, { error: 'invalid_client' });
      }
      if (grantType === 'authorization_code') {
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
          return json(response, 400, { error: 'invalid_grant' });
        }
        return json(response, 200, issue(grant.userId));
      }
      if (grantType === 'refresh_token') {
        const userId = refreshTokens.get(form.get('refresh_token') ?? '');
        // Rotating: a refresh token works once.
        refreshTokens.delete(form.get('refresh_token') ?? '');
        if (userId === undefined) return json(response, 400, { error: 'invalid_grant' });
        return json(response, 200, issue(userId));
      }
      return json(response, 400, { error: 'unsupported_grant_type' });
    }
    if (!url.pathname.startsWith('/rest/v1.0/'))
      return json(response, 404, { errors: 'Not Found' });
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const token = accessTokens.get(bearer);
    if (!token || token.expiresAt <= Date.now()) {
      refusedAccessTokens++;
      return json(response, 401, { errors: 'Unauthorized' });
    }
    const path = url.pathname.slice('/rest/v1.0'.length);
    if (path === '/me') return json(response, 200, users.get(token.userId));
    if (path === '/companies') return json(response, 200, page(companies, url));
    const projectId = Number(url.searchParams.get('project_id'));
    if (path === '/projects') {
      return json(
        response,
        200,
        page(projects[Number(url.searchParams.get('company_id'))] ?? [], url),
      );
    }
    const root = roots[projectId];
    if (path === '/folders') {
      return root ? json(response, 200, present(root, root)) : json(response, 404, {});
    }
    const folderMatch = /^\/folders\/(\d+)$/.exec(path);
    if (folderMatch) {
      const folder = root && findFolder(root, Number(folderMatch[1]));
      return folder ? json(response, 200, present(root, folder)) : json(response, 404, {});
    }
    if (path === '/files' && request.method === 'POST') {
      if (!root) return json(response, 404, {});
      const body = await readBody(request);
      const form = await new Request('http://fake/files', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body,
      }).formData();
      const data = form.get('file[data]');
      if (!(data instanceof File)) return json(response, 422, { errors: 'file[data] missing' });
      const parentId = (form.get('file[parent_id]') as string | null) ?? null;
      if (parentId && !findFolder(root, Number(parentId))) return json(response, 404, {});
      const upload: FakeUpload = {
        projectId: String(projectId),
        parentId,
        name: String(form.get('file[name]') ?? ''),
        fileName: data.name,
        contentType: data.type,
        body: Buffer.from(await data.arrayBuffer()),
        companyHeader: request.headers['procore-company-id'] as string | undefined,
      };
      uploads.push(upload);
      return json(response, 201, { id: 70000 + uploads.length, name: upload.name });
    }
    return json(response, 404, { errors: 'Not Found' });
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) json(response, 500, { errors: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** The environment that points a test app at this fake. */
    env: {
      PROCORE_CLIENT_ID: clientId,
      PROCORE_CLIENT_SECRET: clientSecret,
      PROCORE_API_URL: url,
      PROCORE_LOGIN_URL: url,
    },
    uploads,
    tokenRequests,
    /** Which Procore user the next sign-in at /oauth/authorize is (501 or 502). */
    signInAs(userId: 501 | 502) {
      loggedInUser = userId;
    },
    /** Every access token handed out so far stops working, as if Procore revoked them. */
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    /** Every access and refresh token handed out so far, in plain text. */
    get issuedTokens(): readonly string[] {
      return everIssued;
    },
    get refusedAccessTokens() {
      return refusedAccessTokens;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeProcore = Awaited<ReturnType<typeof startFakeProcore>>;
