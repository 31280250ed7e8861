/** PostgreSQL's unique_violation, through drizzle's error wrapper, optionally for one constraint. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return cause.code === '23505' && (constraint === undefined || cause.constraint === constraint);
};
