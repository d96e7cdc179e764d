import { useInsertionEffect } from 'react';

/**
 * Emotion (MUI's styling) adds each new style rule to the page in an insertion effect, which React runs
 * in the commit: the commit of a page's first render, which cannot be split, then compiled and inserted
 * every style of the page at once (most of the longest tasks of the layout and the cylinder page on a
 * phone). Emotion's own way for Reacts without insertion effects is to insert while rendering, which
 * the app's first renders do in slices (transitions): vite.config.ts points emotion's helper here so it
 * takes that way. A style inserted by a render React then drops is harmless (a rule no element uses, kept
 * in emotion's cache for the next one). Global styles (CssBaseline) keep their insertion effect.
 */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
