import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../components/ui/spinner';
import { i18n } from '../lib/i18n';

/** Waits before each new attempt at a screen's code: a few tries, a short backoff, then the route's error. */
const RETRY_DELAYS_MS = [400, 1200];

/** A screen's code could not be downloaded, even after retrying. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(i18n.t('app.screenDownloadFailed'), { cause });
  }
}

async function importWithRetry(load: () => Promise<ComponentType>): Promise<ComponentType> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  try {
    return await load();
  } catch (error) {
    throw new ScreenLoadError(error);
  }
}

export type LazyScreen = {
  Screen: ComponentType;
  /** Downloads the screen's code ahead of its first visit. */
  preload: () => Promise<ComponentType>;
};

/**
 * A screen whose code is its own chunk. React Router's `lazy` keeps a failed download's rejection for good,
 * so a screen opened while the server was away stayed broken until a reload. Here a failed download is
 * forgotten: the failure goes to the route's error element, and the screen mounting again (its Retry)
 * downloads afresh.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= importWithRetry(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Screen() {
    const [download, setDownload] = useState<{ Page?: ComponentType; error?: unknown }>({ Page: loaded });
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
    return download.Page ? <download.Page /> : <Spinner />;
  }
  return { Screen, preload };
}
