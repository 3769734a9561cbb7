import fs from 'node:fs';

// Debian's Chromium; Playwright's own browser download is not used. Its headless shell (apt-get install
// chromium-headless-shell) runs the journeys in half the time of the full browser (ADR 0079), so it is
// preferred when installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Flags that keep Chromium from doing work of its own while it is measured or driven. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
