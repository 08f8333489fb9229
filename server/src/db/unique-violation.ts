/** Both drivers report a unique-key violation as SQLSTATE 23505, possibly wrapped by drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};
