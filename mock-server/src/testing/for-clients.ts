// What the web client's tests may use of the mock: its handlers served through MSW, a fresh world,
// and the seeded demo identities and data they assert on. Other parts import the mock's testing
// surface from here only, so the mock's inner layout can change without touching them.
export { createMswHandlers } from '../adapters/msw/create-handlers.ts';
export type { ClientRequestViolation } from '../contract/client-request-check.ts';
export { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '../core/identities.ts';
export type { MockWorld } from '../core/world.ts';
export { createWorld } from '../create-world.ts';
export { resetWorld } from '../seed/index.ts';
export { DEMO_LINKS } from '../seed/seed-links.ts';
export { CITIES } from '../generator/data/cities.ts';
export { DESIGNATIONS } from '../generator/data/designations.ts';
export { ACTIVE_SKILLS } from '../generator/data/skills.ts';
export { EXPERIENCE_LEVELS } from '../generator/job-pay.ts';
// A Word document whose bytes are one (the mock checks what an upload's bytes are, not only its name).
export { SAMPLE_DOCX } from './sample-documents.ts';
