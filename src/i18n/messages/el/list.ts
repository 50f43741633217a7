import type { Translation } from '../../catalog'

export const list: Translation<'list'> = {}
