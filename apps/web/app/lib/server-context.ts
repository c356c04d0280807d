import { createContext } from 'react-router';

/** An in-process call to the site's own HTTP API, answered as a browser would get it. */
export type ApiCall = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; data: unknown }>;

/** What the server gives every request: the API, the CSP nonce and the canonical origin. */
export interface ServerServices {
  api: ApiCall;
  nonce: string;
  publicUrl: string;
}

export const servicesContext = createContext<ServerServices>();

/** The Google Analytics id of this response ('' = none), set by the root loader for the CSP. */
export const analyticsIdContext = createContext<string>('');
