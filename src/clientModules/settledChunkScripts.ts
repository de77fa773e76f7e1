import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

/**
 * Every page's start script inserts its route's code as script elements
 * that run in order before the entry script (src/lean-bundle/page-assets):
 * by the time this module runs, each of them has run or failed to load. The
 * bundler's runtime, when asked for a chunk that never registered, looks for
 * a tag with the chunk's URL and waits for that tag's load or error event.
 * After a failed load that event has long passed, and the runtime waited for
 * its two-minute timeout while the page could not start. The tags have done
 * their work either way: without them, the runtime loads a missing chunk with
 * a tag of its own, which fails (and the page shows the loading error) or
 * succeeds at once.
 */
function removeSettledChunkScripts(): void {
  const prefix = `${siteConfig.baseUrl}assets/js/`;
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (new URL(script.src, window.location.href).pathname.startsWith(prefix)) {
      script.remove();
    }
  }
}

if (ExecutionEnvironment.canUseDOM) {
  removeSettledChunkScripts();
}
