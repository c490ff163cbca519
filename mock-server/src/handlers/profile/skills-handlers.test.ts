import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../testing/test-app.ts';
import { P, sessionPerFile } from '../../testing/session.ts';

interface SkillItem {
  skillId: number;
  skillName: string;
}

const demo: string = DEMO_IDENTITIES.candidateMobile;
const { t, s } = sessionPerFile(1500);

async function skills(operation: string, mobile = demo): Promise<SkillItem[]> {
  const response = await s.get(`${P}/${operation}?mobileNumber=${mobile}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: SkillItem[] }).data;
}
const names = (list: SkillItem[]) => list.map((x) => x.skillName);
const saveByQuery = (skillIds: string, mobile = demo) =>
  s.post(`${P}/saveCandidateSkills?skillIds=${encodeURIComponent(skillIds)}&mobileNumber=${mobile}`);

describe('reading skills', () => {
  it("answers the candidate's skills as {skillId, skillName}", async () => {
    expect(await skills('fetchCandidateSkills')).toEqual([
      { skillId: 71, skillName: 'Customer Support' },
      { skillId: 72, skillName: 'Voice Process' },
      { skillId: 79, skillName: 'English' },
      { skillId: 80, skillName: 'Hindi' },
      { skillId: 83, skillName: 'Kannada' },
      { skillId: 29, skillName: 'Microsoft Excel' },
      { skillId: 61, skillName: 'CRM' },
    ]);
  });

  it('drops skills the catalogue no longer has active', async () => {
    t.app.world.db.candidate.update({ where: { id: { equals: 100234 } }, data: { skillIds: [79, 901, 990] } });
    try {
      expect(names(await skills('fetchCandidateSkills'))).toEqual(['English']);
    } finally {
      await s.reset();
    }
  });

  it('answers the suggested skills that are not on the profile yet', async () => {
    expect(names(await skills('fetchCandidateInactiveSkills'))).toEqual([
      'Inside Sales',
      'Chat Support',
      'Advanced Excel',
    ]);
  });

  it('answers empty lists for a number without skills', async () => {
    expect(await skills('fetchCandidateSkills', '9988776655')).toEqual([]);
    expect(await skills('fetchCandidateInactiveSkills', '9988776655')).toEqual([]);
  });

  it('requires a mobile number', async () => {
    for (const operation of ['fetchCandidateSkills', 'fetchCandidateInactiveSkills']) {
      const response = await s.get(`${P}/${operation}?mobileNumber=0`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Mobile number is required' });
    }
  });

  it('lists every active skill, without inactive or generic ones', async () => {
    const response = await s.get(`${P}/fetchAllActiveSkills`);
    const all = (response.json() as { data: SkillItem[] }).data;
    expect(all.length).toBe(169);
    expect(names(all)).toEqual(expect.arrayContaining(['Tally ERP', 'Field Sales', 'Two-Wheeler Driving']));
    expect(names(all)).not.toEqual(expect.arrayContaining(['General']));
    expect(names(all)).not.toContain('Lotus Notes');
    expect(names(all)).not.toContain('Others');
  });
});

describe('saveCandidateSkills', () => {
  beforeEach(() => s.reset());

  it('replaces the skills from ids in the query, and the next read shows them', async () => {
    const response = await saveByQuery('41,56,80');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Skills saved successfully');
    expect(names(await skills('fetchCandidateSkills'))).toEqual(['Tally ERP', 'Field Sales', 'Hindi']);
  });

  it('takes the multipart form of the profile screen, with names matched case-insensitively', async () => {
    const response = await s.upload(`${P}/saveCandidateSkills`, {
      mobileNumber: demo,
      skillIds: 'tally erp, GST FILING,80',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Skills saved successfully');
    expect(names(await skills('fetchCandidateSkills'))).toEqual(['Tally ERP', 'GST Filing', 'Hindi']);
  });

  it('drops entries that map to no active skill, and duplicates', async () => {
    await saveByQuery('41, Basket Weaving, 901, 990, 41, tally erp, 9999');
    expect(names(await skills('fetchCandidateSkills'))).toEqual(['Tally ERP']);
  });

  it("answers 400 'No valid skills to save' when nothing maps, and keeps the old skills", async () => {
    for (const list of ['Basket Weaving,901', ' , ']) {
      const response = await saveByQuery(list);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'No valid skills to save' });
    }
    expect(await skills('fetchCandidateSkills')).toHaveLength(7);
  });

  it('requires a mobile number and a token', async () => {
    const response = await saveByQuery('41', '0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Mobile number is required' });
    const anonymous = await t.inject({
      method: 'POST',
      url: `${P}/saveCandidateSkills?skillIds=41&mobileNumber=${demo}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves skills for a number that has no candidate yet', async () => {
    expect((await saveByQuery('41', '9988776655')).statusCode).toBe(200);
    expect(names(await skills('fetchCandidateSkills', '9988776655'))).toEqual(['Tally ERP']);
  });

  it('creates no candidate for a number that is not a valid Indian mobile', async () => {
    const response = await saveByQuery('41', '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a valid 10-digit Indian mobile number starting with 6-9',
    });
    expect(t.app.world.db.candidate.findFirst({ where: { mobile: { equals: '12345' } } })).toBeNull();
  });
});
