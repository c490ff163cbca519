import type { MockWorld } from '../../core/world.ts';

export function seedInterviews(_world: MockWorld): void {}
