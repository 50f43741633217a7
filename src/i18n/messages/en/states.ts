// The list's rarer states (src/features/resource-list/states): refusals, failures, waits, empty
// views, offers of close filter values, an unknown resource or page. Loaded with those parts, not in the
// first load (see registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const states = {
  refusedSortFilter: "The service can't sort or filter by {column}.",
  refusedSort: "The service can't sort by {column}.",
  refusedFilter: "The service can't filter by {column}.",
  serviceAnswer: "The service's answer",
  removeSort: 'Remove sort by {attribute}',
  removeFilter: 'Remove filter {attribute}',
  offline: 'Your browser reports that it is offline.',
  retrying: 'Retrying…',
  retryIn: 'Retry (in {seconds} s)',
  retry: 'Retry',
  busyIn: 'The service is busy. Trying again in {seconds} s…',
  busy: 'The service is busy. Trying again…',
  noPage: {
    one: "Page {page} doesn't exist: this list has {count} page.",
    other: "Page {page} doesn't exist: this list has {count} pages.",
  },
  lastPage: 'Go to the last page',
  pastEnd: 'Page {page} is past the end of the results.',
  firstPage: 'Go to first page',
  noMatch: 'No {resources} match {filters}.',
  and: ' and ',
  showAll: 'Show all {resources}',
  showAllInPeriod: 'Show all {resources} of the period',
  noneInPeriod: 'No {resources} in this period.',
  noneYet: 'There are no {resources} yet.',
  corrected: 'This link had parts the console could not use, so they were corrected:',
  looking: 'Looking for values of {attribute} like {value}…',
  noneClose: 'No {attribute} seen differs from {value} only in case, spacing or accents.',
  didYouMean: 'Did you mean, for {attribute}:',
  notFound: '“{name}” not found',
  noResource: 'The service has no resource named “{name}” (HTTP 404).',
  noResourceAt: 'The service at {baseUrl} has no resource named “{name}” (HTTP 404).',
  meant: 'Did you mean {name}?',
  notParameter: 'ignored {param} (not a list parameter)',
  twice: 'ignored {key} (given more than once)',
  badPage: 'page "{value}" is not valid; showing the first page',
  badSize: 'page size "{value}" is not a number; using {size}',
  sizeRange: 'page size {value} is out of range; using {size}',
  unknownPaging: 'ignored {param} (unknown pagination parameter)',
  badAttribute: 'ignored {param} (not a valid attribute name)',
  badFilter: 'ignored {param} (empty, too long or unprintable value)',
  readAs: '{param} read as {direction}',
  badDirection: 'ignored {param} (sort direction must be ASC or DESC)',
  badDay: 'ignored {param} (not a day written YYYY-MM-DD)',
  swapped: 'from {from} was after to {to}; swapped',
  periodSort: 'ignored {param} (a period is listed in {attribute} order)',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is nothing at this address.',
  goToProducts: 'Go to products',
} as const satisfies Area

registerEnglish('states', states)
