import { createContext as createReactContext, useContext } from 'react';

/** The CSP nonce of the current server response ('' in the browser, where it is not needed). */
export const NonceContext = createReactContext('');
export const useNonce = () => useContext(NonceContext);
