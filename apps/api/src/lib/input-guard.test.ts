import { describe, expect, it } from 'vitest';
import { badCharacterOf, dataExceptionOf, findBadText } from './input-guard.ts';

describe('text no database can store', () => {
  it('finds NUL and unpaired surrogates, and lets whole pairs and other text through', () => {
    expect(badCharacterOf('Kinderwagen 👶🏽 é')).toBeNull();
    expect(badCharacterOf('a\u0000b')).toBe('a NUL character');
    expect(badCharacterOf('x\ud800')).toMatch(/unpaired surrogate/);
    expect(badCharacterOf('\udc00x')).toMatch(/unpaired surrogate/);
    expect(badCharacterOf('\ud83d\udc76')).toBeNull();
  });

  it('names the path of the first bad string or key in a body', () => {
    expect(findBadText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe(
      'body.a.1.c: contains a NUL character',
    );
    expect(findBadText({ filters: { 'k\ud800': 1 } }, 'body')).toBe(
      'body.filters: a key contains an unpaired surrogate (invalid Unicode)',
    );
    expect(findBadText({ a: 1, b: [true, null] }, 'body')).toBeNull();
  });
});

describe('a data exception of the database', () => {
  it('is one when SQLSTATE class 22 is the error or its cause', () => {
    expect(dataExceptionOf({ code: '22003', message: 'out of range' })).toEqual({
      code: '22003',
      message: 'out of range',
    });
    expect(dataExceptionOf(new Error('wrapped', { cause: { code: '22P02' } }))?.code).toBe('22P02');
    expect(dataExceptionOf({ code: '23505' })).toBeNull();
    expect(dataExceptionOf(new Error('x'))).toBeNull();
  });
});
