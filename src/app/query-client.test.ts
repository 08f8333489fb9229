import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { reloadOnUnauthorized } from './query-client.ts';

const apiError = (status: number) =>
  new ApiError({ kind: 'http', status, endpoint: { method: 'GET', path: '/structure/:name' } });

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
});
