import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config/paths';

export type AppProcess = {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Resolves with the URL the app prints once it serves; rejects if it exits first. */
  serving: Promise<string>;
};

export type AppProcessOptions = {
  env: NodeJS.ProcessEnv;
  entry?: 'dist' | 'source';
  /** Another checkout's server folder, to run that build instead (the bench compares with older code). */
  root?: string;
};

/**
 * Runs the app as its own process, as `npm start` does: `dist` runs the built bundle (the root `npm test`
 * builds first), `source` runs src/main.ts through tsx.
 */
export function spawnApp({ env, entry = 'dist', root = serverRoot }: AppProcessOptions): AppProcess {
  const main = path.join(root, entry === 'dist' ? 'dist/main.js' : 'src/main.ts');
  if (!fs.existsSync(main))
    throw new Error(`${main} is missing: run \`npm run build\` first (the root \`npm test\` does).`);
  const child = spawn(process.execPath, entry === 'dist' ? [main] : ['--import', 'tsx', main], {
    cwd: root,
    // At info the app logs its start, stop and database events (read below and by tests), not its requests.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const serving = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      chunks.push(chunk.toString());
      const match = /running at http:\/\/localhost:(\d+)/.exec(chunks.join(''));
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) =>
      reject(new Error(`the app exited (${code}) before serving:\n${chunks.join('')}`)),
    );
  });
  serving.catch(() => undefined);
  return { child, output: () => chunks.join(''), exited, serving };
}

/** Spawns the app and waits until it serves. */
export async function startApp(options: AppProcessOptions): Promise<AppProcess & { url: string }> {
  const app = spawnApp(options);
  return { ...app, url: await app.serving };
}

/** SIGTERM, then the exit code. */
export async function stopApp(app: AppProcess): Promise<number | string> {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
  return app.exited;
}
