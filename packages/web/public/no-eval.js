// Runs before every module of the app (a classic script runs before deferred module scripts).
// The Content-Security-Policy forbids eval; zod probes for it with `new Function` when it builds a
// schema unless told not to, and a blocked probe is itself a CSP violation. Zod reads this object
// as its global configuration when it loads.
globalThis.__zod_globalConfig = { jitless: true };
