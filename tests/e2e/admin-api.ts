// Changes to the catalogue (site settings, categories) made as an admin through the product's own
// API, so the server's cache of them is invalidated exactly as after a change on the admin screens.
// Writing those tables directly would go unseen by the running server.
import { request, type APIRequestContext } from "@playwright/test";
import { demoAccount } from "./support";

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function signedInAdmin(): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: BASE_URL });
  const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const admin = demoAccount("admin");
  const signIn = await context.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier: admin.email, password: admin.password, json: "true" },
  });
  if (!signIn.ok()) throw new Error(`admin sign-in failed: ${signIn.status()}`);
  return context;
}

async function mutate<T>(procedure: string, input: unknown): Promise<T> {
  const context = await signedInAdmin();
  try {
    const response = await context.post(`/api/trpc/${procedure}`, { data: { json: input } });
    const body = (await response.json()) as { result?: { data: { json: T } }; error?: { json: { message: string } } };
    if (!response.ok() || !body.result)
      throw new Error(`${procedure} failed: ${body.error?.json.message ?? response.status()}`);
    return body.result.data.json;
  } finally {
    await context.dispose();
  }
}

/** Sets a site setting; returns a function that puts the old value back. */
export async function setSetting(key: string, value: string, old: string): Promise<() => Promise<void>> {
  await mutate("siteSettings.upsert", { key, value });
  return async () => void (await mutate("siteSettings.upsert", { key, value: old }));
}

/** Adds a subcategory; `remove` deletes it again. */
export async function createCategory(
  name: string,
  parentId: string,
): Promise<{ id: string; slug: string; remove: () => Promise<void> }> {
  const category = await mutate<{ id: string; slug: string }>("catalogue.createCategory", {
    name,
    parentId,
    icon: null,
  });
  return { ...category, remove: async () => void (await mutate("catalogue.deleteCategory", { id: category.id })) };
}
