import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'personCenter.title': 'Mon compte',
  'personCenter.loggedOutTitle': 'Vous n’êtes pas connecté',
  'personCenter.loggedOutBody':
    'Associez votre numéro de mobile pour gérer vos missions, vos commandes et votre porte-monnaie.',
  'personCenter.login': 'Associer un téléphone',
  'personCenter.avatar': 'Photo de profil',
  'personCenter.phone': 'Numéro de mobile',
  'personCenter.realName': 'Vérification d’identité',
  'personCenter.smrz0': 'Non vérifiée',
  'personCenter.smrz1': 'En cours d’examen',
  'personCenter.smrz2': 'Vérifiée',
  'personCenter.smrz3': 'Refusée',
  'personCenter.aboutUs': 'À propos',
  'personCenter.editInformation': 'Modifier le profil',
  'personCenter.walletView': 'Porte-monnaie',
  'personCenter.couponView': 'Bons de réduction',
  'personCenter.myCollection': 'Favoris',
  'personCenter.browseHistory': 'Historique de navigation',
  'personCenter.contractList': 'Mes contrats',
  'personCenter.certificationView': 'Certifications',
  'personCenter.feedbackView': 'Avis et réclamations',
  'personCenter.logout': 'Se déconnecter',
  'personCenter.logoutTitle': 'Se déconnecter ?',
  'personCenter.logoutBody': 'Vous devrez associer à nouveau votre téléphone pour utiliser votre compte ici.',
  'personCenter.orderCenter': 'Mes commandes',
  'personCenter.manageAddress': 'Adresses',
  'personCenter.evaluateCenter': 'Mes avis',
  'personCenter.notifications': 'Notifications',
  'personCenter.feedbackUnread': 'Réponses non lues : {count}',
  'personCenter.kefuOperation': 'Console du service client',
  // community (issue 12)
  'personCenter.receivedRemark': 'Commentaires reçus',
  'personCenter.unread': '{n} nouveaux',
  'personCenter.myTeam': 'Mon équipe',
  'personCenter.myPartner': 'Mes partenaires',
  'personCenter.wechat': 'Se connecter avec WeChat',
  'personCenter.userAgreement': 'Conditions d’utilisation',
  'personCenter.privacyPolicy': 'Politique de confidentialité',
};

export default fr;
