import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: repoRoot });

/** A function of `lines` lines of code, and blank and comment lines between them, which the rule does not count. */
function functionOf(lines, { jsx = false } = {}) {
  // The lines around the body: the signature, `return total;` and `}`; or the signature, `return (`, `<div>`,
  // `</div>`, `);` and `}`.
  const body = Array.from({ length: lines - (jsx ? 6 : 3) }, (_, n) =>
    jsx ? `      <p>{${n}}</p>\n` : `  total += ${n};\n\n  // a comment`,
  );
  return jsx
    ? `export function Probe() {\n  return (\n    <div>\n${body.join('\n')}\n    </div>\n  );\n}\n`
    : `export function probe(total: number) {\n${body.join('\n')}\n  return total;\n}\n`;
}

/** The function-length errors ESLint reports for `source` written in a (not necessarily existing) file. */
async function lengthErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'max-lines-per-function');
}

// No function over 100 lines of code in the app (issue 31); the demo seed, the bench and tests are exempt.
describe('the function length lint', () => {
  it.each([
    ['server/src/features/costs/probe.ts', functionOf(101)],
    ['server/src/test/probe.ts', functionOf(101)],
    ['web/src/features/costs/probe.tsx', functionOf(101, { jsx: true })],
  ])('reports a function over 100 lines of code in %s', async (file, source) => {
    expect(await lengthErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ['server/src/features/costs/probe.ts', functionOf(100)],
    ['web/src/features/costs/probe.tsx', functionOf(100, { jsx: true })],
    ['server/src/seed/probe.ts', functionOf(150)],
    ['server/src/features/costs/probe.test.ts', functionOf(150)],
    ['web/src/features/costs/probe.test.tsx', functionOf(150, { jsx: true })],
  ])('lets %s have a long function (%#)', async (file, source) => {
    expect(await lengthErrors(file, source)).toEqual([]);
  });
});
