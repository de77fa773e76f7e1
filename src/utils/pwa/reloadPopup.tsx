import {createRoot} from 'react-dom/client';
import PwaReloadPopup from '@theme/PwaReloadPopup';

const CONTAINER_ID = 'pwa-popup-container';

/**
 * Shows the PWA theme's reload popup (`@theme/PwaReloadPopup`, so a swizzled
 * one too) in a React root of its own at the end of the body, outside the
 * app's tree: a waiting worker can turn up on any page, at any time.
 */
export function showReloadPopup(onReload: () => void): void {
  let container = document.getElementById(CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = CONTAINER_ID;
    document.body.appendChild(container);
  }
  createRoot(container).render(<PwaReloadPopup onReload={onReload} />);
}
