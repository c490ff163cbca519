import type en from './en.ts';

const gu: Record<keyof typeof en, string> = {
  title: 'નોકરી માટે અરજી કરો',
  cancel: 'રદ કરો',
  submit: 'અરજી સબમિટ કરો',
  submitting: 'સબમિટ થઈ રહ્યું છે…',
  loadingProfile: 'તમારી પ્રોફાઇલ લોડ થઈ રહી છે',
  fullName: 'પૂરું નામ',
  mobile: 'મોબાઇલ નંબર',
  mobileHint: 'તમારો નોંધાયેલ મોબાઇલ નંબર',
  email: 'ઇમેઇલ (વૈકલ્પિક)',
  'resume.title': 'રિઝ્યુમ',
  'resume.current': 'હાલનો રિઝ્યુમ',
  'resume.view': 'જુઓ',
  'resume.download': 'ડાઉનલોડ કરો',
  'resume.none': 'હજી કોઈ રિઝ્યુમ નથી. અલગ તરી આવવા માટે એક અપલોડ કરો.',
  'resume.uploadNew': 'નવો રિઝ્યુમ અપલોડ કરો',
  'resume.upload': 'રિઝ્યુમ અપલોડ કરો',
  'resume.hint': 'PDF, DOC અથવા DOCX, {{size}}MB થી ઓછું',
  'resume.progress': 'રિઝ્યુમ અપલોડ',
  'resume.uploading': 'અપલોડ થઈ રહ્યું છે… {{percent}}%',
  'resume.viewFailed': 'જોઈ શકાયું નહીં: {{status}} {{detail}}',
};

export default gu;
