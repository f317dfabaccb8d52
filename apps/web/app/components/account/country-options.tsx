/**
 * The options of an address form's country select (checkout, account): the store view's
 * countries from the API, named in the page's language, with the core list until they are
 * loaded or when they cannot be (lib/use-countries.ts).
 */
import { useCountries } from '../../lib/use-countries.ts';

export function CountryOptions({ selected }: { selected: string }) {
  const countries = useCountries(selected);
  return countries.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));
}
