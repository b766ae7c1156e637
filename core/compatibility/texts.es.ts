import type { CompatibilityTexts } from './types';

/** Los textos de compatibilidad en español: las valoraciones de la especificación y una descripción por pareja de elementos. */
export const COMPATIBILITY_ES: CompatibilityTexts = {
  ratings: {
    same: '¡Compatibilidad excelente!',
    complementary: 'Muy buena compatibilidad',
    other: 'Buena compatibilidad',
  },
  overviews: {
    'fire-fire':
      'Dos signos de fuego suelen reconocerse al instante: el mismo apetito de aventura, la misma chispa rápida de entusiasmo. Juntos pueden animarse mutuamente hacia planes audaces y grandes carcajadas. El calor va en las dos direcciones, así que los ánimos pueden encenderse deprisa, y turnarse en el centro de atención suele evitar que la calidez se convierta en una competición.',
    'fire-earth':
      'El fuego aporta la chispa y la tierra, la constancia, así que esta combinación suele funcionar mejor cuando cada uno valora lo que al otro le falta. El signo de fuego puede encontrar al de tierra lento para lanzarse, mientras que el de tierra puede ver al de fuego demasiado inquieto. Con paciencia por un lado y aliento por el otro, una idea puede convertirse en algo sólido que construyan juntos.',
    'fire-air':
      'El aire alimenta el fuego, y esta es una de las combinaciones más animadas del zodiaco. La conversación suele fluir sin esfuerzo, los planes se multiplican y cada uno puede sacar a relucir el lado juguetón y curioso del otro. El riesgo está en tener mucho impulso y poca continuidad, así que llevar algunos sueños compartidos a la vida diaria puede ayudar a que la relación perdure.',
    'fire-water':
      'El fuego y el agua se encuentran con verdadera intensidad: uno actúa por impulso, el otro lo siente todo a fondo. Ese contraste puede resultar magnético, ya que el signo de fuego ofrece valentía y el de agua, profundidad emocional. Pueden surgir malentendidos cuando la franqueza choca con la sensibilidad, así que la delicadeza en el calor del momento suele importar más que tener la razón.',
    'earth-earth':
      'Dos signos de tierra suelen compartir una comprensión tranquila de lo que importa: la lealtad, la fiabilidad y una vida construida con cuidado a lo largo del tiempo. Es probable que se sientan a gusto con el ritmo del otro y con una forma práctica de demostrar el amor. La comodidad es real, y elegir de vez en cuando algo nuevo para hacer juntos puede evitar que la estabilidad se convierta en rutina.',
    'earth-air':
      'La tierra piensa en lo que es real y útil, mientras que el aire piensa en ideas y posibilidades. Esta combinación puede ser una buena alianza entre planificar y hacer: el signo de aire abre nuevos horizontes y el de tierra los vuelve viables. Es posible que cada uno tenga que acercarse al otro a mitad de camino, ya que el cambio constante puede desestabilizar a la tierra y demasiada cautela puede resultar asfixiante para el aire.',
    'earth-water':
      'La tierra y el agua tienden a nutrirse mutuamente, como la lluvia y el suelo. El signo de tierra ofrece estabilidad y un lugar seguro donde aterrizar, mientras que el de agua aporta calidez, intuición y cuidado emocional. Aquí la confianza suele crecer despacio, pero a menudo echa raíces profundas, y expresar en voz alta lo que sienten ayuda a que este vínculo florezca.',
    'air-air':
      'Dos signos de aire pueden hablar durante horas y rara vez se quedan sin temas que explorar. Probablemente comparten el gusto por las ideas, los amigos y la libertad, y esa ligereza hace que esta combinación sea relajada y divertida. El reto puede estar en sostener las emociones cuando se vuelven densas, así que dejar espacio para momentos más tranquilos y personales puede hacer más profunda la relación.',
    'air-water':
      'El aire vive en la mente y el agua vive en el corazón, lo que hace que esta combinación sea a la vez intrigante y delicada. El signo de aire puede ayudar al de agua a poner palabras a lo que siente, y el de agua puede mostrar al de aire el valor de la cercanía emocional. Pueden darse malas interpretaciones cuando la lógica se topa con el estado de ánimo, así que la paciencia y las palabras que dan seguridad ayudan mucho aquí.',
    'water-water':
      'Dos signos de agua suelen entenderse sin necesidad de explicarse. La empatía, la intuición y una profunda lealtad emocional pueden hacer que este vínculo se sienta como volver a casa. Como las emociones son intensas por ambas partes, los estados de ánimo pueden contagiarse de uno a otro, y un poco de ligereza junto con palabras claras ayuda a mantener las aguas en calma.',
  },
};
