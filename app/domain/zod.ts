import { z } from "zod";

// Zod probes `new Function("")` to speed up object parsing; under our CSP (no 'unsafe-eval') the
// browser reports that probe as a violation even though Zod catches it. Every schema module
// imports z from here, so the setting is in place before the first schema is built.
z.config({ jitless: true });

export { z };
