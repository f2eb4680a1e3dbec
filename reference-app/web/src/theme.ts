/** The standalone app's colours follow the system (`theme: 'auto'`), its first paint too. */
export const STANDALONE_THEME = 'auto';
