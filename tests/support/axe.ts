import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core from node_modules, evaluated in the page (page.evaluate is not bound by the shop's CSP); nothing is fetched.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a page (decision 047); moderate and minor findings are left to review. */
const failing = new Set(['serious', 'critical']);

/**
 * The serious and critical axe violations on the page, or inside `selector` only, one line each (rule, impact,
 * first nodes). All of axe's default rules run, plus target-size (WCAG 2.2 AA 2.5.8), off by default in axe.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    type Violation = { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] };
    const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
  }, selector);
  return found.filter((v) => failing.has(v.impact)).map((v) => `${v.impact} ${v.id}\n  ${v.nodes.join('\n  ')}`);
}

/** Whatever the impact, the nodes that break one axe rule (a moderate rule the shop chose to hold, decision 047). */
export async function ruleViolations(page: Page, rule: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'rule', values: [only] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  }, rule);
}
