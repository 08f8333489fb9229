import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '#contract/endpoint.ts';
import { sessionEndpoints } from '#contract/session.ts';
import { ApiError } from '#lib/api-error.ts';
import { handleApiFailure, reloadOnUnauthorized } from './query-client.ts';

const structure = { method: 'GET', path: '/structure/:name' } as const;
const apiError = (status: number, endpoint: Pick<Endpoint, 'method' | 'path'> = structure) =>
  new ApiError({ kind: status === 0 ? 'network' : 'http', status, endpoint });

describe('HTTP 401 from the backend reloads the page (shell §8)', () => {
  it('a 401 answer reloads', () => {
    const reload = vi.fn();
    reloadOnUnauthorized(apiError(401), reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other statuses and non-API errors do not reload', () => {
    const reload = vi.fn();
    for (const status of [0, 400, 403, 404, 500]) reloadOnUnauthorized(apiError(status), reload);
    reloadOnUnauthorized(new Error('401'), reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never for the refresh call itself or POST /userToken (the login pages handle those)', () => {
    const reload = vi.fn();
    reloadOnUnauthorized(apiError(401, sessionEndpoints.refresh), reload);
    reloadOnUnauthorized(apiError(401, sessionEndpoints.userToken), reload);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a failed profile fetch logs the user out (shell §8)', () => {
  it('a refused profile (401, 403, 404) logs out instead of reloading', () => {
    for (const status of [401, 403, 404]) {
      const ports = { reload: vi.fn(), logout: vi.fn() };
      handleApiFailure(apiError(status, sessionEndpoints.profile), ports);
      expect(ports.logout, String(status)).toHaveBeenCalledTimes(1);
      expect(ports.reload).not.toHaveBeenCalled();
    }
  });

  it('offline or a server error keeps the session (an installable portal starts offline)', () => {
    const ports = { reload: vi.fn(), logout: vi.fn() };
    handleApiFailure(apiError(0, sessionEndpoints.profile), ports);
    handleApiFailure(apiError(503, sessionEndpoints.profile), ports);
    expect(ports.logout).not.toHaveBeenCalled();
  });

  it('saving the profile (PUT) is not the profile fetch: its 401 reloads', () => {
    const ports = { reload: vi.fn(), logout: vi.fn() };
    handleApiFailure(apiError(401, sessionEndpoints.updateProfile), ports);
    expect(ports.reload).toHaveBeenCalledTimes(1);
    expect(ports.logout).not.toHaveBeenCalled();
  });
});
