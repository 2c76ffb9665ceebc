export * from './locales.js';
export * from './messages.js';
export * from './products.js';
