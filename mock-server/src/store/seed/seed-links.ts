import type { MockWorld } from '../../core/world.ts';

export function seedLinks(_world: MockWorld): void {}
