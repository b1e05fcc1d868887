import { describe, expect, it } from 'vitest';
import { getGraphqlWebSocketUrl } from './graphql-endpoint.ts';

describe('GraphQL WebSocket address', () => {
  it('uses ws:// on the page host for http pages', () => {
    expect(getGraphqlWebSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/graphql',
    );
  });

  it('uses wss:// for https pages', () => {
    expect(getGraphqlWebSocketUrl({ protocol: 'https:', host: 'specboard.example' })).toBe(
      'wss://specboard.example/graphql',
    );
  });
});
