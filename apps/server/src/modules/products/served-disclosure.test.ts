import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PPM } from '@exchange/contracts';
import { disclosureText, fillDisclosure, translate } from '@exchange/i18n';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { schemaChange } from '../../test/test-schemas.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { loadDurations } from '../seconds/seconds-settings.js';
import { breakEvenPercent } from './served-disclosure.js';

type TListed = { code: string; reason: string | null; acceptedVersion: number | null; disclosure: { version: number; title: string; text: string } | null };

describe('breakEvenPercent', () => {
  it('is 1/(1+r) as a percent with 2 decimals, rounded up', () => {
    expect(breakEvenPercent(800_000n)).toBe('55.56');
    expect(breakEvenPercent(850_000n)).toBe('54.06'); // 54.0540…: a threshold one must exceed is never shown lower
    expect(breakEvenPercent(900_000n)).toBe('52.64');
    expect(breakEvenPercent(950_000n)).toBe('51.29');
    expect(breakEvenPercent(1_000_000n)).toBe('50.00'); // exact: no rounding
    expect(breakEvenPercent(250_000n)).toBe('80.00');
    expect(breakEvenPercent(10_000_000n)).toBe('9.10');
    expect(breakEvenPercent(1n)).toBe('100.00');
  });
});

describe.each(DIALECTS)('the served seconds disclosure on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const seconds = async (lang = 'en-US', token?: string): Promise<TListed> =>
    (await t.call('/product/list', {}, { token, lang })).data.list.find((p: TListed) => p.code === 'seconds');
  const paragraphs = (product: TListed) => product.disclosure!.text.split('\n');
  const setRate = (second: number, ppm: bigint) =>
    t.deps.db.updateTable('seconds_durations').set({ income_rate_ppm: ppm }).where('second', '=', BigInt(second)).execute();
  const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'olga');

  it('serves a new installation version 2, stating the break-even rate of each offered duration', async () => {
    const product = await seconds();
    expect(product.disclosure).toMatchObject({ version: 2, title: 'Risks of seconds contracts' });
    const list = '30 s: 55.56 %, 60 s: 54.06 %, 120 s: 52.64 %, 300 s: 51.29 %';
    expect(paragraphs(product)[2]).toBe(`Break-even win rate for each duration at the current payout rates: ${list}.`);
    expect(product.disclosure!.text).toBe(fillDisclosure(disclosureText('en-US', 'seconds', 2)!, { breakEven: list }).text);
    expect(product.disclosure!.text).toContain('With a payout rate r you must therefore win more than 1/(1+r) of your orders just to break even, before fees');

    // Each offered duration, its figure the smallest percent with 2 decimals at or above 1/(1+r), exactly.
    const durations = await loadDurations(t.deps.db);
    expect(durations.map((d) => d.second)).toEqual([30, 60, 120, 300]);
    for (const d of durations) {
      const [whole, cents] = breakEvenPercent(d.incomeRatePpm).split('.');
      const hundredths = BigInt(whole) * 100n + BigInt(cents);
      expect(hundredths * (PPM + d.incomeRatePpm) >= 10_000n * PPM).toBe(true);
      expect((hundredths - 1n) * (PPM + d.incomeRatePpm) < 10_000n * PPM).toBe(true);
      expect(product.disclosure!.text).toContain(`${d.second} s: ${breakEvenPercent(d.incomeRatePpm)} %`);
    }

    // In the caller's language, with its decimal mark and its way of writing a percent.
    expect(paragraphs(await seconds('de-DE'))[2]).toContain('30 Sek.: 55,56 %; 60 Sek.: 54,06 %; 120 Sek.: 52,64 %; 300 Sek.: 51,29 %');
    expect(paragraphs(await seconds('tr-TR'))[2]).toContain('30 sn: %55,56; 60 sn: %54,06');
    expect(paragraphs(await seconds('ja-JP'))[2]).toBe('現在のペイアウト率における期間ごとの損益分岐勝率：30秒 55.56%、60秒 54.06%、120秒 52.64%、300秒 51.29%。');
    expect(paragraphs(await seconds('ar-AE'))[2]).toContain('30 ثانية: 55.56٪، 60 ثانية: 54.06٪');
  });

  it('follows a changed income rate and the durations offered, in the list and in the answer to accepting', async () => {
    await setRate(60, 1_000_000n);
    await t.deps.db.updateTable('seconds_durations').set({ enabled: 0n }).where('second', '=', 300n).execute();
    await t.deps.db
      .insertInto('seconds_durations')
      .values({ second: 15n, income_rate_ppm: 700_000n, min_amount: 100_000_000n, max_amount: 100_000_000_000n, enabled: 1n, updated_at: 0n, updated_by: 'test' })
      .execute();
    const list = '15 s: 58.83 %, 30 s: 55.56 %, 60 s: 50.00 %, 120 s: 52.64 %';
    expect(paragraphs(await seconds())[2]).toBe(`Break-even win rate for each duration at the current payout rates: ${list}.`);

    const { token } = await registerByEmail(t, 'rita@example.com');
    const accepted = await t.call('/product/accept', { product: 'seconds', version: 2 }, { token, lang: 'en-US' });
    expect(accepted).toMatchObject({ code: 1, data: { code: 'seconds', acceptedVersion: 2 } });
    expect(accepted.data.disclosure.text).toContain(list);

    await setRate(30, 900_000n);
    expect((await seconds('en-US', token)).disclosure!.text).toContain('15 s: 58.83 %, 30 s: 52.64 %, 60 s: 50.00 %');
  });

  it('keeps the rule and leaves the list out when no duration is offered or the seconds tables do not exist', async () => {
    const withoutList = fillDisclosure(disclosureText('en-US', 'seconds', 2)!, {}).text;
    expect(withoutList.split('\n')).toHaveLength(3);
    expect(withoutList).toContain('more than 1/(1+r) of your orders');

    await t.deps.db.updateTable('seconds_durations').set({ enabled: 0n }).execute();
    expect((await seconds()).disclosure!.text).toBe(withoutList);

    // A database before migration 0014 (dropped under the schema lock: a parallel file's migration reads every schema's catalog).
    await schemaChange(dialect, () => t.deps.db.schema.dropTable('seconds_durations').execute());
    const product = await seconds('fr-FR');
    expect(product.disclosure).toMatchObject({ version: 2, text: fillDisclosure(disclosureText('fr-FR', 'seconds', 2)!, {}).text });
    expect(product.disclosure!.text).not.toContain('{{');
    expect(product.disclosure!.text).toContain('1/(1+r)');
  });

  it('leaves an existing installation on version 1 until the operator makes 2 current, which every user then accepts again', async () => {
    // An installation seeded before version 2 existed.
    await t.deps.db.updateTable('products').set({ disclosure_version: 1n }).where('code', '=', 'seconds').execute();
    expect((await seconds()).disclosure).toEqual({ version: 1, ...disclosureText('en-US', 'seconds', 1) });

    const { userId, token } = await registerByEmail(t, 'sam@example.com');
    await t.call('/user/updateCountry', { country: 'US' }, { token });
    await t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', BigInt(userId)).execute();
    expect(await t.call('/product/accept', { product: 'seconds', version: 1 }, { token })).toMatchObject({ code: 1, data: { acceptedVersion: 1, allowed: true } });

    expect(await ops('product:set', 'seconds', 'disclosure', '2')).toContain('disclosure=2');
    const after = await seconds('en-US', token);
    expect(after).toMatchObject({ acceptedVersion: 1, reason: 'disclosure', disclosure: { version: 2 } });
    expect(after.disclosure!.text).toContain('30 s: 55.56 %');
    expect(await t.call('/product/accept', { product: 'seconds', version: 1 }, { token })).toMatchObject({ code: 0, msg: translate('en-US', 'disclosureOutdated') });
    expect((await t.call('/product/accept', { product: 'seconds', version: 2 }, { token })).data).toMatchObject({ acceptedVersion: 2, allowed: true, reason: null });
  });
});
