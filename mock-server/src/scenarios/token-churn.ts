import type { Scenario } from './scenario.ts';

export const TOKEN_CHURN_LIFETIME_MS = 60_000;

export const tokenChurnScenario: Scenario = {
  name: 'token-churn',
  description:
    'Every token (service and sign-in) expires one minute of mock time after it is issued, so clients meet 401s and must fetch or sign in again.',
  arrange(world) {
    world.tokens.lifetimeMs = TOKEN_CHURN_LIFETIME_MS;
  },
};
