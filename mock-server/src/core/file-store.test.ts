import { describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_LIMIT_BYTES, FileStore } from './file-store.ts';

const file = (filename: string, bytes: number, fill = 1) => ({
  filename,
  mimetype: 'application/pdf',
  data: Buffer.alloc(bytes, fill),
});

describe('FileStore', () => {
  it('keeps 256 MB by default', () => {
    expect(new FileStore().usage()).toEqual({ bytes: 0, limitBytes: 256 * 1024 * 1024, files: 0 });
    expect(DEFAULT_STORAGE_LIMIT_BYTES).toBe(268_435_456);
  });

  it('takes files up to the limit exactly and refuses one byte more, leaving every stored file as it was', () => {
    const store = new FileStore(100);
    expect(store.put('a/', file('one.pdf', 60, 1))).toBe(true);
    expect(store.put('b/', file('two.pdf', 40, 2))).toBe(true);
    expect(store.usage()).toEqual({ bytes: 100, limitBytes: 100, files: 2 });
    expect(store.put('c/', file('three.pdf', 1, 3))).toBe(false);
    expect(store.get('c/', 'three.pdf')).toBeUndefined();
    expect(store.get('a/', 'one.pdf')!.data.equals(Buffer.alloc(60, 1))).toBe(true);
    expect(store.get('b/', 'two.pdf')!.data.equals(Buffer.alloc(40, 2))).toBe(true);
    expect(store.usage()).toEqual({ bytes: 100, limitBytes: 100, files: 2 });
  });

  it('counts a file put again under the same key as a replacement, not an addition', () => {
    const store = new FileStore(100);
    store.put('a/', file('one.pdf', 60));
    expect(store.put('a/', file('one.pdf', 90, 7))).toBe(true);
    expect(store.usage()).toEqual({ bytes: 90, limitBytes: 100, files: 1 });
    expect(store.put('a/', file('one.pdf', 101))).toBe(false);
    expect(store.get('a/', 'one.pdf')!.data.equals(Buffer.alloc(90, 7))).toBe(true);
    expect(store.put('a/', file('one.pdf', 10))).toBe(true);
    expect(store.usage().bytes).toBe(10);
  });

  it('forgets a folder and frees its bytes; clear frees all', () => {
    const store = new FileStore(100);
    store.put('candidates/documents/900001/', file('x_Resume.pdf', 30));
    store.put('candidates/documents/900001/', file('x_Aadhaar.png', 20));
    store.put('candidates/documents/900002/', file('y_Resume.pdf', 25));
    expect(store.deleteFolder('candidates/documents/900001/')).toBe(2);
    expect(store.usage()).toEqual({ bytes: 25, limitBytes: 100, files: 1 });
    store.restore('candidates/documents/900003/z.pdf', file('z.pdf', 200));
    expect(store.usage()).toEqual({ bytes: 225, limitBytes: 100, files: 2 });
    store.clear();
    expect(store.usage()).toEqual({ bytes: 0, limitBytes: 100, files: 0 });
  });
});
