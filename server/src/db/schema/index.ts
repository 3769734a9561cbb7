export * from './users';
export * from './settings';
export * from './customers';
export * from './recipes';
export * from './invoices';
export * from './inventory';
export * from './costs';
export * from './attendance';
