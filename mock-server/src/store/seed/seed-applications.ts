import type { MockWorld } from '../../core/world.ts';

export function seedApplications(_world: MockWorld): void {}
