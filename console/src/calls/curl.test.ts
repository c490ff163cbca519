import { describe, expect, it } from 'vitest';
import { curlOf, shellWord } from './curl.ts';

describe('curlOf', () => {
  it('sends a JSON call again with its method, headers, session and body', () => {
    expect(
      curlOf(
        {
          method: 'POST',
          url: '/recruiter-services/api/v1/positions/searchJobs',
          headers: {
            authorization: 'Bearer mock.service.0.1.x.y',
            'content-type': 'application/json',
            'X-Mock-Session': 'ci-7',
          },
          body: '{"page":1,"mobileNumber":"0"}',
        },
        'http://127.0.0.1:8080',
      ),
    ).toBe(
      [
        'curl',
        '-X POST',
        "'http://127.0.0.1:8080/recruiter-services/api/v1/positions/searchJobs'",
        "-H 'authorization: Bearer mock.service.0.1.x.y'",
        "-H 'content-type: application/json'",
        "-H 'X-Mock-Session: ci-7'",
        `--data-raw '{"page":1,"mobileNumber":"0"}'`,
      ].join(' \\\n  '),
    );
  });

  it('leaves a GET without a body as curl sends it, the query in the address', () => {
    expect(curlOf({ method: 'GET', url: '/a?jobId=1', headers: {} }, 'http://localhost:8080')).toBe(
      "curl \\\n  'http://localhost:8080/a?jobId=1'",
    );
  });

  it("sends an upload's fields as they were and names its file", () => {
    const curl = curlOf(
      {
        method: 'POST',
        url: '/upload',
        headers: {},
        form: {
          fields: { candidateId: '1001' },
          files: [{ field: 'resume', filename: 'Resume.pdf', mimetype: 'application/pdf', size: 10 }],
        },
      },
      'http://127.0.0.1:8080',
    );
    expect(curl).toContain("--form-string 'candidateId=1001'");
    expect(curl).toContain("-F 'resume=@Resume.pdf;type=application/pdf'");
  });
});

describe('shellWord', () => {
  it("quotes a text for a POSIX shell, a single quote inside as '\\''", () => {
    expect(shellWord(`it's $HOME`)).toBe(`'it'\\''s $HOME'`);
  });
});
