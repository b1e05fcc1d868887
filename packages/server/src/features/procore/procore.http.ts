import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, messages, procoreMessages } from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import { connectProcoreAccount, procoreCallbackPath } from './procore.service.ts';

/**
 * The OAuth callback: Procore sends the person's browser here with a code and our state. The
 * state (signed, naming the user, 10 minutes) says whose account it is: the browser carries no
 * access token here. Answers a small page for the window the sign-in was opened in.
 */
export function createProcoreCallbackRoute(platform: Platform) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET', 'content-type': 'text/plain; charset=utf-8' });
      response.end(messages.useMethod('GET'));
      return;
    }
    const query = new URL(request.url ?? procoreCallbackPath, 'http://callback').searchParams;
    try {
      await connectProcoreAccount(platform, {
        code: query.get('code'),
        state: query.get('state'),
        error: query.get('error'),
      });
      page(response, 200, procoreMessages.connectedTitle, procoreMessages.connected);
    } catch (error) {
      if (!(error instanceof AppError)) {
        platform.logger.error({ err: error }, 'procore callback failed');
        page(response, 500, procoreMessages.notConnectedTitle, messages.somethingWentWrong);
        return;
      }
      const status = error.code === 'BAD_USER_INPUT' ? 400 : error.code === 'FORBIDDEN' ? 403 : 502;
      page(response, status, procoreMessages.notConnectedTitle, error.message);
    }
  };
}

// The texts are the catalogue's own, never the query's: nothing here needs escaping.
function page(response: ServerResponse, status: number, title: string, text: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
      `<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
  );
}
