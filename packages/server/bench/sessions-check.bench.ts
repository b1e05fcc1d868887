import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import {
  findFamiliesRevokedSince,
  isFamilyRevoked,
} from '../src/features/identity/refresh-tokens.repository.ts';
import { features } from '../src/features/index.ts';
import { operationCost } from '../src/graphql/operation-cost.ts';
import { startTestApp } from '../test/support/test-app.ts';

const time = async (label: string, n: number, run: (i: number) => Promise<unknown> | unknown) => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await run(i);
  const us = Number(process.hrtime.bigint() - start) / 1000 / n;
  console.log(`${label}: ${us.toFixed(2)} µs each (${n})`);
};

const app = await startTestApp();
try {
  const db = app.platform.database.db;
  // 2,000 sessions of 50 refresh tokens each, 1 in 10 revoked (an hour ago, but 5 just now).
  const user = randomUUID();
  await app.platform.database.executeSql(
    `insert into users (id, email, name, password_hash) values ($1, $2, 'Bench', 'x')`,
    [user, `${user}@example.com`],
  );
  const families = Array.from({ length: 2000 }, () => randomUUID());
  for (const [f, family] of families.entries()) {
    await app.platform.database.executeSql(
      `insert into refresh_tokens (id, family_id, user_id, token_hash, expires_at, revoked_at)
       select gen_random_uuid()::text, $1, $2, md5(random()::text || g), now() + interval '30 days',
              case when $3 then now() - interval '1 hour' end
       from generate_series(1, 50) g`,
      [family, user, f % 10 === 0],
    );
  }
  await app.platform.database.executeSql(
    `update refresh_tokens set revoked_at = now() where family_id = any($1)`,
    [families.slice(1, 6)],
  );
  console.log(`database: ${app.platform.database.kind}`);
  await time('hasEnded, known session (per request)', 100_000, (i) =>
    app.platform.sessions.hasEnded(families[i % 10]!),
  );
  await time('isFamilyRevoked query (first sight of a session)', 500, (i) =>
    isFamilyRevoked(db, families[i % families.length]!),
  );
  await time('findFamiliesRevokedSince, last minute (the once-a-second check)', 200, () =>
    findFamiliesRevokedSince(db, new Date(Date.now() - 60_000)),
  );
  const schema = createSchema({
    typeDefs: features.map((f) => f.typeDefs),
    resolvers: features.map((f) => f.resolvers) as never,
  });
  const aliases = Array.from(
    { length: 30 },
    (_, i) =>
      `a${i}: getStructuredScheduleRows(projectId: "p", workspaceId: "w", limit: 2000) { data nextToken }`,
  );
  const document = parse(`{ ${aliases.join(' ')} }`);
  await time('operationCost of the 30-alias query', 10_000, () => operationCost(schema, document));
} finally {
  await app.stop();
}
