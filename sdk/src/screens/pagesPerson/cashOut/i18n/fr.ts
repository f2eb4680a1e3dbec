import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'cashOut.title': 'Retirer',
  'cashOut.loggedOut': 'Connectez-vous pour retirer de l’argent.',
  'cashOut.login': 'Se connecter',
  'cashOut.balance': 'Solde',
  'cashOut.available': 'Disponible au retrait',
  'cashOut.min': 'Retrait minimum',
  'cashOut.dailyMax': 'Maximum par jour',
  'cashOut.todayLeft': 'Reste aujourd’hui',
  'cashOut.amount': 'Montant (yuans)',
  'cashOut.placeholder': 'ex. 50.00',
  'cashOut.all': 'Tout',
  'cashOut.arrives':
    'L’argent arrive sur votre solde WeChat dès que vous confirmez la réception. Un retrait à la fois.',
  'cashOut.submit': 'Retirer',
  'cashOut.records': 'Historique des retraits',
  'cashOut.confirmTitle': 'Retirer {amount} vers WeChat ?',
  'cashOut.confirmBody':
    'Le montant est mis de côté dès maintenant et arrive quand vous confirmez la réception.',
  'cashOut.invalid': 'Saisissez un montant en yuans, avec deux décimales au plus.',
  'cashOut.belowMin': 'Le retrait minimum est de {min}.',
  'cashOut.aboveAvailable': 'Vous pouvez retirer au plus {available}.',
  'cashOut.aboveDaily': 'Vous pouvez encore retirer {left} aujourd’hui.',
  'cashOut.started': 'Retrait lancé.',
  'cashOut.open': 'Un retrait est en cours.',
  'cashOut.confirmOnPage': 'Confirmez la réception sur la page de confirmation pour recevoir l’argent.',
  'cashOut.openPage': 'Ouvrir la page de confirmation',
  'cashOut.confirmInWechat': 'Confirmez la réception dans WeChat pour recevoir l’argent.',
  'cashOut.processing': 'Nous attendons la réponse de WeChat. Consultez l’historique des retraits.',
  'cashOut.unavailable': 'Les retraits ne sont pas disponibles pour le moment.',
};

export default fr;
