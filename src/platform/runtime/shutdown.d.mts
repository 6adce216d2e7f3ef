export function isDraining(): boolean;
export function startDraining(): void;
export function onShutdown(hook: () => unknown): void;
export function onShutdownClose(hook: () => unknown): void;
export function runShutdownHooks(report: (error: unknown) => void): Promise<void>;
