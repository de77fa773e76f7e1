import {createStorageSlot} from '@docusaurus/theme-common';
import {
  activeOfflineModeStrategies,
  keepsOfflineMode,
  MOBILE_MAX_WIDTH,
  serviceWorkerUrl,
  workerOfflineMode,
  type OfflineModeSignals,
} from './offlineMode';
import {onWorkerWaiting} from './waitingWorker';

/**
 * The site's service-worker registration, in place of the PWA plugin's own
 * (the plugin's `swRegister` option points at the client module that loads
 * this one). It does what the plugin's does, on the browser's own API: the
 * plugin's goes through workbox-window, 2.4 kB gzip more on every first visit.
 *
 * The plugin still builds the worker, and hands its settings to the client
 * bundle as `process.env.PWA_*` constants.
 */
const SCRIPT_PATH = process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js';
// The plugin defines these two as JSON values, not strings.
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as readonly string[];
const DEBUG = (process.env.PWA_DEBUG as unknown as boolean) === true;

/** The key the plugin's registration uses, so a visitor's recorded install carries over. */
const appInstalledSlot = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

function debugLog(message: string, details?: unknown): void {
  if (DEBUG) {
    console.log(`[Docusaurus-PWA][registerSw]: ${message}`, ...(details === undefined ? [] : [details]));
  }
}

type NavigatorWithExtras = Navigator & {
  connection?: {saveData?: boolean};
  getInstalledRelatedApps?: () => Promise<{platform: string}[]>;
};

const browserSignals: OfflineModeSignals = {
  always: () => true,
  mobile: () => window.innerWidth <= MOBILE_MAX_WIDTH,
  saveData: () => (navigator as NavigatorWithExtras).connection?.saveData === true,
  // Browsers hardly tell whether the site is installed: the install event
  // recorded earlier, else the installed-related-apps API where it exists.
  appInstalled: async () => {
    if (appInstalledSlot.get() === 'true') {
      return true;
    }
    const apps = (await (navigator as NavigatorWithExtras).getInstalledRelatedApps?.()) ?? [];
    return apps.some((app) => app.platform === 'webapp');
  },
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

/**
 * Installing the site as an app changes the worker URL (offline mode turns
 * on), and uninstalling it leaves the old worker serving cached pages: either
 * way the old registrations go and the page reloads to register afresh.
 */
async function unregisterAllAndReload(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  debugLog('unregistered all service workers', {count: registrations.length});
  window.location.reload();
}

function listenForAppInstallChanges(): void {
  window.addEventListener('appinstalled', () => {
    debugLog('app installed');
    appInstalledSlot.set('true');
    void unregisterAllAndReload();
  });
  // Offered again after having been installed: the app was uninstalled.
  window.addEventListener('beforeinstallprompt', () => {
    if (appInstalledSlot.get() !== null) {
      debugLog('app uninstalled');
      appInstalledSlot.del();
      void unregisterAllAndReload();
    }
  });
}

function askToActivate(worker: ServiceWorker): void {
  worker.postMessage({type: 'SKIP_WAITING'});
}

/**
 * What a waiting worker (a new deploy) means for the visitor. Without offline
 * mode the pages come from the network anyway, so it takes over at once. In
 * offline mode the page on screen was served from the old cache: a popup
 * offers to reload into the new version, and nothing changes until the visitor
 * accepts.
 */
function handleWaitingWorker(registration: ServiceWorkerRegistration, offlineMode: boolean) {
  let popupShown = false;
  return (worker: ServiceWorker) => {
    debugLog('a new worker is waiting', {offlineMode});
    if (!offlineMode) {
      askToActivate(worker);
      return;
    }
    if (popupShown) {
      return;
    }
    popupShown = true;
    void import(/* webpackChunkName: "pwa-reload-popup" */ './reloadPopup').then(({showReloadPopup}) =>
      showReloadPopup(() => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {once: true});
        // A later deploy may have replaced the worker the popup was shown for.
        askToActivate(registration.waiting ?? worker);
      }),
    );
  };
}

async function registerServiceWorker(): Promise<void> {
  const active = await activeOfflineModeStrategies(STRATEGIES, browserSignals);
  const installed = await navigator.serviceWorker.getRegistration();
  const installedWorker = installed?.active ?? installed?.waiting ?? installed?.installing;
  const offlineMode = keepsOfflineMode({
    signalled: active.length > 0,
    installedWorkerOffline: workerOfflineMode(installedWorker?.scriptURL),
    search: window.location.search,
  });
  debugLog(offlineMode ? 'offline mode on' : 'offline mode off', {active, configured: STRATEGIES});
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl(SCRIPT_PATH, {offlineMode, debug: DEBUG}));
  onWorkerWaiting(
    registration,
    () => navigator.serviceWorker.controller !== null,
    handleWaitingWorker(registration, offlineMode),
  );
}

listenForAppInstallChanges();
registerServiceWorker().catch((error: unknown) => console.error('registerSW failed', error));
