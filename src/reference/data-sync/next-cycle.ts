/** SPEC.md "Reference data": the daily sync cycle runs at 02:00 UTC (the jobs' cron `0 2 * * *`). */
export const DAILY_CYCLE_HOUR_UTC = 2;

/** The next 02:00 UTC strictly after `now`. */
export const nextDailyCycle = (now: Date): Date => {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_CYCLE_HOUR_UTC),
  );
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
};
