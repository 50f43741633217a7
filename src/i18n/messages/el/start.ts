import type { Translation } from '../../catalog'

export const start: Translation<'start'> = {
  failed:
    'Η κονσόλα δεν μπόρεσε να ξεκινήσει. Ελέγξτε τη σύνδεσή σας και κάντε επαναφόρτωση της σελίδας.',
}
