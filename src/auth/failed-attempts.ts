/**
 * Failed authentications per peer address in a fixed window. Past the limit the answer is 429,
 * not 401: guessing keys or tokens costs time, and a caller cannot buy a new budget by presenting
 * another forged credential. The address is the real peer unless it is a trusted proxy.
 */
export interface FailedAttempts {
  /** Counts one failure; true when the address is over its limit. */
  fail(address: string, now?: number): boolean;
  /** Seconds until the address's window ends. */
  retryAfter(address: string, now?: number): number;
}

export const failedAttempts = (
  limit: number,
  windowMs: number,
  maxAddresses = 100_000,
): FailedAttempts => {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    fail(address, now = Date.now()) {
      let window = windows.get(address);
      if (!window || window.endsAt <= now) {
        if (windows.size >= maxAddresses) windows.clear();
        window = { count: 0, endsAt: now + windowMs };
        windows.set(address, window);
      }
      window.count += 1;
      return window.count > limit;
    },
    retryAfter(address, now = Date.now()) {
      const window = windows.get(address);
      return window ? Math.max(1, Math.ceil((window.endsAt - now) / 1000)) : 1;
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    failedAuthentications?: FailedAttempts;
  }
}
