/**
 * Sends one request of each search scenario (and the search overlay's) to a running shop, each a
 * body number `--index` of its scenario, and prints the time and total of each: to read the
 * statements' plans of exactly these requests (auto_explain in the database's log, see README).
 *
 *   npm run bench:search:once -- --base http://127.0.0.1:3970 --index 7
 */
import { parseArgs } from 'node:util';
import { overlaySearchBody } from '../../apps/web/app/lib/search-overlay.ts';
import { timedPost } from '../lib/http.ts';
import { searchScenarios } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3970' },
    store: { type: 'string', default: 'nl' },
    index: { type: 'string', default: '7' },
  },
});
const index = Number(values.index);
const scenarios = await searchScenarios(values.base, values.store);
const bodies: [string, unknown][] = [
  ...scenarios.map((scenario): [string, unknown] => [scenario.name, scenario.body(index)]),
  [
    'overlay search',
    overlaySearchBody({
      query: `${scenarios[0]!.body(index).query}`,
      filters: {},
      start: 0,
      size: 14,
    }),
  ],
];
for (const [name, body] of bodies) {
  const answer = await timedPost(
    `${values.base}/api/catalog/${values.store}/product/_search`,
    body,
  );
  const { result } = JSON.parse(answer.text) as { result: { total: number } };
  const ms = Math.round(answer.ms * 10) / 10;
  console.log(
    `${name}: ${answer.status}, total ${result.total}, ${ms} ms, ${JSON.stringify(body)}`,
  );
}
