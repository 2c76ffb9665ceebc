export * from './types.js';
export * from './order-book.js';
