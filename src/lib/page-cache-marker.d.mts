export const NO_STORE_PAGE: Readonly<{ "data-page-cache": "no-store" }>;
export const NO_STORE_MARKER: string;
