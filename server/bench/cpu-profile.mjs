// A V8 CPU profile of the app under test, written when it exits: Node refuses `--cpu-prof` in NODE_OPTIONS,
// which is how the bench passes options to the app, so this does the same through the inspector.
//   APP_NODE_OPTIONS="--import ./bench/cpu-profile.mjs" npm run bench -- --only year
// writes the app's profile to CPU_PROFILE (default: the temporary folder); open it in Chrome DevTools.
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';

const file = process.env.CPU_PROFILE ?? path.join(os.tmpdir(), `app-${process.pid}.cpuprofile`);
const session = new inspector.Session();
session.connect();
// The in-process session answers synchronously, so the profile is on disk before `exit` returns.
session.post('Profiler.enable');
session.post('Profiler.start');
// A process that leaves SIGTERM to its default (the bare server) would end without `exit`: end it the same way.
process.once('SIGTERM', () => {
  if (process.listenerCount('SIGTERM') === 0) process.exit(143);
});
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    fs.writeFileSync(file, JSON.stringify(result.profile));
    console.error(`CPU profile: ${file}`);
  });
});
