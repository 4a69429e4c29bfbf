export * from './shared/envelope';
export * from './shared/errors';
export * from './shared/ids';
export * from './shared/messages';
export * from './shared/paging';
export * from './shared/permissions';
export * from './shared/time';
export * from './system/menu';
