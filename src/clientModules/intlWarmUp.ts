import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import i18n from '@generated/i18n';

/**
 * Loads the browser's collation and date-format data in tasks of their own,
 * before hydration starts.
 *
 * The engine loads that data on first use: about 12 ms each on a desktop,
 * four times that on a phone. The theme first needs both while hydrating: the
 * docs plugin sorts its instances with `localeCompare` for the navbar search,
 * and blog posts and "last updated" lines format their dates. There the load
 * lengthened a render slice into a long task; on its own, each load stays
 * under the 50 ms a long task starts at, and the data is cached for the page.
 */
function warmUp(): void {
  window.setTimeout(() => 'a'.localeCompare('b'), 0);
  // Only pages with dates format them; the server marks every one with <time>.
  if (document.querySelector('time')) {
    window.setTimeout(() => new Intl.DateTimeFormat(i18n.currentLocale).format(0), 0);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  warmUp();
}
