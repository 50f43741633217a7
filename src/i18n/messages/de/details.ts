import type { Translation } from '../../catalog'

export const details: Translation<'details'> = {}
