import { invalid } from './errors.ts';

/** A comma-separated query value as its non-empty, trimmed items (400 when there are none). */
export function parseList(value: string, name: string): string[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) throw invalid('request.parameter_required', { name });
  return items;
}
