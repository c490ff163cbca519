// The apply feature's second entry (beside index.ts): the resume's download and upload and saving a file, which app/
// gives the profile screen. Its own file, loaded on demand, so the home screen's first load stays as it was.
export { downloadResume } from './api/download-resume.ts';
export { updateCandidateResume } from './api/update-candidate-resume.ts';
export { saveFile } from './lib/save-file.ts';
