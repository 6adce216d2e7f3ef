"use client";

import { MAX_OFFSET_PAGE, type PageLink } from "@/features/directory/types";
import { DirectoryLink } from "./directory-navigation";
import { pageNumbers } from "./page-numbers";
import { PAGE_LINK_CLASS, PAGE_LINK_CURRENT, PAGE_LINK_IDLE } from "./styles";

type Props = { page: number; pageCount: number; links: readonly PageLink[] };

/**
 * Previous, the page numbers and Next, as links, so every page has its own address. A link carries
 * the key of where its page starts when the search gave one; without a key only pages up to
 * MAX_OFFSET_PAGE open, so deeper numbers without one are left out.
 */
export function DirectoryPagination({ page, pageCount, links }: Props) {
  if (pageCount <= 1) return null;
  const linkTo = (number: number) => {
    const link = links.find((candidate) => candidate.page === number);
    return link || number === 1 || number <= MAX_OFFSET_PAGE
      ? { page: number, after: link?.after ?? null, before: link?.before ?? null }
      : null;
  };
  const previous = page > 1 ? linkTo(page - 1) : null;
  const next = page < pageCount ? linkTo(page + 1) : null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      {previous ? (
        <DirectoryLink change={previous} className={`${PAGE_LINK_CLASS} ${PAGE_LINK_IDLE}`}>
          Previous
        </DirectoryLink>
      ) : (
        <span aria-disabled="true" className={`${PAGE_LINK_CLASS} ${PAGE_LINK_IDLE} cursor-not-allowed opacity-50`}>
          Previous
        </span>
      )}
      {pageNumbers(page, pageCount, (number) => linkTo(number) !== null).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <DirectoryLink
            key={number}
            change={number === page ? {} : linkTo(number)!}
            aria-label={`Page ${number}`}
            aria-current={number === page ? "page" : undefined}
            className={`${PAGE_LINK_CLASS} ${number === page ? PAGE_LINK_CURRENT : PAGE_LINK_IDLE}`}
          >
            {number}
          </DirectoryLink>
        ),
      )}
      {next ? (
        <DirectoryLink change={next} className={`${PAGE_LINK_CLASS} ${PAGE_LINK_IDLE}`}>
          Next
        </DirectoryLink>
      ) : (
        <span aria-disabled="true" className={`${PAGE_LINK_CLASS} ${PAGE_LINK_IDLE} cursor-not-allowed opacity-50`}>
          Next
        </span>
      )}
    </nav>
  );
}
