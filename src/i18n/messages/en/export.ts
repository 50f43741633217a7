import type { Area } from '../../catalog'

export const exporting = {} as const satisfies Area
