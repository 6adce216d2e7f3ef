import { describe, expect, it } from "vitest";
import { loadAppEnv } from "./env.mjs";
import { parseStorageUrl, storageUrlProblem } from "./storage-url.mjs";

describe("parseStorageUrl", () => {
  it("keeps images in STORAGE_DIR when empty, or in the folder a file: URL names", () => {
    expect(parseStorageUrl(undefined, "data/uploads")).toEqual({ kind: "disk", dir: "data/uploads" });
    expect(parseStorageUrl("", "data/uploads")).toEqual({ kind: "disk", dir: "data/uploads" });
    expect(parseStorageUrl("file:./media", "data/uploads")).toEqual({ kind: "disk", dir: "./media" });
    expect(parseStorageUrl("file:///srv/media", "data/uploads")).toEqual({ kind: "disk", dir: "/srv/media" });
  });

  it("reads a bucket: https unless s3+http, percent-encoded credentials, prefix, region and path style", () => {
    expect(parseStorageUrl("s3://AKIA1:se%2Bcr%2Fet@s3.example.com/media/site/a?region=auto", ".")).toEqual({
      kind: "s3",
      endpoint: "https://s3.example.com",
      bucket: "media",
      prefix: "site/a/",
      region: "auto",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIA1", secretAccessKey: "se+cr/et" },
    });
    expect(parseStorageUrl("s3+http://127.0.0.1:3900/media?forcePathStyle=false", ".")).toMatchObject({
      endpoint: "http://127.0.0.1:3900",
      prefix: "",
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("says what is wrong, never repeating the value (it may hold a secret)", () => {
    const problems = [
      "http://bucket.example.com/media",
      "s3://KEY:TOPSECRET@host",
      "s3://KEY@host/media",
      "s3://KEY:TOPSECRET@host/media?acl=public",
      "s3://KEY:TOPSECRET@host/media?region=Mars%201",
      "s3://KEY:TOPSECRET@host/media?forcePathStyle=yes",
      "s3://KEY:%E0%A4%A@host/media",
      "file:",
    ].map(storageUrlProblem);
    expect(problems).toEqual([
      "must be empty, file:PATH or s3://KEY:SECRET@HOST/BUCKET (s3+http:// without TLS)",
      "names no valid bucket (3 to 63 letters, digits, dots, dashes): s3://KEY:SECRET@HOST/BUCKET",
      "must give both the access key and its secret, or neither",
      'has an unknown option "acl" (known: region, forcePathStyle)',
      "has a region that is not a region name (as us-east-1 or auto)",
      "forcePathStyle must be true or false",
      "has a key or secret that is not valid percent-encoding",
      "names no folder: use file:PATH or s3://KEY:SECRET@HOST/BUCKET (s3+http:// without TLS)",
    ]);
    expect(problems.join(" ")).not.toContain("TOPSECRET");
  });

  it("stops the app at start-up with the variable's name", () => {
    expect(() => loadAppEnv({ STORAGE_URL: "s3://KEY:TOPSECRET@host", STORAGE_PUBLIC_URL: "http://media" })).toThrow(
      "Invalid environment variables:\n  STORAGE_URL: names no valid bucket (3 to 63 letters, digits, dots, dashes): s3://KEY:SECRET@HOST/BUCKET\n  STORAGE_PUBLIC_URL: must be the https address the bucket's files are public at, e.g. https://media.example.com",
    );
    expect(
      loadAppEnv({ STORAGE_URL: "s3://k:s@host/media", STORAGE_PUBLIC_URL: "https://cdn.example.com/m" }),
    ).toMatchObject({ STORAGE_URL: "s3://k:s@host/media", STORAGE_PUBLIC_URL: "https://cdn.example.com/m" });
  });
});
