export function chromiumLaunchOptions(extraArgs?: string[]): { executablePath: string; args: string[] };
