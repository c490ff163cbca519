export interface Skill {
  id: number;
  skillName: string;
  active: boolean;
  /** Placeholder entries ('General', 'Others', …) that clients drop from job skill lists. */
  generic: boolean;
}

const ACTIVE_ROWS: readonly (readonly [number, string])[] = [
  // Software and IT
  [1, 'Java'], [2, 'Python'], [3, 'JavaScript'], [4, 'TypeScript'], [5, 'React'], [6, 'Angular'],
  [7, 'Node.js'], [8, 'Spring Boot'], [9, 'SQL'], [10, 'MySQL'], [11, 'PostgreSQL'], [12, 'MongoDB'],
  [13, 'HTML'], [14, 'CSS'], [15, 'AWS'], [16, 'Microsoft Azure'], [17, 'Docker'], [18, 'Kubernetes'],
  [19, 'Git'], [20, 'Linux'], [21, 'Android Development'], [22, 'Kotlin'], [23, 'Swift'], [24, 'Flutter'],
  [25, 'Manual Testing'], [26, 'Selenium'], [27, 'Power BI'], [28, 'Tableau'], [29, 'Microsoft Excel'],
  [30, 'Advanced Excel'], [31, 'Data Analysis'], [32, 'Machine Learning'], [33, 'C++'], [34, '.NET'],
  [35, 'PHP'], [36, 'Django'], [37, 'REST APIs'], [38, 'Networking'], [39, 'Hardware Troubleshooting'],
  [40, 'SAP'],
  // Accounts and finance
  [41, 'Tally ERP'], [42, 'GST Filing'], [43, 'TDS'], [44, 'Accounts Payable'], [45, 'Accounts Receivable'],
  [46, 'Bank Reconciliation'], [47, 'Payroll Processing'], [48, 'Income Tax Return Filing'],
  [49, 'Bookkeeping'], [50, 'Zoho Books'], [51, 'Financial Analysis'], [52, 'Auditing'], [53, 'Invoicing'],
  [54, 'Cash Handling'], [55, 'Loan Processing'],
  // Sales and marketing
  [56, 'Field Sales'], [57, 'Inside Sales'], [58, 'B2B Sales'], [59, 'Lead Generation'], [60, 'Negotiation'],
  [61, 'CRM'], [62, 'Salesforce'], [63, 'Digital Marketing'], [64, 'SEO'], [65, 'Social Media Marketing'],
  [66, 'Content Writing'], [67, 'Google Ads'], [68, 'Cold Calling'], [69, 'Retail Sales'], [70, 'Channel Sales'],
  // Customer support
  [71, 'Customer Support'], [72, 'Voice Process'], [73, 'Non-Voice Process'], [74, 'Chat Support'],
  [75, 'Email Support'], [76, 'Complaint Handling'], [77, 'Telecalling'], [78, 'Typing (40 WPM)'],
  // Languages
  [79, 'English'], [80, 'Hindi'], [81, 'Telugu'], [82, 'Tamil'], [83, 'Kannada'], [84, 'Malayalam'],
  [85, 'Marathi'], [86, 'Bengali'], [87, 'Gujarati'], [88, 'Punjabi'], [89, 'Odia'], [90, 'Assamese'],
  // Delivery, driving and warehouse
  [91, 'Two-Wheeler Driving'], [92, 'Four-Wheeler Driving'], [93, 'Heavy Vehicle Driving'],
  [94, 'Forklift Operation'], [95, 'Inventory Management'], [96, 'Warehouse Management'],
  [97, 'Picking and Packing'], [98, 'Loading and Unloading'], [99, 'Route Planning'], [100, 'Last-Mile Delivery'],
  [101, 'Google Maps Navigation'], [102, 'Cash on Delivery Handling'], [103, 'Barcode Scanning'],
  [104, 'Stock Auditing'], [105, 'Dispatch Coordination'],
  // Healthcare
  [106, 'Nursing'], [107, 'Patient Care'], [108, 'Phlebotomy'], [109, 'First Aid'], [110, 'BLS Certification'],
  [111, 'Medical Billing'], [112, 'Pharmacy Dispensing'], [113, 'Medical Coding'], [114, 'ICU Care'],
  [115, 'Lab Testing'],
  // Engineering, plant and trades
  [116, 'AutoCAD'], [117, 'SolidWorks'], [118, 'CNC Operation'], [119, 'Welding'], [120, 'Electrical Wiring'],
  [121, 'Plumbing'], [122, 'Machine Maintenance'], [123, 'Quality Inspection'], [124, 'PLC Programming'],
  [125, 'Lathe Operation'], [126, 'Fitting'], [127, 'Site Supervision'], [128, 'Bar Bending'],
  [129, 'HVAC Maintenance'], [130, 'Six Sigma'], [131, '5S'], [132, 'Production Planning'],
  // Hospitality, retail and services
  [133, 'Food and Beverage Service'], [134, 'Cooking'], [135, 'Housekeeping'], [136, 'Front Office'],
  [137, 'Visual Merchandising'], [138, 'POS Billing'], [139, 'Store Operations'], [140, 'Security Guarding'],
  [141, 'CCTV Monitoring'], [142, 'Fire Safety'], [143, 'Teaching'], [144, 'Lesson Planning'],
  [145, 'Spoken English Training'], [146, 'Recruitment'], [147, 'Employee Onboarding'], [148, 'HR Operations'],
  [149, 'Employee Relations'], [150, 'MS Office'], [151, 'Data Entry'], [152, 'Documentation'],
  [153, 'Communication Skills'], [154, 'Team Management'], [155, 'Adobe Photoshop'], [156, 'Figma'],
  [157, 'Video Editing'], [158, 'Beauty Treatments'], [159, 'Hair Styling'], [160, 'Tailoring'],
  [161, 'Property Sales'], [162, 'Insurance Sales'], [163, 'Mutual Funds'], [164, 'KYC Verification'],
  [165, 'Debt Collection'], [166, 'Pipe Fitting'], [167, 'Pattern Making'], [168, 'Makeup'], [169, 'Gas Cutting'],
];

/** Skills the upstream no longer offers; the suggested-skills list is built from these. */
const INACTIVE_ROWS: readonly (readonly [number, string])[] = [
  [901, 'Lotus Notes'], [902, 'Visual Basic 6'], [903, 'Adobe Flash'], [904, 'Pager Operation'],
  [905, 'Typewriting'], [906, 'Fax Handling'], [907, 'COBOL'], [908, 'Windows XP Support'],
  [909, 'Telex Operation'], [910, 'Silverlight'],
];

const GENERIC_ROWS: readonly (readonly [number, string])[] = [
  [990, 'General'], [991, 'Others'], [992, 'None'], [993, 'N/A'],
];

const rows = (list: typeof ACTIVE_ROWS, active: boolean, generic: boolean): Skill[] =>
  list.map(([id, skillName]) => ({ id, skillName, active, generic }));

export const SKILLS: readonly Skill[] = [
  ...rows(ACTIVE_ROWS, true, false),
  ...rows(INACTIVE_ROWS, false, false),
  ...rows(GENERIC_ROWS, true, true),
];

export const ACTIVE_SKILLS: readonly Skill[] = SKILLS.filter((s) => s.active && !s.generic);
export const INACTIVE_SKILLS: readonly Skill[] = SKILLS.filter((s) => !s.active);
export const GENERIC_SKILLS: readonly Skill[] = SKILLS.filter((s) => s.generic);

const BY_ID = new Map(SKILLS.map((s) => [s.id, s]));

export function skillById(id: number): Skill | undefined {
  return BY_ID.get(id);
}
