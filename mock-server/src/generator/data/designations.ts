export type Department =
  | 'Operations'
  | 'Customer Support'
  | 'Sales'
  | 'Engineering'
  | 'Finance & Accounts'
  | 'Healthcare'
  | 'Production'
  | 'Construction'
  | 'Hospitality'
  | 'Retail'
  | 'Administration'
  | 'Human Resources'
  | 'Security'
  | 'Education'
  | 'Marketing'
  | 'Design';

export interface Designation {
  id: number;
  name: string;
  department: Department;
  /** Industry the job is listed under. */
  category: string;
  /** Active, non-generic skill ids that fit the role. */
  skillIds: readonly number[];
  /** Yearly CTC band in rupees. */
  ctcMin: number;
  ctcMax: number;
  /** A requirement only this role has. */
  requirement?: string;
}

type Row = [number, string, Department, string, number[], number, number, string?];

const LAKH = 100_000;
const L = (lakh: number): number => Math.round(lakh * LAKH);

const ROWS: readonly Row[] = [
  [
    1,
    'Delivery Executive',
    'Operations',
    'Logistics',
    [91, 100, 101, 102, 99, 80, 79],
    L(1.8),
    L(3),
    'Own a two-wheeler with a valid driving licence and an Android smartphone.',
  ],
  [2, 'Warehouse Associate', 'Operations', 'E-commerce', [97, 98, 103, 95, 94, 80], L(1.5), L(2.4)],
  [
    3,
    'Forklift Operator',
    'Operations',
    'Logistics',
    [94, 96, 98, 95, 109],
    L(2),
    L(3.3),
    'Valid forklift operator licence or certificate.',
  ],
  [4, 'Picker Packer', 'Operations', 'E-commerce', [97, 103, 98, 95], L(1.4), L(2.1)],
  [
    5,
    'Truck Driver',
    'Operations',
    'Logistics',
    [93, 99, 101, 80],
    L(2.4),
    L(4.2),
    'Valid heavy motor vehicle (HMV) licence.',
  ],
  [
    6,
    'Cab Driver',
    'Operations',
    'Transport',
    [92, 101, 99, 79, 80],
    L(2.16),
    L(3.6),
    'Valid LMV driving licence with a commercial badge.',
  ],
  [7, 'Inventory Controller', 'Operations', 'Logistics', [95, 104, 29, 40, 103], L(2.4), L(4.2)],
  [8, 'Dispatch Coordinator', 'Operations', 'Logistics', [105, 99, 29, 153, 150], L(2.2), L(3.6)],
  [9, 'Warehouse Supervisor', 'Operations', 'E-commerce', [96, 95, 94, 29, 154], L(3), L(5.4)],
  [10, 'Logistics Coordinator', 'Operations', 'Logistics', [105, 29, 99, 40, 153], L(3), L(5)],
  [11, 'Telecaller', 'Customer Support', 'BPO', [77, 68, 72, 80, 79, 153], L(1.5), L(2.6)],
  [12, 'Customer Support Executive', 'Customer Support', 'BPO', [71, 72, 73, 79, 80, 76], L(1.8), L(3.3)],
  [13, 'Chat Support Executive', 'Customer Support', 'BPO', [74, 73, 78, 79, 71], L(1.8), L(3)],
  [14, 'Email Support Executive', 'Customer Support', 'BPO', [75, 73, 78, 79, 71], L(2), L(3.2)],
  [15, 'Team Leader - Customer Support', 'Customer Support', 'BPO', [71, 76, 61, 154, 72], L(3.6), L(6)],
  [16, 'Collections Executive', 'Customer Support', 'BFSI', [165, 77, 60, 80, 29], L(1.8), L(3)],
  [17, 'Sales Executive', 'Sales', 'FMCG', [56, 60, 59, 61, 153, 80], L(2), L(4)],
  [
    18,
    'Field Sales Executive',
    'Sales',
    'Telecom',
    [56, 91, 60, 80, 59],
    L(1.8),
    L(3.6),
    'Own a two-wheeler for daily field visits.',
  ],
  [19, 'Business Development Executive', 'Sales', 'IT Services', [58, 59, 60, 61, 68, 79], L(2.5), L(5)],
  [20, 'Inside Sales Executive', 'Sales', 'EdTech', [57, 68, 61, 62, 79], L(2.4), L(4.5)],
  [21, 'Relationship Manager', 'Sales', 'BFSI', [60, 61, 163, 162, 153], L(3.5), L(8)],
  [22, 'Insurance Advisor', 'Sales', 'BFSI', [162, 56, 60, 80], L(1.8), L(4)],
  [23, 'Retail Sales Associate', 'Retail', 'Retail', [69, 138, 139, 153, 80], L(1.5), L(2.4)],
  [24, 'Area Sales Manager', 'Sales', 'FMCG', [70, 56, 60, 61, 154], L(5), L(10)],
  [25, 'Real Estate Sales Executive', 'Sales', 'Real Estate', [161, 56, 60, 59, 153], L(2.4), L(4.8)],
  [26, 'Software Engineer', 'Engineering', 'IT Services', [1, 2, 3, 5, 7, 9, 19, 37], L(4), L(18)],
  [27, 'Frontend Developer', 'Engineering', 'IT Services', [3, 4, 5, 6, 13, 14, 19], L(3.5), L(14)],
  [28, 'Backend Developer', 'Engineering', 'IT Services', [1, 8, 7, 9, 11, 12, 37, 17], L(4.5), L(16)],
  [29, 'Full Stack Developer', 'Engineering', 'IT Services', [3, 4, 5, 7, 12, 9, 19, 37], L(5), L(18)],
  [30, 'Android Developer', 'Engineering', 'IT Services', [21, 22, 1, 19, 37], L(4), L(14)],
  [31, 'QA Engineer', 'Engineering', 'IT Services', [25, 26, 9, 1, 19], L(3), L(9)],
  [32, 'DevOps Engineer', 'Engineering', 'IT Services', [15, 16, 17, 18, 20, 19], L(6), L(18)],
  [33, 'Data Analyst', 'Engineering', 'Analytics', [9, 29, 30, 27, 28, 2, 31], L(3.5), L(10)],
  [34, 'Data Scientist', 'Engineering', 'Analytics', [2, 32, 9, 31, 28], L(8), L(24)],
  [35, 'IT Support Engineer', 'Engineering', 'IT Services', [39, 38, 20, 150, 153], L(2), L(4.5)],
  [36, 'Network Engineer', 'Engineering', 'Telecom', [38, 20, 39, 15], L(3), L(7)],
  [37, 'SAP Consultant', 'Engineering', 'IT Services', [40, 9, 30, 153], L(6), L(18)],
  [38, 'Accountant', 'Finance & Accounts', 'Accounting', [41, 42, 43, 49, 46, 29], L(2.4), L(4.8)],
  [39, 'Accounts Executive', 'Finance & Accounts', 'Accounting', [41, 44, 45, 53, 29, 50], L(2), L(4)],
  [40, 'Senior Accountant', 'Finance & Accounts', 'Accounting', [41, 42, 43, 52, 51, 30], L(4), L(7.5)],
  [41, 'Tax Associate', 'Finance & Accounts', 'Accounting', [42, 43, 48, 41, 29], L(3), L(6)],
  [42, 'Payroll Executive', 'Finance & Accounts', 'Accounting', [47, 29, 41, 43], L(2.5), L(4.5)],
  [43, 'Cashier', 'Retail', 'Retail', [54, 138, 80, 29], L(1.5), L(2.4)],
  [44, 'Loan Officer', 'Finance & Accounts', 'BFSI', [55, 164, 61, 60, 80], L(2.5), L(5)],
  [45, 'Financial Analyst', 'Finance & Accounts', 'BFSI', [51, 30, 27, 9], L(5), L(12)],
  [
    46,
    'Staff Nurse',
    'Healthcare',
    'Hospitals',
    [106, 107, 109, 110, 114],
    L(2.16),
    L(4.2),
    'B.Sc Nursing or GNM with registration in the State Nursing Council.',
  ],
  [
    47,
    'ICU Nurse',
    'Healthcare',
    'Hospitals',
    [106, 114, 110, 107],
    L(3),
    L(5.4),
    'B.Sc Nursing or GNM with registration in the State Nursing Council.',
  ],
  [48, 'Lab Technician', 'Healthcare', 'Diagnostics', [115, 108, 107, 150], L(1.8), L(3.3), 'DMLT or B.Sc MLT.'],
  [
    49,
    'Pharmacist',
    'Healthcare',
    'Pharmacy',
    [112, 107, 138],
    L(2),
    L(4),
    'D.Pharm or B.Pharm with a valid pharmacist registration.',
  ],
  [50, 'Medical Coder', 'Healthcare', 'Healthcare Services', [113, 111, 79, 29], L(2.5), L(5)],
  [51, 'Patient Care Assistant', 'Healthcare', 'Hospitals', [107, 109, 135, 80], L(1.2), L(2)],
  [52, 'Phlebotomist', 'Healthcare', 'Diagnostics', [108, 107, 115, 91], L(1.6), L(2.8)],
  [53, 'Machine Operator', 'Production', 'Manufacturing', [118, 125, 122, 131], L(1.5), L(2.6), 'ITI in any trade.'],
  [
    54,
    'CNC Operator',
    'Production',
    'Automotive',
    [118, 125, 123, 116],
    L(1.8),
    L(3.3),
    'ITI or diploma in mechanical engineering.',
  ],
  [55, 'Welder', 'Production', 'Manufacturing', [119, 169, 123, 109], L(1.8), L(3.3), 'ITI Welder certificate.'],
  [
    56,
    'Electrician',
    'Production',
    'Manufacturing',
    [120, 109, 142, 122],
    L(1.8),
    L(3.3),
    'ITI Electrician with a valid wireman licence.',
  ],
  [57, 'Fitter', 'Production', 'Automotive', [126, 122, 125, 131], L(1.7), L(3), 'ITI Fitter certificate.'],
  [58, 'Quality Inspector', 'Production', 'Automotive', [123, 131, 130, 29], L(2.2), L(4)],
  [59, 'Production Supervisor', 'Production', 'Manufacturing', [132, 131, 130, 123, 154], L(3), L(6)],
  [60, 'Maintenance Technician', 'Production', 'Manufacturing', [122, 120, 129, 124], L(2.2), L(4)],
  [61, 'Mechanical Design Engineer', 'Production', 'Automotive', [116, 117, 123, 30], L(3.5), L(9)],
  [62, 'Plumber', 'Construction', 'Facility Management', [121, 166, 109], L(1.5), L(2.6)],
  [63, 'Site Supervisor', 'Construction', 'Construction', [127, 116, 128, 142, 154], L(2.5), L(5)],
  [
    64,
    'Civil Engineer',
    'Construction',
    'Construction',
    [116, 127, 128, 30],
    L(3),
    L(8),
    'B.E. or diploma in civil engineering.',
  ],
  [65, 'Cook', 'Hospitality', 'Hotels & Restaurants', [134, 133, 135], L(1.5), L(3)],
  [66, 'Steward', 'Hospitality', 'Hotels & Restaurants', [133, 79, 80, 153], L(1.3), L(2.2)],
  [67, 'Housekeeping Attendant', 'Hospitality', 'Hotels & Restaurants', [135, 109, 80], L(1.3), L(2.1)],
  [68, 'Front Office Executive', 'Hospitality', 'Hotels & Restaurants', [136, 153, 150, 79], L(1.8), L(3.2)],
  [69, 'Store Manager', 'Retail', 'Retail', [139, 95, 137, 61, 154], L(3.6), L(7)],
  [70, 'Visual Merchandiser', 'Retail', 'Retail', [137, 139, 155], L(2.4), L(4.2)],
  [71, 'Beautician', 'Hospitality', 'Beauty & Wellness', [158, 159, 168, 153], L(1.5), L(3)],
  [72, 'Data Entry Operator', 'Administration', 'Back Office', [151, 78, 150, 29], L(1.3), L(2.4)],
  [73, 'Back Office Executive', 'Administration', 'Back Office', [151, 150, 152, 29, 75], L(1.5), L(2.6)],
  [74, 'Office Assistant', 'Administration', 'Facility Management', [152, 150, 80], L(1.2), L(2)],
  [75, 'Receptionist', 'Administration', 'Facility Management', [136, 153, 150, 79], L(1.5), L(2.6)],
  [76, 'HR Executive', 'Human Resources', 'Staffing', [146, 147, 148, 150, 149], L(2.5), L(4.5)],
  [77, 'HR Recruiter', 'Human Resources', 'Staffing', [146, 68, 61, 153, 29], L(2.2), L(4.5)],
  [78, 'Security Guard', 'Security', 'Facility Management', [140, 141, 142, 109], L(1.3), L(2.16)],
  [79, 'Security Supervisor', 'Security', 'Facility Management', [140, 141, 142, 154], L(2), L(3.3)],
  [
    80,
    'Teacher',
    'Education',
    'Schools',
    [143, 144, 79, 150],
    L(2),
    L(5),
    'B.Ed with a graduate degree in the subject.',
  ],
  [81, 'Spoken English Trainer', 'Education', 'EdTech', [145, 79, 153, 143], L(2), L(4)],
  [82, 'Digital Marketing Executive', 'Marketing', 'Media & Advertising', [63, 64, 65, 67, 27], L(2.5), L(5)],
  [83, 'Content Writer', 'Marketing', 'Media & Advertising', [66, 64, 79, 65], L(2), L(4.5)],
  [84, 'Graphic Designer', 'Design', 'Media & Advertising', [155, 156, 157], L(2), L(5)],
  [85, 'Video Editor', 'Design', 'Media & Advertising', [157, 155, 65], L(2), L(4.5)],
  [86, 'Tailor', 'Production', 'Apparel', [160, 167, 131], L(1.2), L(2.2)],
];

export const DESIGNATIONS: readonly Designation[] = ROWS.map(
  ([id, name, department, category, skillIds, ctcMin, ctcMax, requirement]) => ({
    id,
    name,
    department,
    category,
    skillIds,
    ctcMin,
    ctcMax,
    ...(requirement === undefined ? {} : { requirement }),
  }),
);
