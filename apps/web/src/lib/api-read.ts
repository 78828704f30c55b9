import type { QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * One read of the API as a query: its cache key, the URL it asks, and what of the reply the page keeps. The
 * browser fetches it; the server fetches the same URL to render the page and hands the data over, so hydration
 * asks for nothing again (app/ssr).
 */
export type ApiRead<Reply, Data> = {
  queryKey: QueryKey;
  path: string;
  /** Send the session's token (default false: the reply is the same for everyone). */
  auth?: boolean;
  fromReply: (reply: Reply) => Data;
};

/** A read that names its reply's type only for the page's sake: what the server hands over is untyped JSON. */
export type AnyApiRead = ApiRead<never, unknown>;

export async function fetchRead<Reply, Data>(read: ApiRead<Reply, Data>, signal?: AbortSignal): Promise<Data> {
  const reply = await api.get<Reply>(read.path, {
    auth: read.auth ?? false,
    // A personal detail of a public read (which reviews this shopper found helpful) is lost with the session; the
    // page stays where it is.
    redirectOnExpiry: false,
    signal,
  });
  return read.fromReply(reply);
}
