import type { Operator } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';

// The data provider's client needs a browser; these rules do not call it.
vi.mock('./api.ts', () => ({ apiCall: vi.fn() }));
const { filterOperators, pageOf } = await import('./data-provider.ts');

function operator(id: number, name: string, roles: Operator['roles'], enabled = true): Operator {
  return {
    id,
    email: `${name.toLowerCase()}@shop.example`,
    name,
    roles,
    enabled,
    created_at: `2026-11-0${id}T10:00:00.000Z`,
    updated_at: `2026-11-0${id}T10:00:00.000Z`,
  };
}

const operators = [
  operator(1, 'Eva', ['owner']),
  operator(2, 'Bram', ['catalogue']),
  operator(3, 'Daan', ['catalogue', 'content_reviews'], false),
  operator(4, 'Anna', ['orders_returns']),
];

describe('the operators list', () => {
  it('searches name and e-mail address, whatever the case', () => {
    expect(filterOperators(operators, { q: 'BRAM' }).map((row) => row.id)).toEqual([2]);
    expect(filterOperators(operators, { q: 'shop.example' })).toHaveLength(4);
  });

  it('filters by role and by enabled', () => {
    expect(filterOperators(operators, { role: 'catalogue' }).map((row) => row.id)).toEqual([2, 3]);
    expect(filterOperators(operators, { enabled: false }).map((row) => row.id)).toEqual([3]);
    expect(filterOperators(operators, { role: 'catalogue', enabled: true })).toHaveLength(1);
  });

  it('sorts by a field either way and pages', () => {
    const byName = (order: 'ASC' | 'DESC', page: number, perPage: number) =>
      pageOf(operators, {
        sort: { field: 'name', order },
        pagination: { page, perPage },
        filter: {},
      }).map((row) => row.name);
    expect(byName('ASC', 1, 3)).toEqual(['Anna', 'Bram', 'Daan']);
    expect(byName('ASC', 2, 3)).toEqual(['Eva']);
    expect(byName('DESC', 1, 2)).toEqual(['Eva', 'Daan']);
    const byId = pageOf(operators, {
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(byId.map((row) => row.id)).toEqual([4, 3, 2, 1]);
  });
});
