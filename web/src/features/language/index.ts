export { LanguagePicker } from './components/language-picker.tsx';
