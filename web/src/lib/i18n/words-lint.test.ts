import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** What the repository's own ESLint config (eslint.config.js) says about a screen file with this code. */
async function wordsFindings(code: string): Promise<string[]> {
  // Run from the repository root, as `npm run check` and `npm run test:unit` are.
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath: 'web/src/features/demo/demo-page.tsx' });
  return (result?.messages ?? [])
    .filter((message) => ['i18next/no-literal-string', 'no-restricted-syntax'].includes(message.ruleId ?? ''))
    .map((message) => `${message.line}: ${message.ruleId}`);
}

const HEADER = `import { toast } from 'sonner';
import { useTranslation } from '../../lib/i18n';
declare function confirm(question: string): Promise<boolean>;
declare function errorMessage(error: unknown, fallback: string): string;
`;

// The first call loads the whole typed ESLint config: seconds alone, more beside the suite (as the tools project).
describe('the lint rule that keeps words in the catalogue', { timeout: 30_000 }, () => {
  it('fails a screen that shows words of its own: bare text, a user-facing attribute, a toast, a question, a fallback', async () => {
    const findings = await wordsFindings(`${HEADER}
export function DemoPage({ error }: { error: unknown }) {
  const save = async () => {
    if (await confirm('Are you sure?')) toast.success('Saved!');
    toast.error(errorMessage(error, 'Failed to save'));
  };
  return (
    <section aria-label="Demo">
      <h1>Daily specials</h1>
      <input placeholder="Search dishes" />
      <p>{error ? 'Something failed' : null}</p>
      <button type="button" onClick={() => void save()} />
    </section>
  );
}
`);
    expect(findings).toEqual([
      '8: no-restricted-syntax',
      '8: no-restricted-syntax',
      '9: no-restricted-syntax',
      '12: i18next/no-literal-string',
      '13: i18next/no-literal-string',
      '14: i18next/no-literal-string',
      '15: i18next/no-literal-string',
    ]);
  });

  it('passes the same screen when its words come through t(), beside routes, classes and symbols', async () => {
    const findings = await wordsFindings(`${HEADER}
import { Link } from 'react-router';
export function DemoPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const save = async () => {
    if (await confirm(t('common.pleaseConfirm'))) toast.success(t('common.save'));
    toast.error(errorMessage(error, t('common.unknownError')));
  };
  return (
    <section aria-label={t('dashboard.title')} className="space-y-4">
      <h1>{t('dashboard.title')}</h1>
      <input type="search" placeholder={t('invoices.search')} />
      <p>{error ? t('common.error') : '—'}</p>
      <Link to="/dashboard">✕</Link>
      <button type="button" onClick={() => void save()} />
    </section>
  );
}
`);
    expect(findings).toEqual([]);
  });
});
