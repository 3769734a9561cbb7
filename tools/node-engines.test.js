import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'));

/** The oldest Node the project promises to run on (package.json's engines, as the README says). */
const oldestNode = semver.minVersion(readJson('package.json').engines.node).version;

/** Every package the lockfile installs whose own engines leave out that Node: `npm ci` warns EBADENGINE for each. */
function packagesNeedingNewerNode(lockfile) {
  return Object.entries(lockfile.packages)
    .filter(([, entry]) => typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(oldestNode, entry.engines.node))
    .map(([where, entry]) => `${where}@${entry.version} wants node ${entry.engines.node}`);
}

describe("the lockfile against package.json's engines", () => {
  it(`installs nothing that needs a Node newer than ${oldestNode}`, () => {
    expect(packagesNeedingNewerNode(readJson('package-lock.json'))).toEqual([]);
  });
});
