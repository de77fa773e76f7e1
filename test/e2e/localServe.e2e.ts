import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import type {BrowserContext} from 'playwright-core';
import {newContext, waitForHydration} from './support/browser';

/**
 * `npm run serve`, README's first command, serving the build under test as a
 * person would run it: the files the build writes for the hosting setup and
 * the tests stay private, static files keep their addresses, and redirects
 * keep the query.
 */
let server: ChildProcess | undefined;
let origin = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`npm run serve did not answer on ${url} within 60 s:\n${output()}`);
}

describe('npm run serve', () => {
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn('npm', ['run', 'serve', '--', '--dir', inject('buildDir'), '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so closing it ends npm and the server under it.
      detached: true,
    });
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilServing(`${origin}/`, server, () => output);
  }, 90_000);

  afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  });

  it('answers the files written for the hosting setup and the tests with the not-found page', async () => {
    for (const pathname of ['/_headers', '/.route-manifest.json', '/.lean-bundle.json', '/.hosting/nginx-csp-map.conf']) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('Page Not Found');
    }
  });

  it('serves the framed static document of the embeds test page at its own address, its script and button working', async () => {
    const context: BrowserContext = await newContext({baseURL: origin});
    const page = await context.newPage();
    const scriptStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/frame.js')) scriptStatuses.push(response.status());
    });
    await page.goto('/tests/pages/embeds/');
    await waitForHydration(page);
    const frame = 'iframe[title="Embedded test document"]';
    await page.locator(frame).scrollIntoViewIfNeeded();
    const button = page.frameLocator(frame).getByRole('button');
    await expect.poll(() => button.textContent(), {timeout: 20_000}).toBe('Clicked 0 times');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Clicked 1 time');
    expect(scriptStatuses).toEqual([200]);
    await context.close();
  });

  it('keeps the query when it adds the slash, so the search address opensearch.xml advertises finds results', async () => {
    const description = await (await fetch(`${origin}/opensearch.xml`)).text();
    const template = /<Url type="text\/html" method="get" template="([^"]+)"/.exec(description)?.[1];
    expect(template).toBeDefined();
    const advertised = new URL(template!.replace('{searchTerms}', 'sidebar'));
    const context = await newContext({baseURL: origin});
    const page = await context.newPage();
    await page.goto(`${advertised.pathname}${advertised.search}`);
    await waitForHydration(page);
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}`).toBe('/search/?q=sidebar');
    await expect.poll(() => page.locator('main').getByRole('searchbox').inputValue()).toBe('sidebar');
    await context.close();
  });
});
