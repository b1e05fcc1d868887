import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/connection.ts';
import { listOutbox } from './mailer.ts';

const outboxStyle = `
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #1c2024; }
  article { border: 1px solid #e0e3e8; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  h1 { font-size: 20px; } h2 { font-size: 16px; margin: 0; } .meta { color: #545b66; margin: 4px 0; }
  pre { white-space: pre-wrap; font: inherit; margin: 8px 0 0; }
`;

/** The page's own policy: its one inline style, nothing else, never framed. */
export const outboxContentSecurityPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(outboxStyle).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page listing the outbox, newest first: where a developer reads sign-up codes. */
export async function renderOutboxPage(database: DatabaseHandle): Promise<string> {
  const messages = await listOutbox(database);
  const items = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <span class="recipient">${escapeHtml(message.recipient)}</span> ·
    <time datetime="${message.created_at.toISOString()}">${message.created_at.toISOString()}</time></p>
  <pre>${escapeHtml(message.text_body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Specboard</title>
<style>${outboxStyle}</style></head>
<body><main>
<h1>Outbox</h1>
<p>Mail the server would have sent. Set SMTP_URL to deliver it instead.</p>
${items || '<p>No messages yet.</p>'}
</main></body></html>`;
}
