/**
 * Dutch street ranges, the way PostNL describes its postcodes: a six-character postcode covers
 * one side of a street (odd or even house numbers) over a range of numbers, so "3512JC, odd,
 * 1 to 35" says that every odd number from 1 to 35 at that postcode is on Domplein in Utrecht.
 * The open address register (BAG) lists single addresses instead; compacting them into ranges
 * keeps the table about a tenth of the register's size, and a lookup is one indexed row.
 */

/** One address of the register: postcode (written '1234AB'), house number, street and town. */
export interface DutchAddress {
  postcode: string;
  houseNumber: number;
  street: string;
  city: string;
}

/** The side of a street a range covers: house number modulo 2 (1 odd, 0 even). */
export type HouseNumberParity = 0 | 1;

/** Consecutive numbers of one side of one postcode that lie on one street, first to last. */
export interface DutchStreetRange {
  postcode: string;
  parity: HouseNumberParity;
  from: number;
  to: number;
  street: string;
  city: string;
}

/** The highest house number of the register (five digits). */
export const MAX_DUTCH_HOUSE_NUMBER = 99_999;

/** The side of the street a house number is on. */
export function parityOf(houseNumber: number): HouseNumberParity {
  return (houseNumber % 2) as HouseNumberParity;
}

/** A Dutch postcode in the table's form ('1234AB'), or null when it is not one. */
export function compactPostcode(postcode: string): string | null {
  const match = /^([1-9][0-9]{3}) ?([A-Za-z]{2})$/.exec(postcode.trim());
  return match ? `${match[1]}${match[2]!.toUpperCase()}` : null;
}

/**
 * The ranges of a set of addresses, in any order: per postcode and side, the numbers sorted and
 * each run of numbers on the same street and town made one range from its first to its last
 * number. A number missing inside a run (a plot without a house) falls inside the range, as in
 * PostNL's tables; between two streets there is no range. An address listed twice (the
 * register lists every letter and addition: 12, 12a, 12-1) counts once. When the register lists
 * one number with two streets, the one first in alphabetical order is kept, so the outcome never
 * depends on the order of the file. Ranges come out by postcode, side and first number.
 */
export function compactDutchStreetRanges(addresses: Iterable<DutchAddress>): DutchStreetRange[] {
  const sorted = [...addresses].sort(
    (a, b) =>
      compareText(a.postcode, b.postcode) ||
      parityOf(a.houseNumber) - parityOf(b.houseNumber) ||
      a.houseNumber - b.houseNumber ||
      compareText(a.street, b.street) ||
      compareText(a.city, b.city),
  );
  const ranges: DutchStreetRange[] = [];
  let current: DutchStreetRange | null = null;
  for (const address of sorted) {
    const parity = parityOf(address.houseNumber);
    const sameSide = current !== null && current.postcode === address.postcode;
    if (current && sameSide && current.parity === parity) {
      // The same number again: a letter or addition of it, or a second street for it.
      if (address.houseNumber === current.to) continue;
      if (current.street === address.street && current.city === address.city) {
        current.to = address.houseNumber;
        continue;
      }
    }
    current = {
      postcode: address.postcode,
      parity,
      from: address.houseNumber,
      to: address.houseNumber,
      street: address.street,
      city: address.city,
    };
    ranges.push(current);
  }
  return ranges;
}

/** The range that holds a house number at a postcode ('1234AB'), or null. */
export function findDutchStreetRange(
  ranges: readonly DutchStreetRange[],
  postcode: string,
  houseNumber: number,
): DutchStreetRange | null {
  const parity = parityOf(houseNumber);
  return (
    ranges.find(
      (range) =>
        range.postcode === postcode &&
        range.parity === parity &&
        range.from <= houseNumber &&
        range.to >= houseNumber,
    ) ?? null
  );
}

/** Code-point order: the same in every locale, like the database's "C" collation. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
