/**
 * Property tests draw their inputs from one fixed seed, so `npm test` gives the same verdict on
 * every run and every machine: a property that fails does so each time, never now and then.
 * To look for new counterexamples, run with `FC_SEED=random` (or another number) and more runs
 * (`FC_RUNS=20000`); a counterexample found that way becomes a named test of its own.
 */
import fc from 'fast-check';

const FIXED_SEED = 20_261_129;

const seed = process.env.FC_SEED;
const runs = Number(process.env.FC_RUNS);
fc.configureGlobal({
  ...(seed === 'random' ? {} : { seed: seed ? Number(seed) : FIXED_SEED }),
  ...(Number.isInteger(runs) && runs > 0 ? { numRuns: runs } : {}),
});
