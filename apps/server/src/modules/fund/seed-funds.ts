import { readAmountOf } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { bookCapitalPayment } from '../ledger/capital.js';
import { createFund, readFundTerms } from './create-fund.js';
import { EARN_ACCOUNT } from './fund-records.js';

/** Demo capital of the earn account, paid in once per database (demo mode only). */
export const DEMO_EARN_CAPITAL = '100000';

export const DEMO_FUNDS = [
  {
    names: {
      'en-US': 'USDT Flexible 7-day',
      'zh-CN': 'USDT 灵活 7 天',
      'zh-CNT': 'USDT 靈活 7 天',
      'ko-KR': 'USDT 플렉시블 7일',
      'ja-JP': 'USDT フレキシブル 7日',
      'fr-FR': 'USDT Flexible 7 jours',
      'es-ES': 'USDT Flexible 7 días',
      'pt-PT': 'USDT Flexível 7 dias',
      'ar-AE': 'USDT مرن لمدة 7 أيام',
      hi: 'USDT फ़्लेक्सिबल 7 दिन',
      'de-DE': 'USDT Flexibel 7 Tage',
      'tr-TR': 'USDT Esnek 7 gün',
      'ru-RU': 'USDT Гибкий на 7 дней',
      ms: 'USDT Fleksibel 7 hari',
    },
    currency: 'USDT',
    dailyRate: '0.0002',
    cycleDays: 7,
    price: '100',
    buyLimit: 100,
    totalShares: 100_000,
    start: '-1h',
    end: '+365d',
    rebateRates: ['0.1', '0.05', '0.02'],
  },
  {
    names: {
      'en-US': 'USDT Growth 30-day',
      'zh-CN': 'USDT 增长 30 天',
      'zh-CNT': 'USDT 增長 30 天',
      'ko-KR': 'USDT 그로스 30일',
      'ja-JP': 'USDT グロース 30日',
      'fr-FR': 'USDT Croissance 30 jours',
      'es-ES': 'USDT Crecimiento 30 días',
      'pt-PT': 'USDT Crescimento 30 dias',
      'ar-AE': 'USDT نمو لمدة 30 يومًا',
      hi: 'USDT ग्रोथ 30 दिन',
      'de-DE': 'USDT Wachstum 30 Tage',
      'tr-TR': 'USDT Büyüme 30 gün',
      'ru-RU': 'USDT Рост на 30 дней',
      ms: 'USDT Pertumbuhan 30 hari',
    },
    currency: 'USDT',
    dailyRate: '0.0005',
    cycleDays: 30,
    price: '50',
    buyLimit: 200,
    totalShares: 20_000,
    start: '-1h',
    end: '+365d',
    rebateRates: ['0.1', '0.05', '0.02'],
  },
];

/**
 * Demo mode, once per database: capital into the earn account (through the ledger, from deposit
 * clearing, like earn:fund), then the demo funds, each with its reserve moved from it. The
 * capital's reference is booked once; the funds are created in the same transaction, so a second
 * start (or two processes starting at once) creates nothing more.
 */
export async function seedDemoFunds(deps: Pick<TDeps, 'db' | 'clock'>): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    const amount = readAmountOf(DEMO_EARN_CAPITAL, 'USDT').units!;
    const isNew = await bookCapitalPayment(tx, now, { type: 'earn_funding', account: EARN_ACCOUNT, asset: 'USDT', amount, reference: 'earn-capital:demo', memo: 'demo capital' });
    if (!isNew) return;
    for (const file of DEMO_FUNDS) await createFund(tx, now, readFundTerms(file, now), 'demo');
  });
}
