import type { Translation } from '../../catalog'

export const misc: Translation<'misc'> = {}
