import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: repoRoot });

/** The restricted-import errors ESLint reports for one import line written in a file of the web. */
async function importErrors(file, line) {
  const [result] = await eslint.lintText(`${line}\nexport { x };\n`, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

const SETS_UP_A_FORM = [
  "import { useForm as x } from 'react-hook-form';",
  "import { FormProvider as x } from 'react-hook-form';",
  "import { zodResolver as x } from '@hookform/resolvers/zod';",
];

describe('one way to write a form (ADR 0071, 0125)', () => {
  it.each(SETS_UP_A_FORM)('reports a screen that sets up its own form: %s', async (line) => {
    const errors = await importErrors('web/src/features/costs/probe.tsx', line);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('<Form schema onSubmit>');
  });

  it('lets the Form component set one up, and the fields reach it through the context', async () => {
    expect(await importErrors('web/src/components/ui/form-field.tsx', SETS_UP_A_FORM[0])).toEqual([]);
    expect(await importErrors('web/src/components/ui/form-field.tsx', SETS_UP_A_FORM[2])).toEqual([]);
    const context = "import { useFormContext as x } from 'react-hook-form';";
    expect(await importErrors('web/src/features/costs/probe.tsx', context)).toEqual([]);
  });
});
