// Kept apart from availability.ts (zod schemas): the booking page reads the public answer by hand
// and checks the states against this list (decision 005; page-cache.spec.ts follows every script).

/** The states a day of the public availability can be in: never a reason, a name or a count. */
export const DAY_STATES = ['free', 'full', 'blocked'] as const;
export type DayState = (typeof DAY_STATES)[number];
