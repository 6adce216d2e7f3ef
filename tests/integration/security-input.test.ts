// Bad input gets a clear message, never a 500: NUL bytes and lone surrogates in every kind of text
// input on both databases, and LIKE's wildcards taken literally in the admin user search.
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/platform/db";
import { INVALID_TEXT_MESSAGE } from "@/lib/text";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createUser, uniqueEmail } from "../helpers/factories";
import { createCategoryPair, joinInput } from "../helpers/waitlist";

const server = apiServerForThisFile();
const BAD = ["caf\u0000e", "caf\ud800e", "\udfff"];

describe("NUL bytes and lone surrogates", () => {
  it("are refused with a clear message by search, sign-up, the waitlist and the newsletter", async () => {
    const api = server.client();
    const pair = await createCategoryPair();
    for (const bad of BAD) {
      const calls = [
        api.directory.search.query({ search: bad }),
        api.directory.suggest.query({ text: bad }),
        api.auth.signUp.mutate({ identifier: uniqueEmail(), password: "Tumbleweed-Harbor-71", displayName: bad }),
        api.waitlist.join.mutate(joinInput(pair, { businessName: bad })),
        api.waitlist.join.mutate(joinInput(pair, { challenges: [bad] })),
      ];
      for (const call of calls) expect(await outcome(call)).toMatchObject({ code: "BAD_REQUEST", message: INVALID_TEXT_MESSAGE });
    }
  });
});

describe("admin user search", () => {
  it("takes % and _ literally", async () => {
    const tag = randomUUID().slice(0, 8);
    await createUser({ displayName: `Pct 100% ${tag}` });
    await createUser({ displayName: `Pct 1000 ${tag}` });
    await createUser({ displayName: `Under a_b ${tag}` });
    await createUser({ displayName: `Under axb ${tag}` });
    const { api } = await server.clientAs(["admin"]);
    const names = async (search: string) => (await api.users.list.query({ search, page: 1 })).users.map((user) => user.displayName);
    expect(await names(`100% ${tag}`)).toEqual([`Pct 100% ${tag}`]);
    expect(await names(`a_b ${tag}`)).toEqual([`Under a_b ${tag}`]);
    expect(await names(`%`)).not.toContain(`Under axb ${tag}`);
    expect(await db.user.count({ where: { displayName: { endsWith: tag } } })).toBe(4);
  });
});
