/** The one lazy import of the offline runtime (offline/runtime.ts) from the first load. */
export const offlineRuntime = () => import('./runtime');
