import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProcore, startFakeProcore } from '../../../test/support/fake-procore.ts';
import {
  authorizationUrl,
  exchangeCode,
  ProcoreError,
  type ProcoreSettings,
  procoreApi,
  refreshTokens,
} from './procore-client.ts';

describe('the Procore adapter, against a fake Procore over a socket', () => {
  let fake: FakeProcore;
  let settings: ProcoreSettings;

  beforeAll(async () => {
    fake = await startFakeProcore();
    settings = {
      clientId: fake.env.PROCORE_CLIENT_ID,
      clientSecret: fake.env.PROCORE_CLIENT_SECRET,
      apiUrl: fake.url,
      loginUrl: fake.url,
      redirectUri: 'http://app.example/procore/callback',
    };
  });
  afterAll(() => fake.close());

  async function signIn() {
    const response = await fetch(authorizationUrl(settings, 'the-state'), { redirect: 'manual' });
    const back = new URL(response.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(settings.redirectUri);
    expect(back.searchParams.get('state')).toBe('the-state');
    return exchangeCode(settings, back.searchParams.get('code')!);
  }

  it('trades a code for tokens once, and refreshes with a refresh token once', async () => {
    const tokens = await signIn();
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const again = await refreshTokens(settings, tokens.refreshToken);
    expect(again.accessToken).not.toBe(tokens.accessToken);
    // Rotated: the old refresh token is refused, as an OAuth error.
    const refused = await refreshTokens(settings, tokens.refreshToken).catch((error) => error);
    expect(refused).toBeInstanceOf(ProcoreError);
    expect(refused).toMatchObject({ status: 400, oauth: true });
    await expect(exchangeCode(settings, 'made-up-code')).rejects.toMatchObject({ oauth: true });
  });

  it('uploads a file as multipart into a folder, naming the company', async () => {
    const tokens = await signIn();
    const api = procoreApi(settings, {
      accessToken: async () => tokens.accessToken,
      refreshAfterRefusal: async () => tokens.accessToken,
    });
    expect(await api.me()).toEqual({
      id: '501',
      login: 'pat@builder.example',
      name: 'Pat Builder',
    });
    const body = Buffer.from('PK\u0003\u0004 a small workbook');
    const uploaded = await api.uploadFile('11', '2101', '9110', {
      name: 'Harbour Hotel.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body,
    });
    expect(uploaded.name).toBe('Harbour Hotel.xlsx');
    expect(fake.uploads.at(-1)).toMatchObject({
      projectId: '2101',
      parentId: '9110',
      name: 'Harbour Hotel.xlsx',
      fileName: 'Harbour Hotel.xlsx',
      companyHeader: '11',
    });
    expect(fake.uploads.at(-1)!.body.equals(body)).toBe(true);
  });

  it('asks for a new token once after a 401, never in a loop', async () => {
    const tokens = await signIn();
    let refreshes = 0;
    let current = tokens.accessToken;
    const api = procoreApi(settings, {
      accessToken: async () => current,
      refreshAfterRefusal: async () => {
        refreshes++;
        return current;
      },
    });
    fake.expireAccessTokens();
    const error = await api.companies().catch((e) => e);
    expect(error).toMatchObject({ status: 401, oauth: false });
    expect(refreshes).toBe(1);

    const fresh = await signIn();
    current = 'stale';
    const healed = procoreApi(settings, {
      accessToken: async () => current,
      refreshAfterRefusal: async () => {
        current = fresh.accessToken;
        return current;
      },
    });
    expect(await healed.companies()).toHaveLength(2);
  });

  it('tells an unreachable Procore apart', async () => {
    const api = procoreApi(
      { ...settings, apiUrl: 'http://127.0.0.1:9' },
      { accessToken: async () => 'x', refreshAfterRefusal: async () => 'x' },
    );
    await expect(api.me()).rejects.toMatchObject({ status: 0 });
  });
});
