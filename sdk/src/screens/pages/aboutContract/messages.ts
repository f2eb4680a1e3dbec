/** The texts of aboutContract: in the file of every screen beyond the first load, one per locale. */
export { screenTexts as default } from '../../../i18n/screens';
