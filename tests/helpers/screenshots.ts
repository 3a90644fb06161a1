import type { Page } from "playwright-core";

/**
 * Full-page screenshots are for people to look at after changing a page (`npm run screenshots`,
 * README): no test reads them, and drawing ~200 long pages is much of the end-to-end tests' time,
 * so `npm test` loads and checks the same pages without saving pictures of them.
 */
export const SCREENSHOTS_WANTED = process.env.SITE_SCREENSHOTS === "1";

/** Saves the screenshot when they are wanted; answers whether it did. */
export async function saveScreenshot(
  page: Page,
  options: NonNullable<Parameters<Page["screenshot"]>[0]>,
): Promise<boolean> {
  if (!SCREENSHOTS_WANTED) return false;
  await page.screenshot(options);
  return true;
}
