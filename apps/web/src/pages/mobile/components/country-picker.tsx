import { useId, useRef, useState } from 'react';
import { Popup } from 'antd-mobile';
import { CheckOutline, CloseOutline, DownFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../features/country/use-countries';
import './country-picker.css';

type TPopupProps = { isOpen: boolean; value: string; onPick: (code: string) => void; onClose: () => void };

/**
 * The country list in a bottom sheet: a search box (name in the user's language or in English, or
 * the ISO code) over every country, sorted by its localized name; the current one is ticked.
 */
export function CountryPopup({ isOpen, value, onPick, onClose }: TPopupProps) {
  const { t } = useTranslation();
  const c = useCountries();
  const titleId = useId();
  const close = () => {
    c.setQuery('');
    onClose();
  };
  return (
    <Popup visible={isOpen} onMaskClick={close} onClose={close} destroyOnClose bodyClassName="m-country-sheet">
      <div className="m-country" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="m-country__head">
          <h2 id={titleId} className="m-country__title">{t('country.choose')}</h2>
          {/* The focus moves into the sheet as it opens (the keyboard stays down until the search is tapped). */}
          <button type="button" className="m-country__close" onClick={close} aria-label={t('country.close')} autoFocus>
            <CloseOutline />
          </button>
        </div>
        <div className="m-area-search">
          <input
            type="search"
            className="m-country__search"
            value={c.query}
            onChange={(e) => c.setQuery(e.target.value)}
            placeholder={t('country.search')}
            aria-label={t('country.search')}
            enterKeyHint="search"
            data-testid="country-search"
          />
        </div>
        <div className="m-country__list" data-testid="country-list">
          {c.shown.map((country) => (
            <button
              key={country.code}
              type="button"
              className="m-country__option"
              aria-pressed={country.code === value}
              data-code={country.code}
              onClick={() => {
                onPick(country.code);
                close();
              }}
            >
              <span>{country.name}</span>
              {country.code === value && <CheckOutline aria-hidden className="m-country__tick" />}
            </button>
          ))}
          {c.shown.length === 0 && (
            <p className="m-country__empty" role="status">
              {t('country.noMatch')}
            </p>
          )}
        </div>
      </div>
    </Popup>
  );
}

type TFieldProps = { value: string; onChange: (code: string) => void; label: string; hint?: string };

/**
 * A country form row (registration): the label, a button showing the chosen country or a
 * placeholder, which opens the list, and a way to clear it again (the field is optional).
 */
export function CountryField({ value, onChange, label, hint }: TFieldProps) {
  const { t } = useTranslation();
  const { nameOf } = useCountries();
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <div className="m-field">
      <span className="m-field__label" id={`${id}-label`}>
        {label}
      </span>
      <span className="m-field__row">
        <button
          ref={button}
          type="button"
          id={`${id}-value`}
          className="m-country-btn"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid="country-field"
          data-code={value}
        >
          {value ? <span>{nameOf(value)}</span> : <span className="m-country-btn__placeholder">{t('country.placeholder')}</span>}
          <DownFill aria-hidden fontSize={10} />
        </button>
        {value && (
          <button type="button" className="m-country__clear" onClick={() => onChange('')} aria-label={t('country.clear')}>
            <CloseOutline />
          </button>
        )}
      </span>
      {hint && (
        <span className="m-country__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <CountryPopup
        isOpen={isOpen}
        value={value}
        onPick={onChange}
        onClose={() => {
          setOpen(false);
          button.current?.focus(); // back where the user was, as a closing dialog should
        }}
      />
    </div>
  );
}
