import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'homeView.title': 'Inicio',
  'homeView.banners': 'Destacados',
  'homeView.slide': 'Diapositiva {index} de {total}',
  'homeView.entries': 'Accesos directos',
  'homeView.share': 'Compartir',
  'homeView.aboutUs': 'Sobre nosotros',
  'homeView.deliverOrder': 'Publicar una tarea',
  'homeView.hotTask': 'Puestos populares',
  'homeView.recommendTask': 'Recomendado para ti',
  // community (issue 12)
  'homeView.community': 'Comunidad',
  'homeView.businesses': 'Negocios cercanos',
  'homeView.linkCopied': 'Enlace copiado; ábrelo en un navegador',
  'homeView.productName': 'Mercado de Tareas',
};

export default es;
