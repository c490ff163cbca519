export type JobType = 'Full time' | 'Part time' | 'Contract' | 'Internship';
export type WorkMode = 'On-site' | 'Remote' | 'Hybrid';

/** One job opening (a budget in one city), as the upstream stores it. */
export interface JobRecord {
  /** Also the budgetCityId and the positionId used when applying. */
  id: number;
  budgetId: number;
  recruiterId: number;
  designationId: number;
  jobName: string;
  companyName: string;
  cityName: string;
  pincode: string;
  latitude: number;
  longitude: number;
  /** Yearly CTC in rupees. */
  minimumCtc: number | null;
  maximumCtc: number | null;
  /** Monthly rupees: maximumCtc / 12, rounded. */
  maxSalaryLimit: number | null;
  skillIds: number[];
  skills: string[];
  jobDescription: string;
  requirements: string;
  responsibilities: string;
  experienceRequired: string;
  jobType: JobType;
  workMode: WorkMode;
  department: string;
  category: string;
  postedDate: string;
  applicationDeadline: string;
  budgetName: string;
  budgetDescription: string;
  contactName: string;
  contactEmail: string;
  contactMobile: string;
  companyWebsite: string;
}
