import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'deliverOrder.title': 'Publier une tâche',
  'deliverOrder.loggedOut': 'Connectez-vous pour publier une tâche',
  'deliverOrder.login': 'Associer mon téléphone',
  'deliverOrder.publish': 'Publier',
  'deliverOrder.guideTitle': 'Publier une tâche',
  'deliverOrder.guideWhat':
    'Choisissez une catégorie et décrivez le travail. Des photos aident à comprendre.',
  'deliverOrder.guideWhere': 'Indiquez l’adresse et le moment du service.',
  'deliverOrder.guidePrice': 'Fixez un prix, ou recevez des devis et choisissez celui qui vous convient.',
  'deliverOrder.guideAfter':
    'Votre brouillon est enregistré au fil de la saisie. Une fois la tâche publiée, des prestataires postulent ; vous en acceptez un et payez sur la plateforme.',
  'deliverOrder.guideOk': 'Compris',
};

export default fr;
