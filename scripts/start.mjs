// npm start: install if needed, build, then serve API and app from one process on the embedded database.
import { spawn } from 'node:child_process';
import { ensureInstalled, run } from './ensure-install.mjs';

ensureInstalled();
run('npm', ['run', 'build', '--silent']);

const server = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit' });
// Ctrl-C and `kill -TERM -group` reach the server directly; pass on a signal sent to this process alone.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
