/** Spanish catalog (lazy chunk). Same keys and placeholders as en. */
const es: Record<string, string> = {
  'common.loading': 'cargando',
  'common.noNetwork': 'Se perdió la señal de red. Revisa tu conexión.',
  'common.tabHome': 'Inicio',
  'common.tabTaskHall': 'Tareas',
  'common.tabMessages': 'Mensajes',
  'common.tabMe': 'Mi cuenta',
  'error.network': 'Error de red',
  'error.timeout': 'Se superó el tiempo de espera de {ms} ms',
  'error.aborted': 'Solicitud cancelada',
  'error.connectionTimeout': 'Se agotó el tiempo de conexión. Toca la pantalla para volver a intentarlo.',
  'error.sessionExpired': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
};

export default es;
