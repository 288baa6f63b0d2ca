import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');
export const isStaticPreview = (): boolean => inject('staticPreview');

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

const artifactsDir = fileURLToPath(new URL('../.artifacts', import.meta.url));

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export type TrackedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/** A fresh context (no cookies) and page that records console errors and page crashes. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs every non-2xx fetch; a visitor's 401 on session restore is expected.
    if (/Failed to load resource: the server responded with a status of 401/.test(text)) return;
    const where = message.location().url;
    consoleErrors.push(where ? `${text} (${where.replace(/^https?:\/\/[^/]+/, '')})` : text);
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { page, context, consoleErrors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Waits until the page's live socket is open: the app marks `<html data-live="connected">`. */
export async function waitUntilLive(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('html[data-live="connected"]').waitFor({ state: 'attached', timeout });
}
