import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../languages.ts';
import { useLanguage } from '../use-language.ts';
import './language-picker.css';

/** The nine-language select; each option shows the language in its own script. */
export function LanguagePicker({ className }: { className?: string }) {
  const id = useId();
  const { t } = useTranslation();
  const { code, setCode, languages } = useLanguage();
  return (
    <div className={`language-picker ${className ?? ''}`}>
      <label htmlFor={id} className="language-picker__label">
        <span aria-hidden="true" className="language-picker__icon">
          文
        </span>
        <span className="visually-hidden">{t('nav.language')}</span>
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={code}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) setCode(event.target.value);
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.code === 'en' ? language.nativeName : `${language.nativeName} (${language.name})`}
          </option>
        ))}
      </select>
    </div>
  );
}
