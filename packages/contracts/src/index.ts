export * from './limits.js';
export * from './envelope.js';
export * from './accounts/rules.js';
export * from './accounts/schemas.js';
