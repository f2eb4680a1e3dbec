import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'authorisationView.title': 'Connexion WeChat',
  'authorisationView.heading': 'Se connecter avec WeChat',
  'authorisationView.intro':
    'WeChat nous confirme qui vous êtes : la prochaine fois, vous vous connectez sans code.',
  'authorisationView.introBind':
    'Liez votre WeChat à ce compte : vous pourrez ensuite vous connecter et payer avec WeChat.',
  'authorisationView.start': 'Continuer avec WeChat',
  'authorisationView.usePhone': 'Utiliser plutôt mon numéro de mobile',
  'authorisationView.finishing': 'Connexion en cours…',
  'authorisationView.signedIn': 'Vous êtes connecté',
  'authorisationView.notBound': 'Ce WeChat n’est encore lié à aucun compte',
  'authorisationView.notBoundBody':
    'Associez votre numéro de mobile une fois ; nous lierons ensuite ce WeChat à votre compte.',
  'authorisationView.bindPhone': 'Associer mon mobile',
  'authorisationView.bound': 'Votre WeChat est maintenant lié à votre compte',
  'authorisationView.toPersonCenter': 'Aller à ma page',
  'authorisationView.otherBrowser':
    'Cette connexion a été commencée dans un autre navigateur ou onglet. Recommencez ici.',
  'authorisationView.errorDenied': 'Vous n’avez pas autorisé la connexion dans WeChat.',
  'authorisationView.errorExpired': 'La connexion a pris trop de temps. Recommencez.',
  'authorisationView.errorFailed': 'WeChat n’a pas pu confirmer votre identité. Veuillez réessayer.',
};

export default fr;
