/** The job a shared /ApplyForJob link describes, as the job details screen shows it (see jobDetailsFromLink). */
export interface LinkJobDetails {
  id: string;
  jobId: string;
  jobName: string;
  title: string;
  cityName: string;
  pincode: string;
  maxSalaryLimit: number;
  recruiterId: string;
  positionId: string;
  location: string;
  salary: string;
  params: Record<string, string>;
  fromLink: true;
}

/** Events the link machine emits for its caller, who owns storage and navigation. */
export type LinkEmitted =
  | { type: 'navigate'; to: string }
  | { type: 'job.store'; job: LinkJobDetails }
  | { type: 'job.open'; job: LinkJobDetails }
  | { type: 'link.failed'; error: unknown };
