export * from './alert-events.ts';
export * from './alert-rule-rows.ts';
export * from './count-rule-windows.ts';
export * from './notification-rows.ts';
