export { ApplicationsScreen } from './components/applications-screen.tsx';
