/** The apply dialog's texts in English (the spec's wording). */
const en = {
  title: 'Apply for Job',
  cancel: 'Cancel',
  submit: 'Submit Application',
  submitting: 'Submitting…',
  loadingProfile: 'Loading your profile',
  fullName: 'Full Name',
  mobile: 'Mobile Number',
  mobileHint: 'Your registered mobile number',
  email: 'Email (optional)',
  'resume.title': 'Resume',
  'resume.current': 'Current resume',
  'resume.view': 'View',
  'resume.download': 'Download',
  'resume.none': 'No resume on file yet. Upload one to stand out.',
  'resume.uploadNew': 'Upload New Resume',
  'resume.upload': 'Upload Resume',
  'resume.hint': 'PDF, DOC or DOCX, less than {{size}}MB',
  'resume.progress': 'Resume upload',
  'resume.uploading': 'Uploading… {{percent}}%',
  'resume.viewFailed': 'View failed: {{status}} {{detail}}',
} as const;
export default en;
