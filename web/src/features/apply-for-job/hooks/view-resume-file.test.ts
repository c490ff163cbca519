import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CANDIDATE_ID } from '#mock/testing/for-clients.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { openFile, saveFile } from '#web/shared/save-file.ts';
import { useViewResume } from './use-view-resume.ts';

const mock = setupMockUpstream({ jobCount: 5 });
const DOWNLOAD_URL = '*/legacy-services/api/v1/user/downloadFileFromAWS';
const SCRIPT = '<!doctype html><script>document.title = localStorage.getItem("token")</script>';

// What the page handed to the browser: object URLs made, tabs opened, anchors clicked.
const made: Blob[] = [];
const opened = vi.fn();
const clicked: { download: string; href: string }[] = [];
beforeEach(() => {
  made.length = 0;
  clicked.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        made.push(blob);
        return `blob:http://localhost/${made.length}`;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(window, 'open').mockImplementation((...args) => {
    opened(...args);
    return null;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  opened.mockReset();
});

const text = (blob: Blob) => blob.text();

describe('viewing a resume opens only a PDF inline', () => {
  it('saves an upstream answer declared text/html with script bytes as an attachment, never rendering it', async () => {
    mock.server.use(
      http.get(
        DOWNLOAD_URL,
        () =>
          new HttpResponse(SCRIPT, {
            headers: { 'Content-Type': 'text/html', 'Content-Disposition': 'attachment; filename="cv.pdf"' },
          }),
      ),
    );
    const { result } = renderHook(() => useViewResume(String(DEMO_CANDIDATE_ID), 'Resume.pdf'));
    await act(() => result.current.view());

    expect(opened).not.toHaveBeenCalled();
    expect(made).toHaveLength(1);
    expect(made[0]!.type).toBe('application/octet-stream');
    expect(await text(made[0]!)).toBe(SCRIPT);
    expect(clicked).toEqual([{ download: 'cv.pdf', href: 'blob:http://localhost/1' }]);
    expect(result.current.error).toBeNull();
  });

  it('saves bytes that are not a PDF even when the upstream declares application/pdf', async () => {
    mock.server.use(
      http.get(DOWNLOAD_URL, () => new HttpResponse(SCRIPT, { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const { result } = renderHook(() => useViewResume(String(DEMO_CANDIDATE_ID), 'Resume.pdf'));
    await act(() => result.current.view());
    expect(opened).not.toHaveBeenCalled();
    expect(made.map((b) => b.type)).toEqual(['application/octet-stream']);
    expect(clicked.map((c) => c.download)).toEqual(['Resume.pdf']);
  });

  it('opens real PDF bytes in a new tab as application/pdf, whatever type the upstream declared', async () => {
    const pdf = '%PDF-1.4\n%%EOF';
    mock.server.use(http.get(DOWNLOAD_URL, () => new HttpResponse(pdf, { headers: { 'Content-Type': 'text/plain' } })));
    const { result } = renderHook(() => useViewResume(String(DEMO_CANDIDATE_ID), 'Resume.pdf'));
    await act(() => result.current.view());
    expect(opened).toHaveBeenCalledWith('blob:http://localhost/1', '_blank', 'noopener');
    expect(made.map((b) => b.type)).toEqual(['application/pdf']);
    expect(await text(made[0]!)).toBe(pdf);
    expect(clicked).toEqual([]);
  });
});

describe('saveFile and openFile', () => {
  it('downloads every file as bytes under its name', async () => {
    saveFile(new Blob(['<svg onload="x()"/>'], { type: 'image/svg+xml' }), 'photo.svg');
    expect(made.map((b) => b.type)).toEqual(['application/octet-stream']);
    expect(clicked).toEqual([{ download: 'photo.svg', href: 'blob:http://localhost/1' }]);
    expect(await openFile(new Blob([]), 'empty.pdf')).toBe('saved');
    expect(opened).not.toHaveBeenCalled();
  });
});
