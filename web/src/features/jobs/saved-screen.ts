// The Saved Jobs screen, for the route that shows it: apart from the feature's index, which the home screen imports,
// so that the screen's code stays in the route's own chunk and the home screen's job list stays out of it.
export { SavedJobsScreen } from './components/saved-jobs-screen.tsx';
