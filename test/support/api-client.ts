import type { Json } from './http';

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

/** A small JSON caller for API tests: one instance's base, an optional bearer token. */
export function apiCaller(origin: string, slug = 'fi') {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${origin}/${slug}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      // JSON answers are parsed; anything else (an event stream) is handed over as its text.
      body: !text ? null : response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      headers: response.headers,
    } as Answer;
  };
  return {
    get: (path: string, token?: string, headers?: Record<string, string>) =>
      call('GET', path, undefined, token, headers),
    post: (path: string, body?: unknown, token?: string, headers?: Record<string, string>) =>
      call('POST', path, body, token, headers),
    put: (path: string, body?: unknown, token?: string) => call('PUT', path, body, token),
    delete: (path: string, token?: string) => call('DELETE', path, undefined, token),
  };
}

export type ApiCaller = ReturnType<typeof apiCaller>;

/** Registers (without e-mail) and logs in; answers the login answer. */
export async function signUp(api: ApiCaller, username: string, password = 'Salainen1!') {
  const registered = await api.post('/auth/register', { username, password });
  if (registered.status !== 201) throw new Error(`register ${username}: ${JSON.stringify(registered.body)}`);
  const login = await api.post('/auth/login', { username, password });
  if (login.status !== 200) throw new Error(`login ${username}: ${JSON.stringify(login.body)}`);
  return login.body as { token: string; refreshToken: string; user: { id: string; username: string } };
}
