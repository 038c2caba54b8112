import http from 'node:http';
import type { Answer } from './api-client';

/**
 * An API caller whose connections leave from `localAddress` (any 127.x.y.z on Linux, where all of
 * 127.0.0.0/8 is the loopback): behind a balancer, each such caller is another client address, as players
 * on other networks are. fetch cannot choose its source address, so this one speaks node:http.
 */
export function callerFrom(origin: string, slug: string, localAddress: string) {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        `${origin}/${slug}/api${path}`,
        {
          method,
          localAddress,
          headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (typeof value === 'string') answerHeaders.set(name, value);
            }
            const isJson = answerHeaders.get('content-type')?.includes('json') ?? false;
            resolve({
              status: response.statusCode ?? 0,
              body: !text ? null : isJson ? JSON.parse(text) : text,
              headers: answerHeaders,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', path, body, headers),
  };
}

export type AddressCaller = ReturnType<typeof callerFrom>;
