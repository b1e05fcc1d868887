import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('the development outbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('lists kept mail newest first, with its text escaped', async () => {
    await app.platform.mail.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await app.platform.mail.send({
      to: 'b@example.com',
      subject: 'Second <script>alert(1)</script>',
      text: 'two',
    });
    let html = '';
    const deadline = Date.now() + 10_000;
    while (!html.includes('Second') && Date.now() < deadline) {
      html = await (await fetch(`${app.url}/dev/outbox`)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });
});

describe('the outbox page on a server others can reach', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ HOST: '0.0.0.0' });
  });
  afterAll(() => app.stop());

  it('is not offered, since it would show anyone the codes', async () => {
    const port = new URL(app.url).port;
    const response = await fetch(`http://127.0.0.1:${port}/dev/outbox`);
    expect(await response.text()).not.toContain('Outbox');
  });
});
