/**
 * JSON answers assembled from pieces written ahead: text, or UTF-8 bytes kept from an earlier writing. A large
 * answer (a search page of a thousand jobs) is then one copy of bytes already written, not a walk over a
 * thousand objects and an encoding of the text that walk makes. Text is encoded with TextEncoder, as the mock in
 * a page (the demo build) can; memory comes from Buffer (the demo build provides it, as for the rest of the mock).
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A piece of a JSON text: text, or the UTF-8 bytes of text written earlier. */
export type JsonPiece = string | Uint8Array;

/** Text as UTF-8 bytes, to be kept and joined many times. */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

/** UTF-8 bytes as text. */
export const fromUtf8 = (bytes: Uint8Array): string => decoder.decode(bytes);

/** Answers from this size up are written into reused memory (see releaseJsonBytes). */
const REUSED_FROM_BYTES = 64 * 1024;
/** Larger answers get memory of their own, as do answers beyond this many waiting for reuse. */
const REUSED_UP_TO_BYTES = 16 * 1024 * 1024;
const KEPT_FOR_REUSE = 16;
const reusable: ArrayBuffer[] = [];

/**
 * Memory for an answer of at most `size` bytes. Writing a large answer into fresh memory costs more than
 * writing it (the system hands the pages out one fault at a time, and the collector counts them), so memory
 * handed back by releaseJsonBytes is used again.
 */
function memoryFor(size: number): Uint8Array {
  if (size >= REUSED_FROM_BYTES) {
    for (let i = reusable.length - 1; i >= 0; i--) {
      if (reusable[i]!.byteLength >= size) return new Uint8Array(reusable.splice(i, 1)[0]!);
    }
  }
  // Every byte up to the answer's length is written before it is read, and nothing past it is handed out.
  return Buffer.allocUnsafe(size);
}

/**
 * Hands back the memory of an answer joinJson made, once nothing reads it any more (the server has written it
 * out). Only an adapter that knows that may call this; an answer never handed back is simply collected.
 */
export function releaseJsonBytes(bytes: Uint8Array): void {
  const memory = bytes.buffer;
  if (
    !(memory instanceof ArrayBuffer) ||
    memory.byteLength < REUSED_FROM_BYTES ||
    memory.byteLength > REUSED_UP_TO_BYTES
  )
    return;
  if (reusable.length < KEPT_FOR_REUSE && !reusable.includes(memory)) reusable.push(memory);
}

/** Whether an answer's bytes are worth handing back with releaseJsonBytes. */
export const isReusable = (bytes: Uint8Array): boolean => bytes.buffer.byteLength >= REUSED_FROM_BYTES;

/** Writes text at `at`: ASCII directly (the short pieces between written parts are), the rest through the encoder. */
function writeText(out: Uint8Array, text: string, at: number): number {
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return at + i + encoder.encodeInto(text.slice(i), out.subarray(at + i)).written;
    out[at + i] = code;
  }
  return at + length;
}

/** The pieces, in order, as one array of UTF-8 bytes. */
export function joinJson(pieces: readonly JsonPiece[]): Uint8Array {
  // Enough room: one UTF-16 unit never takes more than 3 bytes in UTF-8.
  let room = 0;
  for (const piece of pieces) room += typeof piece === 'string' ? piece.length * 3 : piece.length;
  const out = memoryFor(room);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      at = writeText(out, piece, at);
    } else {
      out.set(piece, at);
      at += piece.length;
    }
  }
  return out.subarray(0, at);
}

/** An envelope's fields followed by `"data"`: a list whose items are already written (each as pieces). */
export function jsonList(fields: Record<string, unknown>, items: ReadonlyArray<readonly JsonPiece[]>): Uint8Array {
  const head = JSON.stringify(fields);
  const pieces: JsonPiece[] = [`${head.length > 2 ? `${head.slice(0, -1)},` : '{'}"data":[`];
  items.forEach((item, i) => {
    if (i > 0) pieces.push(',');
    pieces.push(...item);
  });
  pieces.push(']}');
  return joinJson(pieces);
}
