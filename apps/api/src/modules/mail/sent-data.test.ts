import { describe, expect, it } from 'vitest';
import { dataKeptWhenSent } from './sent-data.ts';

describe('what a sent mail keeps in the outbox', () => {
  it('a one-time login code becomes stars', () => {
    expect(dataKeptWhenSent('one_time_password', { code: '482913', validMinutes: 10 })).toEqual({
      code: '******',
      validMinutes: 10,
    });
  });

  it('a link keeps its address without the token in its query or fragment', () => {
    const kept = dataKeptWhenSent('password_reset', {
      resetUrl: 'https://shop.example/de/reset-password?email=a%40b.de&token=secret-token#x',
      validMinutes: 60,
    });
    expect(kept).toEqual({ resetUrl: 'https://shop.example/de/reset-password', validMinutes: 60 });
    expect(JSON.stringify(kept)).not.toContain('secret-token');
  });

  it('every link of a mail loses its query, whatever the mail', () => {
    const kept = dataKeptWhenSent('newsletter_confirm', {
      confirmUrl: 'https://shop.example/newsletter/confirm?token=t1',
      unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?email=a&token=t2',
      listUnsubscribeUrl: 'https://shop.example/api/unsubscribe?token=t3',
      validDays: 7,
    });
    expect(JSON.stringify(kept)).not.toMatch(/t1|t2|t3/);
    expect(kept?.validDays).toBe(7);
  });

  it('a gift card code keeps only its last four characters', () => {
    expect(dataKeptWhenSent('gift_card', { code: 'ABCD-EFGH-JKLM-NPQR' })?.code).toBe(
      '****-****-****-NPQR',
    );
  });

  it('a mail without codes or links keeps everything', () => {
    expect(
      dataKeptWhenSent('welcome', { firstname: 'Anna', shopUrl: 'https://shop.example/' }),
    ).toBeNull();
  });
});
