// 'buffer/' (with the slash) is the npm package of that name, not Node's built-in module.
import { Buffer } from 'buffer/';

// The mock keeps files (seeded PDFs, uploads) as Node Buffers. In the demo build it runs in the
// browser, so it gets the same API from the buffer package. Imported first by the demo entry.
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
