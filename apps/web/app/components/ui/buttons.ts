/**
 * The public site's one button family (issue 16 item 6): square corners like the cards and
 * photos, upper-case labels with the header's letter spacing, at least 44 px high. `primary` is
 * the page's one main action (ink), `secondary` the outlined one beside it, `light` the main
 * action on a dark or photo background, `outlineLight` its outlined partner there; `small` sizes
 * fit inside cards and the header.
 */
const shape =
  'inline-flex items-center justify-center gap-2 text-center font-medium uppercase transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50';
const regular = `${shape} min-h-12 px-8 text-sm tracking-[0.16em]`;
const small = `${shape} min-h-11 px-5 text-xs tracking-[0.16em]`;

export const button = {
  primary: `${regular} bg-ink text-paper hover:bg-accent-dark`,
  secondary: `${regular} border border-ink text-ink hover:bg-ink hover:text-paper`,
  light: `${regular} bg-paper text-ink hover:bg-white`,
  outlineLight: `${regular} border border-white/70 text-white hover:bg-white/10`,
  smallPrimary: `${small} bg-ink text-paper hover:bg-accent-dark`,
  smallSecondary: `${small} border border-ink text-ink hover:bg-ink hover:text-paper`,
  /** The header's booking button: narrower on phones, where the site name and languages share the row. */
  header: `${shape} min-h-11 bg-ink px-3 text-xs tracking-[0.08em] text-paper hover:bg-accent-dark sm:px-5 sm:tracking-[0.14em]`,
} as const;
