import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { BACKUP_RETENTION_DAYS, backupFileName, runDailyBackup } from './daily-backup';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-daily-backup-'));
const backups = path.join(dataDir, 'backups');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the automatic daily backup', () => {
  // Dhaka is UTC+6: 17:30Z is 23:30 on 10 March there, and the business day turns at 18:00Z.
  const lateEvening = new Date('2025-03-10T17:30:00Z');
  const options = () => ({ dataDir, url: ctx.url, timeZone: 'Asia/Dhaka' });

  it('writes one dump per business day in the restaurant time zone, private to the app user', async () => {
    const file = await runDailyBackup({ ...options(), now: () => lateEvening });
    expect(file).toBe(path.join(backups, 'dastarkhan-2025-03-10.dump'));
    expect(fs.statSync(file!).mode & 0o777).toBe(0o600);
    // A later check the same day leaves it alone; after midnight in Dhaka a new day starts.
    expect(
      await runDailyBackup({ ...options(), now: () => new Date('2025-03-10T17:59:00Z') }),
    ).toBeUndefined();
    expect(await runDailyBackup({ ...options(), now: () => new Date('2025-03-10T18:00:00Z') })).toBe(
      path.join(backups, 'dastarkhan-2025-03-11.dump'),
    );
  });

  it(`keeps ${BACKUP_RETENTION_DAYS} days of daily dumps and never deletes manual ones`, async () => {
    const old = ['2025-02-20', '2025-02-24', '2025-02-25', '2025-03-01'].map(
      (day) => `dastarkhan-${day}.dump`,
    );
    const manual = 'dastarkhan-2025-01-01-101500-manual.dump';
    for (const name of [...old, manual]) fs.writeFileSync(path.join(backups, name), 'x');

    await runDailyBackup({ ...options(), now: () => new Date('2025-03-11T06:00:00Z') });
    // 11 March minus 14 days is 25 February: that day is kept, anything older goes.
    expect(fs.readdirSync(backups).sort()).toEqual([
      manual,
      'dastarkhan-2025-02-25.dump',
      'dastarkhan-2025-03-01.dump',
      'dastarkhan-2025-03-10.dump',
      'dastarkhan-2025-03-11.dump',
    ]);
  });

  it('names manual backups by their local time so they sort with the daily ones', () => {
    expect(backupFileName(lateEvening, 'Asia/Dhaka', 'manual')).toBe(
      'dastarkhan-2025-03-10-233000-manual.dump',
    );
  });
});
