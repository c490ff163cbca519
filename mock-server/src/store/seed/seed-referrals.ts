import type { MockWorld } from '../../core/world.ts';

export function seedReferrals(_world: MockWorld): void {}
