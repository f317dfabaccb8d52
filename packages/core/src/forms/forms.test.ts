import { describe, expect, it } from 'vitest';
import { validateContactMessage } from './contact.ts';
import { latestDueDate, validateDueDate, validatePregnancyBox } from './pregnancy-box.ts';

const today = new Date('2026-11-27T10:00:00Z');
const filled = {
  firstname: 'Emma',
  lastname: 'de Vries',
  email: 'emma@example.nl',
  due_date: '2027-03-01',
  street: 'Dorpsstraat',
  housenumber: '12',
  housenumber_addition: 'a',
  postcode: '1234 AB',
  city: 'Utrecht',
  country_id: 'NL',
  phone: '',
  privacy_consent: true,
};

describe('the pregnancy-box rules', () => {
  it('takes a filled form', () => {
    expect(validatePregnancyBox(filled, today)).toEqual({});
  });

  it('names each field with the spec message', () => {
    expect(
      validatePregnancyBox(
        {
          ...filled,
          firstname: ' ',
          lastname: 'J',
          email: 'emma@',
          due_date: '2026-11-27',
          street: '',
          housenumber: '0',
          postcode: '12345',
          city: '',
          phone: '12',
          privacy_consent: false,
        },
        today,
      ),
    ).toEqual({
      firstname: 'Field is required',
      lastname: 'Name must have at least 2 letters',
      email: 'Please provide valid e-mail address.',
      due_date: 'The expected date needs to be in the future',
      street: 'Field is required',
      housenumber: 'The housenumber is not valid',
      postcode: 'The zipcode is not valid',
      city: 'Field is required',
      phone: 'Please provide valid phone number',
      privacy_consent: 'Please agree to the privacy statement',
    });
  });

  it('checks the postcode by country', () => {
    expect(validatePregnancyBox({ ...filled, country_id: 'DE', postcode: '10115' }, today)).toEqual(
      {},
    );
    expect(validatePregnancyBox({ ...filled, country_id: 'DE' }, today)).toEqual({
      postcode: 'The zipcode is not valid',
    });
    expect(validatePregnancyBox({ ...filled, country_id: 'BE' }, today).country_id).toBe(
      'Field is required',
    );
  });

  it('takes due dates from tomorrow up to ten months ahead', () => {
    expect(latestDueDate(today)).toBe('2027-09-27');
    expect(latestDueDate(new Date('2026-12-31T00:00:00Z'))).toBe('2027-10-31');
    expect(latestDueDate(new Date('2027-05-31T00:00:00Z'))).toBe('2028-03-31');
    expect(latestDueDate(new Date('2026-04-30T00:00:00Z'))).toBe('2027-02-28');
    expect(validateDueDate('2026-11-28', today)).toBeNull();
    expect(validateDueDate('2027-09-27', today)).toBeNull();
    expect(validateDueDate('2027-09-28', today)).toBe(
      'The expected date can be at most 10 months from now',
    );
    expect(validateDueDate('2027-02-30', today)).toBe('The date is not valid');
    expect(validateDueDate('', today)).toBe('Field is required');
  });
});

describe('the contact form rules', () => {
  const message = { name: 'Emma', email: 'emma@example.nl', message: 'Waar blijft mijn pakket?' };
  it('takes a filled form with or without an order number', () => {
    expect(validateContactMessage(message)).toEqual({});
    expect(validateContactMessage({ ...message, order_number: '000001234' })).toEqual({});
  });
  it('names each field', () => {
    expect(
      validateContactMessage({ name: '', email: 'x', message: '  ', order_number: 'a b' }),
    ).toEqual({
      name: 'Field is required',
      email: 'Please provide valid e-mail address.',
      order_number: 'The order number is not valid',
      message: 'Field is required',
    });
  });
});
