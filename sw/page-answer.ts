import { withinDeadline } from './deadline.ts';

/** A stored page serves when the server has not answered a navigation within this long. */
export const STORED_PAGE_DEADLINE_MS = 600;
/** A page never stored waits this long for the server before the app shell answers instead. */
export const UNSTORED_PAGE_DEADLINE_MS = 4000;

export interface PagePorts {
  cached(): Promise<Response | undefined>;
  /** The server's answer (stored for next time by whoever implements it, also when it comes late). */
  network(): Promise<Response>;
  /** The precached app shell. */
  shell(): Promise<Response | undefined>;
  keepAlive(work: Promise<unknown>): void;
}

/**
 * A navigation's answer: the server's page when it comes within the deadline; else the stored page (or, for a page
 * never stored, the app shell), while the server's answer is still awaited in the background. A network failure
 * answers at once with the stored page or the shell.
 */
export async function answerPage(ports: PagePorts): Promise<Response> {
  const network = ports.network();
  ports.keepAlive(network.catch(() => undefined));
  const cached = await ports.cached();
  const raced = await withinDeadline(network, cached ? STORED_PAGE_DEADLINE_MS : UNSTORED_PAGE_DEADLINE_MS);
  if (raced.kind === 'answer') return raced.value;
  if (cached) return cached;
  const shell = await ports.shell();
  if (shell) return shell;
  // No shell either (a worker whose precache failed): only the network can answer.
  if (raced.kind === 'failed') throw raced.error;
  return network;
}
