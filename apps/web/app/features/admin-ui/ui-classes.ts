/**
 * The back office's button and input classes (Tailwind). On a phone every control is at least
 * 44 x 44 px (a finger), on larger screens the denser desktop size.
 */
export const btn = {
  primary:
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md sm:min-h-9 sm:min-w-9 bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:opacity-50',
  secondary:
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md sm:min-h-9 sm:min-w-9 border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50',
  danger:
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md sm:min-h-9 sm:min-w-9 border border-red-200 bg-white px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50',
  approve:
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md sm:min-h-9 sm:min-w-9 bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-50',
  dangerSolid:
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md sm:min-h-9 sm:min-w-9 bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50',
  icon: 'inline-flex size-11 sm:size-9 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 disabled:opacity-40',
};

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border sm:min-h-0 border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-stone-500 disabled:bg-stone-100';
