import { describe, expect, it } from 'vitest';
import { runFailingServer } from './support/spawn-server.ts';

describe('starting the server process', () => {
  it('stops with a message naming the variable when a setting is bad', async () => {
    const { code, output } = await runFailingServer({ PORT: 'eighty', DATA_DIR: '/tmp/unused' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT="eighty": expected a port number');
  });
});
