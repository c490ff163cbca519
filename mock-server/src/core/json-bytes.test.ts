import { describe, expect, it } from 'vitest';
import { fromUtf8, joinJson, jsonList, releaseJsonBytes, utf8 } from './json-bytes.ts';

describe('joinJson', () => {
  it('joins text and bytes written earlier into the UTF-8 of the whole text', () => {
    const pieces = ['{"name":', utf8('"Ravi Kumar"'), ',"pay":"₹ 25,000","city":', utf8('"बेंगलुरु"'), ',"note":"😀"}'];
    const bytes = joinJson(pieces);
    const whole = '{"name":"Ravi Kumar","pay":"₹ 25,000","city":"बेंगलुरु","note":"😀"}';
    expect(fromUtf8(bytes)).toBe(whole);
    expect(bytes.byteLength).toBe(new TextEncoder().encode(whole).byteLength);
  });

  it('gives no bytes for no pieces', () => {
    expect(joinJson([]).byteLength).toBe(0);
  });
});

describe('jsonList', () => {
  it('writes an envelope with its data list as JSON.stringify does', () => {
    const items = [{ id: 1, city: 'Pune' }, { id: 2, city: 'मुंबई' }, { id: 3 }];
    const fields = { success: true, page: 2, size: 3, totalElements: 40 };
    const written = items.map((item) => [utf8(JSON.stringify(item).slice(0, -1)), '}']);
    expect(fromUtf8(jsonList(fields, written))).toBe(JSON.stringify({ ...fields, data: items }));
    expect(fromUtf8(jsonList(fields, []))).toBe(JSON.stringify({ ...fields, data: [] }));
    expect(fromUtf8(jsonList({}, [['1']]))).toBe(JSON.stringify({ data: [1] }));
  });
});

describe('large answers', () => {
  const big = (letter: string) => [`{"text":"`, utf8(letter.repeat(100_000)), `"}`];

  it('are written into memory handed back by an answer already sent, and read right', () => {
    const first = joinJson(big('a'));
    releaseJsonBytes(first);
    const second = joinJson(big('b'));
    expect(second.buffer).toBe(first.buffer);
    expect(fromUtf8(second)).toBe(`{"text":"${'b'.repeat(100_000)}"}`);
  });

  it('never share memory while both are still held', () => {
    const one = joinJson(big('c'));
    const two = joinJson(big('d'));
    expect(two.buffer).not.toBe(one.buffer);
    expect(fromUtf8(one)).toBe(`{"text":"${'c'.repeat(100_000)}"}`);
  });
});
