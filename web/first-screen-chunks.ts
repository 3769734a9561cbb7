import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

const SOURCE = new URL('./src/', import.meta.url).pathname;
/** The sign-in page, and the two screens a restaurant opens first on a fresh tablet. */
const ENTRY = `${SOURCE}main.tsx`;
const FRAME = `${SOURCE}app/dashboard-layout.tsx`;
const HOME = `${SOURCE}app/dashboard-home-page.tsx`;
const COUNTER = `${SOURCE}app/new-receipt-page.tsx`;

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

const minus = (set: Set<string>, ...others: Set<string>[]) =>
  new Set([...set].filter((id) => !others.some((other) => other.has(id))));

/** Which chunk each module of the first screens goes to, worked out once per build from the module graph. */
function assignments(graph: ChunkingContext): Map<string, string> {
  const signIn = staticallyReached(graph, ENTRY);
  const home = staticallyReached(graph, HOME);
  const counter = staticallyReached(graph, COUNTER);
  // What the dashboard and the counter share travels with the frame both are drawn in.
  const frame = minus(
    new Set([...staticallyReached(graph, FRAME), ...[...home].filter((id) => counter.has(id))]),
    signIn,
  );
  const chunks = new Map<string, string>();
  for (const id of frame) chunks.set(id, 'frame');
  for (const id of minus(home, signIn, frame)) chunks.set(id, 'home');
  for (const id of minus(counter, signIn, frame)) chunks.set(id, 'counter');
  return chunks;
}

/** Per build: Rolldown hands every call of one build the same module graph, and a new one to the next build. */
const assignedIn = new WeakMap<ChunkingContext, Map<string, string>>();

/**
 * The first screens' code in a few files rather than twenty: the server speaks HTTP/1.1, so a browser fetches
 * six files at a time, and on a slow link every further round of six cost the dashboard ~0.5 s before it could
 * draw (docs/performance.md#files-in-a-few-rounds). Other screens keep the bundler's own splitting.
 */
export const firstScreenChunks: CodeSplittingGroup = {
  name: (id, graph) => {
    let assigned = assignedIn.get(graph);
    if (!assigned) assignedIn.set(graph, (assigned = assignments(graph)));
    return assigned.get(id) ?? null;
  },
};
