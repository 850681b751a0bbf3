import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256, utf8Bytes } from './sha256.ts';

describe('sha256', () => {
  it('matches the FIPS 180-4 vectors', () => {
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto around block boundaries and on non-ASCII text', () => {
    const texts = ['é', 'Piss’ Squig 🐸', 'x'.repeat(55), 'x'.repeat(56), 'y'.repeat(64), 'z'.repeat(1000)];
    for (const t of texts) expect(sha256(t)).toBe(createHash('sha256').update(t, 'utf8').digest('hex'));
  });

  it('encodes UTF-8 like TextEncoder, lone surrogates included', () => {
    for (const t of ['aé€🐸', '\ud800x', 'x\udc00']) {
      expect(Array.from(utf8Bytes(t))).toEqual(Array.from(new TextEncoder().encode(t)));
    }
  });
});
