export { EarningsScreen } from './components/earnings-screen.tsx';
