// The first load's budget, gzip level 9 (as served with gzip_static or nginx gzip 9).
// JS: the first load measured 127.4 KiB before the console spoke several languages (issue 31,
// docs/i18n.md); that issue lets English's first load grow by 3 KiB at most, its catalog and the
// message lookup included. The other languages' catalogs are fetched when chosen, outside it.
export const budgets = { jsKiB: 127.4 + 3, cssKiB: 10 }
