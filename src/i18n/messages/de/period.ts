import type { Translation } from '../../catalog'

export const period: Translation<'period'> = {}
