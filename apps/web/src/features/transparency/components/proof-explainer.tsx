import { useTranslation } from 'react-i18next';

const POINTS = ['signed', 'liabilities', 'reserves', 'outside', 'salt'] as const;

/** What the page proves and what it does not, in plain words. */
export function ProofExplainer() {
  const { t } = useTranslation();
  return (
    <section className="tp-explain" aria-labelledby="tp-explain-title">
      <h2 id="tp-explain-title" className="tp-subtitle">{t('transparency.explain.title')}</h2>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{t(`transparency.explain.${point}`)}</li>
        ))}
      </ul>
    </section>
  );
}
