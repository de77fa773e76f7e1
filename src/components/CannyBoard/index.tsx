import {useEffect, useRef, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';

const SDK_URL = 'https://canny.io/sdk.js';
const SDK_SCRIPT_ID = 'canny-jssdk';

type CannyRenderOptions = {
  boardToken: string;
  basePath: string;
  ssoToken: null;
  theme: 'light' | 'dark';
};
type CannySdk = (command: 'render', options: CannyRenderOptions) => void;
type WindowWithCanny = Window & {Canny?: CannySdk};

function loadSdk(): Promise<CannySdk> {
  const win = window as WindowWithCanny;
  if (win.Canny) {
    return Promise.resolve(win.Canny);
  }
  return new Promise((resolve, reject) => {
    const existing = document.getElementById(SDK_SCRIPT_ID);
    const script = existing instanceof HTMLScriptElement ? existing : document.createElement('script');
    script.addEventListener('load', () =>
      win.Canny ? resolve(win.Canny) : reject(new Error('Canny SDK loaded without the Canny global')),
    );
    script.addEventListener('error', () => reject(new Error(`Could not load ${SDK_URL}`)));
    if (!existing) {
      script.id = SDK_SCRIPT_ID;
      script.async = true;
      script.src = SDK_URL;
      document.head.appendChild(script);
    }
  });
}

/**
 * The hosted board, used only when the site is built with CANNY_BOARD_TOKEN.
 * Its script comes from Canny's servers, so it is requested in the browser
 * after the page is shown, and never in a build without the token.
 */
export default function CannyBoard({boardToken, basePath}: {boardToken: string; basePath: string}): ReactNode {
  const {colorMode} = useColorMode();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    loadSdk()
      .then((canny) => {
        if (!cancelled) {
          canny('render', {boardToken, basePath, ssoToken: null, theme: colorMode});
        }
      })
      .catch((error: unknown) => {
        if (!cancelled && container.current) {
          container.current.textContent = `The feature-requests board could not be loaded (${String(error)}).`;
        }
      });
    return () => {
      cancelled = true;
    };
  }, [boardToken, basePath, colorMode]);
  return <div ref={container} data-canny="" />;
}
