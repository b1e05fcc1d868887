import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a user may read comes from the domain's catalogue (`identityMessages`, `scheduleMessages`,
// `messages`, ...), so the server and the web say the same words and the spec's are kept verbatim.
// Operator-facing text (configuration, command line, seed data) and mail bodies are not checked.
const sourceRoot = path.resolve(import.meta.dirname, '../src');
const notChecked = /\.test\.ts$|\.test-support\.ts$|\.generated\.ts$|^config\.ts$|^(cli|seed)\//;

// A quote or backtick right where the message goes.
const inlineMessage = [
  /new AppError\(\s*'[A-Z_]+',\s*[`'"]/g,
  /new GraphQLError\(\s*[`'"]/g,
  /\b(badInput|limitError)\(\s*[`'"]/g,
  /\brefuseUpload\(\s*'[A-Z_]+',\s*[`'"]/g,
  /\b(message|excerpt):\s*[`'"]/g,
];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('user-facing messages', () => {
  it('come from the domain catalogue, not from literals in server source', () => {
    const found: string[] = [];
    for (const file of sourceFiles(sourceRoot)) {
      const relative = path.relative(sourceRoot, file).split(path.sep).join('/');
      if (notChecked.test(relative)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of inlineMessage) {
        for (const match of text.matchAll(pattern)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.push(`${relative}:${line}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
