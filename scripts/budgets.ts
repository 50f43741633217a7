// The first load's budget, gzip level 9 (as served with gzip_static or nginx gzip 9).
// JS: 130.7 KiB = 127.7 + 3. The first load measured 127.7 KiB at 687607a, the last build before
// the console spoke several languages, and docs/i18n.md lets English's first load grow
// by 3 KiB with them, catalog and lookup included. Over that is a regression: move texts of parts
// loaded on demand out of it (registerEnglish) rather than raise this.
export const budgets = { jsKiB: 130.7, cssKiB: 10 }
