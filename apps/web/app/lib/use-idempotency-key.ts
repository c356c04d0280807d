import { useState } from 'react';
import { createKeyKeeper } from './idempotency';

/** The form's key keeper (see createKeyKeeper), the same one for the component's lifetime. */
export function useIdempotencyKey() {
  const [keeper] = useState(createKeyKeeper);
  return keeper;
}
