import type { Department } from './designations.ts';

/** Fictional employers, by the department that hires through them. */
export const COMPANIES: Readonly<Record<Department, readonly string[]>> = {
  Operations: [
    'Swiftkart Logistics',
    'Dakshin Express Couriers',
    'FreshBasket Retail',
    'Ghar Tak Deliveries',
    'Vayu Supply Chain',
    'Nirmaan Warehousing',
    'QuickDabba Foods',
    'Sanchar Cargo Movers',
  ],
  'Customer Support': [
    'Samvaad Connect Services',
    'CallSetu BPO',
    'Helpline Nexus Solutions',
    'Vishwas Customer Care',
    'Udaan Contact Centres',
    'Sahayak Outsourcing',
  ],
  Sales: [
    'Prakash Consumer Goods',
    'Suraksha Life Insurance',
    'Griha Homes Realty',
    'NetSetu Broadband',
    'Kisan Agro Products',
    'Lakshmi Home Finance',
  ],
  Engineering: [
    'Nimbus Softech',
    'Tejas Infosystems',
    'Kaveri Cloud Labs',
    'Arka Digital Solutions',
    'CodeNagar Technologies',
    'Sutra Analytics',
    'Pragati Fintech',
  ],
  'Finance & Accounts': [
    'Mehta & Iyer Associates',
    'Shree Ganesh Traders',
    'Dhan Vriddhi Finance',
    'Kuber Microfinance',
    'Agarwal Steel Distributors',
    'Navkar Textiles',
  ],
  Healthcare: [
    'Arogya Multispeciality Hospital',
    'Jeevan Rekha Hospitals',
    'Sanjeevani Diagnostics',
    'Niramay Clinics',
    'Aushadhi Pharmacy',
    'Dhanvantari Hospitals',
  ],
  Production: [
    'Bharat Precision Components',
    'Shakti Auto Parts',
    'Ujjwal Electricals',
    'Vardhman Engineering Works',
    'Godavari Packaging',
    'Kaushal Garments',
  ],
  Construction: ['Shilpa Infra Projects', 'Vastu Builders', 'Pratham Constructions', 'Setu Engineering Contractors'],
  Hospitality: [
    'Atithi Hotels & Resorts',
    'Masala Junction Restaurants',
    'Annapurna Caterers',
    'Chai Chaupal Cafes',
    'Rangoli Banquets',
    'Glow Salon & Spa',
  ],
  Retail: ['Bazaar Bharat Supermarts', 'StyleGhar Fashion', 'Vivid Electronics Retail', 'Sabka Mart'],
  Administration: [
    'Sankalp Facility Services',
    'Prime Corporate Services',
    'Shubh Office Solutions',
    'Kaveri Enterprises',
  ],
  'Human Resources': [
    'TalentSetu Staffing',
    'Karmik Staffing Solutions',
    'Pehchaan HR Consultants',
    'Rozgar Placement Services',
  ],
  Security: ['Raksha Security Services', 'Kavach Facility Management', 'Prahari Guards', 'Suraksha Kavach Security'],
  Education: [
    'Gyan Jyoti Public School',
    'Vidya Bharati Coaching',
    'Saraswati International School',
    'Shiksha Plus Academy',
    'EnglishPro Learning Centre',
  ],
  Marketing: ['Buzzmantra Digital', 'Adhunik Media', 'Kahani Content Studio', 'ClickSetu Marketing'],
  Design: ['Rang Creative Studio', 'Pixel Bazaar Design', 'Chitra Films', 'Kala Kendra Creatives'],
};

/** Every employer once, in a fixed order; a company's recruiter id is derived from its position here. */
export const ALL_COMPANIES: readonly string[] = Object.values(COMPANIES).flat();

export function companyDomain(company: string): string {
  return `${company
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')}.in`;
}
