export const SPEC: string;
export const TARGET: string;
export function generateApiTypes(): Promise<string>;
