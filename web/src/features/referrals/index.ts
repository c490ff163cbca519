export { ReferralsScreen } from './components/referrals-screen.tsx';
