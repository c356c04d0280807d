export * from './common.ts';
export * from './localized.ts';
export * from './slug.ts';
