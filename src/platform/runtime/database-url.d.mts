export function providerFromUrl(url: string): "sqlite" | "postgresql";
