/** The shared building blocks' own texts in English: dialogs, chips, the one-time-code step, toasts. */
const en = {
  'dialog.close': 'Close',
  'dialog.scrollRegion': 'Scrollable content',
  'chip.remove': 'Remove {{label}}',
  'codeStep.otpLabel': 'OTP',
  'codeStep.verifying': 'Verifying...',
  'codeStep.verify': 'Verify OTP',
  'toast.dismiss': 'Dismiss',
} as const;

export default en;
