import type { Translation } from '../../catalog'

export const nav: Translation<'nav'> = {
  knownResources: 'Γνωστοί πόροι',
  views: 'Προβολές',
  resourceNameInvalid:
    'Το όνομα ενός πόρου είναι μία λέξη από γράμματα, ψηφία, - και _ (έως 100 χαρακτήρες).',
  resourceNameMissing: 'Πληκτρολογήστε το όνομα ενός πόρου, π.χ. suppliers.',
}
