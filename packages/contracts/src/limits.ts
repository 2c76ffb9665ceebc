/** Business constants and limits of SPEC §5 and §9, shared by server and web. */
export const LIMITS = {
  passwordMaxLength: 24,
  loginPasswordMinLength: 8,
  loginCheckMinLength: 6,
  oldPasswordMinLength: 6,
  invitationCodeMinLength: 3,
  codeMinLength: 3,
  codeLength: 6,
  tradePasswordLength: 6,
  codeCountdownSeconds: 60,
  pageSize: 10,
  minAmount: '0.00001',
  hideSmallAssetsUsdt: '0.1',
  moneyDisplayDecimals: 4,
  apiTimeoutMs: 12_000,
  klineSize: 600,
  depthRows: 20,
  depthCompactRows: 5,
  /** The usual scale of a catalogue asset, for reference only: every amount uses its own asset's scale (money module). */
  defaultDecimals: 8,
  // The longest text of each form field: what the server's schema accepts, so no field holds what
  // the server would refuse (the forms set these as the fields' maxLength).
  emailMaxLength: 254,
  phoneMaxLength: 32,
  invitationCodeMaxLength: 32,
  txHashMaxLength: 128,
  addressMaxLength: 128,
  addressRemarkMaxLength: 64,
  /** A bank transfer's UTR (UTR_PATTERN: 6 to 32 letters or digits). */
  utrMaxLength: 32,
  /** The bank reference of a fiat payout. */
  bankRefMaxLength: 64,
  /** An operator's reason for an action (ZReason). */
  reasonMaxLength: 500,
  /** A console sign-in's one-time code (ZTotpCode: 6 digits). */
  totpLength: 6,
  /** A coin's symbol as the console adds it (a letter, then 1 to 9 letters or digits). */
  coinSymbolMaxLength: 10,
  /** A fiat currency code (ISO 4217: 3 letters). */
  fiatCodeLength: 3,
  /** An Indian bank branch code (IFSC: 4 letters, 0, 6 letters or digits). */
  ifscLength: 11,
  /** An ID number as typed (KYC_LIMITS.idMax characters once separators are taken out; the schema takes twice that as typed). */
  kycIdNumberMaxLength: 64,
  fundNameMaxLength: 100,
  fundingReferenceMaxLength: 100,
  launchNameMaxLength: 100,
  launchSummaryMaxLength: 300,
  launchRoadshowMaxLength: 20_000,
} as const;

export const DEFAULT_AREA_CODE = '1';
export const DEFAULT_BASE_COIN = 'BTC';
export const DEFAULT_QUOTE_COIN = 'USDT';

/**
 * SPEC §7: the kline timers, and §9's labels for them, in Huobi's naming. 60min, 4hour and 1week
 * were added after SPEC §7 (its five plus 1H, 4H, 1W); a 1week candle starts on Monday 00:00 UTC.
 */
export const KLINE_TIMERS = ['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week'] as const;
export type TKlineTimer = (typeof KLINE_TIMERS)[number];

export const ORDER_TYPES = ['LMT', 'MKT'] as const;
export type TOrderType = (typeof ORDER_TYPES)[number];

/** SPEC §3: rate/record types. */
export const RECORD_TYPES = { deposit: 0, coinTrade: 1, contract: 2, secondsContract: 3, subscription: 4 } as const;

/** SPEC §3: the keys the web client keeps its session under. */
export const STORAGE_KEYS = {
  userId: 'User-Id',
  token: 'User-Token',
  login: 'User-Login',
  lang: 'User-Lang',
} as const;

/** SPEC §9: price precision (decimals) by quote coin and base coin. */
export const PRICE_PRECISION: Record<string, Record<string, number>> = {
  USDT: { BTC: 2, ETH: 2, LTC: 2, EOS: 4, ADA: 6, XRP: 2, DOGE: 6 },
  BTC: { ETH: 6, EOS: 7, LTC: 6, XRP: 9, ADA: 8, DOGE: 9 },
  ETH: { EOS: 8, ADA: 6, DOGE: 8 },
};

/** The operator parameters SPEC §7 reads through GET /paramter/getParamListByKeyName. */
export const PARAM_NAMES = {
  secondsAmounts: 'contract_second_amount',
  secondsFeeRate: 'contract_second_fee_rate',
  appDownloadUrl: 'app_down_url',
  customerServiceEmail: 'customer_service_email',
  enableEmailRegister: 'enable_email_register',
  enablePhoneRegister: 'enable_phone_register',
  enableEmailVerification: 'enable_email_verification',
  enablePhoneVerification: 'enable_phone_verification',
  rootInvitationCode: 'root_invitation_code',
} as const;
