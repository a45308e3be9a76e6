import { type Page, expect } from '@playwright/test';

interface ToastLog {
  __toastTitles?: string[];
  __toastLinks?: string[];
}

/**
 * Runs in the page from its first script: records every toast title in the order it was shown,
 * including titles replaced in place (one toast goes 'Transferring' → 'Transferred 1 SOL'),
 * which a test polling the DOM could miss; and every link a toast shows.
 */
const recordToastTitles = () => {
  const titles: string[] = [];
  const links: string[] = [];
  (window as ToastLog).__toastTitles = titles;
  (window as ToastLog).__toastLinks = links;
  const shown = new WeakMap<Element, string>();
  const linked = new WeakSet<Element>();
  const scan = () => {
    for (const link of document.querySelectorAll('section[aria-label="Notifications"] a[href]')) {
      if (!linked.has(link)) {
        linked.add(link);
        links.push(link.getAttribute('href') ?? '');
      }
    }
    for (const title of document.querySelectorAll('section[aria-label="Notifications"] strong')) {
      const text = title.textContent ?? '';
      if (shown.get(title) !== text) {
        shown.set(title, text);
        titles.push(text);
      }
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
};

/** Call before the first `goto`; the log starts again on each page load. */
export const recordToasts = (page: Page) => page.addInitScript(recordToastTitles);

const toastTitles = (page: Page) => page.evaluate(() => (window as ToastLog).__toastTitles ?? []);

/**
 * Every link any toast has shown since the page loaded, in order. A transaction toast lasts 6 s
 * (T06); a loaded machine may look after it has gone, so tests read links from this log.
 */
export const toastLinks = (page: Page) => page.evaluate(() => (window as ToastLog).__toastLinks ?? []);

/** Waits until these titles have been shown in this order (other toasts may come between). */
export const expectToastSequence = async (page: Page, expected: readonly (string | RegExp)[]) => {
  const inOrder = (titles: readonly string[]) => {
    let next = 0;
    for (const title of titles) {
      const want = expected[next];
      if (want !== undefined && (typeof want === 'string' ? title === want : want.test(title))) next++;
    }
    return next === expected.length;
  };
  await expect.poll(async () => inOrder(await toastTitles(page)), { message: `toasts in order: ${expected.join(' → ')}` }).toBe(true);
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast on screen, by its whole title ('Connected' does not match 'Disconnected'). */
export const toast = (page: Page, title: string | RegExp) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ has: page.locator('strong', { hasText: typeof title === 'string' ? new RegExp(`^${escape(title)}$`) : title }) });
