/**
 * Offline mode: whether this visit's service worker precaches the whole site
 * and answers from that cache. The plugin's `offlineModeActivationStrategies`
 * option names the signals that turn it on; any one of them is enough.
 */
export type OfflineModeStrategy = 'always' | 'mobile' | 'saveData' | 'appInstalled' | 'standalone' | 'queryString';

/** Reads one signal; may be async (installed related apps are). */
export type OfflineModeSignals = Record<OfflineModeStrategy, () => boolean | Promise<boolean>>;

/** Widest viewport the `mobile` strategy counts as a phone: the theme's mobile breakpoint. */
export const MOBILE_MAX_WIDTH = 996;

/**
 * The configured strategies whose signal holds, in configuration order. A name
 * this code does not know, or a signal that fails (an API the browser lacks,
 * a call refused inside an iframe), counts as off: offline mode is an extra,
 * never a reason for the registration to fail.
 */
export async function activeOfflineModeStrategies(
  configured: readonly string[],
  signals: OfflineModeSignals,
): Promise<OfflineModeStrategy[]> {
  const known = configured.filter((name): name is OfflineModeStrategy => Object.prototype.hasOwnProperty.call(signals, name));
  const states = await Promise.all(
    known.map(async (name) => {
      try {
        return (await signals[name]()) === true;
      } catch {
        return false;
      }
    }),
  );
  return known.filter((_, index) => states[index]);
}

/** The worker script URL; the worker reads its mode from the `params` query parameter. */
export function serviceWorkerUrl(scriptPath: string, params: {offlineMode: boolean; debug: boolean}): string {
  return `${scriptPath}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

/** Offline mode of an installed worker, read from its script URL (`serviceWorkerUrl`). */
export function workerOfflineMode(scriptUrl: string | null | undefined): boolean {
  if (!scriptUrl) {
    return false;
  }
  try {
    const params: unknown = JSON.parse(new URL(scriptUrl).searchParams.get('params') ?? 'null');
    return typeof params === 'object' && params !== null && (params as {offlineMode?: unknown}).offlineMode === true;
  } catch {
    return false;
  }
}

/**
 * Whether this visit's worker runs in offline mode. Offline mode, once on,
 * stays on: the precache is the point of it, and a worker registered without
 * it on the next visit (a link without `?offlineMode=true`) would replace the
 * installed one and empty the cache. `?offlineMode=false` is the way out.
 */
export function keepsOfflineMode({
  signalled,
  installedWorkerOffline,
  search,
}: {
  /** A configured strategy holds for this visit. */
  signalled: boolean;
  installedWorkerOffline: boolean;
  /** The page's query string. */
  search: string;
}): boolean {
  if (new URLSearchParams(search).get('offlineMode') === 'false') {
    return false;
  }
  return signalled || installedWorkerOffline;
}
