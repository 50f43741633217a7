import type { Area } from '../../catalog'

export const details = {} as const satisfies Area
