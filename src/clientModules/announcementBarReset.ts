import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import siteStorage from '@generated/site-storage';
import type {ThemeConfig} from '@docusaurus/theme-common';

const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * The theme's inline script hides a dismissed announcement bar before React
 * loads, without checking which announcement was dismissed. A visitor who
 * closed an older announcement would then not see a new one until their next
 * page load. When the stored id differs from the configured one, show the bar:
 * the theme's own logic resets the dismissal right after hydration.
 */
function revealChangedAnnouncement(): void {
  const {announcementBar} = siteConfig.themeConfig as Partial<ThemeConfig>;
  if (!announcementBar) {
    return;
  }
  let seenId: string | null;
  try {
    seenId = window[siteStorage.type].getItem(`docusaurus.announcement.id${siteStorage.namespace}`);
  } catch {
    return;
  }
  if (seenId !== null && seenId !== announcementBar.id) {
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, 'false');
  }
}

if (ExecutionEnvironment.canUseDOM) {
  revealChangedAnnouncement();
}
