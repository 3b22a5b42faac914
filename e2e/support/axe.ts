import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe-core violation, listing rule, impact and targets.
 *
 * How it runs, and why (measured on the 2-core CI machine, 2026-11-29): axe scans were 42 % of
 * the browser suite's test time (240 of 564 test-seconds at 800 px; a game page 7.6 s a scan).
 * - Legacy mode runs `axe.run` in the page itself. The default opens a blank page for every scan
 *   (a new renderer), injects axe there a second time and copies every partial result into it;
 *   that exists to reach cross-origin frames, and ours are YouTube embeds, not our markup.
 *   Same-origin frames are still scanned.
 * - Only violations are collected: axe then stops gathering every passing node (each with its
 *   HTML), which is most of its work on a page with thousands of elements. Violations come out the
 *   same (checked against the default on a page with faults in it and in a frame).
 * Together: /login 0.6 → 0.2 s a scan, a game page's 4,140 elements 7.6 → 2.8 s.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`,
  );
  expect(report, 'serious or critical accessibility violations').toEqual([]);
}
