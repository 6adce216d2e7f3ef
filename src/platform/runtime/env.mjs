// The environment's rules in one place: the app (src/platform/env.ts) and the production server
// (scripts/server.mjs) read their variables through these schemas and report a problem in the same
// words. Plain JavaScript, so the server loads it with node as it is. Every variable is explained
// in .env.example. Nothing is read on import: each side loads what it uses when it starts.
import { z } from "zod";
import { storageUrlProblem } from "./storage-url.mjs";

const DEV_SECRET = "localhub-development-secret-not-for-production";

export const AUTH_SECRET_MESSAGE = "NEXTAUTH_SECRET must be set (32+ characters) in production";

/** The app's variables. The sign-in secret may be empty here: authSecret() checks it when it is needed. */
const appSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z
      .string()
      .default("file:./data/localhub.db")
      .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), {
        message: "must start with file: (SQLite) or postgresql:// (PostgreSQL)",
      }),
    NEXTAUTH_SECRET: z.string().optional(),
    NEXTAUTH_URL: z.string().url().optional().or(z.literal("")),
    SMTP_URL: z.string().url().optional().or(z.literal("")),
    EMAIL_FROM: z.string().default("LocalHub <hello@localhub.example>"),
    REDIS_URL: z.string().url().optional().or(z.literal("")),
    STORAGE_DIR: z.string().min(1).default("data/uploads"),
    STORAGE_URL: z
      .string()
      .optional()
      .superRefine((value, context) => {
        const problem = storageUrlProblem(value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    STORAGE_PUBLIC_URL: z
      .string()
      .regex(/^https:\/\/[^/\s?#]+(\/[^\s?#]*)?$/, {
        message: "must be the https address the bucket's files are public at, e.g. https://media.example.com",
      })
      .optional()
      .or(z.literal("")),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/\S*$/, {
        message: "must be an http(s) tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      })
      .optional()
      .or(z.literal("")),
    DATABASE_CONNECT_TIMEOUT_MS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(100, { message: "must be at least 100" }).max(600_000).default(5000),
    ),
    DIRECTORY_STATEMENT_TIMEOUT_MS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(100, { message: "must be at least 100" }).max(60_000).default(2000),
    ),
  })
  .transform((env) => ({
    ...env,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET || (env.NODE_ENV === "production" ? "" : DEV_SECRET),
  }));

/** Number of trusted proxy hops from TRUSTED_PROXY_HOPS: a whole number 0-10 (empty: 0); null when invalid. */
export function trustedProxyHops(value) {
  const hops = Number(value || 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : null;
}

/** Seconds a page is kept, from PAGE_CACHE_SECONDS (default 30; 0 turns the cache off); null if invalid. */
export function pageCacheSeconds(value) {
  if (value === undefined || value === "") return 30;
  const seconds = Number(value);
  return /^\d+$/.test(value) && seconds <= 86_400 ? seconds : null;
}

/** A variable read by `read` (null when its value is not allowed), which is reported with `message`. */
const readWith = (read, message) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const result = read(value);
      if (result !== null) return result;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** The log's format from LOG_FORMAT: "json" or "pretty" (empty: json in production, else pretty); null if invalid. */
function logFormat(value, nodeEnv) {
  if (value === undefined || value === "") return nodeEnv === "production" ? "json" : "pretty";
  return value === "json" || value === "pretty" ? value : null;
}

/** The token /metrics asks for, from METRICS_TOKEN: 16+ characters (empty: no /metrics); null if too short. */
function metricsToken(value) {
  if (value === undefined || value === "") return "";
  return value.length >= 16 ? value : null;
}

/** The production server's own variables, in the order it checks them. */
const serverSchemas = [
  z.object({ TRUSTED_PROXY_HOPS: readWith(trustedProxyHops, "must be a whole number from 0 to 10") }),
  z.object({ PAGE_CACHE_SECONDS: readWith(pageCacheSeconds, "must be a whole number of seconds from 0 to 86400") }),
  z
    .object({ NODE_ENV: z.string().optional(), LOG_FORMAT: z.string().optional() })
    .transform(({ NODE_ENV, LOG_FORMAT }, context) => {
      const format = logFormat(LOG_FORMAT, NODE_ENV);
      if (format === null)
        context.addIssue({ code: "custom", path: ["LOG_FORMAT"], message: "must be json or pretty" });
      return { LOG_FORMAT: format ?? "json" };
    }),
  z.object({ METRICS_TOKEN: readWith(metricsToken, "must be at least 16 characters (or empty: no /metrics)") }),
];

/** @param {ReadonlyArray<{ path: PropertyKey[], message: string }>} problems */
const invalid = (problems) =>
  new Error(
    `Invalid environment variables:\n${problems.map((problem) => `  ${problem.path.join(".")}: ${problem.message}`).join("\n")}`,
  );

function parse(schema, source) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw invalid(parsed.error.issues);
  return parsed.data;
}

/** The app's environment from `source`; throws "Invalid environment variables:" with every problem. */
export function loadAppEnv(source = process.env) {
  return parse(appSchema, source);
}

/** The production server's environment from `source`; throws "Invalid environment variables:" with the first problem. */
export function loadServerEnv(source = process.env) {
  return Object.assign({}, ...serverSchemas.map((schema) => parse(schema, source)));
}

/** The secret that signs sessions; throws the clear message when production runs without one. */
export function authSecret(current) {
  if (current.NODE_ENV === "production" && current.NEXTAUTH_SECRET.length < 32) {
    throw invalid([{ path: ["NEXTAUTH_SECRET"], message: AUTH_SECRET_MESSAGE }]);
  }
  return current.NEXTAUTH_SECRET;
}
