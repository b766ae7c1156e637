import type { SignTexts } from '../types';

/** La Luna en cada signo: necesidades emocionales, lo que reconforta, la forma de procesar lo que se siente. */
export const MOON: SignTexts = {
  aries:
    'Tus emociones llegan rápidas y ardientes, y sueles procesarlas haciendo algo en lugar de quedarte sin moverte. Puede que necesites espacio para reaccionar con sinceridad antes de poder calmarte. El consuelo suele llegar con el movimiento, con un nuevo comienzo o con un problema que puedas afrontar de frente, y tus estados de ánimo suelen pasar tan deprisa como se encienden.',
  taurus:
    'La seguridad emocional te llega a través de los sentidos y de la estabilidad. Una rutina conocida, un hogar acogedor y placeres sencillos como una buena comida o una manta caliente pueden serenarte de forma notable. Sueles ser constante y leal en tus vínculos, aunque los cambios repentinos pueden inquietarte más de lo que dejas ver.',
  gemini:
    'A menudo entiendes lo que sientes cuando lo pones en palabras, lo hablas o lo escribes. La variedad y los estímulos mentales te tranquilizan, mientras que el aburrimiento puede llenarte de inquietud. A veces puedes analizar una emoción en lugar de sentirla, y el consuelo suele llegar con una buena conversación con alguien que de verdad escucha.',
  cancer:
    'La Luna está en su domicilio en Cáncer, y tu vida emocional es profunda, protectora y tierna. Necesitas un nido seguro y personas a las que cuidar, y sueles recordar con exactitud cómo se sintió cada momento. La nostalgia, los rituales familiares y las noches tranquilas en casa suelen reconfortarte cuando el mundo exterior se vuelve excesivo.',
  leo: 'Necesitas que te vean y te valoren, y el cariño dado con libertad suele sacar tu lado más generoso. Tus emociones son expresivas y sinceras, a veces teatrales. El consuelo suele llegar con el juego, la creatividad y el afecto leal, mientras que sentir que no te tienen en cuenta puede dolerte más de lo que muestras.',
  virgo:
    'Sueles calmar tus emociones poniendo orden en algo, ya sea un cajón, una agenda o un problema enredado. Ser útil te tranquiliza, y es posible que demuestres el amor con gestos prácticos más que con grandes palabras. Aceptar las emociones que no se pueden arreglar, y descansar sin tener que ganártelo primero, suele darte verdadera paz.',
  libra:
    'El equilibrio emocional te importa profundamente, y la discordia en tu entorno o en tus relaciones puede desestabilizarte enseguida. Sueles encontrar consuelo en la compañía, la belleza y los espacios armoniosos. Puede que dejes de lado tus propias necesidades para mantener la paz, así que ponerle nombre a lo que sientes es una parte importante de tu crecimiento emocional.',
  scorpio:
    'Tus emociones son intensas y reservadas, y puede que solo muestres tu mundo interior a quienes se han ganado tu confianza. Necesitas profundidad, lealtad y sinceridad en tus vínculos más cercanos. El consuelo superficial rara vez te calma; más bien, sueles sanar afrontando las emociones por completo y dejando que te transformen.',
  sagittarius:
    'Necesitas libertad emocional y espacio para moverte, y la sensación de encierro puede inquietarte. El humor, el optimismo y la promesa de aventura suelen levantarte el ánimo. A menudo procesas lo que sientes buscando el sentido o la lección que encierra, y un paseo largo, un viaje o una gran idea pueden devolverte el buen humor.',
  capricorn:
    'Sueles llevar tus emociones con serenidad, y a veces asumes responsabilidades antes de permitirte descansar. La seguridad te llega a través de la estructura, los logros y la certeza de que puedes contar contigo. Bajo esa reserva hay una ternura real, y es posible que te reconforten las personas que demuestran su cariño con constancia.',
  aquarius:
    'A menudo necesitas un poco de distancia emocional para entender lo que sientes, y das un paso atrás para ver el conjunto. La amistad, la libertad y que te acepten tal como eres suelen importarte más que la cercanía convencional. Puede que te sientas más a gusto en un círculo de almas afines que respeten tu independencia.',
  pisces:
    'Tus emociones son porosas y amplias, y puedes absorber los estados de ánimo de tu alrededor sin darte cuenta. El consuelo suele llegar con la música, el arte, el agua, los sueños o la soledad tranquila. Tu compasión es un don, y aprender a distinguir tus propias emociones de las de los demás suele ayudarte a sentirte con los pies en la tierra.',
};
