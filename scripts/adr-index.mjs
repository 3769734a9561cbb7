// Writes docs/decisions/README.md, the index of the decision records, from the records themselves (their title,
// Status and Date lines). `--check` writes nothing and fails when the index is out of date or a record lacks
// a Status or a Date line: `npm run check` runs it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const folder = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'docs', 'decisions');
const indexFile = path.join(folder, 'README.md');
const RECORD = /^(\d{4})-.+\.md$/;

const problems = [];
const rows = fs
  .readdirSync(folder)
  .filter((file) => RECORD.test(file) && !file.startsWith('0000-'))
  .sort()
  .map((file) => {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    const line = (pattern) => text.match(pattern)?.[1]?.trim();
    const title = line(/^# \d{4}\s*(?:—|-)?\s*(.+)$/m);
    const status = line(/^Status:\s*(.+)$/m);
    const date = line(/^Date:\s*(\d{4}-\d{2}-\d{2})\s*$/m);
    if (!title) problems.push(`${file}: no "# NNNN Title" line`);
    if (!status) problems.push(`${file}: no "Status:" line`);
    if (!date) problems.push(`${file}: no "Date: YYYY-MM-DD" line`);
    return `- [${RECORD.exec(file)[1]}](${file}) ${title} · ${status} · ${date}`;
  });

const markdown = `# Decision records

Why the code is the way it is, one decision per file, numbered in the order they were taken. A new record starts
from [0000-template.md](0000-template.md) (Status, Date, Context, Decision, Consequences) and takes the next free
number; when it changes an earlier decision, both Status lines say so. This index is generated from the records:
run \`npm run docs:adr-index\` after adding or editing one (\`npm run check\` fails while it is out of date).
Each line: number, decision, status, date.

${rows.join('\n')}
`;
const index = await prettier.format(markdown, {
  ...(await prettier.resolveConfig(indexFile)),
  filepath: indexFile,
});

if (problems.length > 0) {
  console.error(`Decision records without their header lines:\n${problems.join('\n')}`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  const current = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
  if (current !== index) {
    console.error('docs/decisions/README.md is out of date: run `npm run docs:adr-index`.');
    process.exit(1);
  }
} else {
  fs.writeFileSync(indexFile, index);
  console.log(`docs/decisions/README.md: ${rows.length} records`);
}
