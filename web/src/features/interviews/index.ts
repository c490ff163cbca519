export { InterviewsScreen } from './components/interviews-screen.tsx';
