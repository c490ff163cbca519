import type { MockWorld } from '../../core/world.ts';

export function seedEarnings(_world: MockWorld): void {}
