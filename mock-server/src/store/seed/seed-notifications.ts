import type { MockWorld } from '../../core/world.ts';

export function seedNotifications(_world: MockWorld): void {}
