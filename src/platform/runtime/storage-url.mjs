// Where uploaded images live, read from STORAGE_URL. Shared by the app (src/platform/storage/) and
// the environment check (env.mjs), so a bad value stops the app at start-up with a clear message.
//   empty                      the folder STORAGE_DIR (the default)
//   file:PATH                  that folder (relative to the app's folder, or absolute)
//   s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=REGION&forcePathStyle=false]
//                              an S3-compatible bucket over https (s3+http:// for a store without
//                              TLS on a private network). Key and secret are percent-encoded; left
//                              out, the AWS SDK finds credentials itself (AWS_ACCESS_KEY_ID, roles).
// A message never repeats the value: it may hold a secret.

const STORAGE_URL_FORMAT = "file:PATH or s3://KEY:SECRET@HOST/BUCKET (s3+http:// without TLS)";

const BUCKET = /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/;
const PREFIX = /^[A-Za-z0-9._\-/]*$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const OPTIONS = new Set(["region", "forcePathStyle"]);

/** Throws an Error whose message says what is wrong with the STORAGE_URL (never its value). */
function refuse(problem) {
  throw new Error(problem);
}

function decoded(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return refuse("has a key or secret that is not valid percent-encoding");
  }
}

/**
 * The store STORAGE_URL names: `{ kind: "disk", dir }` or `{ kind: "s3", ... }`; `dir` is STORAGE_DIR
 * for an empty value. Throws an Error with the problem when the value cannot be used.
 * @param {string | undefined} value @param {string} dir
 */
export function parseStorageUrl(value, dir) {
  if (!value) return { kind: "disk", dir };
  if (value.startsWith("file:")) {
    const folder = value.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    return folder ? { kind: "disk", dir: folder } : refuse(`names no folder: use ${STORAGE_URL_FORMAT}`);
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    return refuse(`must be empty, ${STORAGE_URL_FORMAT}`);
  }
  if (url.protocol !== "s3:" && url.protocol !== "s3+http:") refuse(`must be empty, ${STORAGE_URL_FORMAT}`);
  if (!url.hostname) refuse("names no host: s3://KEY:SECRET@HOST/BUCKET");
  const [bucket = "", ...rest] = url.pathname.replace(/^\/+/, "").split("/");
  if (!BUCKET.test(bucket))
    refuse("names no valid bucket (3 to 63 letters, digits, dots, dashes): s3://KEY:SECRET@HOST/BUCKET");
  const prefix = rest.filter(Boolean).join("/");
  if (!PREFIX.test(prefix)) refuse("has a folder after the bucket with characters other than letters, digits, . _ - /");
  if (Boolean(url.username) !== Boolean(url.password))
    refuse("must give both the access key and its secret, or neither");
  for (const name of url.searchParams.keys()) {
    if (!OPTIONS.has(name)) refuse(`has an unknown option "${name}" (known: region, forcePathStyle)`);
  }
  const region = url.searchParams.get("region") ?? "us-east-1";
  if (!REGION.test(region)) refuse("has a region that is not a region name (as us-east-1 or auto)");
  const pathStyle = url.searchParams.get("forcePathStyle") ?? "true";
  if (pathStyle !== "true" && pathStyle !== "false") refuse("forcePathStyle must be true or false");
  return {
    kind: "s3",
    endpoint: `${url.protocol === "s3:" ? "https" : "http"}://${url.host}`,
    bucket,
    prefix: prefix ? `${prefix}/` : "",
    region,
    forcePathStyle: pathStyle === "true",
    credentials: url.username
      ? { accessKeyId: decoded(url.username), secretAccessKey: decoded(url.password) }
      : undefined,
  };
}

/** The problem with a STORAGE_URL value, or null when it can be used. @param {string | undefined} value */
export function storageUrlProblem(value) {
  try {
    parseStorageUrl(value, ".");
    return null;
  } catch (error) {
    return /** @type {Error} */ (error).message;
  }
}
