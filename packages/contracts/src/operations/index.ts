import { authOperations } from './auth.operations.ts';
import { contentOperations } from './content.operations.ts';
import type { AnyOperation } from './define.ts';
import { officeOperations } from './office.operations.ts';
import { settingsOperations } from './settings.operations.ts';

export * from './auth.operations.ts';
export * from './content.operations.ts';
export * from './define.ts';
export * from './office.operations.ts';
export * from './settings.operations.ts';
export * from './shared.ts';

/** Every operation of the back office, by area (ADR 043). */
export const operations = {
  auth: authOperations,
  settings: settingsOperations,
  content: contentOperations,
  office: officeOperations,
};

/** Every operation in one list (the route test walks it). */
export const allOperations: readonly AnyOperation[] = Object.values(operations).flatMap(
  (area) => Object.values(area) as AnyOperation[],
);
