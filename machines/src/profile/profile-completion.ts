import { message, type Message } from '../messages/message.ts';

export const COMPLETION_WEIGHT = 25;

export interface CompletionSection {
  id: 'personal' | 'resume' | 'skills' | 'kyc';
  /** The section's name as the profile's menu words it. */
  name: Message;
  completed: boolean;
  weight: number;
}

export interface ProfileCompletion {
  percentage: number;
  sections: CompletionSection[];
}

export interface CompletionFacts {
  fullName: string;
  mobile: string;
  email: string;
  hasResume: boolean;
  skillCount: number;
  aadhaarVerified: boolean;
  panVerified: boolean;
}

const present = (value: string) => value.trim() !== '';

/** Four sections of 25% each: personal information (name, mobile and e-mail), resume, at least one skill, KYC complete. */
export function profileCompletion(facts: CompletionFacts): ProfileCompletion {
  const sections: CompletionSection[] = [
    {
      id: 'personal',
      name: message('profile:section.personal'),
      completed: present(facts.fullName) && present(facts.mobile) && present(facts.email),
      weight: COMPLETION_WEIGHT,
    },
    { id: 'resume', name: message('profile:section.resume'), completed: facts.hasResume, weight: COMPLETION_WEIGHT },
    {
      id: 'skills',
      name: message('profile:section.skills'),
      completed: facts.skillCount > 0,
      weight: COMPLETION_WEIGHT,
    },
    {
      id: 'kyc',
      name: message('profile:section.kyc'),
      completed: facts.aadhaarVerified && facts.panVerified,
      weight: COMPLETION_WEIGHT,
    },
  ];
  const percentage = sections.reduce((sum, s) => sum + (s.completed ? s.weight : 0), 0);
  return { percentage, sections };
}
