import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

function isLiveApp(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A recycled pid that now belongs to something else is not our app.
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** One app per data folder: a second one is refused with a clear message; a dead app's lock is taken over. */
export function acquireAppLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'app.pid');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.existsSync(lockFile) && fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) {
          fs.rmSync(lockFile, { force: true });
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (isLiveApp(holder)) {
        throw new DataDirInUseError(
          `Another Dastarkhan app (pid ${holder}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to a different folder.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}`);
}
