import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { errorChain } from '../log/describe-error.ts';

/** What a LISTEN channel's subscriber is told. */
export interface ChannelHandlers {
  message(payload: string): void;
  /** Messages may have been missed (connection lost, or just re-established): forget what they said. */
  reset(): void;
}

export interface Listening {
  /** False while the connection is lost: nothing is heard, so nothing heard before can be trusted. */
  readonly live: boolean;
  /** Resolves once every notification committed before the call has been delivered (read-your-writes). */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/** PGlite runs in this process and calls listeners before the notifying query returns: always caught up. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Listening> {
  const unlisten = await client.listen(channel, handlers.message);
  return { live: true, caughtUp: async () => {}, close: () => unlisten() };
}

/**
 * PostgreSQL: one dedicated connection LISTENs (a pooled one would be handed to queries). When it
 * drops, the subscriber is reset and the connection comes back with growing pauses (up to 10 s).
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Listening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: unknown) => {
    if (error) console.error(`[db] LISTEN ${channel} connection lost: ${errorChain(error)}`);
    if (current !== client) return;
    current = undefined;
    handlers.reset();
    void client.end().catch(() => {});
    retryLater();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: RETRY_MAX_MS });
    client.on('notification', ({ channel: heard, payload }) => {
      if (heard === channel && payload !== undefined) handlers.message(payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (closed) return void (await client.end());
    current = client;
    retryMs = RETRY_FIRST_MS;
    // Whatever was learnt before this LISTEN took effect may have missed a change.
    handlers.reset();
  };
  const retryLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((error: unknown) => {
        console.error(`[db] LISTEN ${channel}: reconnecting failed: ${errorChain(error)}`);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        retryLater();
      });
    }, retryMs);
    timer.unref();
  };

  await connect();
  return {
    get live() {
      return current !== undefined;
    },
    async caughtUp() {
      // Notifications reach the client before the answer of any query sent after their commit.
      await current?.query('select 1').catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
