// axe-core run in a real page, shared by the accessibility suite and `npm run audit:web`: the same rules
// (WCAG 2.x A/AA plus axe's best practices) and the same summary, so the script's counts and the suite's
// assertion never disagree about what a violation is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Injects axe-core (from node_modules, never a CDN) into `page` and runs it on the whole document.
 * Evaluated through the DevTools protocol rather than a script tag: the app's Content-Security-Policy
 * (script-src 'self') rightly refuses an injected inline script.
 */
export async function runAxe(page) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    globalThis.axe.run(globalThis.document, { resultTypes: ['violations'] }),
  );
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
    summary: v.nodes[0]?.failureSummary ?? '',
    html: v.nodes[0]?.html ?? '',
  }));
}

/** The violations that block a user (critical or serious), as `rule: first target` lines for a message. */
export function blocking(violations) {
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.targets.slice(0, 3).join(' | ')} (${v.summary.split('\n')[1] ?? ''})`,
    );
}
