import type { Translation } from '../../catalog'

export const nav: Translation<'nav'> = {
  knownResources: 'Bekannte Ressourcen',
  views: 'Ansichten',
  resourceNameInvalid:
    'Ein Ressourcenname ist ein einziges Wort aus Buchstaben, Ziffern, - und _ (höchstens 100 Zeichen).',
  resourceNameMissing: 'Geben Sie den Namen einer Ressource ein, z. B. suppliers.',
}
