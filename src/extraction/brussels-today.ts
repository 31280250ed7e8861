/** The day in Brussels (YYYY-MM-DD): the tariff and the checks read codes valid on it. */
export const brusselsToday = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
