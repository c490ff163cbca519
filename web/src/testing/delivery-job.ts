/**
 * A job as the upstream sends it, for the job card's and details' tests: a delivery role in Bengaluru at
 * ₹18,000–25,000 a month, its skills with the upstream's filler entries ('General', 'others', 'N/A', 'none').
 */
export const DELIVERY_JOB = {
  id: 1042,
  jobName: 'Delivery Executive',
  companyName: 'Swiggy',
  cityName: 'Bengaluru',
  pincode: '560001',
  minimumCtc: 216000,
  maximumCtc: 300000,
  jobType: 'Full time',
  skills: ['Two-Wheeler Driving', 'General', 'Hindi', 'others', 'Kannada', 'N/A', 'none'],
  jobWeight: 67,
} as const;
