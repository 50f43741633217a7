import type { Translation } from '../../catalog'

export const table: Translation<'table'> = {}
