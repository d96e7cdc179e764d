import type { Plugin } from 'vite';

export declare function serviceWorker(): Plugin;
export declare function keptFont(name: string): boolean;
