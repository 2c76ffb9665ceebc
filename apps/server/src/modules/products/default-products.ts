import { PRODUCT_CODES, type TProductCode } from '@exchange/contracts';
import { latestDisclosureVersion } from '@exchange/i18n';

/** A product's access rules as the server applies them (product-rules.ts reads them from the products table). */
export type TProductRule = {
  code: TProductCode;
  isEnabled: boolean;
  /** ISO 3166-1 alpha-2 codes, upper case, sorted. */
  restrictedCountries: string[];
  /** 0 none, 1 primary (identity verified). */
  kycLevel: number;
  /** The risk disclosure a user must have accepted; 0 when the product has none. */
  disclosureVersion: number;
};

/**
 * The EU's 27 member states and the three other EEA states (Iceland, Liechtenstein, Norway),
 * where MiFIR product intervention measures apply.
 */
export const EEA_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
] as const;

/**
 * Seconds contracts are binary options (a fixed payout or nothing when a short period ends).
 * Where the regulator bans selling them to retail clients, they start restricted:
 * - EU/EEA: ESMA Decision (EU) 2018/795 prohibited marketing, distributing or selling binary
 *   options to retail clients from 2 July 2018 (MiFIR art. 40), renewed until the national
 *   authorities adopted permanent measures of their own in 2019. Belgium's FSMA had already banned
 *   binary options and derivatives with a term under one hour for consumers (Regulation of
 *   26 May 2016, in force 18 August 2016).
 * - GB: FCA PS19/11, a permanent ban on selling binary options to retail consumers from 2 April 2019.
 * - AU: ASIC product intervention order (Instrument 2021/240), binary options banned for retail
 *   clients from 3 May 2021, extended to 2031.
 * - CA: CSA Multilateral Instrument 91-102 (12 December 2017) forbids trading a binary option with a
 *   term under 30 days with an individual, in every province and territory but British Columbia
 *   (which regulates them under its own securities act); the whole country is restricted rather
 *   than guessing a province.
 * This is where a ban is explicit, not legal advice: other countries restrict them through
 * licensing, and an operator adds those with `npm run ops -- product:set seconds restricted …`.
 */
const SECONDS_RESTRICTED = [...EEA_COUNTRIES, 'GB', 'AU', 'CA'];

/**
 * Leveraged crypto contracts start restricted where selling them to retail clients is banned:
 * - GB: FCA PS20/10, no derivative (CFD, option, future) on unregulated crypto-assets may be sold,
 *   marketed or distributed to retail consumers from 6 January 2021.
 * - BE: FSMA Regulation of 26 May 2016 bans distributing leveraged derivatives (CFDs, rolling
 *   spot forex) to consumers through electronic trading platforms.
 * Not a ban, so not listed: the EU's other states cap retail crypto CFDs at 2:1 leverage (ESMA's
 * 2018 measure, now national rules); the contract product must cap leverage for them, or the
 * operator restricts them. Japan caps crypto margin trading at 2:1 likewise.
 */
const CONTRACT_RESTRICTED = ['GB', 'BE'];

/**
 * What a new installation starts with (seeded when a row is missing, never over an operator's
 * change): every product on; the restrictions above; identity verification (KYC level 1) for
 * products that move large sums or carry the risk of losing the stake (contracts, seconds,
 * subscriptions) and for fiat payments (payment providers require it); none for spot, flash
 * exchange and funds, which only exchange or lock coins a user already holds; and the newest risk
 * disclosure en-US has.
 */
export function defaultProductRules(): TProductRule[] {
  const kycProducts: TProductCode[] = ['contract', 'seconds', 'launchpad', 'fiat'];
  const restricted: Partial<Record<TProductCode, readonly string[]>> = { seconds: SECONDS_RESTRICTED, contract: CONTRACT_RESTRICTED };
  return PRODUCT_CODES.map((code) => ({
    code,
    isEnabled: true,
    restrictedCountries: [...(restricted[code] ?? [])].sort(),
    kycLevel: kycProducts.includes(code) ? 1 : 0,
    disclosureVersion: latestDisclosureVersion(code),
  }));
}
