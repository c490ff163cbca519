import type { JobType, WorkMode } from '../job-record.ts';
import type { Department } from './designations.ts';

/** Sentences use {role}, {aRole} ('an HR Executive'), {company} and {city}; each ends with a full stop. */
export interface DepartmentTexts {
  summaries: readonly string[];
  requirements: readonly string[];
  responsibilities: readonly string[];
  jobTypes: readonly (readonly [JobType, number])[];
  workModes: readonly (readonly [WorkMode, number])[];
}

const ON_SITE: DepartmentTexts['workModes'] = [['On-site', 1]];
const DESK: DepartmentTexts['workModes'] = [
  ['On-site', 70],
  ['Hybrid', 20],
  ['Remote', 10],
];
const MOSTLY_FULL: DepartmentTexts['jobTypes'] = [
  ['Full time', 85],
  ['Contract', 10],
  ['Part time', 5],
];
const WITH_INTERNS: DepartmentTexts['jobTypes'] = [
  ['Full time', 75],
  ['Contract', 10],
  ['Internship', 10],
  ['Part time', 5],
];

export const DEPARTMENT_TEXTS: Readonly<Record<Department, DepartmentTexts>> = {
  Operations: {
    summaries: [
      '{company} is hiring {aRole} for its {city} hub to keep orders moving on time, every day.',
      'Join the {city} operations team of {company} as {aRole} and help thousands of customers get their orders safely.',
    ],
    requirements: [
      '10th or 12th pass.',
      'Able to work in rotational shifts, including weekends.',
      'Physically fit for an active, on-the-ground role.',
      'Aadhaar and PAN card for onboarding.',
    ],
    responsibilities: [
      'Pick up, scan and hand over shipments as per the daily plan.',
      'Keep proof of delivery and cash collection records accurate.',
      'Follow safety and hygiene rules at the hub and on the road.',
      'Report damaged or missing items to the shift supervisor.',
      'Meet daily productivity and on-time targets.',
    ],
    jobTypes: [
      ['Full time', 70],
      ['Part time', 20],
      ['Contract', 10],
    ],
    workModes: ON_SITE,
  },
  'Customer Support': {
    summaries: [
      '{company} is looking for {aRole} in {city} to help customers over calls, chat and e-mail.',
      'Work with {company} in {city} as {aRole} and be the friendly voice customers remember.',
    ],
    requirements: [
      '12th pass or graduate in any stream.',
      'Clear spoken Hindi and English; a regional language is a plus.',
      'Comfortable with rotational shifts, including night shifts.',
      'Basic computer knowledge and typing skills.',
    ],
    responsibilities: [
      'Answer customer queries within the agreed turnaround time.',
      'Log every interaction correctly in the CRM.',
      'Resolve complaints or escalate them to the right team.',
      'Meet quality, call-handling and customer satisfaction targets.',
      'Share customer feedback with the team lead every week.',
    ],
    jobTypes: MOSTLY_FULL,
    workModes: [
      ['On-site', 70],
      ['Remote', 15],
      ['Hybrid', 15],
    ],
  },
  Sales: {
    summaries: [
      '{company} is growing in {city} and needs {aRole} to bring in new customers and grow existing accounts.',
      'As {aRole} at {company}, {city}, you will own your territory and your targets.',
    ],
    requirements: [
      'Graduate in any stream.',
      'Confident communication and a target-driven attitude.',
      'Knowledge of the local market in and around the city.',
      'Smartphone with mobile data for daily reporting.',
    ],
    responsibilities: [
      'Generate leads and convert them into customers.',
      'Meet monthly sales targets and collections.',
      'Maintain daily visit and call reports in the CRM.',
      'Build long-term relationships with customers and partners.',
      'Track competitor offers and share market feedback.',
    ],
    jobTypes: MOSTLY_FULL,
    workModes: [
      ['On-site', 90],
      ['Hybrid', 10],
    ],
  },
  Engineering: {
    summaries: [
      '{company} is hiring {aRole} in {city} to build and run products used by millions of people.',
      'Join the {city} engineering team of {company} as {aRole} and ship features every sprint.',
    ],
    requirements: [
      'B.E., B.Tech, MCA or an equivalent degree.',
      'Good problem-solving and debugging skills.',
      'Able to write clean, well-tested code.',
      'Comfortable working in an agile team.',
    ],
    responsibilities: [
      'Design, build and test new features with the product team.',
      'Review code and keep quality high.',
      'Fix production issues and improve monitoring.',
      'Write clear technical documentation.',
      'Mentor juniors and share knowledge in the team.',
    ],
    jobTypes: WITH_INTERNS,
    workModes: [
      ['On-site', 40],
      ['Hybrid', 40],
      ['Remote', 20],
    ],
  },
  'Finance & Accounts': {
    summaries: [
      '{company} needs {aRole} in {city} to keep the books accurate and every filing on time.',
      'Work as {aRole} with {company}, {city}, and own month-end closing, compliance and reporting.',
    ],
    requirements: [
      'B.Com, M.Com or CA Inter.',
      'Working knowledge of GST and TDS rules.',
      'Good with numbers and attention to detail.',
      'Able to meet statutory deadlines.',
    ],
    responsibilities: [
      'Record day-to-day transactions and reconcile bank statements.',
      'Prepare and file GST returns and TDS payments on time.',
      'Support internal and statutory audits.',
      'Prepare monthly MIS reports for management.',
      'Follow up on receivables and vendor payments.',
    ],
    jobTypes: WITH_INTERNS,
    workModes: DESK,
  },
  Healthcare: {
    summaries: [
      '{company} in {city} is hiring {aRole} who cares about patients as much as about procedure.',
      'Join {company}, {city}, as {aRole} and be part of a team that puts patient safety first.',
    ],
    requirements: [
      'Relevant qualification from a recognised institute.',
      'Willing to work in rotational shifts.',
      'Good knowledge of infection-control practices.',
      'Compassionate and calm under pressure.',
    ],
    responsibilities: [
      'Provide safe, timely care as per hospital protocols.',
      'Maintain accurate patient records.',
      'Coordinate with doctors and other departments.',
      'Follow biomedical waste and infection-control rules.',
      'Guide patients and families with clear information.',
    ],
    jobTypes: MOSTLY_FULL,
    workModes: ON_SITE,
  },
  Production: {
    summaries: [
      '{company} is hiring {aRole} for its plant near {city}; shift allowance and canteen facility provided.',
      'Work as {aRole} at the {city} unit of {company} and help us deliver quality on every shift.',
    ],
    requirements: [
      'ITI or diploma in a relevant trade.',
      'Willing to work in rotational shifts.',
      'Knowledge of workplace safety practices.',
      'Able to read basic drawings and work instructions.',
    ],
    responsibilities: [
      'Operate and set up machines as per the work instructions.',
      'Check output quality and record any rejections.',
      'Follow 5S and safety norms on the shop floor.',
      'Report breakdowns to maintenance without delay.',
      'Meet the shift production target.',
    ],
    jobTypes: [
      ['Full time', 75],
      ['Contract', 25],
    ],
    workModes: ON_SITE,
  },
  Construction: {
    summaries: [
      '{company} needs {aRole} for ongoing residential and commercial projects in {city}.',
      'Join {company} as {aRole} and help deliver quality projects across {city}.',
    ],
    requirements: [
      'ITI, diploma or degree as relevant to the role.',
      'Willing to work at project sites.',
      'Knowledge of site safety practices.',
      'Able to read drawings and work schedules.',
    ],
    responsibilities: [
      'Carry out site work as per drawings and specifications.',
      'Check material quality and quantity at site.',
      'Follow safety norms and use protective equipment.',
      'Report daily progress to the project engineer.',
      'Coordinate with contractors and labour teams.',
    ],
    jobTypes: [
      ['Full time', 60],
      ['Contract', 40],
    ],
    workModes: ON_SITE,
  },
  Hospitality: {
    summaries: [
      '{company} in {city} is hiring {aRole} who loves making guests feel at home.',
      'Be {aRole} at {company}, {city}, with meals on duty and a festival bonus.',
    ],
    requirements: [
      '10th or 12th pass; a hospitality certificate is a plus.',
      'Neat, well-groomed and polite.',
      'Willing to work in shifts, weekends and festival days.',
      'Basic spoken English.',
    ],
    responsibilities: [
      'Serve guests promptly and courteously.',
      'Keep work areas clean and hygienic.',
      'Follow food safety and grooming standards.',
      'Handle guest requests and complaints with care.',
      'Support the team during peak hours and events.',
    ],
    jobTypes: [
      ['Full time', 70],
      ['Part time', 20],
      ['Contract', 10],
    ],
    workModes: ON_SITE,
  },
  Retail: {
    summaries: [
      '{company} is hiring {aRole} for its store in {city}.',
      'Join the {city} store team of {company} as {aRole} and help shoppers find what they need.',
    ],
    requirements: [
      '12th pass or graduate.',
      'Friendly and customer-focused.',
      'Willing to work on weekends and holidays.',
      'Basic arithmetic and billing knowledge.',
    ],
    responsibilities: [
      'Greet customers and help them choose products.',
      'Keep shelves stocked, tagged and neat.',
      'Handle billing, returns and exchanges correctly.',
      'Meet daily and monthly sales targets.',
      'Take part in stock counts and audits.',
    ],
    jobTypes: [
      ['Full time', 75],
      ['Part time', 25],
    ],
    workModes: ON_SITE,
  },
  Administration: {
    summaries: [
      '{company} needs {aRole} in {city} to keep the office running smoothly.',
      'Work with {company}, {city}, as {aRole} in a day-shift office role.',
    ],
    requirements: [
      '12th pass or graduate.',
      'Good with MS Office and e-mail.',
      'Organised and punctual.',
      'Basic spoken English.',
    ],
    responsibilities: [
      'Enter and verify data accurately in company systems.',
      'Maintain physical and digital files.',
      'Coordinate with vendors and other departments.',
      'Prepare daily and weekly reports.',
      'Support the team with day-to-day office tasks.',
    ],
    jobTypes: [
      ['Full time', 80],
      ['Part time', 10],
      ['Contract', 10],
    ],
    workModes: DESK,
  },
  'Human Resources': {
    summaries: [
      '{company} is hiring {aRole} in {city} to find and look after great people.',
      'As {aRole} at {company}, {city}, you will own hiring end to end for your roles.',
    ],
    requirements: [
      'Graduate or MBA in HR.',
      'Good spoken English and Hindi.',
      'Knowledge of job portals and sourcing methods.',
      'Basic knowledge of labour law and compliance.',
    ],
    responsibilities: [
      'Source, screen and schedule candidates.',
      'Manage offers, joining formalities and onboarding.',
      'Maintain employee records and the HR database.',
      'Handle employee queries on policies and payroll.',
      'Report hiring progress every week.',
    ],
    jobTypes: WITH_INTERNS,
    workModes: DESK,
  },
  Security: {
    summaries: [
      '{company} is hiring {aRole} for corporate and residential sites in {city}.',
      'Join {company} as {aRole} in {city}; uniform, PF and ESI provided.',
    ],
    requirements: [
      '10th pass.',
      'Physically fit, height at least 165 cm.',
      'Police verification for onboarding.',
      'Willing to work day and night shifts.',
    ],
    responsibilities: [
      'Guard the premises and control entry and exit.',
      'Maintain visitor, vehicle and material registers.',
      'Monitor CCTV and patrol the site.',
      'Respond to emergencies and follow fire safety drills.',
      'Report incidents to the supervisor promptly.',
    ],
    jobTypes: [
      ['Full time', 85],
      ['Contract', 15],
    ],
    workModes: ON_SITE,
  },
  Education: {
    summaries: [
      '{company} in {city} is looking for {aRole} who enjoys helping learners grow.',
      'Teach with {company}, {city}, as {aRole} in a supportive, well-equipped campus.',
    ],
    requirements: [
      'Graduate in the relevant subject.',
      'Good spoken and written English.',
      'Patient and student-friendly approach.',
      'Comfortable with smart classrooms and online tools.',
    ],
    responsibilities: [
      'Plan and deliver engaging lessons.',
      'Assess learners and share progress with parents.',
      'Maintain attendance and academic records.',
      'Take part in school events and staff meetings.',
      'Support learners who need extra help.',
    ],
    jobTypes: [
      ['Full time', 75],
      ['Part time', 20],
      ['Contract', 5],
    ],
    workModes: [
      ['On-site', 80],
      ['Remote', 10],
      ['Hybrid', 10],
    ],
  },
  Marketing: {
    summaries: [
      '{company} is hiring {aRole} in {city} to grow our brands online.',
      'Join {company}, {city}, as {aRole} and run campaigns that people remember.',
    ],
    requirements: [
      'Graduate in any stream; a marketing certification is a plus.',
      'Strong written English.',
      'A portfolio of past campaigns or writing.',
      'Curious and comfortable with data.',
    ],
    responsibilities: [
      'Plan and publish content across channels.',
      'Run and optimise paid and organic campaigns.',
      'Track campaign results and share weekly reports.',
      'Work with designers on creatives.',
      'Keep up with trends and competitor activity.',
    ],
    jobTypes: WITH_INTERNS,
    workModes: [
      ['On-site', 40],
      ['Hybrid', 35],
      ['Remote', 25],
    ],
  },
  Design: {
    summaries: [
      '{company} in {city} is looking for {aRole} with a strong visual sense.',
      'Create work that gets noticed as {aRole} with {company}, {city}.',
    ],
    requirements: [
      'Degree or diploma in design, or an equivalent portfolio.',
      'A portfolio of recent work.',
      'Good sense of typography, colour and layout.',
      'Able to take feedback and meet deadlines.',
    ],
    responsibilities: [
      'Create designs and videos for digital and print.',
      'Turn briefs into finished creatives on time.',
      'Keep brand guidelines consistent.',
      'Manage the asset library.',
      'Work with the marketing team on campaigns.',
    ],
    jobTypes: WITH_INTERNS,
    workModes: [
      ['On-site', 40],
      ['Hybrid', 35],
      ['Remote', 25],
    ],
  },
};
