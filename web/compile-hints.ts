import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of a file that starts
 * with it is compiled while the file downloads, on a background thread, instead of on the main thread the first
 * time it is called. The counter's cold load compiled 90–145 ms on the main thread without it, ~5 ms with it
 * (docs/performance.md#code-compiled-while-it-downloads). It only counts as the file's very first line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type BundleHook = (
  this: unknown,
  options: unknown,
  bundle: OutputBundle,
  isWrite: boolean,
) => Promise<void> | void;

/**
 * Puts the hint on every chunk: a chunk is only compiled when a screen or the idle prefetch loads it, and then
 * in the background, so a screen opened later finds its code compiled too. The hint has to go after Vite writes
 * its preload map at the top of a chunk (vite:build-import-analysis) and before the brotli and gzip copies are
 * made, which vite-plugin-compression2 does inside that same hook; so this extends the hook, as the compression
 * plugin does, and sorts before it.
 */
export function compileHints(): Plugin {
  return {
    name: 'dastarkhan:compile-hints',
    apply: 'build',
    configResolved(config) {
      const importAnalysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      const writesPreloadMap = importAnalysis?.generateBundle;
      if (typeof writesPreloadMap !== 'function') {
        throw new Error('compile hints: vite:build-import-analysis no longer has a generateBundle function');
      }
      const hinted: BundleHook = async function (options, bundle, isWrite) {
        await (writesPreloadMap as BundleHook).call(this, options, bundle, isWrite);
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT))
            file.code = COMPILE_HINT + file.code;
        }
      };
      Object.assign(importAnalysis!, { generateBundle: hinted });
    },
  };
}
