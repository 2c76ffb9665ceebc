export * from './limits.js';
export * from './envelope.js';
export * from './accounts/rules.js';
export * from './accounts/schemas.js';
export * from './money.js';
export * from './assets.js';
export * from './wallets/schemas.js';
export * from './markets.js';
