import type { Area } from '../../catalog'

export const misc = {} as const satisfies Area
