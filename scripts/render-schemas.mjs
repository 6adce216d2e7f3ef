// Renders the per-provider Prisma schemas from prisma/schema.base.prisma.
// `--check` exits 1 when a committed schema is out of date (CI runs it).
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const PROVIDERS = ["sqlite", "postgresql"];

export function renderSchema(source, provider) {
  return (
    "// Generated from prisma/schema.base.prisma by scripts/render-schemas.mjs. Do not edit.\n" +
    source.replaceAll("__PROVIDER__", provider)
  );
}

function main() {
  const check = process.argv.includes("--check");
  const source = readFileSync(join(root, "prisma/schema.base.prisma"), "utf8");
  let stale = false;
  for (const provider of PROVIDERS) {
    const file = join(root, "prisma", provider, "schema.prisma");
    const wanted = renderSchema(source, provider);
    const current = existsSync(file) ? readFileSync(file, "utf8") : "";
    if (current === wanted) continue;
    if (check) {
      console.error(`${file} is out of date: run npm run db:schemas`);
      stale = true;
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, wanted);
      console.log(`wrote ${file}`);
    }
  }
  if (stale) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
