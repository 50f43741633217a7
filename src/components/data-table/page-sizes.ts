/** The page sizes the pager offers (a URL's other size is added to them). */
export const pageSizeOptions = [5, 10, 20] as const
