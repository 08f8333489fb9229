// The baseline of `npm run bench:api`: a bare Hono hello-world on @hono/node-server, the same
// stack as the real server with nothing behind it. Usage: node scripts/bench-hello.ts <port>.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2] ?? 8797);
const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port });
