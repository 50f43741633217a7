/** A grouped view reads at most this many records: 25 requests of 20. */
export const maxGroupedRecords = 500
