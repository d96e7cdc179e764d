export * from './enums';
export * from './mutation-types';
export * from './weights';
export * from './fill-level';
export * from './gwp';
export * from './mutation-rules';
export * from './permissions';
export * from './log-entry-rules';
