import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'evaluateDetail.title': 'Avis',
  'evaluateDetail.mine': 'Votre avis sur {name}',
  'evaluateDetail.mineNotYet': 'Vous n’avez pas encore évalué {name}. Vous avez jusqu’au {date}.',
  'evaluateDetail.evaluate': 'Évaluer maintenant',
  'evaluateDetail.mineNever': 'Vous n’avez pas évalué dans les {days} jours.',
  'evaluateDetail.notSettled': 'Les avis s’ouvrent une fois la mission terminée.',
  'evaluateDetail.theirs': 'L’avis de {name} sur vous',
  'evaluateDetail.theirsWaiting':
    '{name} vous a évalué. Son avis s’affichera ici dès que vous l’aurez évalué à votre tour, ou le {date}.',
  'evaluateDetail.theirsNotYet':
    '{name} ne vous a pas encore évalué. Les avis s’affichent quand les deux sont donnés, ou le {date}.',
  'evaluateDetail.theirsNever': '{name} n’a pas laissé d’avis.',
  'evaluateDetail.rule':
    'Double aveugle : chaque partie ne voit l’avis de l’autre qu’une fois les deux donnés, ou à la fin des {days} jours qui suivent la fin de la mission.',
};

export default fr;
