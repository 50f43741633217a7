// Periods and dates of a list: the period bar, its count in words, and "Go to date". Loaded with
// them, not in the first load (see registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const period = {
  period: 'Period',
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last 7 days',
  from: 'From',
  to: 'To',
  show: 'Show period',
  swapped: 'From was after To: swapped',
  reachesToday: 'The period already reaches today: there are no later days yet',
  clear: 'Clear period',
  daysIn: 'Days in {zone}',
  daysInFrom: 'Days in {zone}, from {time} your time',
  ownZone: 'Show days in my zone ({zone})',
  help: 'A period lists only the {plural} of those days, with their count; Go to date jumps to a day within the whole list.',
  clearHelp: 'Clear period to see all {plural} or to go to a date.',
  finding: 'Finding the {plural} of {days}…',
  since: 'since {day}',
  until: 'until {day}',
  records: { one: '{amount} {singular}', other: '{amount} {plural}' },
  countOn: '{records} on {days}',
  countIn: '{records}, {days}',
  countOpen: '{records} {days}',
  noTimeColumn: 'This list has no time column to read a period by.',
  unreadable: 'The period could not be read.',
  stop: 'Stop',
  resorts: 'Going to a date sorts by {column}, newest first.',
  looking: 'Looking for {day}…',
  lookingBefore: 'Looking for the day before {day}…',
  lookingAfter: 'Looking for the day after {day}…',
  goFailed: 'Could not go to {day}: {message}',
  searchFailed: 'The search failed.',
  noneBefore: 'No {plural} before {day}.',
  noneAfter: 'No {plural} after {day}.',
  noneBeyond: 'No {plural} beyond {day}.',
  nearest: 'No {plural} on {day} — showing the nearest, {shown}.',
  wouldBe: 'No {plural} on {day} — showing where it would be.',
  marked: '{day}: its first {singular} is marked.',
  pagesRead: { one: '{count} page read', other: '{count} pages read' },
  badDay: 'A day is written YYYY-MM-DD, not "{day}"',
  badSize: 'A page size is a whole number from 1, not {size}',
} as const satisfies Area

registerEnglish('period', period)
