import { describe, expect, it } from 'vitest';
import { countryOptions } from './use-countries.ts';

const nameOf = (code: string) => `name of ${code}`;

describe('countryOptions', () => {
  it('offers the core list, named by the catalogue, until the API has answered', () => {
    expect(countryOptions(null, 'NL', nameOf)).toEqual([
      { code: 'NL', name: 'name of NL' },
      { code: 'DE', name: 'name of DE' },
      { code: 'BE', name: 'name of BE' },
      { code: 'AT', name: 'name of AT' },
    ]);
  });

  it("offers the API's countries with the API's names in its order", () => {
    const fromApi = [
      { code: 'DE', name: 'Deutschland' },
      { code: 'BE', name: 'Belgien' },
    ];
    expect(countryOptions(fromApi, 'DE', nameOf)).toEqual(fromApi);
  });

  it('keeps the selected country when the list lacks it, so the form keeps its value', () => {
    const fromApi = [{ code: 'NL', name: 'Nederland' }];
    expect(countryOptions(fromApi, 'AT', nameOf)).toEqual([
      { code: 'NL', name: 'Nederland' },
      { code: 'AT', name: 'name of AT' },
    ]);
    expect(countryOptions(fromApi, '', nameOf)).toEqual(fromApi);
  });
});
