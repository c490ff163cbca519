import type en from './en.ts';

const gu: Record<keyof typeof en, string> = {
  'mobile.intro': 'તમારો મોબાઇલ નંબર દાખલ કરો, અમે તમને વન-ટાઇમ પાસવર્ડ (ઓટીપી) મોકલીશું.',
  'mobile.label': 'મોબાઇલ નંબર',
  'mobile.placeholder': '10 અંકનો મોબાઇલ નંબર',
  'mobile.send': 'ઓટીપી મોકલો',
  'mobile.sending': 'ઓટીપી મોકલી રહ્યા છીએ...',
  'code.intro': '<strong>{{mobile}}</strong> પર મોકલેલો {{length}} અંકનો ઓટીપી દાખલ કરો',
  'code.resendIn_one': '{{count}} સેકન્ડમાં ઓટીપી ફરી મોકલો',
  'code.resendIn_other': '{{count}} સેકન્ડમાં ઓટીપી ફરી મોકલો',
  'code.resend': 'ઓટીપી ફરી મોકલો',
  'code.resending': 'ઓટીપી ફરી મોકલી રહ્યા છીએ...',
  'code.changeMobile': 'મોબાઇલ નંબર બદલો',
};

export default gu;
