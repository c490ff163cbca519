import { describe, expect, it } from 'vitest';
import { CITIES } from './cities.ts';
import { ALL_COMPANIES, COMPANIES } from './companies.ts';
import { DEPARTMENT_TEXTS } from './department-texts.ts';
import { DESIGNATIONS } from './designations.ts';
import { ACTIVE_SKILLS, GENERIC_SKILLS, INACTIVE_SKILLS, SKILLS, skillById } from './skills.ts';

const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;

describe('cities', () => {
  it('has New Delhi at the client default coordinates', () => {
    expect(CITIES.find((c) => c.name === 'New Delhi')).toMatchObject({
      placeId: 'place-in-new-delhi',
      state: 'Delhi',
      latitude: 28.6139,
      longitude: 77.209,
      pincode: '110001',
    });
  });

  it('covers the metros and many towns, each with a unique place id and a 6-digit PIN in India', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(48);
    const names = CITIES.map((c) => c.name);
    for (const metro of ['Mumbai', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Ahmedabad']) {
      expect(names).toContain(metro);
    }
    expect(new Set(names).size).toBe(CITIES.length);
    expect(new Set(CITIES.map((c) => c.placeId)).size).toBe(CITIES.length);
    for (const c of CITIES) {
      expect(c.placeId).toMatch(/^place-in-[a-z0-9-]+$/);
      expect(c.pincode).toMatch(/^[1-8]\d{5}$/);
      expect(c.latitude).toBeGreaterThan(6);
      expect(c.latitude).toBeLessThan(36);
      expect(c.longitude).toBeGreaterThan(68);
      expect(c.longitude).toBeLessThan(98);
      expect(decimals(c.latitude)).toBeLessThanOrEqual(4);
      expect(decimals(c.longitude)).toBeLessThanOrEqual(4);
    }
  });
});

describe('skills', () => {
  it('has at least 120 active skills, 8 inactive ones and the generic placeholders', () => {
    expect(ACTIVE_SKILLS.length).toBeGreaterThanOrEqual(120);
    expect(INACTIVE_SKILLS.length).toBeGreaterThanOrEqual(8);
    expect(INACTIVE_SKILLS.every((s) => !s.active)).toBe(true);
    expect(GENERIC_SKILLS.map((s) => s.skillName)).toEqual(expect.arrayContaining(['General', 'Others']));
    for (const name of [
      'Java',
      'React',
      'Tally ERP',
      'GST Filing',
      'Forklift Operation',
      'Two-Wheeler Driving',
      'Customer Support',
      'Hindi',
      'Telugu',
      'Field Sales',
      'AutoCAD',
      'Nursing',
    ]) {
      expect(ACTIVE_SKILLS.map((s) => s.skillName)).toContain(name);
    }
  });

  it('has unique ids and names that are unique ignoring case', () => {
    expect(new Set(SKILLS.map((s) => s.id)).size).toBe(SKILLS.length);
    expect(new Set(SKILLS.map((s) => s.skillName.toLowerCase())).size).toBe(SKILLS.length);
    expect(skillById(5)?.skillName).toBe('React');
    expect(skillById(123456)).toBeUndefined();
  });
});

describe('designations', () => {
  it('has at least 60 roles with unique ids and names', () => {
    expect(DESIGNATIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DESIGNATIONS.map((d) => d.id)).size).toBe(DESIGNATIONS.length);
    expect(new Set(DESIGNATIONS.map((d) => d.name)).size).toBe(DESIGNATIONS.length);
  });

  it('links every role to at least three active, real skills', () => {
    for (const d of DESIGNATIONS) {
      expect(d.skillIds.length, d.name).toBeGreaterThanOrEqual(3);
      expect(new Set(d.skillIds).size, d.name).toBe(d.skillIds.length);
      for (const id of d.skillIds) {
        const skill = skillById(id);
        expect(skill?.active && !skill.generic, `${d.name} skill ${id}`).toBe(true);
      }
    }
  });

  it('gives realistic yearly CTC bands in whole thousands of rupees', () => {
    for (const d of DESIGNATIONS) {
      expect(d.ctcMin, d.name).toBeLessThan(d.ctcMax);
      expect(d.ctcMin % 1000).toBe(0);
      expect(d.ctcMax % 1000).toBe(0);
      expect(d.ctcMin).toBeGreaterThanOrEqual(100_000);
      expect(d.ctcMax).toBeLessThanOrEqual(3_000_000);
    }
    expect(DESIGNATIONS.find((d) => d.name === 'Delivery Executive')).toMatchObject({
      ctcMin: 180_000,
      ctcMax: 300_000,
    });
    expect(DESIGNATIONS.find((d) => d.name === 'Software Engineer')).toMatchObject({
      ctcMin: 400_000,
      ctcMax: 1_800_000,
    });
  });

  it('has texts and employers for every department it uses', () => {
    for (const d of DESIGNATIONS) {
      expect(COMPANIES[d.department].length).toBeGreaterThan(0);
      expect(DEPARTMENT_TEXTS[d.department].responsibilities.length).toBeGreaterThanOrEqual(4);
      expect(DEPARTMENT_TEXTS[d.department].requirements.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(ALL_COMPANIES).size).toBe(ALL_COMPANIES.length);
  });
});
