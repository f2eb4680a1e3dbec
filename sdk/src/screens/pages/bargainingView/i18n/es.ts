import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'bargainingView.title': 'Negociación',
  'bargainingView.missing': 'Este enlace no indica ninguna tarea.',
  'bargainingView.reference': 'Precio orientativo {price}',
  'bargainingView.you': 'Tú',
  'bargainingView.contact': 'Mensaje',
  'bargainingView.contactNamed': 'Enviar un mensaje a {name}',
  'bargainingView.offers': 'Ofertas',
  'bargainingView.quoted': '{who}: primer presupuesto',
  'bargainingView.countered': '{who}: contraoferta',
  'bargainingView.yourMove': 'Te toca: la oferta actual es de {price}.',
  'bargainingView.theirMove': 'Esperando la respuesta de: {who}.',
  'bargainingView.over': 'La negociación ha terminado: {state}.',
  'bargainingView.rounds': 'Contraofertas usadas: {used} de {max}.',
  'bargainingView.limit':
    'Se han usado las {max} contraofertas. Ahora la oferta actual solo se puede aceptar, rechazar o retirar.',
};

export default es;
