export * from './locales.js';
export * from './messages.js';
