// The interviews screen, for the route that shows it: apart from the feature's index, which the layout imports
// for the sign-in host, so that the screen's code stays in the route's own chunk.
export { InterviewsScreen } from './components/interviews-screen.tsx';
export { ClientSignedOutNote, InterviewsBanner } from './components/interviews-banner.tsx';
