import type {BrowserContext, Page} from 'playwright-core';

export type CspWatch = {violations: () => Promise<string[]>};

/**
 * Collects the Content-Security-Policy violations a page reports (the
 * `securitypolicyviolation` events of every document the context loads) and
 * the console errors they cause. Call before the first navigation.
 */
export async function watchCsp(context: BrowserContext, page: Page): Promise<CspWatch> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleViolations.push(message.text());
    }
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    violations: async () => [
      ...(await page.evaluate(() => (window as unknown as {cspViolations?: string[]}).cspViolations ?? [])),
      ...consoleViolations,
    ],
  };
}
