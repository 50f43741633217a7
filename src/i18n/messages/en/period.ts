import type { Area } from '../../catalog'

export const period = {} as const satisfies Area
