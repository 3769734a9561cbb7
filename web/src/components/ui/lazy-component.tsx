import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { nextTask, whenIdle, whenSettled } from '../../lib/idle';
import { currentLanguage, i18n, loadLanguage } from '../../lib/i18n';
import { Spinner } from './spinner';

/** Waits before each new attempt at a chunk: a few tries, a short backoff, then the error boundary's turn. */
const RETRY_DELAYS_MS = [400, 1200];

/** A screen's (or a part's) code could not be downloaded, even after retrying. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(i18n.t('app.screenDownloadFailed'), { cause });
  }
}

/**
 * The code, and then the words its modules registered in the language shown (issue 36): a screen in Bangla is
 * never drawn in English while its Bangla is on the way.
 */
async function loadInLanguage<Props>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const component = await load();
  await loadLanguage(currentLanguage());
  return component;
}

async function importWithRetry<Props>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await loadInLanguage(load);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  try {
    return await loadInLanguage(load);
  } catch (error) {
    throw new ScreenLoadError(error);
  }
}

export type LazyComponent<Props = object> = {
  Component: ComponentType<Props>;
  /** Downloads the code ahead of its first use. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A screen, or a heavy part of one (the dashboard's chart), whose code is its own chunk. React's `lazy` and
 * React Router's keep a failed download's rejection for good, so what was opened while the server was away
 * stayed broken until a reload. Here a failed download is forgotten: the failure goes to the nearest error
 * boundary, and mounting again (its Retry) downloads afresh. A spinner shows while the code arrives.
 */
export function lazyComponent<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    // In a task of its own: Vite's preload helper appends a <link rel=modulepreload> for each of the chunk's
    // files (~10 ms apiece on a cheap phone), and started from the first screen's effects, together they made
    // one long task that kept the first tap waiting.
    loading ??= nextTask()
      .then(() => importWithRetry(load))
      .then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
    return loading;
  };
  function Component(props: Props) {
    const [download, setDownload] = useState<{ Page?: ComponentType<Props>; error?: unknown }>({
      Page: loaded,
    });
    useEffect(() => {
      if (download.Page) return;
      let mounted = true;
      preload().then(
        (Page) => mounted && setDownload({ Page }),
        (error: unknown) => mounted && setDownload({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [download.Page]);
    if (download.error) throw download.error;
    return download.Page ? <download.Page {...props} /> : <Spinner />;
  }
  return { Component, preload };
}

/**
 * Downloads these parts' code once the screen is idle, so each opens at once when first asked for while the
 * screen's first visit waits for none of it (the counter's panels and dialogs, the receipt printed after a sale,
 * the dashboard's delete dialog). Like the other screens' code, it waits for the screen's data too: on a slow
 * shop network the screen's own requests go first (lib/service-worker.ts).
 */
export function usePreloadWhenIdle(...parts: { preload: () => Promise<unknown> }[]) {
  const client = useQueryClient();
  useEffect(() => {
    void (async () => {
      // The screen draws and asks for its data before the browser's next idle moment.
      await whenIdle();
      await whenSettled(client);
      await whenIdle();
      await Promise.all(parts.map((part) => part.preload().catch(() => undefined)));
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parts are module constants, loaded once
  }, []);
}
