import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

/**
 * An accessibility check with axe-core, run in the page as it is (axe.min.js, no other package):
 * the WCAG 2.0 A/AA and 2.1 AA rules, on the whole document. Only serious and critical violations fail;
 * moderate and minor ones are left to review.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules of AXE_TAGS whose verdict depends on colours. The two themes are one structure with two
 * palettes (src/layout/themes.ts), so a screen checked whole in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which of AXE_TAGS' rules to run: all of them, or only those whose verdict depends on colours. */
export type AxeScope = 'all' | 'colours';

/** The serious and critical violations on the page as it is now. */
export const axeViolations = async (page: Page, scope: AxeScope = 'all'): Promise<Result[]> => {
  // Evaluated rather than added as a <script>: the console's Content Security Policy refuses inline
  // scripts, and should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A colour on its way is judged where it ends, not half-way: a button enabled a moment ago fades in
  // from its disabled grey over MUI's 250 ms, and axe, which skips disabled buttons, once caught one at
  // 1.9:1. The finite animations and transitions end first (a spinner's, which never ends, is left).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const runOnly = scope === 'all' ? { type: 'tag', values: AXE_TAGS } : { type: 'rule', values: COLOUR_RULES };
  const results = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: only, resultTypes: ['violations'] },
      ),
    runOnly,
  );
  return results.violations.filter((violation) => violation.impact && FAILING.includes(violation.impact));
};

/** One line per element: rule, impact, where, and axe's summary of what is wrong there. */
export const formatViolations = (violations: Result[]): string =>
  violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s*\n\s*/g, ' ');
        return `  ${violation.id} (${violation.impact}) at ${node.target.join(' > ')}: ${summary}`;
      }),
    )
    .join('\n');

/** Fails, listing every serious or critical violation, unless the page has none. */
export const expectNoSeriousViolations = async (page: Page, screen: string, scope: AxeScope = 'all') => {
  const violations = await axeViolations(page, scope);
  if (violations.length > 0) {
    const count = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
    throw new Error(
      `${screen}: ${count} serious or critical accessibility violation(s):\n${formatViolations(violations)}`,
    );
  }
};
