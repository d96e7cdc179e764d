// Data-set sizes of the growth curve. Scale 1 is the reference size (20,000 cylinders, 1,000,000 log
// entries, 5,000 installations over 1,000 customers); scale 5 is five years' more company (100,000 /
// 5,000,000 / 25,000 / 5,000). BENCH_SIZE_FACTOR shrinks every scale alike while developing (0.05: scale 1
// is 1,000 cylinders / 50,000 entries), so the ratios between scales keep their meaning.
import { CUSTOMERS, INSTALLATIONS } from './dataset.mjs';

export const SCALE_ONE = {
  cylinders: 20000,
  logs: 1000000,
  installations: INSTALLATIONS,
  customers: CUSTOMERS,
};

/** The scales asked for: `--scales 1,5` / `--scales=1,5` on the command line, else BENCH_SCALES; null for none. */
export function scalesOf(argv, env) {
  let text = env.BENCH_SCALES;
  argv.forEach((arg, index) => {
    if (arg === '--scales') text = argv[index + 1];
    else if (arg.startsWith('--scales=')) text = arg.slice('--scales='.length);
  });
  if (text === undefined || text === '') return null;
  const scales = text.split(',').map((part) => Number(part.trim()));
  if (scales.some((scale) => !Number.isFinite(scale) || scale <= 0))
    throw new Error(`--scales wants positive numbers separated by commas, got "${text}"`);
  return scales;
}

/** Row counts for one scale; `factor` is BENCH_SIZE_FACTOR (1 for the real curve). */
export function sizeOf(scale, factor = 1) {
  const times = scale * factor;
  const count = (base) => Math.max(1, Math.round(base * times));
  return {
    scale,
    cylinders: Math.max(10, count(SCALE_ONE.cylinders)),
    logs: Math.max(1000, count(SCALE_ONE.logs)),
    installations: Math.max(10, count(SCALE_ONE.installations)),
    customers: Math.max(2, count(SCALE_ONE.customers)),
  };
}
