/**
 * Work the server must finish when it is told to stop. `server.mjs` runs every registered hook on SIGTERM, then
 * exits. The registry lives on `globalThis` under a well-known symbol: the server is plain Node, the hooks are
 * registered from the app's own bundles (each route may carry its own copy of a module), so a module variable
 * could not be shared between them.
 */
const SHUTDOWN_HOOKS = Symbol.for('portfolio-ask-me.shutdown-hooks');

type ShutdownHook = () => Promise<void>;

export function onShutdown({ hook, registry = globalThis as Record<symbol, unknown> }: { hook: ShutdownHook; registry?: Record<symbol, unknown> }): void {
  const hooks = (registry[SHUTDOWN_HOOKS] ??= new Set<ShutdownHook>()) as Set<ShutdownHook>;
  hooks.add(hook);
}
