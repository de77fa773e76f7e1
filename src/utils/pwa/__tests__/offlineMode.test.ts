import {describe, expect, it} from 'vitest';
import {
  activeOfflineModeStrategies,
  keepsOfflineMode,
  serviceWorkerUrl,
  workerOfflineMode,
  type OfflineModeSignals,
} from '../offlineMode';

const allOff: OfflineModeSignals = {
  always: () => true,
  mobile: () => false,
  saveData: () => false,
  appInstalled: () => false,
  standalone: () => false,
  queryString: () => false,
};

describe('offline mode strategies', () => {
  it('is off when none of the configured signals holds, whatever the others say', async () => {
    // `always` holds, but this site does not configure it.
    expect(await activeOfflineModeStrategies(['appInstalled', 'standalone', 'queryString'], allOff)).toEqual([]);
  });

  it('lists the configured strategies that hold, sync and async alike, in configuration order', async () => {
    const signals: OfflineModeSignals = {
      ...allOff,
      queryString: () => true,
      appInstalled: () => Promise.resolve(true),
    };
    expect(await activeOfflineModeStrategies(['queryString', 'standalone', 'appInstalled'], signals)).toEqual([
      'queryString',
      'appInstalled',
    ]);
  });

  it('counts a signal that throws or rejects as off, and still reads the others', async () => {
    const signals: OfflineModeSignals = {
      ...allOff,
      standalone: () => {
        throw new TypeError('matchMedia is not a function');
      },
      appInstalled: () => Promise.reject(new DOMException('only in top-level browsing contexts')),
      queryString: () => true,
    };
    expect(await activeOfflineModeStrategies(['standalone', 'appInstalled', 'queryString'], signals)).toEqual([
      'queryString',
    ]);
  });

  it('ignores names it does not know, including ones inherited by every object', async () => {
    expect(await activeOfflineModeStrategies(['toString', 'everywhere', 'always'], allOff)).toEqual(['always']);
  });

  it('counts only a real true: a truthy value from a signal is not consent', async () => {
    const signals = {...allOff, mobile: () => 'yes' as unknown as boolean};
    expect(await activeOfflineModeStrategies(['mobile'], signals)).toEqual([]);
  });
});

describe('service worker URL', () => {
  it('passes the mode to the worker as JSON in the params query parameter', () => {
    const url = new URL(serviceWorkerUrl('/sw.js', {offlineMode: true, debug: false}), 'https://example.com');
    expect(url.pathname).toBe('/sw.js');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({offlineMode: true, debug: false});
  });

  it('keeps a base URL path in front of the script', () => {
    expect(serviceWorkerUrl('/site/sw.js', {offlineMode: false, debug: true})).toBe(
      '/site/sw.js?params=%7B%22offlineMode%22%3Afalse%2C%22debug%22%3Atrue%7D',
    );
  });
});

describe('offline mode across visits', () => {
  const offlineWorker = `https://site.test${serviceWorkerUrl('/sw.js', {offlineMode: true, debug: false})}`;
  const onlineWorker = `https://site.test${serviceWorkerUrl('/sw.js', {offlineMode: false, debug: false})}`;

  it('reads the mode of the installed worker from its script URL', () => {
    expect(workerOfflineMode(offlineWorker)).toBe(true);
    expect(workerOfflineMode(onlineWorker)).toBe(false);
    for (const broken of [undefined, null, '', 'not a url', 'https://site.test/sw.js', 'https://site.test/sw.js?params=%7B']) {
      expect(workerOfflineMode(broken), String(broken)).toBe(false);
    }
  });

  it('stays on after a visit turned it on, on a later visit without the signal', () => {
    expect(keepsOfflineMode({signalled: false, installedWorkerOffline: true, search: ''})).toBe(true);
    expect(keepsOfflineMode({signalled: true, installedWorkerOffline: false, search: '?offlineMode=true'})).toBe(true);
    expect(keepsOfflineMode({signalled: false, installedWorkerOffline: false, search: ''})).toBe(false);
  });

  it('turns off when the visitor asks with ?offlineMode=false', () => {
    expect(keepsOfflineMode({signalled: false, installedWorkerOffline: true, search: '?offlineMode=false'})).toBe(false);
  });
});
