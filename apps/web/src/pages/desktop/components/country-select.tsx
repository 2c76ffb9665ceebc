import { useEffect, useId, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../features/country/use-countries';
import './country-select.css';

type TProps = {
  value: string;
  onChange: (code: string) => void;
  /** The input's id (its <label> points at it) and, while there is one, its error's id. */
  id?: string;
  describedBy?: string;
  isInvalid?: boolean;
  /** The field is optional: a clear button empties it. */
  canClear?: boolean;
  autoFocus?: boolean;
  /** Its name for screen readers, when no <label> points at `id`. */
  label?: string;
};

/**
 * The country as a searchable select: every country named in the user's language and sorted by
 * that name; typing finds it by that name, in English or by ISO code, names starting with the
 * text first (the same search as the mobile sheet).
 */
export function CountrySelect({ value, onChange, id, describedBy, isInvalid, canClear, autoFocus, label }: TProps) {
  const { t } = useTranslation();
  const c = useCountries();
  const ownId = useId();
  const selectId = id ?? ownId;
  const [isOpen, setOpen] = useState(false);
  const name = label ?? t('country.label');
  const shownCount = c.shown.length;

  // rc-select gives its list of options no name, which a screen reader then announces as a bare
  // "list box" (axe: aria-input-field-name); the list is the select's own, so it takes its name.
  useEffect(() => {
    if (!isOpen) return;
    const frame = requestAnimationFrame(() => {
      for (const list of document.querySelectorAll(`[id="${selectId}_list"]`)) list.setAttribute('aria-label', name);
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen, selectId, name, shownCount]);

  return (
    <Select
      id={selectId}
      size="large"
      className="pc-country-select"
      value={value || undefined}
      onChange={(code?: string) => {
        onChange(code ?? '');
        c.setQuery('');
      }}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) c.setQuery('');
      }}
      showSearch={{ searchValue: c.query, onSearch: c.setQuery, filterOption: false }}
      options={c.shown.map((country) => ({ value: country.code, label: country.name }))}
      // A chosen country stays named while a search filters it out of the options.
      labelRender={({ value: code }) => c.nameOf(String(code))}
      placeholder={t('country.placeholder')}
      notFoundContent={t('country.noMatch')}
      allowClear={canClear}
      status={isInvalid ? 'error' : undefined}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      autoFocus={autoFocus}
      data-testid="country-select"
    />
  );
}
