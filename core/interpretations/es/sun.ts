import type { SignTexts } from '../types';

/** El Sol en cada signo: identidad, vitalidad, lo que más vida te da. */
export const SUN: SignTexts = {
  aries:
    'Cobras vida cuando hay algo que empezar, un primer paso que nadie ha dado todavía. Tu identidad se construye a través de la acción, así que sueles descubrir quién eres probando, tropezando y volviendo a probar. La franqueza es tu don natural, y tu vitalidad suele dispararse en cuanto aparece un desafío.',
  taurus:
    'Tu identidad crece despacio y echa raíces profundas, como un jardín cuidado a lo largo de muchas estaciones. Sueles sentirte más tú cuando la vida tiene un ritmo estable y tus sentidos participan, ya sea con buena comida, con música o con el tacto de la tierra en las manos. Los demás pueden apoyarse en tu paciencia, que suele sobrevivir a las tormentas pasajeras.',
  gemini:
    'La curiosidad es el motor de tu identidad, y te sientes con más vida que nunca cuando tu mente tiene algo nuevo a lo que dar vueltas. Puedes tener varios intereses a la vez, y esa variedad, más que un defecto, es la manera en que tu energía se mantiene luminosa. Las conversaciones, las preguntas y las conexiones rápidas suelen ser tu forma de descubrir quién eres.',
  cancer:
    'Brillas a través del cuidado, y quien eres está muy ligado a las personas y los lugares a los que llamas hogar. Tu fuerza suele actuar en silencio, recordando lo que los demás necesitan antes de que lo pidan. Un caparazón protector puede ocultar una vida interior muy rica, y sentirte a salvo en lo emocional es lo que permite que toda tu vitalidad salga a la luz.',
  leo: 'Estás aquí para expresarte, y tu vitalidad crece cuando entregas el corazón abiertamente a algo que amas. La calidez, la generosidad y un talento para lo teatral suelen salirte de forma natural y atraen a la gente hacia tu luz. El reconocimiento te importa, y el más profundo suele llegar cuando creas desde una alegría sincera y no para recibir aplausos.',
  virgo:
    'Tu identidad toma forma a través de la utilidad, y sueles sentirte más tú cuando mejoras algo, por pequeño que sea. Una mirada atenta te permite ver los detalles que a otros se les escapan, y puedes encontrar verdadera satisfacción en el oficio, el servicio y las rutinas bien hechas. Ser tan amable con tus propias imperfecciones como servicial con los demás suele liberar tu energía.',
  libra:
    'Te defines a través de las relaciones y descubres quién eres en el intercambio entre tú y los demás. Un fuerte sentido de la justicia y buen ojo para la belleza suelen guiar tus decisiones. Puedes sopesar todos los puntos de vista antes de decidir, y tu don está en crear una armonía que aun así deje espacio para el desacuerdo sincero.',
  scorpio:
    'Tu sentido de identidad es profundo, y tiendes a entregarte por completo a lo que de verdad te importa. Las respuestas superficiales rara vez te satisfacen, porque te atrae lo oculto, lo intenso y lo auténtico. Tu vitalidad suele renovarse a través de la transformación: sueltas lo que ya no encaja y resurges con una fuerza ganada a pulso.',
  sagittarius:
    'Te sientes con más vida cuando tus horizontes se amplían, ya sea viajando, estudiando o en una conversación que cambia tu manera de ver las cosas. El optimismo y un amor inquieto por la libertad suelen definirte. Tu identidad se forja en la búsqueda de sentido, y puede que descubras que la honestidad, aunque a veces salga sin filtro, es uno de tus valores esenciales.',
  capricorn:
    'Construyes tu vida como quien construye una casa: paso a paso, con paciencia y con un plan. Es posible que la responsabilidad te haya llegado pronto, y sueles ganarte el respeto con perseverancia más que con exhibición. Detrás de tu serenidad hay un humor seco y una ambición discreta, y ambos suelen fortalecerse con los años.',
  aquarius:
    'Tu identidad se apoya en la independencia y en una visión de cómo podrían mejorar las cosas para todos. Puedes sentirte un poco al margen de la multitud, y esa distancia suele darte una perspectiva fresca y original. Las amistades, las ideas y las causas que te trascienden tienden a llenarte de energía, sobre todo cuando tienes libertad para salirte de lo convencional.',
  pisces:
    'En esencia eres fluidez e imaginación, y te moldea una sensibilidad que te permite sentir lo que sienten los demás. La creatividad, la compasión y un mundo interior muy rico suelen sostener tu vitalidad. Puede que necesites tiempo a solas para recuperarte de todo lo que absorbes, y en ese silencio sueles encontrar tu inspiración más profunda.',
};
