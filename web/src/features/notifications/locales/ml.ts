import type en from './en.ts';

/** The notification bell's and dropdown's texts in Malayalam. */
const ml: Record<keyof typeof en, string> = {
  'bell.unread_one': 'അറിയിപ്പുകൾ, {{n}} വായിക്കാത്തത്',
  'bell.unread_other': 'അറിയിപ്പുകൾ, {{n}} വായിക്കാത്തവ',
  loading: 'അറിയിപ്പുകൾ ലോഡ് ചെയ്യുന്നു',
  'empty.applied': 'നിങ്ങളുടെ അപേക്ഷകളിൽ ഇതുവരെ അപ്ഡേറ്റുകളൊന്നുമില്ല.',
  'empty.openings': 'ഇപ്പോൾ പുതിയ ജോലി അറിയിപ്പുകളൊന്നുമില്ല.',
  'row.unread': 'വായിച്ചിട്ടില്ല',
  'row.untitled': 'അറിയിപ്പ്',
  'time.justNow': 'ഇപ്പോൾ',
  'time.minutes_one': '{{n}} മിനിറ്റ് മുമ്പ്',
  'time.minutes_other': '{{n}} മിനിറ്റ് മുമ്പ്',
  'time.hours_one': '{{n}} മണിക്കൂർ മുമ്പ്',
  'time.hours_other': '{{n}} മണിക്കൂർ മുമ്പ്',
  'time.days_one': '{{n}} ദിവസം മുമ്പ്',
  'time.days_other': '{{n}} ദിവസം മുമ്പ്',
  'time.weeks_one': '{{n}} ആഴ്ച മുമ്പ്',
  'time.weeks_other': '{{n}} ആഴ്ച മുമ്പ്',
  'time.months_one': '{{n}} മാസം മുമ്പ്',
  'time.months_other': '{{n}} മാസം മുമ്പ്',
  'time.years_one': '{{n}} വർഷം മുമ്പ്',
  'time.years_other': '{{n}} വർഷം മുമ്പ്',
};

export default ml;
