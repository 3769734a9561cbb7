/**
 * React's API served by Preact's compatibility layer: the same components, hooks and libraries in 11 KB of
 * script instead of 58 KB, so the sign-in page fits a tablet's first 100 KB (ADR 0092). The React packages
 * stay installed for the libraries' peer dependencies and for the types; the build and the tests run Preact.
 */
export const reactAsPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
