import "server-only";
// The member directory for other sites' iframes (/organization/{slug}/embed): a small, complete HTML
// document of its own (no site header or footer, no script), its search a plain GET form, every
// link to LocalHub opening in a new tab. src/proxy.ts and next.config.ts let any site frame this
// path, and only it.
import type { Db } from "@/platform/db";
import { listMembers } from "./directory";
import { organizationPage } from "./public";
import { MEMBERS_PAGE_SIZE } from "./types";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{padding:12px}h1{font-size:18px;margin:0 0 8px}a{color:#1d4ed8}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin-bottom:10px}
label{display:flex;flex-direction:column;font-size:13px;font-weight:600;color:#334155;gap:2px;flex:1 1 160px}
input,select{font:inherit;padding:6px 8px;border:1px solid #cbd5e1;border-radius:6px;background:#fff;min-width:0}
button{font:inherit;font-weight:600;padding:7px 14px;border:0;border-radius:6px;background:#2563eb;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
li{border:1px solid #e2e8f0;border-radius:10px;padding:10px}li a{font-weight:600;color:#0f172a;text-decoration:none}li a:hover{text-decoration:underline}
.muted{color:#64748b}.status{margin:6px 0 10px;color:#475569}nav{display:flex;justify-content:space-between;margin-top:10px}
footer{margin-top:12px;font-size:12px;color:#64748b}`;

export async function embedDocument(
  db: Db,
  input: { slug: string; search: string; categoryId: string; page: number },
  origin: string,
): Promise<string | null> {
  let organization;
  try {
    organization = await organizationPage(db, input.slug);
  } catch {
    return null;
  }
  const result = await listMembers(db, {
    slug: input.slug,
    search: input.search || undefined,
    categoryId: input.categoryId || undefined,
    page: input.page,
  });
  const base = `/organization/${encodeURIComponent(organization.slug)}/embed`;
  const hrefFor = (page: number) => {
    const query = new URLSearchParams();
    if (input.search) query.set("q", input.search);
    if (input.categoryId) query.set("category", input.categoryId);
    if (page > 1) query.set("page", String(page));
    const text = query.toString();
    return `${base}${text ? `?${text}` : ""}`;
  };
  const out = (path: string) => `${origin}${path}`;
  const newTab = `target="_blank" rel="noopener"`;
  const filtered = Boolean(input.search || input.categoryId);
  const status =
    result.total === 0
      ? filtered
        ? "No members match your search."
        : "No members are listed yet."
      : `${result.total.toLocaleString("en-US")} ${result.total === 1 ? "member" : "members"}${filtered ? " match" : ""}${
          result.pages > 1 ? ` · page ${result.page} of ${result.pages}` : ""
        }`;
  const cards = result.members
    .map(
      (member) => `<li><a href="${escape(out(member.path))}" ${newTab}>${escape(member.businessName)}</a>
<div class="muted">${member.category ? `${escape(member.category)} · ` : ""}${escape(member.city)}, ${escape(member.state)}</div>
<div>${
        member.totalReviews > 0
          ? `<span aria-hidden="true" style="color:#f59e0b">★</span> ${member.averageRating.toFixed(1)} <span class="muted">(${member.totalReviews} ${
              member.totalReviews === 1 ? "review" : "reviews"
            })</span>`
          : `<span class="muted">No reviews yet</span>`
      }</div></li>`,
    )
    .join("\n");
  const options = organization.categories
    .map(
      (category) =>
        `<option value="${escape(category.id)}"${category.id === input.categoryId ? " selected" : ""}>${escape(category.name)}</option>`,
    )
    .join("");
  const pager =
    result.pages > 1
      ? `<nav aria-label="Member pages">${
          result.page > 1 ? `<a href="${escape(hrefFor(result.page - 1))}" rel="prev">Previous</a>` : "<span></span>"
        }<span aria-current="page">Page ${result.page} of ${result.pages}</span>${
          result.page < result.pages
            ? `<a href="${escape(hrefFor(result.page + 1))}" rel="next">Next</a>`
            : "<span></span>"
        }</nav>`
      : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(organization.name)} members</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body><main>
<h1>${escape(organization.name)} members</h1>
<form method="get" action="${escape(base)}" role="search" aria-label="Search members">
<label>Search by name<input type="search" name="q" maxlength="100" value="${escape(input.search)}"></label>
<label>Category<select name="category"><option value="">All categories</option>${options}</select></label>
<button type="submit">Search</button>
</form>
<p class="status" role="status">${escape(status)}</p>
${result.members.length ? `<ul>${cards}</ul>` : ""}
${pager}
<footer>Member directory on <a href="${escape(out(`/organization/${organization.slug}`))}" ${newTab}>LocalHub</a> · ${MEMBERS_PAGE_SIZE} a page</footer>
</main></body></html>`;
}
