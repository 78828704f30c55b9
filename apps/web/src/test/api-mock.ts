import { vi } from 'vitest';

/** A JSON body, or a file (a PDF, a CSV) with its headers (`Content-Disposition`). */
export type ApiReply = { status?: number; body?: unknown; file?: Blob; headers?: Record<string, string> };
export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  form?: FormData;
};
type Route = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

/**
 * Answers the API client's fetch calls from a table of 'METHOD /path' → reply (or a function of the call), and
 * keeps every call so a test can read what was sent. A call the table does not know gets a 404.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
      form: init.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply =
      typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { code: 'NOT_FOUND' } });
    if (reply.file)
      return new Response(reply.file, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': reply.file.type, ...reply.headers },
      });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    calls,
    /** The calls made to one route, in order. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
