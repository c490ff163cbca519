import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../testing/test-app.ts';
import { P, sessionPerFile } from '../testing/session.ts';

interface Interview {
  interviewId: number;
  candidateName: string;
  designation: string;
  status: string;
  city: string;
  candidateMobile: string;
  interviewDateTime: string;
  feedback: string | null;
  openingCandidateDetailsId?: number;
}
interface FeedbackData {
  budgetCitySkills: { skillId: number; skillName: string }[];
  candidateSkills: { skillId: number; rating: number }[];
  interviewFeedback: string;
}

const anita: string = DEMO_IDENTITIES.clientEmail;
const { t, s } = sessionPerFile(1500);

async function interviews(isComplete: boolean, email = anita): Promise<Interview[]> {
  const response = await s.get(
    `${P}/fetchClientInterviews?mobileNumber=&emailId=${encodeURIComponent(email)}&isClient=true&isComplete=${isComplete}`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Interview[] }).data;
}
async function feedbackOf(interviewId: number): Promise<FeedbackData> {
  const response = await s.get(
    `${P}/fetchInterviewFeedback?interviewId=${interviewId}&openingCandidateDetailsId=0&interviewLevel=0`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: FeedbackData }).data;
}
const submit = (interviewId: number, decision: string, comment: string, ratings: Record<string, number>) =>
  s.post(
    `${P}/updateInterviewFeedback?interviewId=${interviewId}&candidateStatus=${decision}&interviewFeedback=${encodeURIComponent(comment)}`,
    ratings,
  );
const pendingWith = async (status: string) => (await interviews(false)).find((i) => i.status === status) as Interview;
const allRated = (data: FeedbackData, rating: number) =>
  Object.fromEntries(data.budgetCitySkills.map((s) => [String(s.skillId), rating]));

describe('fetchClientInterviews', () => {
  it("lists the demo client's pending interviews, soonest first and the unscheduled last", async () => {
    const pending = await interviews(false);
    expect(pending.map((i) => i.status)).toEqual(
      expect.arrayContaining(['Scheduled', 'Confirmed', 'Pending Confirmation', 'Pending']),
    );
    expect(pending.every((i) => i.feedback === null)).toBe(true);
    const unscheduled = pending.filter(
      (i) => i.interviewDateTime === '' || i.interviewDateTime.startsWith('0000-00-00'),
    );
    expect(unscheduled.length).toBeGreaterThanOrEqual(2);
    expect(pending.slice(-unscheduled.length)).toEqual(unscheduled);
    const dated = pending.slice(0, -unscheduled.length).map((i) => i.interviewDateTime);
    expect(dated).toEqual([...dated].sort());
    expect(pending.find((i) => i.candidateName === 'Priya Sharma')).toMatchObject({
      status: 'Scheduled',
      candidateMobile: DEMO_IDENTITIES.candidateMobile,
    });
  });

  it('lists the completed ones: decided, with the feedback given', async () => {
    const completed = await interviews(true);
    expect(completed.map((i) => i.status).sort()).toEqual(['NoShow', 'Rejected', 'Selected']);
    expect(completed.find((i) => i.status === 'Selected')?.feedback).toMatch(/\w+/);
    for (const i of completed)
      expect(i).toMatchObject({
        candidateName: expect.any(String),
        designation: expect.any(String),
        city: expect.any(String),
      });
  });

  it('keeps each client to its own interviews, reads the e-mail case-insensitively, and answers [] for an unknown one', async () => {
    const other = await interviews(false, 'vikram.rao@example.com');
    expect(other).toHaveLength(1);
    expect((await interviews(false)).map((i) => i.interviewId)).not.toContain(other[0]?.interviewId);
    expect(await interviews(false, 'Anita.Desai@Example.com')).toHaveLength((await interviews(false)).length);
    expect(await interviews(true, 'nobody@example.com')).toEqual([]);
  });

  it("lists a candidate's interviews by mobile number when the caller is not a client", async () => {
    const response = await s.get(
      `${P}/fetchClientInterviews?mobileNumber=${DEMO_IDENTITIES.candidateMobile}&isClient=false&isComplete=false`,
    );
    expect((response.json() as { data: Interview[] }).data.map((i) => i.candidateName)).toEqual(['Priya Sharma']);
  });

  it("requires the client's e-mail and isComplete", async () => {
    const noEmail = await s.get(`${P}/fetchClientInterviews?mobileNumber=&emailId=&isClient=true&isComplete=false`);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ message: 'Email is required' });
    expect((await s.get(`${P}/fetchClientInterviews?emailId=${anita}&isClient=true`)).statusCode).toBe(400);
    expect((await s.get(`${P}/fetchClientInterviews?emailId=${anita}&isComplete=maybe`)).statusCode).toBe(400);
  });
});

describe('fetchInterviewFeedback', () => {
  it('answers the skills to rate and no ratings before feedback', async () => {
    const data = await feedbackOf((await pendingWith('Confirmed')).interviewId);
    expect(data.budgetCitySkills.length).toBeGreaterThanOrEqual(2);
    expect(data.budgetCitySkills.length).toBeLessThanOrEqual(5);
    expect(data.budgetCitySkills.every((x) => x.skillName.length > 0)).toBe(true);
    expect(data).toMatchObject({ candidateSkills: [], interviewFeedback: '' });
  });

  it('answers the ratings and comment of a decided interview (0 for a skill not rated)', async () => {
    const completed = await interviews(true);
    const selected = await feedbackOf(completed.find((i) => i.status === 'Selected')?.interviewId ?? 0);
    expect(selected.candidateSkills.map((c) => c.skillId)).toEqual(selected.budgetCitySkills.map((b) => b.skillId));
    expect(selected.candidateSkills.every((c) => c.rating >= 1 && c.rating <= 5)).toBe(true);
    expect(selected.interviewFeedback.length).toBeGreaterThan(10);
    const noShow = await feedbackOf(completed.find((i) => i.status === 'NoShow')?.interviewId ?? 0);
    expect(noShow.candidateSkills.every((c) => c.rating === 0)).toBe(true);
  });

  it("answers 404 'Interview not found' for an unknown id", async () => {
    const response = await s.get(`${P}/fetchInterviewFeedback?interviewId=424242`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Interview not found' });
  });
});

describe('updateInterviewFeedback', () => {
  beforeEach(() => s.reset());

  it('records the decision, comment and ratings and moves the interview to the completed list', async () => {
    const interview = await pendingWith('Confirmed');
    const before = await feedbackOf(interview.interviewId);
    const response = await submit(interview.interviewId, 'Selected', 'Knows the area well', allRated(before, 4));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Feedback submitted successfully' });
    expect((await interviews(false)).map((i) => i.interviewId)).not.toContain(interview.interviewId);
    expect((await interviews(true)).find((i) => i.interviewId === interview.interviewId)).toMatchObject({
      status: 'Selected',
      feedback: 'Knows the area well',
    });
    const after = await feedbackOf(interview.interviewId);
    expect(after.candidateSkills).toEqual(before.budgetCitySkills.map((x) => ({ skillId: x.skillId, rating: 4 })));
    expect(after.interviewFeedback).toBe('Knows the area well');
  });

  it('accepts a Rejected decision with some skills unrated (stored as 0), and a NoShow with no ratings', async () => {
    const scheduled = await pendingWith('Pending Confirmation');
    const skills = (await feedbackOf(scheduled.interviewId)).budgetCitySkills;
    const first = String(skills[0]?.skillId);
    expect((await submit(scheduled.interviewId, 'Rejected', 'Not ready yet', { [first]: 2 })).statusCode).toBe(200);
    const ratings = (await feedbackOf(scheduled.interviewId)).candidateSkills.map((c) => c.rating);
    expect(ratings).toEqual([2, ...skills.slice(1).map(() => 0)]);
    const pending = await pendingWith('Pending');
    expect((await submit(pending.interviewId, 'NoShow', 'Did not come', { 0: 0 })).statusCode).toBe(200);
    expect((await interviews(true)).find((i) => i.interviewId === pending.interviewId)?.status).toBe('NoShow');
  });

  it("answers 400 'Rating must be between 1 and 5' for a rated skill at 0 when selecting or rejecting", async () => {
    const interview = await pendingWith('Confirmed');
    const data = await feedbackOf(interview.interviewId);
    const response = await submit(interview.interviewId, 'Selected', 'Good', allRated(data, 0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Rating must be between 1 and 5', error: 'INVALID_RATING' });
    expect((await submit(interview.interviewId, 'Selected', 'Good', allRated(data, 6))).statusCode).toBe(400);
    expect((await interviews(false)).map((i) => i.interviewId)).toContain(interview.interviewId);
  });

  it('answers 409 once the interview is decided', async () => {
    const interview = await pendingWith('Confirmed');
    const ratings = allRated(await feedbackOf(interview.interviewId), 3);
    expect((await submit(interview.interviewId, 'Rejected', 'No', ratings)).statusCode).toBe(200);
    const again = await submit(interview.interviewId, 'Selected', 'Yes', ratings);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Feedback has already been submitted for this interview' });
    const seeded = (await interviews(true)).find((i) => i.status === 'NoShow');
    expect((await submit(seeded?.interviewId ?? 0, 'Selected', 'Yes', { 0: 0 })).statusCode).toBe(409);
  });

  it('refuses an unknown decision, an unknown interview and a call without a token', async () => {
    const interview = await pendingWith('Confirmed');
    const decision = await submit(interview.interviewId, 'Maybe', 'Hmm', { 0: 0 });
    expect(decision.statusCode).toBe(400);
    expect(decision.json()).toMatchObject({ message: 'candidateStatus must be one of Selected, Rejected, NoShow' });
    const unknown = await submit(424242, 'Selected', 'Yes', { 0: 0 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Interview not found' });
    const anonymous = await t.inject({
      method: 'POST',
      url: `${P}/updateInterviewFeedback?interviewId=${interview.interviewId}&candidateStatus=NoShow&interviewFeedback=x`,
      payload: { 0: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("moves the candidate's application with the decision", async () => {
    const interview = (await interviews(false)).find((i) => i.candidateName === 'Priya Sharma') as Interview;
    const ratings = allRated(await feedbackOf(interview.interviewId), 5);
    expect((await submit(interview.interviewId, 'Selected', 'Excellent', ratings)).statusCode).toBe(200);
    const timeline = (await s.get(`${P}/fetchApplicationTimeline/${interview.openingCandidateDetailsId}`)).json() as {
      candidateStatus: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ candidateStatus: 'Selected', description: 'Excellent' });
    const apps = (
      await s.get(`${P}/fetchCandidateApplications?mobileNumber=${DEMO_IDENTITIES.candidateMobile}`)
    ).json() as {
      data: { applicationDetails: { id: number; candidateStatus: string }[] };
    };
    expect(
      apps.data.applicationDetails.find((a) => a.id === interview.openingCandidateDetailsId)?.candidateStatus,
    ).toBe('Selected');
  });
});
