
/**
 * Everything the crawl lets pass, in one place.
 *
 * Test pages that throw, hit an error boundary or mismatch hydration on
 * purpose: their uncaught and console errors are accepted (on these paths and
 * below them, nowhere else); every other check still applies to them.
 */
export const PAGES_ALLOWED_TO_ERROR: readonly string[] = [
  '/tests/pages/crashTest/',
  '/tests/pages/error-boundary-tests/',
  '/tests/pages/hydration-tests/',
];

/** Test pages whose whole purpose is to crash: the crawl expects the error page there. */
export const PAGES_MEANT_TO_CRASH: readonly string[] = ['/tests/pages/crashTest/'];

/**
 * Console errors a test page causes on purpose, by exact path: a blog post
 * that shows how a missing image renders requests that image and gets a 404.
 */
export const PAGES_WITH_EXPECTED_CONSOLE_ERRORS: readonly {path: string; error: RegExp}[] = [
  {
    path: '/tests/blog/2025/01/27/missing-image/',
    error: /status of 404 .*\/img\/tests\/this-figure-does-not-exist\.png/,
  },
];

/**
 * Images broken on purpose: the test blog's post about a missing image shows
 * that image, on its own page and in the test blog's lists.
 */
export const EXPECTED_BROKEN_IMAGES: readonly {pathPrefix: string; image: RegExp}[] = [
  {pathPrefix: '/tests/blog/', image: /\/img\/tests\/this-figure-does-not-exist\.png$/},
];

/**
 * Link-preview images that are not 1200x630 pictures on purpose, both from
 * the test blog: a post naming a social card that does not exist, and one
 * whose own image is its co-located SVG figure (processed by the bundler).
 */
export const PREVIEW_IMAGES_MADE_ON_PURPOSE: readonly RegExp[] = [
  /\/img\/tests\/this-social-card-does-not-exist\.png$/,
  /\/assets\/images\/release-flow-[0-9a-f]+\.svg$/,
];

export function isExpectedBrokenImage(pathname: string, problem: string): boolean {
  return EXPECTED_BROKEN_IMAGES.some((entry) => pathname.startsWith(entry.pathPrefix) && entry.image.test(problem));
}

export function isExpectedConsoleError(pathname: string, message: string): boolean {
  return PAGES_WITH_EXPECTED_CONSOLE_ERRORS.some((entry) => entry.path === pathname && entry.error.test(message));
}

/**
 * Pages the framework renders for us and that we cannot change without
 * replacing them: each entry names the exact axe rules and error messages
 * accepted there, and why. The crawl summary still prints them.
 */
export const KNOWN_FRAMEWORK_PROBLEMS: readonly {
  pathPrefix: string;
  why: string;
  axeRules: readonly string[];
  errors: readonly RegExp[];
  links: readonly string[];
}[] = [
  // None at present. The debug pages' hydration error (#418) and the not-found page's link to /404/
  // were listed here until they were fixed (src/theme/DebugJsonView, src/lean-bundle/route-tables/theme,
  // src/theme/NavbarItem/ComponentTypes.tsx): an entry hides a console error from the crawl, so it
  // needs a reason that no fix on our side can remove.
];

export function isKnownFrameworkLink(pathname: string, link: string): boolean {
  return KNOWN_FRAMEWORK_PROBLEMS.some((entry) => pathname.startsWith(entry.pathPrefix) && entry.links.includes(link));
}

export function isKnownFrameworkFinding(pathname: string, rule: string): boolean {
  return KNOWN_FRAMEWORK_PROBLEMS.some(
    (entry) => pathname.startsWith(entry.pathPrefix) && entry.axeRules.includes(rule),
  );
}

export function isKnownFrameworkError(pathname: string, message: string): boolean {
  return KNOWN_FRAMEWORK_PROBLEMS.some(
    (entry) => pathname.startsWith(entry.pathPrefix) && entry.errors.some((pattern) => pattern.test(message)),
  );
}
