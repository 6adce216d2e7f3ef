// Validated environment. Every variable is explained in .env.example.
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
    STORAGE_DIR: z.string().min(1).default("data/uploads"),
  })
  .transform((env) => ({
    ...env,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET || (env.NODE_ENV === "production" ? "" : DEV_SECRET),
  }))
  .refine((env) => env.NODE_ENV !== "production" || env.NEXTAUTH_SECRET.length >= 32, {
    message: "NEXTAUTH_SECRET must be set (32+ characters) in production",
    path: ["NEXTAUTH_SECRET"],
  });

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return parsed.data;
}

export const env = load();
