import { TtlCache } from '../../lib/ttl-cache';

const WINDOW_MS = 15 * 60_000;

/**
 * Failed sign-ins per email: after `maxFailures` in 15 minutes that account is locked for the rest of
 * the window, whichever IP the attempts come from (the per-IP limit is the route's rate limit).
 */
export class LoginThrottle {
  private readonly failures = new TtlCache<string, { count: number; resetAt: number }>(50_000);

  constructor(private readonly maxFailures: number) {}

  /** Seconds until the email may try again, or 0 when it may try now. */
  retryAfter(email: string): number {
    const entry = this.failures.get(email.toLowerCase());
    if (!entry || entry.count < this.maxFailures) return 0;
    return Math.ceil((entry.resetAt - Date.now()) / 1000);
  }

  recordFailure(email: string): void {
    const key = email.toLowerCase();
    const entry = this.failures.get(key) ?? { count: 0, resetAt: Date.now() + WINDOW_MS };
    this.failures.set(key, { count: entry.count + 1, resetAt: entry.resetAt }, entry.resetAt - Date.now());
  }

  reset(email: string): void {
    this.failures.delete(email.toLowerCase());
  }
}
