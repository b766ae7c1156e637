import type { HouseNumber, HouseText } from '../types';

/** Las doce casas: lo que rige cada una y su significado cuando un planeta se sitúa en ella. */
export const HOUSES: Readonly<Record<HouseNumber, HouseText>> = {
  1: {
    name: 'Casa 1',
    governs:
      'La casa 1 rige tu imagen de ti, tu apariencia y tu forma de empezar las cosas. Comienza en el Ascendente y tiñe tu manera de salir al encuentro del mundo.',
    occupied:
      'Lo que se sitúa aquí es difícil de ocultar: sus cualidades suelen verse en tus maneras, tu aspecto y tus primeras reacciones, y pasan a formar parte de cómo te reconocen los demás.',
  },
  2: {
    name: 'Casa 2',
    governs:
      'La casa 2 rige tus recursos, tus bienes y tu sentido de la propia valía. Describe lo que valoras y cómo construyes tu seguridad material y personal.',
    occupied:
      'Un planeta en esta casa tiende a expresarse a través de lo que posees, ganas y valoras, y a menudo influye en la seguridad que sientes en tu propia valía.',
  },
  3: {
    name: 'Casa 3',
    governs:
      'La casa 3 rige la comunicación, el aprendizaje cotidiano y tu entorno inmediato, incluidos los hermanos, los vecinos y los desplazamientos cortos.',
    occupied:
      'La energía situada aquí suele teñir tu manera de pensar, hablar y escribir, y puede manifestarse en tus lazos con tus hermanos o en el ritmo de los recados y las conversaciones de cada día.',
  },
  4: {
    name: 'Casa 4',
    governs:
      'La casa 4 rige el hogar, la familia y tus raíces emocionales. Se encuentra en la base de la carta y describe tu vida privada y aquello que te hace sentir que perteneces a un lugar.',
    occupied:
      'Un planeta aquí suele actuar de puertas adentro, moldeando tu vida familiar, tus recuerdos de infancia y el tipo de hogar que intentas crear.',
  },
  5: {
    name: 'Casa 5',
    governs:
      'La casa 5 rige la creatividad, el romance, el juego y la expresión personal, junto con los hijos y aquello que creas por puro placer.',
    occupied:
      'Lo que habita esta casa busca expresarse a través del disfrute: enamorarte, crear, actuar, jugar o arriesgarte por algo que te hace sentir con vida.',
  },
  6: {
    name: 'Casa 6',
    governs:
      'La casa 6 rige el trabajo diario, las rutinas y el servicio, junto con el cuidado cotidiano de tu cuerpo y tu bienestar.',
    occupied:
      'Un planeta en la casa 6 suele manifestarse en tus hábitos y responsabilidades, en tu forma de trabajar con los compañeros y en las pequeñas disciplinas que mantienen tu vida en marcha.',
  },
  7: {
    name: 'Casa 7',
    governs:
      'La casa 7 rige la pareja y las asociaciones: el matrimonio, las colaboraciones estrechas, los contratos y los rivales declarados. Comienza en el Descendente, justo enfrente del Ascendente.',
    occupied:
      'La energía situada aquí suele vivirse a través de otras personas; es posible que encuentres sus cualidades primero en tus parejas y aliados cercanos, y las relaciones se convierten en el lugar donde aprendes a hacerlas tuyas.',
  },
  8: {
    name: 'Casa 8',
    governs:
      'La casa 8 rige la intimidad, los recursos compartidos, las herencias y la transformación profunda, incluidos los finales que dejan espacio a la renovación.',
    occupied:
      'Un planeta en esta casa tiende a actuar en profundidad y aflora en los momentos de confianza, vulnerabilidad y cambio, así como en tu manera de gestionar lo que compartes con los demás.',
  },
  9: {
    name: 'Casa 9',
    governs:
      'La casa 9 rige los estudios superiores, los viajes largos, la filosofía y las creencias: la búsqueda de sentido más allá de tu mundo conocido.',
    occupied:
      'Lo que se sitúa en la casa 9 suele empujarte hacia fuera, hacia lugares lejanos, nuevos maestros y grandes preguntas, y tiñe aquello en lo que llegas a creer.',
  },
  10: {
    name: 'Casa 10',
    governs:
      'La casa 10 rige la carrera, la reputación y la vida pública, junto con tus ambiciones y tu relación con la autoridad. Comienza en el Medio Cielo, el punto más alto de la carta.',
    occupied:
      'Un planeta aquí está a la vista de todos, y suele dar forma a tu vocación, tu imagen pública y el legado que esperas construir.',
  },
  11: {
    name: 'Casa 11',
    governs: 'La casa 11 rige la amistad, las comunidades, las redes de contactos y tus esperanzas de futuro.',
    occupied:
      'Los planetas en la casa 11 suelen expresarse en grupos y causas, en los amigos que reúnes y en las metas que persigues junto a otras personas.',
  },
  12: {
    name: 'Casa 12',
    governs:
      'La casa 12 rige la soledad, los sueños y el inconsciente, junto con todo lo que está oculto, lo que se entrega o lo que se hace en silencio, lejos de las miradas.',
    occupied:
      'Un planeta en la casa 12 suele actuar en privado, a través de la reflexión, la intuición y el esfuerzo que no se ve, y sus dones a menudo se revelan con más claridad cuando pasas tiempo a solas.',
  },
};
