import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../server/scripts/bundle.mjs';

// What `npm run build` ships of the server (docs/decisions/0127-every-file-in-a-layer.md): the app and the
// restaurant's commands, never the harness that drives the built app from outside (the sqlmap scan, the tests'
// support). Bundled the way the build does, into a folder of its own so the journeys' dist/ is left alone.
describe("the server's production bundle", () => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-bundle-'));
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it('holds the app and its commands, and none of the sqlmap scan or the test harness', async () => {
    const inputs = await bundleServer(outdir);
    expect(inputs).toContain('src/main.ts');
    expect(inputs).toContain('src/cli/user-create.ts');
    expect(inputs.filter((input) => /^(src\/(support|test)\/|security\/)/.test(input))).toEqual([]);
    const shipped = fs.readdirSync(outdir, { recursive: true }).map(String);
    expect(shipped).toContain('main.js');
    expect(shipped).not.toContain('cli/sqlmap.js');
    for (const file of shipped.filter((name) => name.endsWith('.js')))
      expect(fs.readFileSync(path.join(outdir, file), 'utf8')).not.toMatch(/sqlmap/i);
  }, 60_000);
});
