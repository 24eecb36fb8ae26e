// Prints how many imports break each dependency rule (docs/architecture.md), and with --list each one.
// Run: npx tsx scripts/import-report.ts [--list]
import { violations } from '../tests/support/import-graph';

const found = violations();
const byRule = new Map<string, number>();
for (const v of found) byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
for (const [rule, count] of byRule) console.log(`${String(count).padStart(4)}  ${rule}`);
if (!found.length) console.log('   0  every rule kept');
if (process.argv.includes('--list')) for (const v of found) console.log(`${v.rule}: ${v.from} → ${v.to}`);
