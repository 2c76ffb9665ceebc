import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Button, Drawer, Form, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonButton } from './admin-kit';
import { LANGUAGE_NAMES, LOCALES, RTL_LOCALES, type TLocale } from '@exchange/i18n';

/**
 * The console's text editor for content in the 14 languages (issue 18): a tab per language, each
 * labelled with the language's own name and marked when the language has its own text; en-US is
 * required, a language left empty reads the en-US text on the site. Texts are plain text (a blank
 * line between paragraphs), never HTML.
 */

export type TTextField = { name: string; kind: 'input' | 'textarea'; label: string; max: number; rows?: number; testId?: string };
export type TTexts = Partial<Record<TLocale, Record<string, string>>>;
/** A language's text as a save sends it (every editor has a title). */
export type TSentText = { title: string } & Record<string, string>;

export const CONTENT_LOCALES: readonly TLocale[] = ['en-US', ...LOCALES.filter((l) => l !== 'en-US')];

/** True when a language's text has something in it. */
export function hasText(text: Record<string, string> | undefined): boolean {
  return Boolean(text && Object.values(text).some((v) => v.trim() !== ''));
}

/**
 * What a save sends: the languages whose text changed (a language emptied is null: removed, it
 * then reads en-US). Unchanged languages are not sent.
 */
export function changedTexts(original: TTexts, draft: TTexts, fields: readonly TTextField[]): Partial<Record<TLocale, TSentText | null>> {
  const out: Partial<Record<TLocale, TSentText | null>> = {};
  for (const locale of CONTENT_LOCALES) {
    const before = original[locale];
    const after = draft[locale];
    const same = fields.every((f) => (before?.[f.name] ?? '').trim() === (after?.[f.name] ?? '').trim());
    if (same) continue;
    out[locale] = hasText(after) ? ({ title: '', ...Object.fromEntries(fields.map((f) => [f.name, (after?.[f.name] ?? '').trim()])) } as TSentText) : null;
  }
  return out;
}

/** Only the editable fields of each language (a stored text also carries its author and time). */
export function textsOf(texts: Partial<Record<string, Record<string, unknown>>> | undefined, fields: readonly TTextField[]): TTexts {
  const out: TTexts = {};
  for (const [locale, text] of Object.entries(texts ?? {})) {
    if (text) out[locale as TLocale] = Object.fromEntries(fields.map((f) => [f.name, String(text[f.name] ?? '')]));
  }
  return out;
}

/** Hints under fields: dark enough on white (WCAG AA). */
export const HINT_COLOR = '#595959';

/** A hint under a field (antd's own extra/help text is too light for WCAG AA); red-dark when it says what is wrong. */
export function FieldHint({ id, error, children }: { id?: string; error?: boolean; children: ReactNode }) {
  return (
    <div id={id} role={error ? 'alert' : undefined} style={{ color: error ? '#a8071a' : HINT_COLOR, fontSize: 13, marginTop: 4 }}>
      {children}
    </div>
  );
}

/** Colours of the console's state tags, dark enough on their light backgrounds (WCAG AA at 12 px). */
const TONES = {
  ok: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  warn: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
  plain: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
} as const;

export function StateTag({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <Tag style={{ ...TONES[tone], marginInlineEnd: 0 }} variant="outlined">
      {children}
    </Tag>
  );
}

/**
 * The editor: a bar of the 14 languages (a WAI-ARIA tab list that wraps, so every language and its
 * mark stays in sight), then the fields of the chosen language.
 */
export function TextsEditor({
  fields,
  value,
  onChange,
  disabled,
  testIdPrefix,
}: {
  fields: readonly TTextField[];
  value: TTexts;
  onChange: (next: TTexts) => void;
  disabled?: boolean;
  /** Each field's test id is `<prefix>-<field testId or name>-<locale>`; each language tab's `<prefix>-lang-<locale>`. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState<TLocale>('en-US');
  const tabRefs = useRef(new Map<TLocale, HTMLButtonElement>());
  const set = (locale: TLocale, field: string, text: string) => {
    const current = value[locale] ?? Object.fromEntries(fields.map((f) => [f.name, '']));
    onChange({ ...value, [locale]: { ...current, [field]: text } });
  };
  const select = (locale: TLocale) => {
    setActive(locale);
    tabRefs.current.get(locale)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CONTENT_LOCALES.indexOf(active);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? CONTENT_LOCALES[(index + 1) % CONTENT_LOCALES.length]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? CONTENT_LOCALES[(index - 1 + CONTENT_LOCALES.length) % CONTENT_LOCALES.length]
          : event.key === 'Home'
            ? CONTENT_LOCALES[0]
            : event.key === 'End'
              ? CONTENT_LOCALES[CONTENT_LOCALES.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    select(next);
  };
  const panelId = `${testIdPrefix}-panel`;
  const isRtl = RTL_LOCALES.includes(active);
  return (
    <div>
      <div role="tablist" aria-label={t('content.texts.languageBar')} onKeyDown={onKeyDown} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        {CONTENT_LOCALES.map((locale) => {
          const filled = hasText(value[locale]);
          const selected = locale === active;
          return (
            <button
              key={locale}
              ref={(el) => {
                if (el) tabRefs.current.set(locale, el);
              }}
              type="button"
              role="tab"
              id={`${testIdPrefix}-tab-${locale}`}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              data-testid={`${testIdPrefix}-lang-${locale}`}
              onClick={() => setActive(locale)}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 6,
                padding: '4px 10px',
                borderRadius: 6,
                cursor: 'pointer',
                font: 'inherit',
                border: `1px solid ${selected ? '#0958d9' : '#d9d9d9'}`,
                background: selected ? '#e6f4ff' : '#fff',
                color: selected ? '#003eb3' : '#262626',
                fontWeight: selected ? 600 : 400,
              }}
            >
              <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
              <StateTag tone={filled ? 'ok' : locale === 'en-US' ? 'warn' : 'plain'}>
                {filled ? t('content.texts.has') : locale === 'en-US' ? t('content.texts.required') : t('content.texts.fallback')}
              </StateTag>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${testIdPrefix}-tab-${active}`}>
        <Form layout="vertical" component="div">
          <p style={{ color: HINT_COLOR, margin: '4px 0 12px' }}>{active === 'en-US' ? t('content.texts.englishHint') : t('content.texts.otherHint')}</p>
          {fields.map((field) => {
            const id = `${testIdPrefix}-${field.testId ?? field.name}-${active}`;
            const common = {
              id,
              'data-testid': id,
              value: value[active]?.[field.name] ?? '',
              disabled,
              maxLength: field.max,
              lang: active,
              dir: isRtl ? 'rtl' : 'ltr',
              onChange: (event: { target: { value: string } }) => set(active, field.name, event.target.value),
            } as const;
            return (
              <Form.Item key={`${active}-${field.name}`} label={field.label} htmlFor={id} required={active === 'en-US' && field.name === 'title'}>
                {field.kind === 'input' ? (
                  <Input {...common} />
                ) : (
                  <>
                    <Input.TextArea {...common} rows={field.rows ?? 8} />
                    <div style={{ textAlign: 'end', color: HINT_COLOR, fontSize: 12 }}>{t('content.texts.length', { count: common.value.length, max: field.max })}</div>
                  </>
                )}
              </Form.Item>
            );
          })}
        </Form>
      </div>
    </div>
  );
}

/** How many of the 14 languages have their own text, as the tables show it. */
export function LanguageCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return <StateTag tone={count === LOCALES.length ? 'ok' : 'warn'}>{t('content.texts.count', { count, total: LOCALES.length })}</StateTag>;
}

/**
 * A content editor's drawer: its save button (asking for the reason) on top when the operator may
 * edit, then the editor.
 */
export function EditorDrawer({
  title,
  size = 920,
  onClose,
  canEdit,
  saveLabel,
  saveDisabled,
  saveTestId,
  onSave,
  children,
}: {
  title: ReactNode;
  size?: number;
  onClose: () => void;
  canEdit: boolean;
  saveLabel?: ReactNode;
  saveDisabled: boolean;
  saveTestId: string;
  onSave: (reason: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      size={size}
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={canEdit ? <ReasonButton type="primary" label={saveLabel ?? t('content.save')} title={t('content.saveTitle')} disabled={saveDisabled} testId={saveTestId} onConfirm={onSave} /> : null}
    >
      {children}
    </Drawer>
  );
}

/** "The English text is required", above an editor whose English title is still empty. */
export function EnglishRequired({ show }: { show: boolean }) {
  const { t } = useTranslation();
  return show ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('content.texts.englishRequired')} /> : null;
}

/** A content row's actions: edit (view without the right), then show/hide or publish/unpublish with a reason. */
export function EditToggleActions({
  canEdit,
  onEdit,
  editTestId,
  toggleLabel,
  toggleTitle,
  toggleTestId,
  onToggle,
}: {
  canEdit: boolean;
  onEdit: () => void;
  editTestId: string;
  toggleLabel: ReactNode;
  toggleTitle: ReactNode;
  toggleTestId: string;
  onToggle: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" onClick={onEdit} data-testid={editTestId}>
        {canEdit ? t('content.edit') : t('content.view')}
      </Button>
      {canEdit ? <ReasonButton label={toggleLabel} title={toggleTitle} testId={toggleTestId} onConfirm={onToggle} /> : null}
    </Space>
  );
}

/** The fields of a titled text with a body (a notice, a page): title, then the body of `bodyMax` characters in `rows` rows. */
export function useTitleBodyFields(bodyMax: number, rows: number, titleMax: number): TTextField[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { name: 'title', kind: 'input', label: t('content.field.title'), max: titleMax },
      { name: 'content', kind: 'textarea', label: t('content.field.body'), max: bodyMax, rows, testId: 'body' },
    ],
    [t, bodyMax, rows, titleMax],
  );
}

/** An address field with its hint below (the hint turns into the error when the address is not valid). */
export function LinkField({
  id,
  label,
  value,
  isValid,
  disabled,
  maxLength,
  hint,
  invalidHint,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: string;
  isValid: boolean;
  disabled: boolean;
  maxLength: number;
  hint: ReactNode;
  invalidHint: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={isValid ? undefined : 'error'}>
      <Input id={id} aria-describedby={`${id}-hint`} aria-invalid={!isValid} data-testid={id} value={value} disabled={disabled} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      <FieldHint id={`${id}-hint`} error={!isValid}>
        {isValid ? hint : invalidHint}
      </FieldHint>
    </Form.Item>
  );
}
