import type { MockWorld } from '../../core/world.ts';

export function seedDocuments(_world: MockWorld): void {}
