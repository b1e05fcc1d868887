/**
 * Procore over HTTP: its OAuth 2 authorization-code flow with refresh tokens
 * (login.procore.com) and the parts of its REST API v1.0 (api.procore.com) that sending a
 * schedule to a project's documents needs. Knows nothing of our accounts or storage: the caller
 * hands it a token source that reads, refreshes and keeps the tokens.
 */

export type ProcoreSettings = {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  loginUrl: string;
  /** Where Procore sends the person back with the code (our OAuth callback route). */
  redirectUri: string;
};

export type ProcoreTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

export type ProcoreMe = { id: string; login: string; name: string };
export type ProcoreCompany = { id: string; name: string };
export type ProcoreProject = { id: string; name: string; projectNumber: string | null };
export type ProcoreFolder = {
  id: string;
  name: string;
  name_with_path: string;
  has_children_folders: boolean;
  private: boolean;
  read_only: boolean;
  folders: ProcoreFolder[];
};
export type ProcoreUploadedFile = { id: string; name: string };

/**
 * What went wrong talking to Procore: `status` is Procore's HTTP status (0 when it could not be
 * reached); `oauth` marks the token endpoint refusing a code or a refresh token.
 */
export class ProcoreError extends Error {
  override name = 'ProcoreError';
  constructor(
    readonly status: number,
    readonly oauth: boolean,
    detail: string,
  ) {
    super(detail);
  }
}

/** Reads the current access token, and gets a new one when Procore refused it. */
export type TokenSource = {
  accessToken(): Promise<string>;
  /** Called once after a 401: refreshes unless someone else already did, and answers the new token. */
  refreshAfterRefusal(refused: string): Promise<string>;
};

const requestTimeoutMs = 30_000;
const perPage = 100;
const maxPages = 50;

/** The address to send the person to, to let this server act for them in Procore. */
export function authorizationUrl(settings: ProcoreSettings, state: string): string {
  const url = new URL(`${settings.loginUrl}/oauth/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Trades the code Procore sent back for tokens. */
export function exchangeCode(settings: ProcoreSettings, code: string): Promise<ProcoreTokens> {
  return requestTokens(settings, { grant_type: 'authorization_code', code });
}

/** New tokens from a refresh token (Procore rotates it: the old one stops working). */
export function refreshTokens(
  settings: ProcoreSettings,
  refreshToken: string,
): Promise<ProcoreTokens> {
  return requestTokens(settings, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

async function requestTokens(
  settings: ProcoreSettings,
  grant: Record<string, string>,
): Promise<ProcoreTokens> {
  const response = await send(`${settings.loginUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      ...grant,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      redirect_uri: settings.redirectUri,
    }).toString(),
  });
  if (!response.ok) {
    throw new ProcoreError(response.status, true, `token request: ${await excerpt(response)}`);
  }
  const body = (await response.json()) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
  };
  if (!body.access_token || !body.refresh_token) {
    throw new ProcoreError(response.status, true, 'token answer without tokens');
  }
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: new Date(Date.now() + (body.expires_in ?? 3600) * 1000),
  };
}

/** The REST calls, as the person whose tokens the source holds. */
export function procoreApi(settings: ProcoreSettings, tokens: TokenSource) {
  const call = async (path: string, init: RequestInit & { companyId?: string } = {}) => {
    const { companyId, ...rest } = init;
    const attempt = (token: string) =>
      send(`${settings.apiUrl}${path}`, {
        ...rest,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(companyId ? { 'Procore-Company-Id': companyId } : {}),
          ...(rest.headers as Record<string, string> | undefined),
        },
      });
    const token = await tokens.accessToken();
    let response = await attempt(token);
    // A token can be revoked or expire early: refresh once, never in a loop.
    if (response.status === 401) {
      await response.body?.cancel();
      response = await attempt(await tokens.refreshAfterRefusal(token));
    }
    if (!response.ok) {
      throw new ProcoreError(response.status, false, `${path}: ${await excerpt(response)}`);
    }
    return response.json() as Promise<unknown>;
  };

  const pages = async <T>(path: string, companyId?: string) => {
    const all: T[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const separator = path.includes('?') ? '&' : '?';
      const items = (await call(`${path}${separator}page=${page}&per_page=${perPage}`, {
        companyId,
      })) as T[];
      all.push(...items);
      if (items.length < perPage) break;
    }
    return all;
  };

  return {
    async me(): Promise<ProcoreMe> {
      const me = (await call('/rest/v1.0/me')) as {
        id: number | string;
        login: string;
        name?: string;
      };
      return { id: String(me.id), login: me.login, name: me.name ?? me.login };
    },
    async companies(): Promise<ProcoreCompany[]> {
      const list = await pages<{ id: number | string; name: string }>('/rest/v1.0/companies');
      return list.map((company) => ({ id: String(company.id), name: company.name }));
    },
    async projects(companyId: string): Promise<ProcoreProject[]> {
      const list = await pages<{
        id: number | string;
        name: string;
        project_number?: string | null;
      }>(`/rest/v1.0/projects?company_id=${encodeURIComponent(companyId)}`, companyId);
      return list.map((project) => ({
        id: String(project.id),
        name: project.name,
        projectNumber: project.project_number ?? null,
      }));
    },
    /** A folder with its child folders; the project's top folder when `folderId` is null. */
    async folder(companyId: string, projectId: string, folderId: string | null) {
      const query = `?project_id=${encodeURIComponent(projectId)}`;
      const path = folderId
        ? `/rest/v1.0/folders/${encodeURIComponent(folderId)}${query}`
        : `/rest/v1.0/folders${query}`;
      return toFolder((await call(path, { companyId })) as RawFolder);
    },
    /** Uploads a file into a folder of the project's documents (the top folder when null). */
    async uploadFile(
      companyId: string,
      projectId: string,
      folderId: string | null,
      file: { name: string; contentType: string; body: Buffer },
    ): Promise<ProcoreUploadedFile> {
      const form = new FormData();
      if (folderId) form.set('file[parent_id]', folderId);
      form.set('file[name]', file.name);
      form.set(
        'file[data]',
        new Blob([new Uint8Array(file.body)], { type: file.contentType }),
        file.name,
      );
      const uploaded = (await call(`/rest/v1.0/files?project_id=${encodeURIComponent(projectId)}`, {
        method: 'POST',
        body: form,
        companyId,
      })) as { id: number | string; name: string };
      return { id: String(uploaded.id), name: uploaded.name };
    },
  };
}

export type ProcoreApi = ReturnType<typeof procoreApi>;

type RawFolder = {
  id: number | string;
  name: string;
  name_with_path?: string;
  has_children_folders?: boolean;
  private?: boolean;
  is_private?: boolean;
  read_only?: boolean;
  folders?: RawFolder[];
};

function toFolder(raw: RawFolder): ProcoreFolder {
  return {
    id: String(raw.id),
    name: raw.name,
    name_with_path: raw.name_with_path ?? raw.name,
    has_children_folders: raw.has_children_folders ?? (raw.folders?.length ?? 0) > 0,
    private: raw.private ?? raw.is_private ?? false,
    read_only: raw.read_only ?? false,
    folders: (raw.folders ?? []).map(toFolder),
  };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
  } catch (error) {
    throw new ProcoreError(0, false, `${new URL(url).pathname}: ${(error as Error).message}`);
  }
}

async function excerpt(response: Response) {
  const text = await response.text().catch(() => '');
  return `${response.status} ${text.slice(0, 200)}`;
}
