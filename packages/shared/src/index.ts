export * from './money.js';
export * from './limits.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/address.js';
export * from './schemas/audit.js';
