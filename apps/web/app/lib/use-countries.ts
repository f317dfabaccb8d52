/**
 * The country list of the address forms (checkout, account): the countries the store view sells
 * to as GET /api/directory/countries answers them, named in the page's language. The server
 * render and the first browser render show the core list (CHECKOUT_COUNTRIES, named by the
 * catalogue), so hydration matches; the API's list replaces it once loaded. While it loads, and
 * when the call fails, the core list stays and the form keeps working. One call per store view
 * and page load; a failed one is tried again by the next form that mounts.
 */
import { CHECKOUT_COUNTRIES, type StoreCode } from '@shop/core';
import { useEffect, useState } from 'react';
import { getCountries } from './address-api.ts';
import { type MessageKey, useStoreView, useTranslate } from './i18n.ts';

export interface CountryOption {
  code: string;
  name: string;
}

const loaded = new Map<StoreCode, Promise<CountryOption[]>>();

function loadCountries(storeCode: StoreCode): Promise<CountryOption[]> {
  let countries = loaded.get(storeCode);
  if (!countries) {
    countries = getCountries(storeCode).then((entries) =>
      entries.map((entry) => ({ code: entry.id, name: entry.full_name_locale })),
    );
    loaded.set(storeCode, countries);
    countries.catch(() => loaded.delete(storeCode));
  }
  return countries;
}

/**
 * The countries to choose from, always holding `selected` (an address of a country the list
 * no longer has keeps its value in the form).
 */
export function useCountries(selected: string): CountryOption[] {
  const t = useTranslate();
  const { code: storeCode } = useStoreView();
  const [fromApi, setFromApi] = useState<CountryOption[] | null>(null);
  useEffect(() => {
    let live = true;
    setFromApi(null);
    loadCountries(storeCode).then(
      (countries) => {
        if (live && countries.length > 0) setFromApi(countries);
      },
      (error: unknown) => {
        // The core list stays: the form works without the call.
        console.warn('[countries] the country list could not be loaded:', error);
      },
    );
    return () => {
      live = false;
    };
  }, [storeCode]);
  return countryOptions(fromApi, selected, (code) =>
    (CHECKOUT_COUNTRIES as readonly string[]).includes(code)
      ? t(`Country ${code}` as MessageKey)
      : code,
  );
}

/**
 * The options: the API's list, or the core list named by the catalogue while there is none;
 * `selected` is added when the list lacks it.
 */
export function countryOptions(
  fromApi: CountryOption[] | null,
  selected: string,
  nameOf: (code: string) => string,
): CountryOption[] {
  const countries = fromApi ?? CHECKOUT_COUNTRIES.map((code) => ({ code, name: nameOf(code) }));
  if (!selected || countries.some((country) => country.code === selected)) return countries;
  return [...countries, { code: selected, name: nameOf(selected) }];
}
