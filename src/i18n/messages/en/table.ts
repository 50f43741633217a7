import type { Area } from '../../catalog'

export const table = {} as const satisfies Area
