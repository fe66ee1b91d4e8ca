export function rendererVersion(root?: string, read?: (path: string) => Uint8Array): string;
