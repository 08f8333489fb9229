import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Endpoint } from '../../../contract/endpoint.ts';
import { readJsonBody } from './json-body.ts';
import { parseInput } from './validate.ts';

type Parsed<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What the contract says a call carries, already validated (400 VALIDATION_FAILED otherwise). */
export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** A handler answers the contract's response shape (sent as JSON) or a Response it built itself. */
export type EndpointHandler<E extends Endpoint, A extends Env> = (
  c: Context<A>,
  input: EndpointInput<E>,
) => Promise<v.InferInput<E['response']> | Response> | v.InferInput<E['response']> | Response;

/**
 * Registers a handler from its contract endpoint: the method and path come from the contract, and the
 * path parameters, query and JSON body are parsed with its schemas before the handler runs, after the
 * given middleware (auth, idempotency …). The path is relative to where the router is mounted (/api).
 */
export function serveEndpoint<E extends Endpoint, A extends Env>(
  router: Hono<A>,
  endpoint: E,
  middleware: MiddlewareHandler<A>[],
  handler: EndpointHandler<E, A>,
): void {
  const path = endpoint.path.startsWith('/api/') ? endpoint.path.slice('/api'.length) : endpoint.path;
  // Hono's typed overloads want literal paths; the contract's are plain strings.
  const on = router.on.bind(router) as (
    method: string,
    path: string,
    ...handlers: MiddlewareHandler<A>[]
  ) => void;
  on(endpoint.method, path, ...middleware, async (c: Context<A>) => {
    const input = {
      params: endpoint.params ? parseInput(endpoint.params, c.req.param(), 'path') : undefined,
      query: endpoint.query ? parseInput(endpoint.query, c.req.query(), 'query') : undefined,
      body: endpoint.body ? await readJsonBody(c, endpoint.body) : undefined,
    } as EndpointInput<E>;
    const answer = await handler(c, input);
    return answer instanceof Response ? answer : c.json(answer as object);
  });
}
