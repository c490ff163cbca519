/** The referral dialog's and card's texts in English (the spec's wording). */
const en = {
  'modal.title': 'Refer & Earn',
  'modal.forJob': 'Refer someone for {{jobTitle}}',
  'modal.direct': 'Refer friends for jobs near them',
  'modal.cancel': 'Cancel',
  'modal.submit': 'Submit Referral',
  'modal.submitting': 'Submitting…',
  'modal.reward': 'Earn {{amount}} for every referral who joins and completes one month.',
  'modal.candidate': 'Candidate {{number}}',
  'modal.remove': 'Remove',
  'modal.removeCandidate': 'Remove candidate {{number}}',
  'modal.addAnother': '+ Add Another Candidate',
  'modal.invalidMobileFor':
    'Invalid mobile number for {{name}}. Please enter a valid 10-digit number starting with 6-9.',
  candidateName: 'Candidate Name',
  mobile: 'Mobile Number',
  'card.title': 'Refer a Candidate',
  'card.text': 'Know someone looking for a job? Refer them and earn {{amount}} when they join and complete one month.',
  'card.refer': 'Refer Now',
  'card.referring': 'Referring…',
  'card.failed': 'Failed to add candidate: {{message}}',
} as const;
export default en;
