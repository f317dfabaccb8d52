/**
 * Dutch postcodes to their town, for the checkout's address form: a shopper who types postcode and
 * house number gets the town filled in (and can change it). A compact table shipped with the shop
 * (no address service is called): the four-digit ranges of the largest Dutch towns, facts from
 * the public postcode allocation. A street needs the full six-character postcode, which this
 * table does not hold, so the shopper types the street; a postcode outside these ranges fills
 * nothing.
 */

/** [first, last four-digit area, town]: each range lies within one town. */
export type PostcodeRange = readonly [first: number, last: number, town: string];

export const NL_POSTCODE_TOWNS: readonly PostcodeRange[] = [
  [1011, 1109, 'Amsterdam'],
  [1311, 1364, 'Almere'],
  [2011, 2037, 'Haarlem'],
  [2311, 2334, 'Leiden'],
  [2491, 2599, 'Den Haag'],
  [2611, 2629, 'Delft'],
  [2711, 2729, 'Zoetermeer'],
  [3011, 3089, 'Rotterdam'],
  [3311, 3329, 'Dordrecht'],
  [3511, 3585, 'Utrecht'],
  [3811, 3829, 'Amersfoort'],
  [4811, 4839, 'Breda'],
  [5011, 5049, 'Tilburg'],
  [5211, 5236, "'s-Hertogenbosch"],
  [5611, 5658, 'Eindhoven'],
  [6211, 6229, 'Maastricht'],
  [6511, 6546, 'Nijmegen'],
  [6811, 6846, 'Arnhem'],
  [7311, 7339, 'Apeldoorn'],
  [7511, 7548, 'Enschede'],
  [8011, 8043, 'Zwolle'],
  [8911, 8941, 'Leeuwarden'],
  [9711, 9747, 'Groningen'],
];

/** A Dutch postcode as written ('3511AB', '3511 ab'): four digits (not starting with 0), two letters. */
export const NL_POSTCODE_PATTERN = /^([1-9][0-9]{3}) ?([A-Za-z]{2})$/;

/** The town of a Dutch postcode, or null when it is not a postcode or not in the table. */
export function townOfDutchPostcode(postcode: string): string | null {
  const match = NL_POSTCODE_PATTERN.exec(postcode.trim());
  if (!match) return null;
  const area = Number(match[1]);
  const range = NL_POSTCODE_TOWNS.find(([first, last]) => area >= first && area <= last);
  return range ? range[2] : null;
}
