import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, useLanguage } from '../../../i18n/index.ts';
import './language-picker.css';

/** The nine-language select; each option shows the language in its own script. */
export function LanguagePicker({ className }: { className?: string }) {
  const id = useId();
  const { t } = useTranslation();
  const { code, setCode, languages } = useLanguage();
  return (
    <div className={`language-picker ${className ?? ''}`}>
      <label htmlFor={id} className="language-picker__label">
        <svg className="language-picker__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.07 16Zm2.95-8H5.07a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.02 8ZM12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82A13.3 13.3 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.26 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
          />
        </svg>
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
