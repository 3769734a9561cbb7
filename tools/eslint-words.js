import i18next from 'eslint-plugin-i18next';

/**
 * Every word the web shows comes from the catalogue (web/src/lib/i18n/en-*.ts, ADR 0073). Two rules say so:
 *
 * - `i18next/no-literal-string` in jsx-only mode: no bare text between tags and no string literal anywhere in
 *   JSX (children, conditionals, user-facing props), except in the attributes below, which carry routes, ids,
 *   class names, variants or handlers, never words.
 * - `no-restricted-syntax`: outside JSX, no literal words in a toast, a confirm question, an error fallback, a
 *   zod message or a property that names words (label, title, header, …).
 *
 * Text without a letter (—, …, ✕, 🗑️, 01712345678), a catalogue key ('auth.toLogin') and a route ('/login') are
 * not words and pass.
 */

/** Not words: no letter at all, a catalogue key, or an app route. */
const NOT_WORDS = [/^[^\p{L}]+$/u, /^[a-z]\w*(\.[\w-]+)+$/, /^\/[\w/-]*$/];

/** JSX attributes that never hold words: full-match patterns. */
const TECHNICAL_ATTRIBUTES = [
  'className',
  'wrapperClassName',
  'style',
  'type',
  'key',
  'id',
  'form',
  'width',
  'height',
  'to',
  'href',
  'src',
  'name',
  'as',
  'variant',
  'kind',
  'size',
  'tone',
  'mode',
  'reValidateMode',
  'icon',
  'status',
  'position',
  'autoComplete',
  'autoCapitalize',
  'inputMode',
  'role',
  'prefix',
  'testId',
  'data-testid',
  'dataKey',
  'interval',
  'fill',
  'strokeDasharray',
  'i18nKey',
  // A language tag (lang="bn" on a Bangla name, issue 36).
  'lang',
  'rowKey',
  'rowsOf',
  'aria-controls',
  'aria-autocomplete',
  'aria-current',
  'aria-labelledby',
  'aria-describedby',
  'on[A-Z].*',
];

/** Properties whose value is read by a person, wherever the object is. */
const WORD_PROPERTIES =
  'label|title|header|heading|message|fallback|placeholder|empty|hint|description|caption|confirmLabel|question|linkLabel|pendingLabel|toast|error';

/** A literal with a letter that is not a catalogue key, as an esquery regex. */
const WORDS = '/^(?![a-z]\\w*(\\.[\\w-]+)+$)[^]*[A-Za-z]/';

export const wordsInCatalogue = [
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': { exclude: TECHNICAL_ATTRIBUTES },
          words: { exclude: NOT_WORDS },
          // Console lines are for developers, not screens.
          'object-properties': { exclude: ['log'] },
          callees: { exclude: ['t', 'i18n\\.t', 'cn', 'buttonClasses', 'navigate', 'useListParams'] },
          message: 'Words on screen come from the catalogue (web/src/lib/i18n/en-*.ts) through t()',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/lib/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.object.name='toast'] > :matches(Literal[value=${WORDS}], TemplateLiteral)`,
          message: "A toast's words come from the catalogue: toast.success(t('…')).",
        },
        {
          selector: `CallExpression[callee.name=/^(confirm|errorMessage|failureMessage)$/] > :matches(Literal[value=${WORDS}], TemplateLiteral)`,
          message: 'Questions and error fallbacks come from the catalogue: t(…).',
        },
        {
          selector: `CallExpression[callee.property.name=/^(min|max|length|refine|regex|email|url)$/] > :matches(Literal[value=${WORDS}], TemplateLiteral)`,
          message: "A form's own messages come from the catalogue: { error: () => i18n.t('…') }.",
        },
        {
          selector: `Property[key.name=/^(${WORD_PROPERTIES})$/][value.type='Literal'][value.value=${WORDS}]`,
          message: 'Words come from the catalogue: t(…).',
        },
        {
          selector: `Property[key.name=/^(${WORD_PROPERTIES})$/][value.type='TemplateLiteral']`,
          message: 'Words come from the catalogue: t(…).',
        },
        {
          selector: `AssignmentPattern[left.name=/(label|Label|title|Title|message)$/][right.type='Literal'][right.value=${WORDS}]`,
          message: 'A default label comes from the catalogue: t(…).',
        },
      ],
    },
  },
];
