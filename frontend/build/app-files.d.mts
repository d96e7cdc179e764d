import type { Plugin } from 'vite';
export function appFiles(): Plugin;
