import { createContext, useContext } from "react";

// The per-request CSP nonce, set by the server entry; empty in the browser (not needed there).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
