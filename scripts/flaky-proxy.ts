// A bad mobile connection on loopback for scripts/bench-flaky.ts: a TCP reverse proxy in front of the real
// server (the browser's origin is the proxy's port, so pages, their assets, /api and media all pass it)
// that copies bytes unchanged and, depending on the condition switched on, shapes them:
// - slow3g: every chunk is delayed ONE_WAY_DELAY_MS in each direction (a 2 s round trip per request) and
//   paced at 400 kbit/s per connection and direction (a link that sends one piece after the other);
// - liefi / liefi-all: connections are accepted and requests read, but a request under /api (liefi) or
//   every request (liefi-all) is never passed on and never answered: the connection hangs open;
// - dropping: bytes pass unchanged, but every open connection is reset (RST) dropFirstMs after the
//   condition was switched on and then every dropEveryMs.
// Switching the condition resets every open connection, so each measurement starts from a clean slate.
import { createServer, type Server, Socket } from 'node:net';

export const CONDITIONS = ['online', 'slow3g', 'liefi', 'liefi-all', 'dropping'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Slow 3G as the issue has it: ≈1 s added each way (2 s round trip), 400 kbit/s down and up per connection. */
export const SLOW_3G = { oneWayDelayMs: 1000, bytesPerSecond: 400_000 / 8 } as const;
/** Paced pieces: 1 KB takes 20 ms at 400 kbit/s, fine enough that a small answer is not held for a big one. */
export const PIECE_BYTES = 1024;
/** Above this many bytes waiting in one direction the sending side is paused (read no further). */
const HIGH_WATER = 256 * 1024;

export interface Link {
  oneWayDelayMs: number;
  bytesPerSecond: number;
}

/**
 * When a piece of `bytes` that is handed to the link at `now` arrives at the other end: it is sent once
 * the pieces before it are (`freeAt`), takes bytes / rate to send, then travels `oneWayDelayMs`.
 * Answers the arrival time and the new `freeAt`.
 */
export function deliveryTime(
  link: Link,
  freeAt: number,
  now: number,
  bytes: number,
): { arriveAt: number; freeAt: number } {
  const sent = Math.max(now, freeAt) + (bytes * 1000) / link.bytesPerSecond;
  return { arriveAt: sent + link.oneWayDelayMs, freeAt: sent };
}

/** Whether a request for `path` is never answered under `condition`. */
export function hangs(condition: Condition, path: string): boolean {
  if (condition === 'liefi-all') return true;
  if (condition !== 'liefi') return false;
  const pathname = pathOf(path);
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The path of a request target: origin-form (/a?b) or absolute-form (http://host/a?b, as to a forward proxy). */
function pathOf(target: string): string {
  let path = target;
  if (/^https?:\/\//i.test(target)) {
    try {
      path = new URL(target).pathname;
    } catch {
      return target;
    }
  }
  return path.split(/[?#]/)[0] ?? path;
}

export type Piece =
  | { kind: 'head'; method: string; target: string; bytes: Buffer }
  | { kind: 'body'; bytes: Buffer }
  /** Bytes the sniffer cannot frame (a chunked request body, an upgrade): passed on as they come. */
  | { kind: 'opaque'; bytes: Buffer };

const HEAD_END = Buffer.from('\r\n\r\n');
const MAX_HEAD = 64 * 1024;

/**
 * Cuts the browser's side of an HTTP/1.1 connection into request heads and bodies (Content-Length), so
 * each request can be passed on or held on its own. Once a request cannot be framed (chunked body,
 * Upgrade, an oversized or garbled head) the rest of the connection is opaque.
 */
export class RequestSniffer {
  private pending = Buffer.alloc(0);
  private bodyLeft = 0;
  private opaque = false;

  push(chunk: Buffer): Piece[] {
    const pieces: Piece[] = [];
    if (this.opaque) return [{ kind: 'opaque', bytes: chunk }];
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (data.length > 0) {
      if (this.opaque) {
        pieces.push({ kind: 'opaque', bytes: data });
        break;
      }
      if (this.bodyLeft > 0) {
        const take = Math.min(this.bodyLeft, data.length);
        pieces.push({ kind: 'body', bytes: data.subarray(0, take) });
        this.bodyLeft -= take;
        data = data.subarray(take);
        continue;
      }
      const end = data.indexOf(HEAD_END);
      if (end < 0) {
        if (data.length > MAX_HEAD) {
          this.opaque = true;
          continue;
        }
        this.pending = Buffer.from(data);
        break;
      }
      const head = data.subarray(0, end + HEAD_END.length);
      data = data.subarray(end + HEAD_END.length);
      const text = head.toString('latin1');
      const [requestLine = '', ...headerLines] = text.split('\r\n');
      const [method = '', target = ''] = requestLine.split(' ');
      const headers = new Map<string, string>();
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      pieces.push({ kind: 'head', method, target, bytes: head });
      const length = headers.get('content-length');
      if (headers.has('transfer-encoding') || headers.has('upgrade') || !method || !target) {
        this.opaque = true;
      } else if (length !== undefined) {
        const n = Number(length);
        if (Number.isSafeInteger(n) && n >= 0) this.bodyLeft = n;
        else this.opaque = true;
      }
    }
    return pieces;
  }
}

/**
 * One direction of a proxied connection: bytes written to it reach `to` unchanged, either at once or
 * paced and delayed as the link says. Order is kept; the sending side is paused while much is waiting.
 */
class Direction {
  private queue: Array<{ bytes: Buffer; arriveAt: number }> = [];
  private queued = 0;
  private freeAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly from: Socket;
  private readonly to: Socket;

  constructor(from: Socket, to: Socket) {
    this.from = from;
    this.to = to;
  }

  write(bytes: Buffer, link: Link | undefined): void {
    if (this.to.destroyed) return;
    if (!link && this.queue.length === 0) {
      this.to.write(bytes);
      return;
    }
    const now = performance.now();
    for (let offset = 0; offset < bytes.length; offset += PIECE_BYTES) {
      const piece = bytes.subarray(offset, offset + PIECE_BYTES);
      const timing = link
        ? deliveryTime(link, this.freeAt, now, piece.length)
        : { arriveAt: now, freeAt: this.freeAt };
      this.freeAt = timing.freeAt;
      this.queue.push({ bytes: piece, arriveAt: timing.arriveAt });
      this.queued += piece.length;
    }
    if (this.queued > HIGH_WATER) this.from.pause();
    this.schedule();
  }

  /** Passes on the end of the stream once everything before it has arrived. */
  end(): void {
    const finish = () => {
      if (this.queue.length > 0) setTimeout(finish, 20).unref();
      else if (!this.to.destroyed) this.to.end();
    };
    finish();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.queue = [];
    this.queued = 0;
  }

  private schedule(): void {
    if (this.timer) return;
    const next = this.queue[0];
    if (!next) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        const now = performance.now();
        while (this.queue[0] && this.queue[0].arriveAt <= now + 1) {
          const piece = this.queue.shift() as { bytes: Buffer };
          this.queued -= piece.bytes.length;
          if (!this.to.destroyed) this.to.write(piece.bytes);
        }
        if (this.queued <= HIGH_WATER / 2 && this.from.isPaused()) this.from.resume();
        this.schedule();
      },
      Math.max(0, next.arriveAt - performance.now()),
    );
  }
}

export interface ProxyStats {
  connections: number;
  requests: number;
  hungRequests: number;
  cuts: number;
}

export interface FlakyProxyOptions {
  /** The port the browser talks to (its origin is http://localhost:<port>); 0 for any free one. */
  port: number;
  /** Where the real server listens. */
  upstreamPort: number;
  /** An address, not a name (no lookup per connection); 127.0.0.1 unless told. */
  upstreamHost?: string;
}

export class FlakyProxy {
  private readonly servers: Server[] = [];
  private readonly open = new Set<{ client: Socket; upstream: Socket; stop(): void }>();
  private condition: Condition = 'online';
  private dropTimers: NodeJS.Timeout[] = [];
  readonly stats: ProxyStats = { connections: 0, requests: 0, hungRequests: 0, cuts: 0 };
  private readonly options: FlakyProxyOptions;

  constructor(options: FlakyProxyOptions) {
    this.options = options;
  }

  get current(): Condition {
    return this.condition;
  }

  /** The port it listens on (the one asked for, or the one given for port 0). */
  get port(): number {
    const address = this.servers[0]?.address();
    return address && typeof address === 'object' ? address.port : this.options.port;
  }

  /** Listens on both loopback addresses of `localhost` (the browser may try either). */
  async start(): Promise<void> {
    for (const host of ['127.0.0.1', '::1']) {
      const server = createServer({ noDelay: true, allowHalfOpen: true }, (client) => this.accept(client));
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(this.port, host, () => {
            server.off('error', reject);
            resolve();
          });
        });
      } catch (error) {
        // A machine without IPv6 has no ::1; the IPv4 loopback is enough there.
        if (host === '::1' && (error as NodeJS.ErrnoException).code === 'EADDRNOTAVAIL') continue;
        await this.stop();
        throw error;
      }
      this.servers.push(server);
    }
  }

  /**
   * Switches the condition on from now: every open connection is reset first (nothing shaped or held
   * under the old condition carries over). For `dropping`, the cuts start dropFirstMs from now.
   */
  set(
    condition: Condition,
    drop: { firstMs: number; everyMs: number } = { firstMs: 5000, everyMs: 5000 },
  ): void {
    for (const timer of this.dropTimers) clearTimeout(timer);
    this.dropTimers = [];
    this.resetAll();
    this.condition = condition;
    if (condition === 'dropping') {
      const cut = () => {
        this.stats.cuts++;
        this.resetAll();
      };
      this.dropTimers.push(
        setTimeout(() => {
          cut();
          this.dropTimers.push(setInterval(cut, drop.everyMs));
        }, drop.firstMs),
      );
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.dropTimers) clearTimeout(timer);
    this.dropTimers = [];
    this.resetAll();
    const servers = this.servers.splice(0);
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }

  private resetAll(): void {
    for (const connection of [...this.open]) connection.stop();
  }

  private link(): Link | undefined {
    return this.condition === 'slow3g' ? SLOW_3G : undefined;
  }

  private accept(client: Socket): void {
    this.stats.connections++;
    client.setNoDelay(true);
    const upstream = new Socket({ allowHalfOpen: true });
    upstream.setNoDelay(true);
    const up = new Direction(client, upstream);
    const down = new Direction(upstream, client);
    const sniffer = new RequestSniffer();
    let held = false;
    const connection = {
      client,
      upstream,
      stop: () => {
        this.open.delete(connection);
        up.stop();
        down.stop();
        // A cut: the browser learns of it by a reset (a socket already ending is closed, as Node
        // keeps the handle of a reset after end() open).
        if (client.writableEnded || client.destroyed) client.destroy();
        else client.resetAndDestroy();
        if (!upstream.destroyed) upstream.destroy();
      },
    };
    this.open.add(connection);
    const close = () => {
      this.open.delete(connection);
      up.stop();
      down.stop();
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    // The server closed its side: what is still on its way to the browser arrives first.
    const upstreamDone = () => {
      if (!held) down.end();
    };
    upstream.on('end', upstreamDone);
    upstream.on('close', upstreamDone);
    client.on('data', (chunk: Buffer) => {
      if (held) return;
      for (const piece of sniffer.push(chunk)) {
        if (piece.kind === 'head') {
          this.stats.requests++;
          if (process.env.FLAKY_DEBUG)
            console.error(`proxy ${this.condition}: ${piece.method} ${piece.target}`);
          if (hangs(this.condition, piece.target)) {
            // Lie-fi: the request was sent, the connection stays open, and nothing ever comes back.
            held = true;
            this.stats.hungRequests++;
            return;
          }
        }
        up.write(piece.bytes, this.link());
      }
    });
    client.on('end', () => {
      if (!held) up.end();
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!held) down.write(chunk, this.link());
    });
    upstream.connect(this.options.upstreamPort, this.options.upstreamHost ?? '127.0.0.1');
  }
}
