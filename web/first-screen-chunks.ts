import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

const SOURCE = new URL('./src/', import.meta.url).pathname;
/** The app's shell, and the screens a restaurant opens first on a fresh tablet: sign-in, dashboard, counter. */
const ENTRY = `${SOURCE}main.tsx`;
const SIGN_IN = `${SOURCE}features/auth/login-page.tsx`;
const FRAME = `${SOURCE}app/dashboard-layout.tsx`;
const HOME = `${SOURCE}app/dashboard-home-page.tsx`;
const COUNTER = `${SOURCE}app/counter-screens.tsx`;
/** What the sign-in page downloads once it has drawn: its form's schema, and the failure envelope's with a failure. */
const SIGN_IN_LATER = [
  `${SOURCE}features/auth/login-form.ts`,
  new URL('../contract/src/envelope.ts', import.meta.url).pathname,
];
/**
 * react-i18next's index re-exports `Trans`, which only the recipes screen draws with; every importer of the index
 * reaches it in the module graph, so it is named here: the shell would otherwise carry its 3 KB to every screen.
 */
const NOT_THE_SHELLS =
  /node_modules\/(react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js|html-parse-stringify\/)/;

/** Every module `from` imports statically, itself included. */
function staticallyReached(graph: ChunkingContext, from: string): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

const union = (...sets: Set<string>[]) => new Set(sets.flatMap((set) => [...set]));

/**
 * The file a module goes to, by the moments that need it: the sign-in page's drawing, what it downloads once
 * drawn, the dashboard's and the counter's first visit. The sign-in page draws without the signed-in screens'
 * code, and the dashboard without the sign-in form's: the form library is a file the sign-in page and the
 * counter share. Once drawn, the sign-in page downloads its schema with zod, which the frame carries: a visitor
 * of /login signs in next, and the dashboard then finds its frame there already.
 */
function chunkFor(
  signIn: boolean,
  signInLater: boolean,
  dashboard: boolean,
  counter: boolean,
): string | null {
  if (signIn) return dashboard ? null : counter ? 'forms' : 'sign-in';
  if (dashboard && counter) return 'frame';
  if (signInLater && counter) return 'forms';
  return dashboard ? 'home' : counter ? 'counter' : null;
}

/** Which chunk each module of the first screens goes to, worked out once per build from the module graph. */
function assignments(graph: ChunkingContext): Map<string, string> {
  const shell = staticallyReached(graph, ENTRY);
  const frame = staticallyReached(graph, FRAME);
  const signIn = staticallyReached(graph, SIGN_IN);
  const signInLater = union(...SIGN_IN_LATER.map((id) => staticallyReached(graph, id)));
  const dashboard = union(frame, staticallyReached(graph, HOME));
  const counter = union(frame, staticallyReached(graph, COUNTER));
  const chunks = new Map<string, string>();
  for (const id of shell) if (!NOT_THE_SHELLS.test(id)) chunks.set(id, 'shell');
  for (const id of union(signIn, signInLater, dashboard, counter)) {
    if (shell.has(id)) continue;
    const name = chunkFor(signIn.has(id), signInLater.has(id), dashboard.has(id), counter.has(id));
    if (name) chunks.set(id, name);
  }
  return chunks;
}

/** Per build: Rolldown hands every call of one build the same module graph, and a new one to the next build. */
const assignedIn = new WeakMap<ChunkingContext, Map<string, string>>();

/**
 * The first screens' code in a few files rather than twenty: the server speaks HTTP/1.1, so a browser fetches
 * six files at a time, and on a slow link every further round of six cost the dashboard ~0.5 s before it could
 * draw (docs/performance.md#files-in-a-few-rounds). The shell is one file too: left to the bundler, what it shares with the screens' chunks came
 * as eight files of 0.4–22 KB, each with its own headers and compressed apart. Other screens keep the
 * bundler's own splitting.
 */
export const firstScreenChunks: CodeSplittingGroup = {
  debugName: 'first screens',
  name: (id, graph) => {
    let assigned = assignedIn.get(graph);
    if (!assigned) assignedIn.set(graph, (assigned = assignments(graph)));
    return assigned.get(id) ?? null;
  },
};
