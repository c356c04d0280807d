export * from './catalog.ts';
export * from './common.ts';
export * from './feedback.ts';
export * from './localized.ts';
export * from './settings.ts';
export * from './slug.ts';
export * from './text.ts';
