import { LRUCache } from 'lru-cache';

/** The first wait once the free failures are used up; each further failure doubles it, up to the cap. */
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;
/**
 * A count is forgotten once its wait is over and this long has passed without another failure: longer than
 * the longest wait, so that pausing for a fresh set of free failures is no faster than waiting them out.
 */
const QUIET_MS = 60 * 60_000;

type Count = { failures: number; lastAt: number };

/** Failed sign-ins per key; after `freeFailures` each new failure makes the key wait longer. */
class FailureCount {
  private readonly counts: LRUCache<string, Count>;

  constructor(
    private readonly freeFailures: number,
    private readonly now: () => number,
  ) {
    // Expiry reads the app's clock on every check (ttlResolution 0), so a test that moves the clock sees it at once.
    this.counts = new LRUCache({ max: 50_000, perf: { now }, ttlResolution: 0 });
  }

  /** When the key may try again (0 when it may try now). */
  waitUntil(key: string): number {
    const count = this.counts.get(key);
    return count ? this.endOfWait(count) : 0;
  }

  add(key: string): void {
    this.store(key, { failures: (this.counts.get(key)?.failures ?? 0) + 1, lastAt: this.now() });
  }

  /** Takes back one failure added by `add` (the attempt turned out to be right). */
  takeBack(key: string): void {
    const count = this.counts.get(key);
    if (!count || count.failures <= 1) this.counts.delete(key);
    else this.store(key, { ...count, failures: count.failures - 1 });
  }

  clear(key: string): void {
    this.counts.delete(key);
  }

  private endOfWait({ failures, lastAt }: Count): number {
    if (failures < this.freeFailures) return 0;
    const doublings = Math.min(failures - this.freeFailures, 10);
    return lastAt + Math.min(FIRST_WAIT_MS * 2 ** doublings, MAX_WAIT_MS);
  }

  private store(key: string, count: Count): void {
    const forgetAt = Math.max(this.endOfWait(count), count.lastAt) + QUIET_MS;
    this.counts.set(key, count, { ttl: forgetAt - this.now() });
  }
}

/**
 * Slows password guessing without letting a stranger lock the owner out (docs/decisions/0050): failures are
 * counted per (client address, account) and per client address, never per account alone, so guesses from
 * one address hold off that address only.
 */
export class LoginThrottle {
  private readonly byAccount: FailureCount;
  private readonly byAddress: FailureCount;

  constructor(
    limits: { loginFailuresPerAccount: number; loginFailuresPerAddress: number },
    private readonly now: () => number,
  ) {
    this.byAccount = new FailureCount(limits.loginFailuresPerAccount, now);
    this.byAddress = new FailureCount(limits.loginFailuresPerAddress, now);
  }

  /**
   * Seconds the address must wait before trying the account again, or 0 — and then the attempt already counts
   * as a failure until `succeeded` is called, so a burst of parallel guesses is counted before any is checked.
   */
  attempt(address: string, email: string): number {
    const pair = pairKey(address, email);
    const until = Math.max(this.byAccount.waitUntil(pair), this.byAddress.waitUntil(address));
    const wait = until - this.now();
    if (wait > 0) return Math.ceil(wait / 1000);
    this.byAccount.add(pair);
    this.byAddress.add(address);
    return 0;
  }

  /** The password was right: the pair starts afresh and the address's count loses this attempt. */
  succeeded(address: string, email: string): void {
    this.byAccount.clear(pairKey(address, email));
    this.byAddress.takeBack(address);
  }

  /** The attempt could not be checked (the server failed): it does not count. */
  takeBack(address: string, email: string): void {
    this.byAccount.takeBack(pairKey(address, email));
    this.byAddress.takeBack(address);
  }
}

const pairKey = (address: string, email: string) => `${address} ${email.toLowerCase()}`;
