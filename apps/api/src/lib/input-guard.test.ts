import { PassThrough } from 'node:stream';
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

  it('looks into parsed data of every kind, objects without a prototype too', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.q = 'x\u0000';
    expect(findBadText(bare, 'query')).toBe('query.q: contains a NUL character');
    // The query parser's objects come from an empty prototype without methods.
    const parsed = Object.create(Object.create(null)) as Record<string, unknown>;
    parsed.sku = 'k\ud800';
    expect(findBadText(parsed, 'query')).toBe(
      'query.sku: contains an unpaired surrogate (invalid Unicode)',
    );
  });

  it('does not look into a raw body stream, whose properties lead back to themselves', () => {
    // A request stream holds its socket, which holds the server and the request again: a walk
    // through it would never end. A raw body's route checks its text itself.
    const stream = new PassThrough() as PassThrough & { socket?: unknown; note?: string };
    const socket: Record<string, unknown> = { stream, again: null };
    socket.again = socket;
    stream.socket = socket;
    stream.note = 'x\u0000';
    expect(findBadText(stream, 'body')).toBeNull();
    expect(findBadText({ file: stream }, 'body')).toBeNull();
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
