import { config } from 'zod/v4/core';

// The AI SDK checks each stream part with zod, whose first object check probes `new Function` to compile a faster
// validator. The page's Content-Security-Policy allows no eval (contracts §9), and the browser reports the probe
// as a violation even though zod catches the refusal: tell zod to check without compiling, before any part arrives.
config({ jitless: true });
