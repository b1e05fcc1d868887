/**
 * The catalogue search bench's client: the GraphQL documents it sends (what a search page asks),
 * the checks of an answer, and the timing of a query from a client thread.
 */
import { searchLimits } from '@specboard/domain';
import type { App } from '../src/app.ts';
import { graphql } from '../test/graphql/index.ts';
import { documentText } from '../test/support/document-text.ts';
import { premiumProject } from '../test/support/premium-project.ts';
import type { Hit, ProductQuery, SearchMatch } from './catalogue-queries.ts';
import type { Writer } from './catalogue-writer.ts';
import { onClients } from './schedule-bench.ts';
import { percentile } from './stats.ts';

const warmUps = 10;
const timedRuns = 60;

const searchProducts = documentText(
  graphql(`query CatalogueBenchSearchProducts($w: ID!, $q: String!, $m: SearchMatch, $s: String) {
  searchProductsV3(workspaceId: $w, query: $q, match: $m, scrollID: $s) {
    total capped scrollID terms
    understood { kind text label }
    data { id collectionId collectionName workspaceId name cells cct cri lengthMm thumbnail relevance }
  }
}`),
);

export const searchCollections = documentText(
  graphql(`query CatalogueBenchSearchCollections($w: ID!, $q: String!, $m: SearchMatch) {
  searchCollectionsV3(workspaceId: $w, query: $q, match: $m) {
    total capped scrollID terms
    data { id name description workspaceId productsCount }
  }
}`),
);

/** The floor under every figure: a query that touches no table, through the same client. */
export const floorBody = {
  query: documentText(graphql(`query CatalogueBenchFloor { systemStatus { version } }`)),
  variables: {},
};

export type ProductAnswer = {
  total: number;
  capped: boolean;
  scrollID: string | null;
  terms: string[];
  data: Hit[];
};

export type Body = { query: string; variables: Record<string, unknown> };

/**
 * fetch, sent once more when a kept-alive socket turns out closed: the server drops sockets idle
 * for 5 s, and filling the catalogue leaves them idle far longer. Only for reads and signing in,
 * which may safely be sent twice.
 */
export async function fetchAgainOnClosed(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; name?: string } }).cause;
    if (cause?.code !== 'ECONNRESET' && cause?.name !== 'SocketError') throw error;
    return fetch(url, init);
  }
}

export async function post<T>(writer: Writer, body: Body): Promise<T> {
  const response = await fetchAgainOnClosed(`${writer.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown };
  if (!answer.data) throw new Error(`${JSON.stringify(answer.errors)} for ${body.variables.q}`);
  return answer.data;
}

export const productsBody = (
  writer: Writer,
  q: string,
  m: SearchMatch,
  s?: string | null,
): Body => ({
  query: searchProducts,
  variables: { w: writer.workspaceId, q, m, s: s ?? null },
});

/** The answer a search must give: the count, a full first page, only matches, no canary. */
export function checkProducts(
  query: Pick<ProductQuery, 'name' | 'expected' | 'atLeast' | 'holds'>,
  answer: ProductAnswer,
  writer: Writer,
  canaryCollections: Set<string>,
  pageSize: number = searchLimits.pageSize,
) {
  const fail = (why: string) => {
    throw new Error(`catalogue search '${query.name}': ${why}`);
  };
  const { expected } = query;
  if (query.atLeast) {
    if (answer.total < Math.min(expected, searchLimits.keptMatches)) {
      fail(`${answer.total} matches, expected at least ${expected}`);
    }
  } else if (expected > searchLimits.keptMatches) {
    if (
      !answer.capped ||
      (answer.total !== expected && answer.total !== searchLimits.keptMatches)
    ) {
      fail(`${answer.total} matches (capped ${answer.capped}), expected ${expected}, capped`);
    }
  } else if (answer.total !== expected || answer.capped) {
    fail(`${answer.total} matches (capped ${answer.capped}), expected ${expected}`);
  }
  if (answer.data.length !== Math.min(pageSize, answer.total)) {
    fail(`a page of ${answer.data.length} of ${answer.total} matches`);
  }
  for (const hit of answer.data) {
    if (hit.workspaceId !== writer.workspaceId || canaryCollections.has(hit.collectionId)) {
      fail(`another workspace's product ${hit.id} (collection ${hit.collectionId}) came back`);
    }
    if (!query.holds(hit.cells, hit))
      fail(`${hit.id} does not match: ${JSON.stringify(hit.cells)}`);
  }
}

/** Times `body` from a client thread: warm-ups first, then the timed runs. */
export async function timeQuery(writer: Writer, body: Body) {
  const [result] = await onClients([
    {
      url: writer.url,
      token: writer.token,
      ids: {},
      kind: 'queries',
      total: warmUps + timedRuns,
      body,
    },
  ]);
  const timed = result!.durations.slice(warmUps);
  return { p50: percentile(timed, 50), p95: percentile(timed, 95) };
}

const signIn = documentText(
  graphql(`mutation CatalogueBenchSignIn($e: String!, $p: String!) {
  signIn(email: $e, password: $p) { session { accessToken } }
}`),
);

export type BenchOwner = Writer & {
  /** Signs in again: access tokens outlive neither a 100,000-product fill nor the timings after. */
  renew: () => Promise<void>;
};

/** The owner of a new Premium workspace, signed in over HTTP. */
export async function benchOwner(app: App, url: string, label: string): Promise<BenchOwner> {
  const { email, password, workspaceId } = await premiumProject(app.platform.database, label);
  const owner: BenchOwner = {
    url,
    token: '',
    workspaceId,
    renew: async () => {
      const response = await fetchAgainOnClosed(`${owner.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: signIn, variables: { e: email, p: password } }),
      });
      const answer = (await response.json()) as any;
      owner.token = answer.data.signIn.session.accessToken;
    },
  };
  await owner.renew();
  return owner;
}
