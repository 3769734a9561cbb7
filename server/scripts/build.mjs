// Bundles the server and its command-line tools into dist/ (scripts/bundle.mjs).
import { bundleServer, serverEntries } from './bundle.mjs';

await bundleServer('dist');
console.log(`server bundle: dist/main.js and ${serverEntries().length - 1} command(s)`);
