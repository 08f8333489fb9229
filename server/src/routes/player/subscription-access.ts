import { and, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { userSubscriptions } from '../../db/schema/entitlement.ts';

/**
 * Whether a subscription grants access now, on the commerce clock: ACTIVE without subState PENDING and not
 * past its end date (commerce §4 active), or CANCELED while its paid period (or trial) still runs: a cancel
 * takes effect at the period's end, when the renewal job turns it INACTIVE.
 */
export const grantsAccess = (): SQL =>
  or(
    and(
      eq(userSubscriptions.state, 'ACTIVE'),
      isNull(userSubscriptions.subState),
      or(isNull(userSubscriptions.endDate), gt(userSubscriptions.endDate, sql`commerce_now()`)),
    ),
    and(
      eq(userSubscriptions.state, 'CANCELED'),
      isNull(userSubscriptions.subState),
      isNotNull(userSubscriptions.endDate),
      gt(userSubscriptions.endDate, sql`commerce_now()`),
    ),
  ) as SQL;
