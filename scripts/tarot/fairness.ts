/**
 * The deal's fairness at full size (docs/decisions/040-a-fair-deal.md): `npm run tarot:fairness
 * [-- deals] [--random]`. By default 1,000,000 deals from a named, repeatable seed stream; with
 * --random, seeds from crypto.getRandomValues as the server draws them. Fails (exit 1) when a
 * card falls outside 4 standard deviations of uniform in any position or the reversal rate
 * strays beyond 30% ± 0.3 percentage points.
 */
import { dealStatistics } from '../../core/tarot/fairness';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const args = process.argv.slice(2);
const deals = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const random = args.includes('--random');
const started = performance.now();
const stats = dealStatistics(deals, random ? null : 'fairness');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const ok = stats.worstZ <= 4 && Math.abs(stats.reversedRate - 0.3) <= 0.003;
console.log(
  [
    `${stats.deals.toLocaleString('en')} deals (${random ? 'random seeds' : 'seed stream "fairness"'}) in ${seconds} s`,
    `each card in each of the 30 positions: expected ${stats.expectedPerCell.toFixed(1)}, worst |z| ${stats.worstZ.toFixed(2)} (${stats.worstCell.card} at position ${stats.worstCell.position + 1}: ${stats.worstCell.count})`,
    `chi-square ${stats.chiSquare.toFixed(0)} on ${stats.degreesOfFreedom} degrees of freedom, p = ${stats.chiSquareP.toFixed(3)}`,
    `reversed: ${(stats.reversedRate * 100).toFixed(3)}% (expected 30%)`,
    ok ? 'fair' : 'NOT FAIR',
  ].join('\n'),
);
process.exitCode = ok ? 0 : 1;
