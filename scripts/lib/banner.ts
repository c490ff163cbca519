import { DEMO_OTP } from '#mock/core/otp.ts';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';

/** What a developer needs to sign in against the local mock. */
export function printBanner(title: string, url: string, { developerConsole = true } = {}): void {
  const lines = [
    `${title} at ${url}`,
    `  demo candidate mobile   ${DEMO_IDENTITIES.candidateMobile}   (rich profile, KYC not done)`,
    `  KYC-complete mobile     ${DEMO_IDENTITIES.kycCompleteMobile}   (balance to claim)`,
    `  demo client e-mail      ${DEMO_IDENTITIES.clientEmail}`,
    `  one-time code           ${DEMO_OTP}   (any other valid mobile signs in as a new candidate)`,
    ...(developerConsole
      ? [`  developer console       ${url}/__mock/console/   (live calls, faults, codes, coverage, sessions)`]
      : []),
    `  control API             ${url}/__mock/demo`,
  ];
  console.log(lines.join('\n'));
}
