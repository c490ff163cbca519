/**
 * Records what the client sends and reads of the upstream's answers, in tests only. One self-contained function:
 * Vitest calls it in the worker (conformance/client-usage/vitest-setup.ts), Playwright serializes it into every page
 * (tests/e2e/support/client-usage.ts), so it imports nothing and refers to nothing outside itself.
 *
 * An answer the client parses (`Response.json()`, or `text()` / a clone's `text()` / an upload's `responseText`
 * followed by `JSON.parse`) comes back wrapped in a Proxy that notes each property read with the first stack frame
 * outside this file. Reads made while the answer is copied whole are not noted: JSON.stringify runs with the
 * recorder paused; a spread or Object.entries (keys listed, then every key read from the same place) counts as a
 * read of the object itself; structural sharing and persisters run in library code, which the node side drops by
 * that frame (conformance/client-usage/attribute.ts). Structured clones (IndexedDB, structuredClone) get the plain data.
 */

/** One distinct observation, handed to the node side. */
export interface RawRecord {
  /** `sent`: one request, with every key it carried (so that a key the client always sends is told from another). */
  kind: 'request' | 'response' | 'sent';
  method: string;
  /** The request's URL without its query (origin and path). */
  url: string;
  /** request: `query/<name>`, `header/<name>`, `body`, `body/<json path>`; response: the path read (`data/*\/jobTitle`). */
  key: string;
  /** sent: the request keys of that one request. */
  keys?: string[];
  /** Stack frames outside the recorder, innermost first, as `url-or-file:line:column`. */
  frames: string[];
}

export interface RecorderConfig {
  /** A stack frame of the recorder itself (regex source): skipped when finding who read. */
  ownFrame: string;
  /** A frame that settles a path (regex source): once a read from such a frame is noted, no more stacks are taken. */
  settledFrame?: string;
  /** In a page: wrap fetch and XMLHttpRequest for URLs whose first path segment is listed (the contract's). */
  network?: { firstSegments: string[] };
  /** In a page: the global function (a Playwright binding) that takes each batch of records. */
  sinkName?: string;
}

/** The piece of the recorder the Vitest middleware talks to. */
export interface ClientUsageRecorder {
  /** Notes a request (give a clone: its body is read) and returns the exchange its answer belongs to. */
  noteRequest(request: Request): RecordedExchange;
  /** Notes request header names set after noteRequest (the auth middleware's). */
  noteHeaders(exchange: RecordedExchange, headers: Headers): void;
  /** Marks a response as the answer of an exchange: what the client parses from it is recorded. */
  track(response: Response, exchange: RecordedExchange): void;
  /** Records noted so far (once the request bodies are read), and forgets them and the answers they came from. */
  take(): Promise<RawRecord[]>;
  /** In a page: hands the records noted so far to the sink. */
  flush(): Promise<void>;
}

export interface RecordedExchange {
  method: string;
  url: string;
}

export function installClientUsageRecorder(config: RecorderConfig): ClientUsageRecorder {
  const host = globalThis as typeof globalThis & { __clientUsage?: ClientUsageRecorder } & Record<string, unknown>;
  if (host.__clientUsage) return host.__clientUsage;

  const ownFrame = new RegExp(config.ownFrame);
  const settledFrame = config.settledFrame === undefined ? undefined : new RegExp(config.settledFrame);
  const nativeParse = JSON.parse;
  const nativeStringify = JSON.stringify;
  /** Probes a runtime makes on any object (a promise resolving, a renderer): never an answer's field. */
  const PROBES = new Set([
    'then',
    'toJSON',
    '$$typeof',
    'asymmetricMatch',
    'nodeType',
    'tagName',
    '@@__IMMUTABLE_ITERABLE__@@',
  ]);
  /** Stacks taken for one path of one URL before giving up on finding a settled frame. */
  const MAX_STACKS = 200;

  let records: RawRecord[] = [];
  const pendingBodies: Promise<void>[] = [];
  const seen = new Set<string>();
  const stacksTaken = new Map<string, number>();
  const settled = new Set<string>();
  let paused = 0;
  let flushQueued = false;

  const targetOf = new WeakMap<object, object>();
  const proxyOf = new WeakMap<object, object>();
  const tracked = new WeakMap<Response, RecordedExchange>();
  /** Texts of tracked answers (latest last): a JSON.parse of one of them is an answer parsed. */
  const texts = new Map<string, RecordedExchange>();

  function stackFrames(limit: number): string[] {
    const saved = Error.stackTraceLimit;
    Error.stackTraceLimit = limit;
    const stack = new Error('client usage').stack ?? '';
    Error.stackTraceLimit = saved;
    const frames: string[] = [];
    for (const line of stack.split('\n').slice(1)) {
      if (ownFrame.test(line)) continue;
      const location = /\(?([^\s()]+:\d+:\d+)\)?\s*$/.exec(line.trim());
      if (location?.[1]) frames.push(location[1]);
    }
    return frames;
  }

  function queueFlush(): void {
    if (config.sinkName === undefined || flushQueued) return;
    flushQueued = true;
    queueMicrotask(() => {
      flushQueued = false;
      void flush();
    });
  }

  function emit(kind: RawRecord['kind'], exchange: RecordedExchange, key: string, frames: string[]): void {
    const id = `${kind} ${exchange.method} ${exchange.url} ${key} ${frames[0] ?? ''}`;
    if (seen.has(id)) return;
    seen.add(id);
    records.push({ kind, method: exchange.method, url: exchange.url, key, frames });
    queueFlush();
  }

  function noteRead(exchange: RecordedExchange, path: string): void {
    if (paused > 0 || path === '') return;
    const id = `${exchange.method} ${exchange.url} ${path}`;
    if (settled.has(id)) return;
    const taken = (stacksTaken.get(id) ?? 0) + 1;
    stacksTaken.set(id, taken);
    if (taken > MAX_STACKS) return;
    const frames = stackFrames(12).slice(0, 1);
    if (settledFrame && frames[0] !== undefined && settledFrame.test(frames[0])) settled.add(id);
    emit('response', exchange, path, frames);
  }

  const join = (path: string, key: string) => (path === '' ? key : `${path}/${key}`);
  const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key);

  function wrap(value: unknown, path: string, exchange: RecordedExchange): unknown {
    if (value === null || typeof value !== 'object') return value;
    if (targetOf.has(value)) return value;
    const known = proxyOf.get(value);
    if (known) return known;
    /** The last listing of this object's keys and where it was made: reads from the same place copy it. */
    let listedAt: string | undefined;
    const proxy = new Proxy(value, {
      get(target, key) {
        const child: unknown = Reflect.get(target, key);
        if (typeof key === 'symbol') return child;
        if (paused > 0) return child;
        const array = Array.isArray(target);
        if (array && key === 'length') {
          noteRead(exchange, path);
          return child;
        }
        let childPath: string;
        if (array && isIndex(key)) childPath = join(path, '*');
        else if (Object.prototype.hasOwnProperty.call(target, key)) childPath = join(path, key);
        else if (!(key in target) && !PROBES.has(key)) childPath = join(path, key);
        else return child;
        const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
        if (descriptor && !descriptor.configurable && !descriptor.writable) return child;
        if (listedAt !== undefined) {
          if (stackFrames(12)[0] === listedAt) {
            noteRead(exchange, path);
            return wrap(child, childPath, exchange);
          }
          listedAt = undefined;
        }
        noteRead(exchange, childPath);
        return wrap(child, childPath, exchange);
      },
      has(target, key) {
        if (typeof key === 'string' && paused === 0 && !PROBES.has(key)) {
          noteRead(exchange, Array.isArray(target) && isIndex(key) ? join(path, '*') : join(path, key));
        }
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        if (paused === 0) {
          listedAt = stackFrames(12)[0] ?? '';
          noteRead(exchange, path);
        }
        return Reflect.ownKeys(target);
      },
    });
    proxyOf.set(value, proxy);
    targetOf.set(proxy, value);
    return proxy;
  }

  /** The plain data under any recording proxies, for a structured clone (which refuses proxies). */
  function plain(value: unknown, done = new Map<object, unknown>()): unknown {
    if (value === null || typeof value !== 'object') return value;
    const target = targetOf.get(value) ?? value;
    if (done.has(target)) return done.get(target);
    const prototype: unknown = Object.getPrototypeOf(target);
    if (!Array.isArray(target) && prototype !== Object.prototype && prototype !== null) {
      done.set(target, target);
      return target;
    }
    const source = target as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    done.set(target, target);
    for (const key of Object.keys(source)) {
      const inner = plain(source[key], done);
      if (inner !== source[key]) {
        copy ??= Array.isArray(source)
          ? ([...(source as unknown[])] as unknown as Record<string, unknown>)
          : { ...source };
        copy[key] = inner;
      }
    }
    const result = copy ?? (target === value ? value : target);
    done.set(target, result);
    return result;
  }

  function remember(text: string, exchange: RecordedExchange): void {
    if (text === '') return;
    texts.delete(text);
    texts.set(text, exchange);
    if (texts.size > 200) texts.delete(texts.keys().next().value as string);
  }

  function jsonPaths(value: unknown, prefix: string, out: Set<string>): void {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) {
        out.add(`${prefix}/*`);
        jsonPaths(item, `${prefix}/*`, out);
      }
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      out.add(`${prefix}/${key}`);
      jsonPaths(inner, `${prefix}/${key}`, out);
    }
  }

  function isFormData(body: unknown): body is FormData {
    return (
      typeof body === 'object' &&
      body !== null &&
      typeof (body as FormData).keys === 'function' &&
      typeof (body as FormData).append === 'function' &&
      typeof (body as FormData).getAll === 'function'
    );
  }

  function bodyKeysOf(body: unknown, contentType: string): Promise<string[]> | string[] {
    if (body === null || body === undefined || body === '') return [];
    // By its shape, not instanceof: a page's FormData (jsdom's) and Node's are different classes.
    if (isFormData(body)) return ['body', ...new Set([...body.keys()].map((name) => `body/${name}`))];
    if (typeof body !== 'string') return ['body'];
    const out = new Set<string>(['body']);
    if (!contentType.includes('multipart/')) {
      try {
        jsonPaths(nativeParse(body), 'body', out);
      } catch {
        // Not JSON: the body as a whole.
      }
    }
    return [...out];
  }

  async function requestBodyKeys(request: Request): Promise<string[]> {
    if (request.body === null) return [];
    const contentType = request.headers.get('content-type') ?? '';
    if (contentType.includes('multipart/form-data')) return bodyKeysOf(await request.formData(), contentType);
    return bodyKeysOf(await request.text(), contentType);
  }

  function exchangeOf(method: string, href: string): RecordedExchange {
    const url = new URL(href);
    return { method: method.toUpperCase(), url: `${url.origin}${url.pathname}` };
  }

  /**
   * Each request's own keys, handed over as one `sent` record once its body is read (`read`): a hand-over while
   * another request's body is still being read leaves that one for the next.
   */
  const sent = new Map<RecordedExchange, { keys: Set<string>; frames: string[]; read: boolean }>();
  function noteKey(exchange: RecordedExchange, key: string, frames: string[]) {
    emit('request', exchange, key, frames);
    if (key !== '') sent.get(exchange)?.keys.add(key);
  }

  function noteSent(exchange: RecordedExchange, href: string, headerNames: Iterable<string>, frames: string[]) {
    const url = new URL(href);
    sent.set(exchange, { keys: new Set(), frames, read: false });
    noteKey(exchange, '', frames);
    for (const name of new Set(url.searchParams.keys())) noteKey(exchange, `query/${name}`, frames);
    noteHeaderNames(exchange, headerNames, frames);
  }

  const sendFrames = new WeakMap<RecordedExchange, string[]>();
  function noteHeaderNames(exchange: RecordedExchange, names: Iterable<string>, frames: string[]) {
    for (const name of names) noteKey(exchange, `header/${name.toLowerCase()}`, frames);
  }

  function noteRequest(request: Request): RecordedExchange {
    const exchange = exchangeOf(request.method, request.url);
    const frames = stackFrames(40);
    sendFrames.set(exchange, frames);
    noteSent(exchange, request.url, request.headers.keys(), frames);
    pendingBodies.push(
      requestBodyKeys(request)
        .then(
          (keys) => keys.forEach((key) => noteKey(exchange, key, frames)),
          () => undefined,
        )
        .finally(() => {
          const entry = sent.get(exchange);
          if (entry) entry.read = true;
        }),
    );
    return exchange;
  }

  async function take(): Promise<RawRecord[]> {
    await Promise.all(pendingBodies.splice(0, pendingBodies.length));
    for (const [exchange, { keys, frames, read }] of sent) {
      if (!read) continue;
      records.push({ kind: 'sent', method: exchange.method, url: exchange.url, key: '', keys: [...keys], frames });
      sent.delete(exchange);
    }
    const taken = records;
    records = [];
    // What comes next is another test file's (a Vitest worker runs several): none of this one's answers, paths seen
    // or frames carry over to it (a request whose body is still being read goes with the next hand-over).
    texts.clear();
    seen.clear();
    stacksTaken.clear();
    settled.clear();
    return taken;
  }

  async function flush(): Promise<void> {
    const sink = config.sinkName === undefined ? undefined : host[config.sinkName];
    if (typeof sink !== 'function') return;
    const batch = await take();
    if (batch.length > 0) await (sink as (batch: RawRecord[]) => Promise<void>)(batch);
  }

  // Answers parsed by the client.
  const responses = Response.prototype;
  const nativeJson = responses.json;
  const nativeText = responses.text;
  const nativeClone = responses.clone;
  responses.json = async function json(this: Response) {
    const value: unknown = await nativeJson.call(this);
    const exchange = tracked.get(this);
    return exchange ? wrap(value, '', exchange) : value;
  };
  responses.text = async function text(this: Response) {
    const value = await nativeText.call(this);
    const exchange = tracked.get(this);
    if (exchange) remember(value, exchange);
    return value;
  };
  responses.clone = function clone(this: Response) {
    const copy = nativeClone.call(this);
    const exchange = tracked.get(this);
    if (exchange) tracked.set(copy, exchange);
    return copy;
  };
  JSON.parse = function parse(text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) {
    const value: unknown = nativeParse(text, reviver);
    const exchange = typeof text === 'string' ? texts.get(text) : undefined;
    return exchange ? wrap(value, '', exchange) : value;
  } as typeof JSON.parse;
  JSON.stringify = function stringify(...args: Parameters<typeof JSON.stringify>) {
    paused += 1;
    try {
      return nativeStringify(...args);
    } finally {
      paused -= 1;
    }
  } as typeof JSON.stringify;
  if (typeof structuredClone === 'function') {
    const nativeClone = structuredClone;
    globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) =>
      nativeClone(plain(value), options)) as typeof structuredClone;
  }
  if (typeof IDBObjectStore !== 'undefined') {
    const stores = IDBObjectStore.prototype;
    const nativePut = stores.put;
    const nativeAdd = stores.add;
    stores.put = function put(this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      return nativePut.call(this, plain(value), key);
    };
    stores.add = function add(this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      return nativeAdd.call(this, plain(value), key);
    };
  }

  if (config.network) {
    const segments = new Set(config.network.firstSegments);
    const base = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);
    const watched = (href: string) => {
      try {
        return segments.has(new URL(href, base()).pathname.split('/')[1] ?? '');
      } catch {
        return false;
      }
    };
    const nativeFetch = globalThis.fetch;
    globalThis.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const href = input instanceof Request ? input.url : String(input);
      if (!watched(href)) return nativeFetch(input, init);
      const request = new Request(input, init);
      const exchange = noteRequest(request.clone());
      return nativeFetch(request).then((response) => {
        tracked.set(response, exchange);
        return response;
      });
    };
    const xhrs = XMLHttpRequest.prototype;
    const nativeOpen = xhrs.open;
    const nativeSend = xhrs.send;
    const nativeSetHeader = xhrs.setRequestHeader;
    const opened = new WeakMap<XMLHttpRequest, { method: string; href: string; headers: string[] }>();
    xhrs.open = function open(this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      opened.set(this, { method: args[0], href: new URL(String(args[1]), base()).href, headers: [] });
      return (nativeOpen as (...inner: unknown[]) => void).apply(this, args);
    } as XMLHttpRequest['open'];
    xhrs.setRequestHeader = function setRequestHeader(this: XMLHttpRequest, name: string, value: string) {
      opened.get(this)?.headers.push(name);
      nativeSetHeader.call(this, name, value);
    };
    xhrs.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const request = opened.get(this);
      if (request && watched(request.href)) {
        const exchange = exchangeOf(request.method, request.href);
        const frames = stackFrames(40);
        noteSent(exchange, request.href, request.headers, frames);
        const keys = bodyKeysOf(body, '');
        for (const key of Array.isArray(keys) ? keys : []) noteKey(exchange, key, frames);
        const entry = sent.get(exchange);
        if (entry) entry.read = true;
        this.addEventListener('load', () => {
          try {
            remember(this.responseText, exchange);
          } catch {
            // Not a text answer.
          }
        });
      }
      nativeSend.call(this, body);
    };
    addEventListener('pagehide', () => void flush());
  }

  const recorder: ClientUsageRecorder = {
    noteRequest,
    noteHeaders: (exchange, headers) => noteHeaderNames(exchange, headers.keys(), sendFrames.get(exchange) ?? []),
    track: (response, exchange) => tracked.set(response, exchange),
    take,
    flush,
  };
  host.__clientUsage = recorder;
  return recorder;
}
