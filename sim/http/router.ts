import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RouteContext {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly path: string;
}

export type RouteHandler = (context: RouteContext) => void | Promise<void>;

interface Route {
  readonly method: 'GET' | 'POST';
  readonly segments: readonly string[];
  readonly handler: RouteHandler;
}

/** Path patterns with `:name` segments; the first registered match wins. */
export class Router {
  private readonly routes: Route[] = [];

  get(pattern: string, handler: RouteHandler) {
    this.routes.push({ method: 'GET', segments: split(pattern), handler });
    return this;
  }

  post(pattern: string, handler: RouteHandler) {
    this.routes.push({ method: 'POST', segments: split(pattern), handler });
    return this;
  }

  match(method: string, path: string): { handler: RouteHandler; params: Record<string, string> } | undefined {
    const parts = split(path);
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const segment = route.segments[i] ?? '';
        const part = parts[i] ?? '';
        if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(part);
        else ok = segment === part;
      }
      if (ok) return { handler: route.handler, params };
    }
    return undefined;
  }
}

const split = (path: string) => path.split('/').filter((segment) => segment !== '');

const safeDecode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};
