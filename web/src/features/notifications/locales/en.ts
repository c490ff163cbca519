/** The notification bell's and dropdown's texts in English (the spec's relative times: 'n hours ago', no singular). */
const en = {
  'bell.unread_one': 'Notifications, {{n}} unread',
  'bell.unread_other': 'Notifications, {{n}} unread',
  loading: 'Loading notifications',
  'empty.applied': 'No updates on your applications yet.',
  'empty.openings': 'No new job alerts right now.',
  'row.unread': 'Unread',
  'row.untitled': 'Notification',
  'time.justNow': 'Just now',
  'time.minutes_one': '{{n}} min ago',
  'time.minutes_other': '{{n}} min ago',
  'time.hours_one': '{{n}} hours ago',
  'time.hours_other': '{{n}} hours ago',
  'time.days_one': '{{n}} days ago',
  'time.days_other': '{{n}} days ago',
  'time.weeks_one': '{{n}} weeks ago',
  'time.weeks_other': '{{n}} weeks ago',
  'time.months_one': '{{n}} months ago',
  'time.months_other': '{{n}} months ago',
  'time.years_one': '{{n}} years ago',
  'time.years_other': '{{n}} years ago',
} as const;

export default en;
