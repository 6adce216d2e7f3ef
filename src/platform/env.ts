// Validated environment. Every variable is explained in .env.example.
// The sign-in secret is a runtime secret: a build must not need it (build once, deploy many), so it
// is checked when the server starts (src/instrumentation.ts) and whenever a request needs it.
import { z } from "zod";

const DEV_SECRET = "localhub-development-secret-not-for-production";

const schema = z
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
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/\S*$/, { message: "must be an http(s) tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png" })
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

type Problem = { path: PropertyKey[]; message: string };

const invalid = (problems: readonly Problem[]) =>
  new Error(`Invalid environment variables:\n${problems.map((problem) => `  ${problem.path.join(".")}: ${problem.message}`).join("\n")}`);

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) throw invalid(parsed.error.issues);
  return parsed.data;
}

export const env = load();

export const AUTH_SECRET_MESSAGE = "NEXTAUTH_SECRET must be set (32+ characters) in production";

/** The secret that signs sessions; throws the clear message when production runs without one. */
export function authSecret(current: Pick<typeof env, "NODE_ENV" | "NEXTAUTH_SECRET"> = env): string {
  if (current.NODE_ENV === "production" && current.NEXTAUTH_SECRET.length < 32) {
    throw invalid([{ path: ["NEXTAUTH_SECRET"], message: AUTH_SECRET_MESSAGE }]);
  }
  return current.NEXTAUTH_SECRET;
}
