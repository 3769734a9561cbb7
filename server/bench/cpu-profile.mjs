// A V8 CPU profile of the app under test, written when it exits: Node refuses `--cpu-prof` in NODE_OPTIONS,
// which is how the bench passes options to the app, so this does the same through the inspector.
//   APP_NODE_OPTIONS="--import ./bench/cpu-profile.mjs" CPU_PROFILE=/tmp/app.cpuprofile npm run bench -w server -- …
// Open the file in Chrome DevTools (Performance) or sum it with any .cpuprofile reader.
import fs from 'node:fs';
import inspector from 'node:inspector';

const file = process.env.CPU_PROFILE ?? `app-${process.pid}.cpuprofile`;
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
    if (!error) fs.writeFileSync(file, JSON.stringify(result.profile));
  });
});
