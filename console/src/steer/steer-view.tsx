import { ClockCard } from './clock-card.tsx';
import { DriftCard } from './drift-card.tsx';
import { FaultsCard } from './faults-card.tsx';
import { OtpModeCard } from './otp-mode-card.tsx';
import { ResetCard } from './reset-card.tsx';
import { ScenarioCard } from './scenario-card.tsx';
import { SnapshotCard } from './snapshot-card.tsx';

/** Everything that steers the world in view; a change made elsewhere (curl, a test) shows here at once. */
export function SteerView() {
  return (
    <div className="cards">
      <FaultsCard />
      <DriftCard />
      <ScenarioCard />
      <ClockCard />
      <OtpModeCard />
      <SnapshotCard />
      <ResetCard />
    </div>
  );
}
