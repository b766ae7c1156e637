/**
 * The static pages in Spanish (neutral international Spanish, tú; docs/i18n/glossary-es.md):
 * Terms, Privacy, Refund and About, written from the same facts as en.ts, with the same
 * sections and anchors.
 */
import type { Tier } from '@core/plans';
import type { ContentBlock } from '../types';
import type { AboutPage, LegalDocument, StaticPages, StaticPagesContext } from './types';

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
const defs = (items: Record<string, string>): ContentBlock => ({
  kind: 'definitions',
  items: Object.entries(items).map(([term, text]) => ({ term, text })),
});

/** Lower-cases an item's first letter inside a sentence, but not an acronym's ("JSON"). */
const inSentence = (item: string) => (/^\p{Lu}{2}/u.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1));

/**
 * What a plan includes, in a sentence: "Horóscopo diario para cada signo, compatibilidad entre
 * signos y carta natal…". The last item is joined with "y", or "e" before an i-sound
 * ("todo lo de Explorer e interpretación…"), which Intl.ListFormat('es') does not do.
 */
const sentenceList = (items: readonly string[]) => {
  const words = items.map((item, i) => (i === 0 ? item : inSentence(item)));
  if (words.length < 2) return words.join('');
  const last = words[words.length - 1] ?? '';
  const and = /^h?i(?![aeouáéóú])/i.test(last) ? 'e' : 'y';
  return `${words.slice(0, -1).join(', ')} ${and} ${last}`;
};

export default function staticPagesEs(c: StaticPagesContext): StaticPages {
  const { explorer, oracle, master, oraclePrice, masterPrice, supportEmail, privacyEmail, refundEmail } = c;
  const { trialDays, refundWindowDays, supportReplyHours, privacyReplyDays } = c;
  const planList = (tier: Tier) => sentenceList(c.planItems(tier));

  const terms: LegalDocument = {
    title: 'Condiciones del servicio',
    intro:
      'Estas condiciones constituyen el acuerdo entre tú y Stella cuando usas el sitio web y la app de Stella. ' +
      'Las hemos escrito para que se lean, así que léelas, por favor. Al crear una cuenta o usar Stella, las aceptas.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'service',
        heading: '1. El servicio',
        blocks: [
          p(
            'Stella es un servicio de astrología personal. Calcula cartas natales a partir de datos astronómicos y ' +
              'ofrece horóscopos diarios e interpretaciones de compatibilidad, en la web y como app instalable. Lo ' +
              'que incluye cada plan figura en la página de precios; cuando una función está lista para usarse, la ' +
              'añadimos al plan correspondiente y la incluimos en esa lista.',
          ),
          p(
            'Las conversaciones con Stella, la coach de astrología con IA, forman parte de los planes de pago: ' +
              `${oracle} incluye ${c.oracleDailyConversations} conversaciones al día. En ${master} las ` +
              'conversaciones no tienen cupo diario, aunque sí un límite de uso razonable de ' +
              `${c.masterFairUseConversations} al día: muy por encima de lo que pregunta una persona, ese límite ` +
              'protege el servicio frente al uso automatizado. Una conversación es un hilo de hasta ' +
              `${c.threadMessages} mensajes; el cupo se renueva todos los días a las 00:00 UTC, y las ` +
              'conversaciones que no reciben respuesta no se ' +
              'descuentan de él. Las respuestas proceden de un modelo de lenguaje o de nuestro propio redactor ' +
              'automático, que funciona sin conexión; tanto unas como otras se contrastan con tu carta antes de ' +
              'que las veas, pero son reflexiones, no asesoramiento médico, jurídico ni financiero.',
          ),
          p(
            'Trabajamos para que Stella esté disponible y sea precisa, pero podemos modificar, mejorar o retirar ' +
              'funciones concretas. Si retiramos una función que forma parte del plan de pago que tienes contratado, ' +
              'te avisaremos con antelación y podrás cancelar tu suscripción.',
          ),
        ],
      },
      {
        id: 'accounts',
        heading: '2. Tu cuenta',
        blocks: [
          list(
            'Debes tener al menos 16 años para crear una cuenta.',
            'Indica una dirección de correo electrónico real y confírmala; la usamos para verificar la cuenta y para ' +
              'comunicarnos contigo sobre ella.',
            'No compartas tu contraseña con nadie. Eres responsable de lo que ocurra con tu cuenta.',
            'Una cuenta por persona. Las cuentas no pueden compartirse ni revenderse.',
            'Avísanos de inmediato si crees que otra persona tiene acceso a tu cuenta.',
          ),
          p(
            'Puedes eliminar tu cuenta en cualquier momento desde tu página de perfil. Podemos suspender o cerrar ' +
              'una cuenta que incumpla estas condiciones; salvo que el incumplimiento sea grave o la ley lo impida, ' +
              'te avisaremos antes y te daremos la oportunidad de corregirlo.',
          ),
        ],
      },
      {
        id: 'plans',
        heading: '3. Planes y suscripciones',
        blocks: [
          defs({
            [explorer]: `Gratis. ${planList('free')}. Sin límite de tiempo y sin necesidad de datos de pago.`,
            [oracle]: `${oraclePrice}. ${planList('oracle')}.`,
            [master]: `${masterPrice}. ${planList('master')}.`,
          }),
          p(
            `Tu primera suscripción de pago empieza con una prueba gratuita de ${trialDays} días. Al contratarla ` +
              'introduces una tarjeta de pago, pero no se te cobra nada antes de que termine la prueba; si cancelas ' +
              'desde tu perfil antes de esa fecha, no pagas absolutamente nada.',
          ),
        ],
      },
      {
        id: 'privacy',
        heading: '4. Privacidad',
        blocks: [
          p(
            'Tus datos de nacimiento y tus interpretaciones son personales. Nuestra Política de privacidad explica ' +
              'qué datos recogemos, para qué, quién nos ayuda a tratarlos y cómo ejercer tus derechos, entre ellos ' +
              'el de descargar y eliminar tus datos desde tu página de perfil. Esa política forma parte de estas ' +
              'condiciones.',
          ),
        ],
      },
      {
        id: 'disclaimer',
        heading: '5. Aviso sobre la astrología',
        blocks: [
          p(
            'La astrología se ofrece con fines de reflexión, exploración personal y entretenimiento. Las posiciones ' +
              'planetarias se calculan con rigor; lo que significan es cuestión de interpretación, no un hecho, y ' +
              'ninguna interpretación predice acontecimientos con certeza.',
          ),
          p(
            'Nada de lo que encuentres en Stella constituye asesoramiento médico, jurídico, financiero ni ' +
              'psicológico. No lo utilices en lugar de acudir a un profesional cualificado, ni retrases la búsqueda ' +
              'de ayuda por algo que hayas leído aquí. Si estás atravesando una crisis, ponte en contacto con los ' +
              'servicios de emergencia de tu zona.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: '6. Propiedad intelectual',
        blocks: [
          p(
            'El software, el diseño, los textos de interpretación, las ilustraciones de las cartas del tarot y la marca de ' +
              'Stella pertenecen a Stella o a sus licenciantes. Puedes usarlos con fines personales y no comerciales ' +
              'mientras utilices el servicio.',
          ),
          p(
            'Lo que introduces, como tus datos de nacimiento, tus preguntas y tu perfil, sigue siendo tuyo. Nos ' +
              'autorizas a almacenarlo y tratarlo únicamente en la medida necesaria para prestarte el servicio de ' +
              'Stella. Puedes conservar y compartir, para uso personal, las interpretaciones generadas para ti.',
          ),
          p(
            'Stella se basa en datos y software abiertos que se reconocen en la página sobre Stella, entre ellos ' +
              'GeoNames (geonames.org), con licencia CC BY 4.0, y la biblioteca astronomy-engine, con licencia MIT.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: '7. Condiciones de pago',
        blocks: [
          list(
            `Los planes de pago se facturan mensualmente y por adelantado, en euros (EUR): ${oracle} a ` +
              `${oraclePrice} y ${master} a ${masterPrice}. El precio que se muestra es el que se cobra, con el IVA ` +
              'incluido cuando corresponda.',
            'Los pagos los procesa Stripe. Las suscripciones se renuevan automáticamente cada mes, el mismo día en ' +
              'que te suscribiste, hasta que las canceles.',
            'Puedes cancelar en cualquier momento desde tu página de perfil. La cancelación surte efecto al final ' +
              'del periodo que ya has pagado; hasta entonces conservas tu plan y no se te vuelve a cobrar.',
            'Los cambios de plan se aplican a partir del siguiente ciclo de facturación, salvo el paso de ' +
              `${oracle} a ${master}, que se aplica de inmediato. En ese caso se te cobra la diferencia prorrateada ` +
              'por lo que queda del periodo en curso.',
            'Si un pago falla, Stripe vuelve a intentarlo durante los días siguientes. Si sigue sin poder cobrarse, ' +
              `tu cuenta pasa al plan gratuito ${explorer}; tus datos se conservan.`,
            'Te avisaremos por correo electrónico de cualquier cambio de precio con al menos 30 días de antelación. ' +
              'El nuevo precio se aplicará a partir de la primera renovación posterior a esa fecha, y podrás ' +
              'cancelar antes de que eso ocurra.',
            'Los reembolsos se rigen por nuestra Política de reembolsos, que incluye una garantía de devolución del ' +
              `dinero de ${refundWindowDays} días para tu primera suscripción.`,
          ),
        ],
      },
      {
        id: 'prohibited-uses',
        heading: '8. Usos prohibidos',
        blocks: [
          p('Para que Stella siga siendo justa y funcione bien para todo el mundo, te comprometes a no:'),
          list(
            'infringir la ley ni usar Stella para acosar, amenazar o engañar a nadie;',
            'introducir datos personales de otra persona sin su permiso;',
            'compartir tu cuenta ni crear cuentas adicionales para eludir los límites de los planes, los periodos ' +
              'de prueba o el juego Astro Gems;',
            'extraer de forma automatizada, copiar o revender contenido de Stella, ni acceder al servicio mediante ' +
              'bots o scripts automatizados;',
            'intentar eludir los límites de uso del coach de IA o hacer que el coach genere contenido dañino o ilegal;',
            'sondear, perturbar o sobrecargar nuestros sistemas, ni intentar acceder a cuentas o áreas de ' +
              'administración que no sean tuyas;',
            'aplicar ingeniería inversa a la app, salvo en la medida en que la ley lo permita expresamente.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: '9. Limitación de responsabilidad',
        blocks: [
          p(
            'Prestamos el servicio de Stella con una diligencia y una pericia razonables. En la medida en que la ley lo permita, no ' +
              'respondemos de daños indirectos o consecuentes, ni de las decisiones que tomes basándote en una ' +
              'interpretación.',
          ),
          p(
            'Nuestra responsabilidad total frente a ti por cualquier reclamación se limita al importe que nos hayas ' +
              'pagado en los 12 meses anteriores al hecho que la haya originado.',
          ),
          p(
            'Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar, como ' +
              'la derivada de dolo o negligencia grave, o de muerte o daños personales causados por negligencia, ni te ' +
              'priva de los derechos que como consumidor te reconoce la legislación del país de la UE en el que vives.',
          ),
        ],
      },
      {
        id: 'updates',
        heading: '10. Cambios en estas condiciones',
        blocks: [
          p(
            'Podemos actualizar estas condiciones a medida que Stella crezca o cambie la ley. La fecha que figura ' +
              'al principio indica la versión más reciente. Si un cambio te afecta de forma relevante, te escribiremos ' +
              'al menos 30 días antes de que entre en vigor. Si no estás de acuerdo, puedes cancelar tu suscripción y ' +
              'eliminar tu cuenta antes de esa fecha; si sigues usando Stella después, aceptas las nuevas condiciones.',
          ),
          p(`¿Tienes preguntas sobre estas condiciones? Escribe a ${supportEmail}.`),
        ],
      },
    ],
  };

  const privacy: LegalDocument = {
    title: 'Política de privacidad',
    intro:
      'Tu fecha, hora y lugar de nacimiento dicen mucho de ti, por eso los tratamos con cuidado. Esta política ' +
      'explica qué datos recoge Stella, para qué, quién nos ayuda, cuánto tiempo los conservamos y cómo mantienes ' +
      'el control sobre ellos. No vendemos tus datos ni mostramos publicidad.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'data-we-collect',
        heading: '1. Datos que recogemos',
        blocks: [
          defs({
            'Datos de la cuenta':
              'Tu dirección de correo electrónico, tu nombre y apellidos, tu contraseña en forma de hash (nunca la ' +
              'contraseña en sí) y, si quieres, una foto de perfil.',
            'Datos de nacimiento':
              'La fecha, la hora y el lugar de nacimiento que introduces, las coordenadas y la zona horaria que ' +
              'obtenemos a partir de ellos, y las cartas que calculamos. Lo mismo se aplica a cualquier otra persona ' +
              'cuyos datos introduzcas para consultar la compatibilidad.',
            'Perfil y preferencias':
              'Tu biografía, si tu perfil es público o privado, el idioma, el tema visual y tus preferencias de ' +
              'correo electrónico.',
            'Datos de uso':
              'Lo que haces en Stella: las cartas que guardas, los horóscopos que lees y las comprobaciones de ' +
              'compatibilidad, cuyo recuento ves en tu perfil. Para mantener la seguridad del servicio, también ' +
              'registramos los inicios de sesión junto con el navegador y la dirección IP desde los que se hicieron, ' +
              'y contamos las solicitudes por dirección para impedir abusos.',
            'Recuento de visitas':
              'Para saber cómo se usa Stella, contamos las páginas que muestra la app. De cada una guardamos la ' +
              'página, el día y un código que permite reconocer un navegador solo dentro de ese mismo día, generado ' +
              'a partir de su dirección IP y del nombre del navegador con una clave que eliminamos al terminar el ' +
              'día. Con este fin no almacenamos ni la dirección ni el nombre del navegador, no instalamos ninguna ' +
              'cookie y, una vez terminado el día, solo conservamos los totales diarios.',
            'Datos de pago':
              'Los gestiona nuestro proveedor de pagos, Stripe. Nosotros solo recibimos tu plan, el estado de tu ' +
              'suscripción, las fechas de facturación y una referencia de cliente. Nunca vemos ni almacenamos el ' +
              'número de tu tarjeta.',
          }),
        ],
      },
      {
        id: 'how-we-use',
        heading: '2. Cómo usamos tus datos',
        blocks: [
          list(
            'para calcular tus cartas y redactar tus horóscopos e interpretaciones;',
            'para gestionar tu cuenta y tu suscripción, incluido el periodo de prueba;',
            'para enviarte los correos que necesitas: verificación de tu dirección, restablecimiento de la ' +
              'contraseña y avisos de seguridad;',
            'para mantener la seguridad de Stella, por ejemplo bloqueando una cuenta tras varios intentos fallidos ' +
              'de inicio de sesión.',
          ),
          p(
            'Conforme al RGPD, nos basamos en el contrato que tenemos contigo para prestar el servicio, en nuestro ' +
              'interés legítimo en mantener la seguridad de Stella y en las obligaciones legales relativas a los ' +
              'registros de facturación. No tomamos por medios automatizados decisiones sobre ti que produzcan ' +
              'efectos jurídicos o te afecten de forma igualmente significativa.',
          ),
        ],
      },
      {
        id: 'security',
        heading: '3. Seguridad',
        blocks: [
          list(
            'Las contraseñas solo se almacenan como hashes con sal, mediante un algoritmo de hash lento diseñado ' +
              'para contraseñas.',
            'Todo el tráfico desde y hacia Stella viaja cifrado con HTTPS (TLS).',
            'Tu sesión se guarda en una cookie HttpOnly y Secure que los scripts de la página no pueden leer.',
            'Tras varios intentos fallidos de inicio de sesión, la cuenta se bloquea durante un tiempo para impedir ' +
              'que se adivine la contraseña.',
          ),
          p(
            'Ningún sistema es completamente seguro. Si una brecha de seguridad afecta a tus datos, te lo ' +
              'comunicaremos a ti y a las autoridades, tal como exige la ley.',
          ),
        ],
      },
      {
        id: 'third-parties',
        heading: '4. Terceros',
        blocks: [
          p(
            'Solo compartimos datos con los proveedores que nos ayudan a hacer funcionar Stella, y a cada uno solo ' +
              'lo que necesita:',
          ),
          defs({
            'Alojamiento (Cloudflare)':
              'Stella funciona sobre Cloudflare, que sirve la app y almacena tu cuenta y tus cartas en su base de ' +
              'datos en nuestro nombre. Gestiona cada solicitud que haces a Stella, incluida tu dirección IP.',
            'Proveedor de pagos (Stripe)':
              'Procesa las suscripciones y los pagos con tarjeta. Stripe recibe directamente tu dirección de correo ' +
              'electrónico y tus datos de pago, y los trata conforme a su propia política de privacidad.',
            'Servicio de correo electrónico':
              'Envía los correos de verificación, de contraseña y de seguridad. Recibe tu dirección de correo ' +
              'electrónico y el mensaje.',
          }),
          p(
            'Algunos de estos proveedores pueden tratar datos fuera del Espacio Económico Europeo. En ese caso, la ' +
              'transferencia está protegida por una decisión de adecuación o por las cláusulas contractuales tipo de ' +
              'la Comisión Europea. Nunca vendemos ni alquilamos tus datos, y solo los compartimos con las ' +
              'autoridades cuando la ley lo exige.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '5. Tus derechos',
        blocks: [
          p('Tienes derecho a:'),
          list(
            'acceder a los datos que tenemos sobre ti;',
            'rectificar los datos inexactos o incompletos;',
            'suprimir tus datos y tu cuenta;',
            'llevarte tus datos en un formato portable;',
            'limitar el tratamiento de tus datos u oponerte a él.',
          ),
          p(
            'Dos de ellos puedes ejercerlos directamente desde tu página de perfil, en cualquier momento: la opción ' +
              'Exportar perfil descarga en un archivo JSON todo lo que tenemos sobre ti, y si eliminas allí tu cuenta, se ' +
              'borra junto con tus cartas e interpretaciones. Para cualquier otra cosa, o si no puedes iniciar ' +
              `sesión, escribe a ${privacyEmail}. Respondemos a todas las solicitudes en un plazo de ` +
              `${privacyReplyDays} días.`,
          ),
          p(
            'También puedes presentar una reclamación ante la autoridad de protección de datos del país de la UE en ' +
              'el que vives.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: '6. Cookies',
        blocks: [
          defs({
            Esenciales:
              'Mantienen tu sesión iniciada y segura, y recuerdan un navegador desde el que ya iniciaste sesión para ' +
              'que un bloqueo de tu cuenta no te deje sin acceso. Stella no puede funcionar sin ellas, por lo que no ' +
              'requieren consentimiento. Stella no instala cookies analíticas ni publicitarias.',
            'De preferencias':
              'Tu tema claro u oscuro y los lugares que has buscado recientemente se guardan en el almacenamiento ' +
              'local de tu navegador en este dispositivo, no en una cookie, y nunca se nos envían.',
          }),
        ],
      },
      {
        id: 'data-retention',
        heading: '7. Conservación de los datos',
        blocks: [
          list(
            'Datos de la cuenta, de nacimiento y del perfil, cartas e interpretaciones: mientras mantengas tu cuenta.',
            'Tras eliminar tu cuenta: se borran de inmediato de nuestros sistemas activos y, en un plazo de 30 días, ' +
              'de las copias de seguridad.',
            'Registros de facturación: durante el tiempo que exija la normativa fiscal y contable, hasta 10 años en ' +
              'algunos países de la UE.',
            'Registros de seguridad, como los inicios de sesión y los intentos fallidos: hasta 12 meses.',
          ),
        ],
      },
      {
        id: 'children',
        heading: '8. Menores',
        blocks: [
          p(
            'Stella no está dirigida a menores de 16 años, y no recogemos a sabiendas datos de menores. Si crees que ' +
              `un menor ha creado una cuenta, escribe a ${privacyEmail} y la eliminaremos.`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: '9. Contacto y cambios',
        blocks: [
          p(
            `Para cualquier pregunta o solicitud sobre privacidad, escribe a ${privacyEmail}. Si necesitas ayuda con ` +
              `tu cuenta, ${supportEmail} es la vía más rápida.`,
          ),
          p(
            'Si modificamos esta política de una forma que te afecte, te avisaremos por correo electrónico o en la ' +
              'app antes de que el cambio entre en vigor. La fecha que figura al principio indica la versión vigente.',
          ),
        ],
      },
    ],
  };

  const refund: LegalDocument = {
    title: 'Política de reembolsos',
    intro:
      'Queremos que te suscribas porque Stella vale la pena para ti. Si con tu primera suscripción no es así, ' +
      `nuestra garantía de devolución de ${refundWindowDays} días te devuelve el dinero, sin preguntas incómodas.`,
    lastUpdated: '2026-11-01',
    sections: [
      {
        id: 'eligibility',
        heading: '1. Requisitos',
        blocks: [
          list(
            `La garantía cubre tu primera suscripción de pago a Stella, ${oracle} (${oraclePrice}) o ${master} ` +
              `(${masterPrice}).`,
            `Si la solicitas dentro de los ${refundWindowDays} días siguientes a tu primer pago, recibes el importe ` +
              'íntegro que hayas pagado en ese tiempo, incluida la diferencia que se te haya cobrado si pasaste de ' +
              `${oracle} a ${master}.`,
            `La prueba gratuita de ${trialDays} días no cuesta nada, así que no hay nada que reembolsar por ella; ` +
              `los ${refundWindowDays} días empiezan a contar con tu primer pago efectivo.`,
            `Una vez hecho el reembolso, tu cuenta vuelve al plan gratuito ${explorer}. Tus cartas y tu historial ` +
              'se conservan.',
          ),
        ],
      },
      {
        id: 'timeline',
        heading: '2. Plazos',
        blocks: [
          defs({
            'Día 1': 'Envías tu solicitud. Te confirmamos que la hemos recibido.',
            'Días 2 y 3': 'Revisamos la solicitud y comprobamos el pago.',
            'Días 4 y 5': 'Te comunicamos nuestra decisión por correo electrónico.',
            'Días 5 a 10': 'Emitimos el reembolso a tu método de pago original y la solicitud queda cerrada.',
          }),
          p(
            'Una vez emitido, un reembolso suele tardar entre 5 y 7 días hábiles en aparecer en tu extracto, según ' +
              `tu banco. Nuestro equipo de soporte responde en un plazo de ${supportReplyHours} horas en días hábiles.`,
          ),
        ],
      },
      {
        id: 'non-refundable',
        heading: '3. Qué no se reembolsa',
        blocks: [
          list(
            'Las renovaciones posteriores a tu primera suscripción y cualquier suscripción posterior a una ' +
              'cancelación.',
            `Las solicitudes presentadas más de ${refundWindowDays} días después de tu primer pago.`,
            'La parte no utilizada de un mes después de cancelar: en su lugar, conservas el acceso hasta el final de ' +
              'ese periodo.',
            'Las suscripciones cerradas por incumplir nuestras Condiciones del servicio, por ejemplo por compartir ' +
              'la cuenta o abusar de los periodos de prueba.',
            'Las comisiones bancarias o de conversión de divisas que cobre el emisor de tu tarjeta.',
          ),
        ],
      },
      {
        id: 'how-to-request',
        heading: '4. Cómo solicitar un reembolso',
        blocks: [
          p(`Escribe a ${refundEmail} desde la dirección que usas en Stella e indica:`),
          list(
            'la dirección de correo electrónico de tu cuenta de Stella;',
            'la fecha y el importe del pago;',
            'si quieres, una línea sobre por qué Stella no era para ti. Es opcional y nos ayuda a mejorar.',
          ),
          p('No tienes que completar ningún formulario ni enviar nada más.'),
        ],
      },
      {
        id: 'cancellation-vs-refund',
        heading: '5. Cancelación y reembolso',
        blocks: [
          defs({
            Cancelación:
              'Detiene las renovaciones futuras. Puedes hacerla por tu cuenta desde tu página de perfil en ' +
              'cualquier momento. Conservas tu plan hasta el final del periodo que has pagado y no se devuelve ' +
              'ningún importe.',
            Reembolso:
              'Te devuelve el dinero que ya has pagado. También pone fin de inmediato a tu acceso Premium, porque la ' +
              'suscripción correspondiente a ese pago se cancela con él.',
          }),
          p(
            'Si quieres recuperar tu dinero gracias a la garantía, basta con que pidas el reembolso; nosotros ' +
              'cancelamos la suscripción por ti.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '6. Tus derechos legales',
        blocks: [
          p(
            'Esta política se suma a tus derechos como consumidor; no los sustituye. Nada de lo aquí dispuesto ' +
              'limita los derechos que te reconocen la legislación de la UE y la nacional, incluido el derecho de ' +
              'desistimiento cuando sea aplicable.',
          ),
        ],
      },
    ],
  };

  const about: AboutPage = {
    title: 'Astrología con una base astronómica real',
    intro:
      'Stella es una compañera personal de astrología. Calcula tu carta a partir del cielo real en el momento y el ' +
      'lugar en que naciste, y te ayuda a interpretarla con palabras claras: en tu carta natal, día a día y en tus ' +
      'relaciones.',
    features: [
      {
        title: 'Cartas natales para tu lugar de nacimiento real',
        text:
          'Planetas, nodos lunares, Ascendente, Medio Cielo y cúspides de las casas para el lugar y el momento ' +
          'exactos de tu nacimiento, aplicando las reglas históricas de las zonas horarias.',
      },
      {
        title: 'Horóscopos a partir del cielo de hoy',
        text:
          'Un horóscopo diario para cada signo, basado en la posición de la Luna y en los tránsitos del día. El ' +
          'mismo signo y la misma fecha dan siempre el mismo texto.',
      },
      {
        title: 'Compatibilidad entre dos signos cualesquiera',
        text:
          'Cómo se encuentran dos signos, elemento con elemento: una puntuación global con pasión, comunicación y ' +
          'equilibrio, y la misma interpretación cada vez que la consultas.',
      },
      {
        title: `La interpretación completa con ${oracle}`,
        text:
          'Cada planeta interpretado en su signo y en su casa con sus influencias clave, lo que rige cada una de ' +
          'tus doce casas y lo que significan los aspectos entre tus planetas.',
      },
      {
        title: 'En cualquier dispositivo, incluso sin conexión',
        text:
          'Instala Stella como app en tu teléfono o en tu equipo. Tus cartas se calculan en el propio dispositivo, ' +
          'así que la app sigue funcionando aunque se corte la conexión.',
      },
    ],
    dataSources: {
      id: 'data-sources',
      heading: 'De dónde salen los números',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Una interpretación solo puede ser tan buena como la carta en la que se basa, por eso explicamos ' +
            'abiertamente cómo calcula Stella el cielo y en qué trabajo de otros se apoya.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Posiciones planetarias',
              text:
                'El motor astronómico propio de Stella: la teoría planetaria VSOP87 y la teoría lunar ELP/MPP02 ' +
                '(series de la biblioteca astronomia, con licencia MIT), con Plutón ajustado a la integración ' +
                'numérica de la biblioteca astronomy-engine de Don Cross, con licencia MIT. Contrastamos sus ' +
                'resultados con valores de referencia de Swiss Ephemeris, el estándar del software de astrología ' +
                'profesional. El mismo motor funciona en tu navegador y en nuestros servidores.',
            },
            {
              term: 'Zonas horarias',
              text:
                'La base de datos de zonas horarias de la IANA, con todo su historial de horarios de verano, ' +
                'horarios de guerra y cambios de zona, convierte tu hora local de nacimiento en tiempo universal. ' +
                'Si por un cambio de hora tu hora de nacimiento no llegó a existir o se repitió, Stella te lo ' +
                'pregunta en lugar de suponerlo.',
            },
            {
              term: 'Lugares de nacimiento',
              text:
                'GeoNames (geonames.org), con licencia CC BY 4.0: las localidades de 1000 habitantes o más, con sus ' +
                'nombres en muchos idiomas, sus nombres anteriores, coordenadas, población, región y zona horaria. ' +
                'Stella adapta estos datos: los nombres se normalizan para la búsqueda y la zona horaria de cada ' +
                'localidad se contrasta con sus coordenadas mediante los límites de tz-lookup (CC0). Los nombres de ' +
                'los países proceden de i18n-iso-countries, y las abreviaturas de las regiones, de iso-3166-2 ' +
                '(ambos con licencia MIT).',
            },
            {
              term: 'Interpretaciones',
              text:
                'Escritas por nuestro equipo: los significados de cada signo, planeta, casa y aspecto, y los textos ' +
                'del horóscopo diario, que Stella compone a partir del cielo real de cada día.',
            },
          ],
        },
      ],
    },
    sections: [
      {
        id: 'mission',
        heading: 'Nuestra misión',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Creamos Stella para quienes disfrutan de la astrología y quieren que se haga bien: cartas precisas, ' +
              'palabras cuidadas y ninguna presión. Tu carta es un lenguaje para reflexionar sobre quién eres y cómo ' +
              'te relacionas con el mundo, y queremos que ese lenguaje resulte claro para cualquier persona, en su ' +
              'propio idioma.',
          },
          {
            kind: 'paragraph',
            text:
              'La astrología es una herramienta de reflexión, no una máquina de predicciones. Stella nunca te dirá ' +
              'qué va a ocurrir con certeza, y no sustituye el asesoramiento médico, jurídico, financiero ni ' +
              'psicológico. Es una buena compañera para pensar, y las decisiones siguen siendo tuyas.',
          },
        ],
      },
      {
        id: 'privacy-approach',
        heading: 'Tus datos siguen siendo tuyos',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Los datos de nacimiento son personales. No vendemos datos ni mostramos anuncios. Desde tu página de ' +
              'perfil puedes descargar todo lo que tenemos sobre ti, o eliminar tu cuenta, en cualquier momento.',
          },
        ],
      },
    ],
    support: {
      heading: '¿Necesitas ayuda?',
      text:
        `Escríbenos a ${supportEmail} si tienes preguntas sobre tu carta, tu cuenta o tu suscripción. ` +
        `Respondemos en un plazo de ${supportReplyHours} horas en días hábiles.`,
    },
  };

  return { terms, privacy, refund, about };
}
