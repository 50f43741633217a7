// The first load's budget, gzip level 9 (as served with gzip_static or nginx gzip 9).
// JS: the first load measured 127.7 KiB at 687607a, the last build before the console spoke
// several languages (issue 31, docs/i18n.md); that issue lets English's first load grow by 3 KiB at
// most, its catalog and the message lookup included. The other languages' catalogs, and English
// texts of parts loaded on demand, are fetched with them, outside it.
export const budgets = { jsKiB: 127.7 + 3, cssKiB: 10 }
