/*
 * Inlined in the <head> of every page by the page pass (../appStart.ts),
 * minified, in place of the framework's deferred scripts. It starts the app
 * once the browser has shown the server-rendered page.
 *
 * Deferred scripts run as soon as the page is parsed and its stylesheets are
 * in. When the scripts are in the cache (a repeat visit, the service worker,
 * a fast line), that is before the first frame: the browser paints only after
 * `main.js` has run its first stage, on a phone some tens of milliseconds
 * later than it could. Here the page paints first, then the app starts.
 *
 * The script element carries the app's scripts, in the order they run:
 * `data-app-scripts`, space-separated URLs. The page preloads the largest
 * ones, so waiting for the paint does not delay their download.
 *
 * Plain ES5 in one function: it runs before any other code of the site, in
 * every browser the site supports, under a CSP hash of its exact text.
 */
(function () {
  var sources = (document.currentScript.getAttribute('data-app-scripts') || '').split(' ');
  var started = false;
  var failed = false;

  // The framework's base-URL check on the home page listens for this event
  // instead of DOMContentLoaded, which now comes before the app's scripts run.
  function reportFailure() {
    if (failed) return;
    failed = true;
    document.dispatchEvent(new Event('__APP_SCRIPTS_FAILED_EVENT__'));
  }

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      if (sources[i] === '') continue;
      var script = document.createElement('script');
      script.src = sources[i];
      // Inserted scripts run in insertion order, as deferred ones did.
      script.async = false;
      script.onerror = reportFailure;
      document.head.appendChild(script);
    }
  }

  // React hydrates the whole page: never before the parser is done.
  function startWhenParsed() {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start);
    } else {
      start();
    }
  }

  // A hidden or prerendering page paints nothing yet: no reason to wait.
  if (document.visibilityState !== 'visible' || document.prerendering) {
    startWhenParsed();
    return;
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState !== 'visible') startWhenParsed();
  });

  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) {
    // No paint timing: the next frame is the first one the browser can show.
    requestAnimationFrame(function () {
      setTimeout(startWhenParsed, 0);
    });
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startWhenParsed();
  });
  observer.observe({type: 'paint', buffered: true});
  // Should the page never report a contentful paint, it still starts.
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(start, 3000);
  });
})();
