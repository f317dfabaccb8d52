import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';
import {
  ageInYears,
  ACCOUNT_MESSAGES as M,
  normalizeEmail,
  parseCalendarDate,
  passwordCharacterClasses,
  validateAddress,
  validateBirthDate,
  validateEmail,
  validateExpectedDate,
  validateHouseNumber,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateZipcode,
} from './validation.ts';

describe('names need at least 2 letters', () => {
  it.each([
    ['', M.required],
    ['   ', M.required],
    [null, M.required],
    ['A', M.nameTooShort],
    ['A.', M.nameTooShort],
    ['1 2', M.nameTooShort],
    ['Jo', null],
    ['Ö z', null],
    ["D'Artagnan", null],
    ['Zoë', null],
  ])('%j -> %s', (value, expected) => {
    expect(validateName(value)).toBe(expected);
  });
});

describe('passwords: 8 or more, 3 of 4 character classes, not common', () => {
  it.each([
    ['', M.required],
    ['Ab1!', M.passwordTooShort],
    ['Abcdef1', M.passwordTooShort],
    ['abcdefgh', M.passwordClasses],
    ['abcdefg1', M.passwordClasses],
    ['ABCDEFG!', M.passwordClasses],
    ['Abcdefg1', null],
    ['abcdef1!', null],
    ['ABCDEF1!', null],
    ['Zonnig-Hert7', null],
    ['Password1', M.passwordTooCommon],
    ['WACHTWOORD1!', M.passwordTooCommon],
    ['Welkom2026', M.passwordTooCommon],
    ['P@ssw0rd', M.passwordTooCommon],
    ['x'.repeat(60) + 'A1!'.repeat(30), M.passwordTooLong],
  ])('%j -> %s', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });

  it('counts the four character classes, also outside ASCII', () => {
    expect(passwordCharacterClasses('aaaa')).toBe(1);
    expect(passwordCharacterClasses('aA')).toBe(2);
    expect(passwordCharacterClasses('aA1')).toBe(3);
    expect(passwordCharacterClasses('aA1 ')).toBe(4);
    expect(passwordCharacterClasses('äÖ')).toBe(2);
  });

  it('blocks every listed password whatever its case', () => {
    for (const common of COMMON_PASSWORDS) {
      expect(isCommonPassword(common.toUpperCase())).toBe(true);
      const result = validatePassword(common);
      expect(result).not.toBeNull();
    }
  });

  it('accepts any long password with all four classes that is not on the list (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 40 }), (middle) => {
        const password = `aZ9#${middle}xyzq`;
        fc.pre([...password].length <= 128 && !isCommonPassword(password));
        expect(validatePassword(password)).toBeNull();
      }),
    );
  });

  it('requires the repeat to be identical', () => {
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(validatePasswordConfirmation('Abcdefg1', 'abcdefg1')).toBe(M.passwordsNotIdentical);
    expect(validatePasswordConfirmation('Abcdefg1', '')).toBe(M.required);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['jan@example.nl', null],
    ['Jan.de.Vries+baby@sub.example.de', null],
    ['', M.required],
    ['jan', M.email],
    ['jan@example', M.email],
    ['jan@@example.nl', M.email],
    ['jan de vries@example.nl', M.email],
    ['jan..vries@example.nl', M.email],
    ['.jan@example.nl', M.email],
    [`${'a'.repeat(65)}@example.nl`, M.email],
  ])('%j -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('normalises to trimmed lower case', () => {
    expect(normalizeEmail('  Jan@Example.NL ')).toBe('jan@example.nl');
  });
});

describe('phone numbers', () => {
  it.each([
    ['+31 6 12345678', null],
    ['06-12345678', null],
    ['(030) 1234567', null],
    ['+49 30 1234567', null],
    ['', M.required],
    ['12345', M.phone],
    ['06 1234 abcd', M.phone],
    ['+31 6 1234 5678 9012 345', M.phone],
  ])('%j -> %s', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });
});

describe('address parts', () => {
  it('checks house numbers and national postcodes', () => {
    expect(validateHouseNumber('12')).toBeNull();
    expect(validateHouseNumber('0')).toBe(M.houseNumber);
    expect(validateHouseNumber('12a')).toBe(M.houseNumber);
    expect(validateZipcode('1234 AB', 'NL')).toBeNull();
    expect(validateZipcode('1234ab', 'nl')).toBeNull();
    expect(validateZipcode('0123 AB', 'NL')).toBe(M.zipcode);
    expect(validateZipcode('10115', 'DE')).toBeNull();
    expect(validateZipcode('1011', 'DE')).toBe(M.zipcode);
    expect(validateZipcode('X', 'FR')).toBe(M.zipcodeTooShort);
    expect(validateZipcode('75001', 'FR')).toBeNull();
  });

  it('lists the problems of an address by field', () => {
    expect(
      validateAddress({
        firstname: 'Anna',
        lastname: 'Jansen',
        street: ['Dorpsstraat', '12', 'a'],
        city: 'Utrecht',
        postcode: '3511 AB',
        country_id: 'NL',
        telephone: '0612345678',
      }),
    ).toEqual({});
    expect(
      validateAddress({ firstname: 'A', street: ['', 'x'], postcode: '1', country_id: 'DE' }),
    ).toEqual({
      firstname: M.nameTooShort,
      lastname: M.required,
      'street.0': M.required,
      'street.1': M.houseNumber,
      city: M.required,
      postcode: M.zipcode,
    });
  });
});

describe('dates', () => {
  const today = new Date('2026-11-22T10:00:00Z');

  it('parses only real calendar dates', () => {
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('22-11-2026')).toBeNull();
  });

  it('needs a customer to be 12 years or older, counted to the day', () => {
    expect(validateBirthDate('2014-11-22', today)).toBeNull();
    expect(validateBirthDate('2014-11-23', today)).toBe(M.tooYoung);
    expect(validateBirthDate('1980-01-01', today)).toBeNull();
    expect(validateBirthDate('2030-01-01', today)).toBe(M.invalidDate);
    expect(validateBirthDate('', today)).toBe(M.required);
    expect(ageInYears(new Date('2000-02-29T00:00:00Z'), new Date('2012-02-28T00:00:00Z'))).toBe(11);
  });

  it('needs an expected date after today', () => {
    expect(validateExpectedDate('2026-11-23', today)).toBeNull();
    expect(validateExpectedDate('2026-11-22', today)).toBe(M.expectedDateInFuture);
    expect(validateExpectedDate('2026-13-01', today)).toBe(M.invalidDate);
  });
});
