import type { ContractEndpoint } from './endpoint-tables.ts';
import { OMIT, type Parts, type Slot } from './request-slots.ts';

/** One generated call, as sent (printed with a failure). */
export interface FuzzRequest {
  endpoint: string;
  method: string;
  /** Path and query, already encoded (possibly with deliberately broken escapes). */
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent with the signed-in demo user's Bearer token. */
  signedIn: boolean;
  /** What was made hostile, e.g. "body.userInformation.about". */
  mutation: string;
}

/** One change to an otherwise valid request. */
export type Mutation =
  | { kind: 'none' }
  | { kind: 'hostile'; slot: number; value: unknown }
  | { kind: 'omit'; slot: number }
  | { kind: 'extra'; where: 'query' | 'body'; key: string; value: unknown }
  | { kind: 'duplicate'; key: string; value: string }
  | { kind: 'raw'; slot: number | undefined; piece: string }
  | { kind: 'rawBody'; text: string; contentType?: string }
  | { kind: 'header'; name: string; value: string };

const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) three UTF-8 bytes instead of throwing. */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && isLow(text.charCodeAt(i + 1))) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(text[i] as string);
  }
  return out;
}

export const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function setDeep(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) as string;
  if (value === OMIT) delete node[last];
  else Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
}

function describeMutation(mutation: Mutation, slots: Slot[]): string {
  const slotName = (i: number | undefined) =>
    i === undefined ? 'query' : `${slots[i]?.where}.${slots[i]?.keys.join('.')}`;
  switch (mutation.kind) {
    case 'hostile':
    case 'omit':
      return `${mutation.kind} ${slotName(mutation.slot)}`;
    case 'raw':
      return `raw ${slotName(mutation.slot)}`;
    case 'header':
      return `header ${mutation.name}`;
    case 'extra':
      return `extra ${mutation.where} field`;
    default:
      return mutation.kind;
  }
}

/** The request: valid parts with one mutation (or none) applied, encoded. */
export function build(
  endpoint: ContractEndpoint,
  slots: Slot[],
  parts: Parts,
  mutation: Mutation,
  key: string | null,
  signedIn: boolean,
): FuzzRequest {
  const headers: Record<string, string> = { 'x-tenant-id': 'demo', 'x-distribution-channel': 'WEB' };
  if (key) headers['idempotency-key'] = key;
  const raw: Record<string, string> = {};
  let rawQuery = '';
  if (mutation.kind === 'hostile' || mutation.kind === 'omit') {
    const slot = slots[mutation.slot] as Slot;
    setDeep(parts[slot.where], slot.keys, mutation.kind === 'omit' ? OMIT : mutation.value);
  }
  if (mutation.kind === 'extra') setDeep(parts[mutation.where], [mutation.key], mutation.value);
  if (mutation.kind === 'duplicate')
    rawQuery += `&${encodeLoose(mutation.key)}=${encodeLoose(mutation.value)}`;
  if (mutation.kind === 'raw') {
    const slot = mutation.slot === undefined ? undefined : slots[mutation.slot];
    if (slot?.where === 'path') raw[slot.keys[0] as string] = mutation.piece;
    else rawQuery += `&${encodeLoose(slot?.keys[0] ?? 'x')}=${mutation.piece}`;
  }
  let target = endpoint.url.replace(
    /:([A-Za-z0-9_]+)/g,
    (_, name: string) => raw[name] ?? encodeLoose(asText(parts.path[name] ?? '')),
  );
  const query = Object.entries(parts.query).map(
    ([k, value]) => `${encodeLoose(k)}=${encodeLoose(asText(value))}`,
  );
  const search = `${query.join('&')}${rawQuery}`.replace(/^&/, '');
  if (search) target += `?${search}`;
  let body: string | undefined;
  if (mutation.kind === 'rawBody') {
    body = mutation.text;
    if (mutation.contentType) headers['content-type'] = mutation.contentType;
  } else if (endpoint.body) {
    body = JSON.stringify(parts.body);
    headers['content-type'] = 'application/json';
  }
  if (mutation.kind === 'header') {
    if (mutation.value === '') delete headers[mutation.name];
    else headers[mutation.name] = mutation.value;
  }
  return {
    endpoint: endpoint.id,
    method: endpoint.method,
    target,
    headers,
    ...(body !== undefined ? { body } : {}),
    signedIn: signedIn && !(mutation.kind === 'header' && mutation.name === 'authorization'),
    mutation: describeMutation(mutation, slots),
  };
}
