import type {ClientModule} from '@docusaurus/types';
import './routeProgress.css';

/** A navigation quicker than this shows no bar (the theme's own delay). */
const SHOW_AFTER_MS = 200;

/** How long the finished bar stays, filling and fading (routeProgress.css), before it leaves the page. */
const LEAVE_AFTER_MS = 500;

export const BAR_CLASS = 'route-progress';

let bar: HTMLElement | null = null;

/** Puts the bar at the top of the window; it creeps towards the end until the page is ready. */
function startProgress(): void {
  if (bar) return;
  const element = document.createElement('div');
  element.className = BAR_CLASS;
  element.setAttribute('aria-hidden', 'true');
  document.body.append(element);
  // Read the layout once, so the creeping transition starts from the first width.
  void element.offsetWidth;
  element.classList.add(`${BAR_CLASS}--running`);
  bar = element;
}

/** Fills the bar, fades it out and removes it; nothing when no bar shows. */
function finishProgress(): void {
  const element = bar;
  if (!element) return;
  bar = null;
  element.classList.add(`${BAR_CLASS}--done`);
  window.setTimeout(() => element.remove(), LEAVE_AFTER_MS);
}

const routeProgress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(startProgress, SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    finishProgress();
  },
};

export default routeProgress;
