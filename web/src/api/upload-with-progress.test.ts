import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenStore } from './token-store.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

type Script = { status: number; body: string } | 'network-error' | 'timeout';

const sent: { url: string; authorization: string | undefined }[] = [];

function installFakeXhr(scripts: Script[]) {
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send() {
      sent.push({ url: this.url, authorization: this.headers.Authorization });
      const script = scripts.shift();
      queueMicrotask(() => {
        if (script === 'network-error') return this.onerror?.();
        if (script === 'timeout') return this.ontimeout?.();
        for (const loaded of [25, 50, 100]) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
        this.status = script?.status ?? 500;
        this.responseText = script?.body ?? '';
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

function tokens(): TokenStore {
  return { getToken: vi.fn(async () => 'old'), renew: vi.fn(async () => 'new'), clear: vi.fn() };
}

const PATH = '/corporate-recruitment/talentJobs/updateCandidateResume' as const;

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

describe('uploadWithProgress', () => {
  it('sends the service token, reports progress and reads the JSON answer', async () => {
    installFakeXhr([{ status: 200, body: '{"success":true,"message":"Resume uploaded successfully!"}' }]);
    const progress: number[] = [];
    const result = await uploadWithProgress(PATH, new FormData(), {
      baseUrl: 'https://api.test',
      tokens: tokens(),
      onProgress: (f) => progress.push(f),
    });
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { success: true, message: 'Resume uploaded successfully!' },
    });
    expect(progress).toEqual([0.25, 0.5, 1, 1]);
    expect(sent).toEqual([{ url: `https://api.test${PATH}`, authorization: 'Bearer old' }]);
  });

  it('renews the token and sends once more after a 401', async () => {
    installFakeXhr([
      { status: 401, body: 'expired' },
      { status: 200, body: '{}' },
    ]);
    const store = tokens();
    const result = await uploadWithProgress(PATH, new FormData(), { baseUrl: '', tokens: store });
    expect(result.ok).toBe(true);
    expect(store.renew).toHaveBeenCalledWith('old');
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('maps a refusal, a lost connection and a timeout like the other calls', async () => {
    installFakeXhr([{ status: 413, body: '{"message":"too large"}' }, 'network-error', 'timeout']);
    const options = { baseUrl: '', tokens: tokens() };
    expect(await uploadWithProgress(PATH, new FormData(), options)).toEqual({
      ok: false,
      status: 413,
      reason: 'http',
      message: { upstream: 'HTTP 413: {"message":"too large"}' },
      body: '{"message":"too large"}',
    });
    expect(await uploadWithProgress(PATH, new FormData(), options)).toMatchObject({
      ok: false,
      status: 500,
      reason: 'network',
      message: { key: 'common:error.network' },
    });
    expect(await uploadWithProgress(PATH, new FormData(), options)).toMatchObject({
      ok: false,
      status: 408,
      reason: 'timeout',
    });
  });
});
