import type en from './en.ts';

const gu: Record<keyof typeof en, string> = {
  'modal.title': 'રેફર કરો અને કમાઓ',
  'modal.forJob': '{{jobTitle}} માટે કોઈને રેફર કરો',
  'modal.direct': 'મિત્રોને તેમની નજીકની નોકરીઓ માટે રેફર કરો',
  'modal.cancel': 'રદ કરો',
  'modal.submit': 'રેફરલ સબમિટ કરો',
  'modal.submitting': 'સબમિટ થઈ રહ્યું છે…',
  'modal.reward': 'જોડાઈને એક મહિનો પૂરો કરનાર દરેક રેફરલ માટે {{amount}} કમાઓ.',
  'modal.candidate': 'ઉમેદવાર {{number}}',
  'modal.remove': 'દૂર કરો',
  'modal.removeCandidate': 'ઉમેદવાર {{number}} દૂર કરો',
  'modal.addAnother': '+ બીજો ઉમેદવાર ઉમેરો',
  'modal.invalidMobileFor': '{{name}} નો મોબાઇલ નંબર અમાન્ય છે. 6-9 થી શરૂ થતો માન્ય 10 અંકનો નંબર દાખલ કરો.',
  candidateName: 'ઉમેદવારનું નામ',
  mobile: 'મોબાઇલ નંબર',
  'card.title': 'ઉમેદવારને રેફર કરો',
  'card.text': 'કોઈ નોકરી શોધી રહ્યું છે? તેમને રેફર કરો અને તેઓ જોડાઈને એક મહિનો પૂરો કરે ત્યારે {{amount}} કમાઓ.',
  'card.refer': 'હમણાં રેફર કરો',
  'card.referring': 'રેફર થઈ રહ્યું છે…',
  'card.failed': 'ઉમેદવાર ઉમેરી શકાયો નહીં: {{message}}',
};

export default gu;
