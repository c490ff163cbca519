import type { JourneyContext } from '#conformance/runner/journey-context.ts';
import type { Journey } from '#conformance/runner/run.ts';
import {
  aboutSomeoneElse,
  at,
  expectMessage,
  listOf,
  messageOf,
  pdfFile,
  signInCandidate,
  textFile,
} from './support.ts';

export const profileJourneys: Journey[] = [
  {
    name: 'profile read and update',
    async run(c: JourneyContext) {
      const me = await signInCandidate(c);
      const profile = await c.call('getDetailsWithMob', { path: { mobile: me.mobile }, expect: 200 });
      c.expect(
        at(profile.body, 'candidateId') ??
          at(profile.body, 'id') ??
          at(profile.body, 'data.candidateId') ??
          at(profile.body, 'data.id'),
        'the profile names the candidate',
      );
      await c.call('getDetailsWithMob', { path: { mobile: '9000099999' }, expect: await aboutSomeoneElse(c, 404) });
      await c.call('getDetailsWithMob', { path: { mobile: me.mobile }, auth: 'none', expect: 401 });
      await c.call('addUpdateCandidate', {
        json: { fullName: 'Arjun Mehta', mobileNumber: '9811122233', email: 'arjun.mehta@example.in', pincode: 110001 },
        expect: await aboutSomeoneElse(c, 200),
      });
      c.requireWrites();
      const payload = {
        candidateId: me.candidateId,
        firstName: 'Priya',
        middleName: 'Rani',
        lastName: 'Sharma',
        fullName: 'Priya Rani Sharma',
        mobileNumber: me.mobile,
        emailId: 'priya.sharma@example.in',
        email: 'priya.sharma@example.in',
        cityName: 'Bengaluru',
        expectedSalary: 38000,
        salary: 38000,
        pincode: 560034,
      };
      await c.call('updateCandidateProfile', { path: { candidateId: me.candidateId }, json: payload, expect: 200 });
      const again = await c.call('getDetailsWithMob', { path: { mobile: me.mobile }, expect: 200 });
      const name = at(again.body, 'fullName') ?? at(again.body, 'data.fullName');
      c.expect(name === 'Priya Rani Sharma', `the update is visible (${String(name)})`);
      expectMessage(
        c,
        await c.call('updateCandidateProfile', {
          path: { candidateId: me.candidateId },
          json: { ...payload, mobileNumber: '0' },
          expect: 400,
        }),
        400,
        'Mobile number is required',
      );
      expectMessage(
        c,
        await c.call('updateCandidateProfile', { path: { candidateId: 0 }, json: payload, expect: 400 }),
        400,
        'Candidate ID is required',
      );
    },
  },
  {
    name: 'resume upload and download',
    async run(c: JourneyContext) {
      const me = await signInCandidate(c);
      const folder = `candidates/documents/${me.candidateId}/`;
      c.requireWrites();
      const upload = await c.call('updateCandidateResume', {
        form: { candidateId: String(me.candidateId), resume: pdfFile(`${me.candidateId}_Resume.pdf`) },
        expect: 200,
      });
      const filename = String(at(upload.body, 'fileName') ?? `${me.candidateId}_Resume.pdf`);
      const download = await c.call('downloadFileFromAWS', { query: { path: folder, filename }, expect: 200 });
      c.expect(
        /filename=/.test(download.headers['content-disposition'] ?? ''),
        'the download names its file in Content-Disposition',
      );
      c.expect(download.bytes > 0, 'the download has the file bytes');
      await c.call('downloadFileFromAWS', { query: { path: '../../etc/', filename: 'passwd' }, expect: 400 });
      await c.call('downloadFileFromAWS', { query: { path: folder, filename: 'missing.pdf' }, expect: 404 });
      await c.call('downloadFileFromAWS', { query: { path: folder, filename }, auth: 'none', expect: 401 });
      const wrong = await c.call('updateCandidateResume', {
        form: { candidateId: String(me.candidateId), resume: textFile('resume.txt') },
        expect: 400,
      });
      expectMessage(c, wrong, 400, 'Resume file is required or invalid format');
      expectMessage(
        c,
        await c.call('updateCandidateResume', { form: { candidateId: String(me.candidateId) }, expect: 400 }),
        400,
        'Resume file is required or invalid format',
      );
    },
  },
  {
    name: 'skills read and save',
    async run(c: JourneyContext) {
      const me = await signInCandidate(c);
      const active = listOf<{ id?: number; skillId?: number; skillName?: string; name?: string }>(
        (await c.call('fetchAllActiveSkills', { expect: 200 })).body,
      );
      c.expect(active.length > 0, 'the active skills catalogue is not empty');
      await c.call('fetchCandidateSkills', { query: { mobileNumber: me.mobile }, expect: 200 });
      await c.call('fetchCandidateInactiveSkills', { query: { mobileNumber: me.mobile }, expect: 200 });
      await c.call('fetchCandidateSkills', { query: {}, expect: 400 });
      c.requireWrites();
      const [a, b] = active;
      const ids = [a, b].map((s) => s?.skillId ?? s?.id).join(',');
      const saved = await c.call('saveCandidateSkills', {
        query: { skillIds: ids, mobileNumber: me.mobile },
        expect: 200,
      });
      c.expect(typeof saved.body === 'string' && saved.body.length > 0, 'saving skills answers a text to show');
      await c.call('saveCandidateSkills', {
        form: { mobileNumber: me.mobile, skillIds: String(a?.skillName ?? a?.name) },
        expect: 200,
      });
      expectMessage(
        c,
        await c.call('saveCandidateSkills', {
          query: { skillIds: 'Underwater Basket Weaving', mobileNumber: me.mobile },
          expect: 400,
        }),
        400,
        'No valid skills to save',
      );
      await c.call('saveCandidateSkills', {
        query: { skillIds: ids, mobileNumber: me.mobile },
        auth: 'none',
        expect: 401,
      });
      const mine = await c.call('fetchCandidateSkills', { query: { mobileNumber: me.mobile }, expect: 200 });
      c.expect(
        JSON.stringify(mine.body).includes(String(a?.skillName ?? a?.name)),
        `the saved skill is the candidate's (${messageOf(mine).slice(0, 40)})`,
      );
    },
  },
];
