import type { Page } from '@playwright/test';

/** React's hydration complaints, in words (development) or as its production error numbers. */
const HYDRATION =
  /hydrat|did not match|server rendered|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** Collects the page's hydration warnings and errors from now on (decision 0037). */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if ((msg.type() === 'error' || msg.type() === 'warning') && HYDRATION.test(msg.text())) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(`${error.message}\n${error.stack ?? ''}`)) problems.push(error.message);
  });
  return problems;
}

/** React has taken the server's markup over: the h1 is one of its nodes now. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
  });
}
