import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLanguageCode, useLanguage } from '#web/i18n/index.ts';
import type { LanguageCode } from '#web/i18n/languages.ts';
import { languageNs } from '../i18n.ts';
import './language-picker.css';

/** Each language's name in the chosen language, beside its own name ('தமிழ் (Tamil)' in English; 'தமிழ்' alone in Tamil). */
const NAME_KEYS = {
  hi: 'name.hi',
  bn: 'name.bn',
  ta: 'name.ta',
  te: 'name.te',
  mr: 'name.mr',
  gu: 'name.gu',
  kn: 'name.kn',
  ml: 'name.ml',
} as const satisfies Record<Exclude<LanguageCode, 'en'>, string>;

export interface LanguagePickerProps {
  className?: string;
  /** Below 768 px the pill shows only the chosen language's short mark ('हि'), so it fits a phone's header. */
  compact?: boolean;
}

/** A language's shortest mark in its own script, for a phone's header: 'EN', 'हि', 'த', 'ગુ'. */
function shortName(code: LanguageCode, nativeName: string): string {
  if (code === 'en') return 'EN';
  const [first] = new Intl.Segmenter(code, { granularity: 'grapheme' }).segment(nativeName);
  return first?.segment ?? nativeName;
}

/** The nine-language select; each option shows the language in its own script. */
export function LanguagePicker({ className, compact = false }: LanguagePickerProps) {
  const id = useId();
  const { t } = useTranslation();
  const { t: names } = useTranslation(languageNs);
  const { code, setCode, languages } = useLanguage();
  const chosen = languages.find((language) => language.code === code);
  return (
    <div className={`language-picker ${compact ? 'language-picker--compact' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="language-picker__label">
        <Languages className="language-picker__icon" size={16} aria-hidden="true" />
        <span className="visually-hidden">{t('nav.language')}</span>
      </label>
      {compact ? (
        <span className="language-picker__chosen" lang={code} aria-hidden="true">
          {chosen ? shortName(chosen.code, chosen.nativeName) : null}
        </span>
      ) : null}
      <select
        id={id}
        className="language-picker__select"
        value={code}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) setCode(event.target.value);
        }}
      >
        {languages.map((language) => {
          const name = language.code === 'en' ? language.nativeName : names(NAME_KEYS[language.code]);
          return (
            <option key={language.code} value={language.code} lang={language.code}>
              {name === language.nativeName ? name : `${language.nativeName} (${name})`}
            </option>
          );
        })}
      </select>
    </div>
  );
}
