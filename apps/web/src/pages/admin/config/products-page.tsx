import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Descriptions, Form, Input, Modal, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_PRODUCT_DISCLOSURE,
  ADMIN_PRODUCT_DISCLOSURE_PUBLISH,
  ADMIN_PRODUCT_DISCLOSURES,
  ADMIN_PRODUCT_SET,
  ADMIN_PRODUCTS,
  COUNTRY_CODES,
  DISCLOSURE_TEXT_MAX,
  DISCLOSURE_TITLE_MAX,
  type TProductCode,
  type ZAdminProduct,
} from '@exchange/contracts';
import { LANGUAGE_NAMES, LOCALES, RTL_LOCALES, type TLocale } from '@exchange/i18n';
import { adminCall } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { CONFIG_KEYS, LoadError, OnOffTag } from '../../../features/admin/config-kit';

type TProduct = z.output<typeof ZAdminProduct>;
type TDraft = Partial<Record<TLocale, { title: string; text: string }>>;

const isReady = (text: { title: string; text: string } | undefined) => Boolean(text && text.title.trim() && text.text.trim());
const placeholdersIn = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => `{{${m[1]}}}`);

/**
 * A new disclosure version: its title and text in each of the 14 languages (a tab per language,
 * marked ready or missing), started from the newest version's wording; published with a reason
 * once every language is written. It is not current until made current.
 */
function NewDisclosureVersion({
  code,
  next,
  start,
  placeholders,
  onPublished,
}: {
  code: TProductCode;
  next: number;
  start: TDraft;
  placeholders: string[];
  onPublished: (version: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<TDraft>(start);
  const publish = useAdminWrite(ADMIN_PRODUCT_DISCLOSURE_PUBLISH, [CONFIG_KEYS.products, CONFIG_KEYS.disclosures]);
  const ready = LOCALES.filter((l) => isReady(draft[l])).length;
  const set = (locale: TLocale, field: 'title' | 'text', value: string) =>
    setDraft((d) => ({ ...d, [locale]: { title: '', text: '', ...d[locale], [field]: value } }));
  return (
    <div data-testid="disclosure-new">
      <Typography.Paragraph>{t('config.products.newIntro', { version: next })}</Typography.Paragraph>
      <Alert
        type="info"
        style={{ marginBottom: 12 }}
        title={placeholders.length ? t('config.products.placeholders', { list: placeholders.join(', ') }) : t('config.products.noPlaceholders')}
      />
      <Space style={{ marginBottom: 12 }} wrap>
        {ready === LOCALES.length ? <Badge status="success" text={t('config.products.complete')} /> : <Typography.Text type="danger">{t('config.products.readyCount', { n: ready })}</Typography.Text>}
        <ReasonButton
          type="primary"
          testId="disclosure-publish"
          disabled={ready !== LOCALES.length}
          label={t('config.products.publish', { version: next })}
          title={t('config.products.publishTitle', { version: next })}
          onConfirm={async (reason) => {
            const texts = Object.fromEntries(LOCALES.map((l) => [l, { title: draft[l]?.title.trim() ?? '', text: draft[l]?.text.trim() ?? '' }]));
            const done = await publish.mutateAsync({ product: code, texts, reason });
            onPublished(done.version);
          }}
        />
      </Space>
      <Tabs
        defaultActiveKey={LOCALES.includes(i18n.language as TLocale) ? i18n.language : 'en-US'}
        tabPosition="left"
        size="small"
        items={LOCALES.map((locale) => {
          const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
          const value = draft[locale] ?? { title: '', text: '' };
          return {
            key: locale,
            label: (
              <Space size={4}>
                <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
                {isReady(draft[locale]) ? <CheckOutlined aria-label={t('config.products.languageReady')} style={{ color: '#135200' }} /> : <Typography.Text type="danger">{t('config.products.languageMissing')}</Typography.Text>}
              </Space>
            ),
            children: (
              <Form layout="vertical" component="div">
                <Form.Item label={t('config.products.textTitle')} htmlFor={`disclosure-title-${locale}`} required>
                  <Input id={`disclosure-title-${locale}`} data-testid={`disclosure-title-${locale}`} lang={locale} dir={dir} maxLength={DISCLOSURE_TITLE_MAX} value={value.title} onChange={(e) => set(locale, 'title', e.target.value)} />
                </Form.Item>
                <Form.Item label={t('config.products.textBody')} htmlFor={`disclosure-text-${locale}`} required>
                  <Input.TextArea id={`disclosure-text-${locale}`} data-testid={`disclosure-text-${locale}`} lang={locale} dir={dir} rows={10} maxLength={DISCLOSURE_TEXT_MAX} value={value.text} onChange={(e) => set(locale, 'text', e.target.value)} />
                </Form.Item>
                <Typography.Paragraph style={{ color: '#595959' }}>{t('config.products.textHint')}</Typography.Paragraph>
              </Form>
            ),
          };
        })}
      />
    </div>
  );
}

function useCountryOptions() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
  }, [i18n.language]);
}

/** The risk disclosures of one product: every version, a tab per language; the content role makes a complete one current. */
function DisclosureDialog({ code, onClose }: { code: TProductCode; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const mayPublish = useCan('products.disclosure');
  const texts = useQuery({ queryKey: [...CONFIG_KEYS.disclosures, code], queryFn: () => adminCall(ADMIN_PRODUCT_DISCLOSURES, { code }) });
  const publish = useAdminWrite(ADMIN_PRODUCT_DISCLOSURE, [CONFIG_KEYS.products, CONFIG_KEYS.disclosures]);
  const data = texts.data;
  const [active, setActive] = useState<string | null>(null);
  const newest = data?.versions.at(-1);
  const placeholders = useMemo(
    () => [...new Set((data?.versions ?? []).filter((v) => v.origin === 'catalog').flatMap((v) => Object.values(v.texts).flatMap((x) => [...placeholdersIn(x.title), ...placeholdersIn(x.text)])))],
    [data],
  );
  return (
    <Modal open width={960} title={t('config.products.disclosuresOf', { product: t(`config.product.${code}`) })} footer={null} onCancel={onClose}>
      {texts.error ? <LoadError error={texts.error} /> : null}
      {data && data.versions.length === 0 ? <Typography.Paragraph>{t('config.products.noDisclosure')}</Typography.Paragraph> : null}
      {data ? (
        <Tabs
          activeKey={active ?? String(data.current || newest?.version || (mayPublish ? 'new' : ''))}
          onChange={setActive}
          items={[...data.versions.map((v) => ({
            key: String(v.version),
            label: (
              <Space size={4}>
                {t('config.products.version', { version: v.version })}
                {v.version === data.current ? <Tag icon={<CheckOutlined aria-hidden />}>{t('config.products.current')}</Tag> : null}
                {v.origin === 'console' ? <Tag>{t('config.products.fromConsole')}</Tag> : null}
              </Space>
            ),
            children: (
              <>
                <Space style={{ marginBottom: 12 }} wrap>
                  {v.createdBy && v.createdAt ? <Typography.Text type="secondary">{t('config.products.publishedBy', { by: v.createdBy, at: formatUtc(v.createdAt) })}</Typography.Text> : null}
                  {v.isComplete ? <Badge status="success" text={t('config.products.complete')} /> : <Typography.Text type="danger">{t('config.products.incomplete', { n: Object.keys(v.texts).length })}</Typography.Text>}
                  {mayPublish && v.isComplete && v.version !== data.current ? (
                    <ReasonButton
                      type="primary"
                      label={t('config.products.makeCurrent')}
                      title={t('config.products.makeCurrentTitle', { version: v.version })}
                      onConfirm={(reason) => publish.mutateAsync({ code, version: v.version, reason })}
                    />
                  ) : null}
                </Space>
                <Tabs
                  defaultActiveKey={i18n.language}
                  tabPosition="left"
                  size="small"
                  items={LOCALES.map((locale) => ({
                    key: locale,
                    label: LANGUAGE_NAMES[locale],
                    children: v.texts[locale] ? (
                      <div lang={locale} dir={locale === 'ar-AE' ? 'rtl' : 'ltr'}>
                        <Typography.Title level={5}>{v.texts[locale].title}</Typography.Title>
                        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{v.texts[locale].text}</Typography.Paragraph>
                      </div>
                    ) : (
                      <Typography.Text type="danger">{t('config.products.missingText')}</Typography.Text>
                    ),
                  }))}
                />
              </>
            ),
          })),
          ...(mayPublish
            ? [
                {
                  key: 'new',
                  label: (
                    <Space size={4}>
                      <PlusOutlined aria-hidden />
                      {t('config.products.newVersion')}
                    </Space>
                  ),
                  children: (
                    <NewDisclosureVersion
                      key={newest?.version ?? 0}
                      code={code}
                      next={(newest?.version ?? 0) + 1}
                      start={(newest?.texts ?? {}) as TDraft}
                      placeholders={placeholders}
                      onPublished={(version) => setActive(String(version))}
                    />
                  ),
                },
              ]
            : []),
          ]}
        />
      ) : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('config.products.disclosureNote')}
      </Typography.Paragraph>
    </Modal>
  );
}

/** Products: each product's switch, KYC requirement, risk disclosure and restricted countries. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const mayEdit = useCan('products.set');
  const countries = useCountryOptions();
  const [disclosureOf, setDisclosureOf] = useState<TProductCode | null>(null);
  const products = useQuery({ queryKey: [...CONFIG_KEYS.products], queryFn: () => adminCall(ADMIN_PRODUCTS, {}) });
  const set = useAdminWrite(ADMIN_PRODUCT_SET, [CONFIG_KEYS.products]);

  const columns = [
    { title: t('config.products.product'), dataIndex: 'code', render: (code: TProductCode) => <strong>{t(`config.product.${code}`)}</strong> },
    { title: t('config.products.state'), dataIndex: 'isEnabled', render: (on: boolean) => <OnOffTag isOn={on} /> },
    { title: t('config.products.kyc'), dataIndex: 'kycLevel', render: (level: number) => <span style={{ whiteSpace: 'nowrap' }}>{t(`config.products.kycLevel.${level === 1 ? 1 : 0}`)}</span> },
    {
      title: t('config.products.disclosure'),
      key: 'disclosure',
      render: (p: TProduct) => (
        <Button type="link" onClick={() => setDisclosureOf(p.code)}>
          {p.disclosureVersion > 0 ? t('config.products.version', { version: p.disclosureVersion }) : t('config.products.none')}
        </Button>
      ),
    },
    {
      title: t('config.products.restricted'),
      dataIndex: 'restrictedCountries',
      render: (codes: string[]) => (codes.length ? codes.map((c) => <Tag key={c}>{c}</Tag>) : <Typography.Text type="secondary">{t('config.products.none')}</Typography.Text>),
    },
    { title: t('config.common.updated'), key: 'updated', render: (p: TProduct) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(p.updatedAt)}<br />{p.updatedBy}</span> },
    ...(mayEdit
      ? [
          {
            title: t('config.common.actions'),
            key: 'actions',
            render: (p: TProduct) => (
              <Space wrap>
                <ReasonButton
                  danger={p.isEnabled}
                  label={p.isEnabled ? t('config.products.turnOff') : t('config.products.turnOn')}
                  title={t(p.isEnabled ? 'config.products.turnOffTitle' : 'config.products.turnOnTitle', { product: t(`config.product.${p.code}`) })}
                  onConfirm={(reason) => set.mutateAsync({ code: p.code, field: 'enabled', isEnabled: !p.isEnabled, reason })}
                />
                <ReasonButton
                  label={t('config.products.editKyc')}
                  title={t('config.products.editKycTitle', { product: t(`config.product.${p.code}`) })}
                  extraFields={
                    <Form.Item name="kycLevel" label={t('config.products.kyc')} initialValue={p.kycLevel === 1 ? 1 : 0}>
                      <Select options={[0, 1].map((level) => ({ value: level, label: t(`config.products.kycLevel.${level}`) }))} />
                    </Form.Item>
                  }
                  onConfirm={(reason, values) => set.mutateAsync({ code: p.code, field: 'kyc', kycLevel: Number(values.kycLevel) === 1 ? 1 : 0, reason })}
                />
                <ReasonButton
                  label={t('config.products.editCountries')}
                  title={t('config.products.editCountriesTitle', { product: t(`config.product.${p.code}`) })}
                  extraFields={
                    <Form.Item name="countries" label={t('config.products.restricted')} initialValue={p.restrictedCountries}>
                      <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={countries} aria-label={t('config.products.restricted')} />
                    </Form.Item>
                  }
                  onConfirm={(reason, values) => set.mutateAsync({ code: p.code, field: 'restricted', countries: (values.countries as unknown as string[]) ?? [], reason })}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <AdminPage title={t('config.products.title')}>
        <Typography.Paragraph type="secondary">{t('config.products.intro')}</Typography.Paragraph>
        {products.error ? <LoadError error={products.error} /> : null}
        <Table<TProduct> rowKey="code" loading={products.isLoading} dataSource={products.data ?? []} columns={columns} pagination={false} />
        {disclosureOf ? <DisclosureDialog code={disclosureOf} onClose={() => setDisclosureOf(null)} /> : null}
        <Descriptions size="small" style={{ marginTop: 16 }} column={1} items={[{ key: 'note', label: t('config.common.note'), children: t('config.products.applyNote') }]} />
      </AdminPage>
    </>
  );
}
