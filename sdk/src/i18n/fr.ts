/** French catalog (lazy chunk). Same keys and placeholders as en. */
const fr: Record<string, string> = {
  'common.loading': 'chargement',
  'common.noNetwork': 'Signal réseau perdu. Vérifiez votre connexion.',
  'common.tabHome': 'Accueil',
  'common.tabTaskHall': 'Missions',
  'common.tabMessages': 'Messages',
  'common.tabMe': 'Moi',
  'error.network': 'Erreur réseau',
  'error.timeout': 'Délai de {ms} ms dépassé',
  'error.aborted': 'Requête annulée',
  'error.connectionTimeout': 'La connexion a expiré, touchez l’écran pour réessayer.',
  'error.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
};

export default fr;
