import type { QueryClient } from '@tanstack/react-query';
import type { QueryScope } from '../lib/query-scope.ts';

/** Available to every route's beforeLoad/loader; the root route refreshes `locale` from the URL. */
export interface RouterContext extends QueryScope {
  queryClient: QueryClient;
}
