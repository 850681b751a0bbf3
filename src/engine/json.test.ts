import { describe, expect, it } from 'vitest';
import { findNonJson, jsonEqual } from './json.ts';

describe('jsonEqual', () => {
  it('compares deeply, ignoring key order', () => {
    expect(jsonEqual({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});

describe('findNonJson', () => {
  it('accepts plain JSON', () => {
    expect(findNonJson({ a: [1, 'x', true, null, { b: -2.5 }] })).toBeNull();
  });

  it('names the first value JSON would lose', () => {
    expect(findNonJson({ a: [1, undefined] })).toBe('$.a[1] is undefined');
    expect(findNonJson({ x: NaN })).toBe('$.x is NaN');
    expect(findNonJson({ m: new Map() })).toBe('$.m is a Map');
    expect(findNonJson({ f: () => 1 })).toBe('$.f is function');
    expect(findNonJson(new Array<number>(2))).toBe('$[0] is a hole');
  });
});
