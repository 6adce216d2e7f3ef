export type AppEnv = {
  NODE_ENV: "development" | "test" | "production";
  DATABASE_URL: string;
  NEXTAUTH_SECRET: string;
  NEXTAUTH_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  EMAIL_FROM: string;
  REDIS_URL?: string | undefined;
  STORAGE_DIR: string;
  STORAGE_URL?: string | undefined;
  STORAGE_PUBLIC_URL?: string | undefined;
  MAP_TILE_URL?: string | undefined;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DIRECTORY_STATEMENT_TIMEOUT_MS: number;
};
export type ServerEnv = {
  TRUSTED_PROXY_HOPS: number;
  PAGE_CACHE_SECONDS: number;
  LOG_FORMAT: "json" | "pretty";
  METRICS_TOKEN: string;
};

export const AUTH_SECRET_MESSAGE: string;
export function trustedProxyHops(value: string | undefined): number | null;
export function pageCacheSeconds(value: string | undefined): number | null;
export function loadAppEnv(source?: Record<string, string | undefined>): AppEnv;
export function loadServerEnv(source?: Record<string, string | undefined>): ServerEnv;
export function authSecret(current: Pick<AppEnv, "NODE_ENV" | "NEXTAUTH_SECRET">): string;
