import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'couponView.title': 'Bons de réduction',
  'couponView.available': 'Disponibles',
  'couponView.used': 'Utilisés',
  'couponView.expired': 'Expirés',
  'couponView.emptyAvailable': 'Aucun bon à utiliser pour le moment.',
  'couponView.emptyUsed': 'Les bons que vous utilisez apparaîtront ici.',
  'couponView.emptyExpired': 'Aucun bon expiré.',
  'couponView.find': 'Parcourir les tâches',
  'couponView.loggedOut': 'Connectez-vous pour voir vos bons de réduction.',
  'couponView.login': 'Se connecter',
  'couponView.welcome': 'Cadeaux de bienvenue pour les nouveaux membres',
  'couponView.welcomeBody': 'Inscrivez-vous avec votre numéro de téléphone et ces bons sont à vous.',
  'couponView.signUp': 'M’inscrire pour les obtenir',
  'couponView.later': 'Plus tard',
  'couponView.newTitle': 'Nouveaux bons pour vous : {n}',
  'couponView.newBody': 'Ils réduisent ce que vous payez pour une tâche.',
  'couponView.view': 'Voir mes bons',
  'couponView.soonToast': 'Bons qui expirent dans moins de 3 jours : {n}',
};

export default fr;
