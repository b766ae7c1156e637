import type { SignTexts } from '../types';

/** El Ascendente en cada signo: la primera impresión y la forma de afrontar la vida. */
export const RISING: SignTexts = {
  aries:
    'Sueles salir al encuentro del mundo de frente, y los demás suelen percibir en ti audacia, energía y rapidez para actuar. Tu primer instinto es moverte, empezar, decir lo que piensas. Puede que la gente note tu franqueza antes que cualquier otra cosa, y afrontas la vida como una serie de retos que tienes ganas de asumir.',
  taurus:
    'Sueles transmitir calma, solidez y una compañía agradable, con una presencia que hace que los demás se sientan a gusto. Te acercas a las situaciones nuevas con cuidado y prefieres tomarte tu tiempo antes de comprometerte. La gente puede notar tu estabilidad, tu buen gusto y unas maneras sin prisa que dejan ver que sabes lo que valoras.',
  gemini:
    'La primera impresión que das suele ser vivaz: mirada rápida, conversación fácil y un aire curioso y juvenil. Afrontas la vida reuniendo información, haciendo preguntas y manteniendo abiertas tus opciones. Los demás pueden ver en ti ingenio y capacidad de adaptación, alguien capaz de hablar con casi cualquiera sobre casi cualquier cosa.',
  cancer:
    'Al principio puedes parecer una persona suave, reservada o discretamente atenta, que se toma su tiempo para percibir si un lugar es seguro. Cuando te sientes a gusto, tu calidez y tu instinto protector se muestran con claridad. Sueles afrontar la vida a través del sentimiento, y la gente a menudo intuye que notas cómo se siente cada persona antes de que diga una palabra.',
  leo: 'Sueles hacer una entrada cálida y memorable, y la gente tiende a notar enseguida tu seguridad y tu presencia. Afrontas la vida con un sentido de la dignidad y el deseo de expresarte plenamente. Los demás pueden ver en ti generosidad y resplandor, y es probable que te enorgullezcas de tu porte.',
  virgo:
    'Sueles dar una imagen serena, observadora y modesta: la de la persona que ve lo que a otros se les pasa por alto. Tu forma de afrontar la vida es reflexiva y práctica, y te gusta entender cómo funcionan las cosas antes de lanzarte. Mucha gente acaba contando con tu disposición a ayudar, aunque por fuera muestres más reserva de la que sientes por dentro.',
  libra:
    'Sueles causar una primera impresión elegante, con buenos modales, encanto y buen ojo para la estética. Afrontas la vida con diplomacia, buscando el equilibrio y teniendo en cuenta otros puntos de vista. Puede que a la gente le resulte fácil hablar contigo, y sueles suavizar los momentos tensos sin que parezca que te esfuerzas.',
  scorpio:
    'Puedes dar una impresión intensa, magnética o difícil de descifrar, y la gente suele intuir tu profundidad antes de que reveles gran cosa. Afrontas la vida con estrategia, observando con atención y protegiendo tu intimidad. Los demás pueden sentir que ves a través de ellos, y tu presencia silenciosa suele dejar una huella duradera.',
  sagittarius:
    'Sueles transmitir apertura, simpatía y entusiasmo, con una risa fácil y espíritu de aventura. Afrontas la vida como una exploración, con ganas de aprender y poca disposición a que te encasillen. Tu honestidad y tu optimismo suelen ser lo que la gente recuerda, junto con un buen humor que hace que las situaciones nuevas parezcan más ligeras.',
  capricorn:
    'A menudo das una primera impresión de seriedad, competencia y autocontrol, incluso en la juventud. Afrontas la vida con un plan y prefieres demostrar tu valía con resultados. Los demás suelen ver en ti madurez y fiabilidad, y tu reserva tiende a suavizarse a medida que crece la confianza.',
  aquarius:
    'Puedes dar a los demás una impresión amable pero algo peculiar, con un estilo independiente muy tuyo. Afrontas la vida con curiosidad por cómo podrían funcionar las cosas de otra manera. La gente suele notar tu apertura a las ideas nuevas y tu costumbre de tratar a todo el mundo de igual a igual, sea cual sea su posición.',
  pisces:
    'Sueles transmitir dulzura, un aire soñador y receptividad, con una suavidad que invita a los demás a abrirse. Afrontas la vida de forma intuitiva, siguiendo sentimientos e impresiones más que planes fijos. La amabilidad y un aire artístico suelen ser lo primero que la gente nota, y tu manera de estar tiende a cambiar con el ambiente que te rodea.',
};
