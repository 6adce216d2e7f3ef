"use client";

import { DirectoryLink } from "./directory-navigation";
import { pageNumbers } from "./page-numbers";
import { PAGE_LINK_CLASS, PAGE_LINK_CURRENT, PAGE_LINK_IDLE } from "./styles";

/** Previous, the page numbers and Next, as links, so every page has its own address. */
export function DirectoryPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <DirectoryLink change={{ page: page - 1 }} className={`${PAGE_LINK_CLASS} ${PAGE_LINK_IDLE}`}>
          Previous
        </DirectoryLink>
      ) : (
        <span aria-disabled="true" className={`${PAGE_LINK_CLASS} ${PAGE_LINK_IDLE} cursor-not-allowed opacity-50`}>
          Previous
        </span>
      )}
      {pageNumbers(page, pageCount).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <DirectoryLink
            key={number}
            change={{ page: number }}
            aria-label={`Page ${number}`}
            aria-current={number === page ? "page" : undefined}
            className={`${PAGE_LINK_CLASS} ${number === page ? PAGE_LINK_CURRENT : PAGE_LINK_IDLE}`}
          >
            {number}
          </DirectoryLink>
        ),
      )}
      {page < pageCount ? (
        <DirectoryLink change={{ page: page + 1 }} className={`${PAGE_LINK_CLASS} ${PAGE_LINK_IDLE}`}>
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
