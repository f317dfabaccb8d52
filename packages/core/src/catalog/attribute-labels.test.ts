import { describe, expect, it } from 'vitest';
import { attributeOptionLabel } from './attribute-labels.ts';

const brands = [
  { id: 101, label: { nl: 'Joolz', de: 'Joolz' } },
  { id: 102, label: { nl: 'Kindershop Huismerk', de: 'Kindershop Hausmarke' } },
  { id: 103, label: { nl: ' ', de: '' } },
];

describe('attributeOptionLabel', () => {
  it("gives the option's label in the view's language, from a number or its digits", () => {
    expect(attributeOptionLabel(brands, 101, 'nl')).toBe('Joolz');
    expect(attributeOptionLabel(brands, '102', 'de')).toBe('Kindershop Hausmarke');
    expect(attributeOptionLabel(brands, 102, 'nl')).toBe('Kindershop Huismerk');
  });

  it('is null without a value, for an unknown id, a list or an empty label', () => {
    expect(attributeOptionLabel(brands, undefined, 'nl')).toBeNull();
    expect(attributeOptionLabel(brands, null, 'nl')).toBeNull();
    expect(attributeOptionLabel(brands, 999, 'nl')).toBeNull();
    expect(attributeOptionLabel(brands, '101,102', 'nl')).toBeNull();
    expect(attributeOptionLabel(brands, 103, 'nl')).toBeNull();
    expect(attributeOptionLabel(brands, 1.5, 'nl')).toBeNull();
  });
});
