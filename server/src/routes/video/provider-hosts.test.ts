import { describe, expect, it, vi } from 'vitest';
import { type HostLists, ProviderHosts } from './provider-hosts.ts';

const LISTS: HostLists = { providers: ['openstage.localhost'], tenants: ['localhost', 'acme.localhost'] };

/** A reader that answers from `answers` in turn (an Error is thrown), counting its calls, on a fake clock. */
function reader(answers: (HostLists | Error)[]) {
  let now = 0;
  const read = vi.fn(async () => {
    const answer = answers[Math.min(read.mock.calls.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer as HostLists;
  });
  const clock = { advance: (ms: number) => (now += ms) };
  return { hosts: new ProviderHosts(read, () => now), read, clock };
}

describe('provider hosts', () => {
  it('before any read ends, requests wait for the first one', async () => {
    const { hosts, read } = reader([LISTS]);
    void hosts.read();
    expect(await hosts.classify('openstage.localhost', false)).toBe('provider');
    expect(await hosts.classify('other.example', false)).toBe('app');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('after a failed read, a host that is not a known tenant host is refused except on /ext/', async () => {
    const { hosts, clock } = reader([LISTS, new Error('down')]);
    await hosts.read();
    clock.advance(61_000);
    await hosts.read();
    expect(await hosts.classify('other.example', false)).toBe('refused');
    expect(await hosts.classify('localhost', false)).toBe('app');
    expect(await hosts.classify('openstage.localhost', false)).toBe('provider');
    expect(await hosts.classify('other.example', true)).toBe('app');
  });

  it('while no read has ever succeeded, the database error is the answer (no host is served as a tenant)', async () => {
    const { hosts } = reader([new Error('down')]);
    await hosts.read();
    await expect(hosts.classify('localhost', false)).rejects.toThrow('down');
  });

  it('failed reads back off instead of one query per request', async () => {
    const { hosts, read, clock } = reader([new Error('down')]);
    await hosts.read();
    for (let i = 0; i < 20; i++) await hosts.classify('localhost', true);
    expect(read).toHaveBeenCalledTimes(1);
    clock.advance(1_000);
    await hosts.classify('localhost', true);
    expect(read).toHaveBeenCalledTimes(2);
    clock.advance(1_000);
    await hosts.classify('localhost', true);
    expect(read).toHaveBeenCalledTimes(2);
    clock.advance(1_000);
    await hosts.classify('localhost', true);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('a provider host that is also a tenant host is refused as a provider', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hosts } = reader([{ providers: ['localhost', 'openstage.localhost'], tenants: ['localhost'] }]);
    await hosts.read();
    expect(await hosts.classify('localhost', true)).toBe('app');
    expect(await hosts.classify('openstage.localhost', true)).toBe('provider');
    expect(log.mock.calls.join(' ')).toContain('localhost');
    log.mockRestore();
  });
});
