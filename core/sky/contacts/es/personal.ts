import type { PersonalContacts } from '../../contacts';

/** The Spanish readings of the transiting Sun, Mercury, Venus and Mars and the progressed Moon, per natal point and kind of aspect. */
export const PERSONAL: PersonalContacts = {
  sun: {
    sun: {
      blend: {
        text: 'El Sol vuelve al lugar exacto que ocupaba cuando naciste: es tu revolución solar, un umbral en el que la vitalidad se renueva y conviene volver a formular tu propósito.',
        advice: 'Escribe una intención clara para el ciclo que empieza y guárdala donde puedas verla a menudo.',
      },
      easy: {
        text: 'Te resulta más fácil ser quien eres sin dar explicaciones: la confianza surge sola, el cuerpo tiene más chispa y la gente suele responder a tu luz con calidez.',
        advice: 'Muestra a alguien ese trabajo o esa idea que guardabas por pudor.',
      },
      tense: {
        text: 'Puede que notes menos energía o una división interior entre lo que quieres y lo que el entorno espera de ti; es un ajuste de rumbo, no un veredicto sobre quién eres.',
        advice:
          'Protege tu descanso y revisa el único objetivo que ha dejado de encajar contigo, sin forzar los demás.',
      },
    },
    moon: {
      blend: {
        text: 'La luz cae sobre tu mundo emocional: lo que necesitas se vuelve evidente, el hogar y la familia pasan a primer plano y los sentimientos piden palabras.',
        advice: 'Di a alguien cercano lo que necesitas, con sencillez y cariño, y dedica algo de cuidado a tu casa.',
      },
      easy: {
        text: 'Cabeza y corazón van en la misma dirección, de modo que cuidarte y perseguir lo que quieres dejan de ser tareas enfrentadas y se vuelven un solo movimiento.',
        advice:
          'Cocina para ti con el mismo mimo que pondrías para un invitado, o invita a tu mesa a la gente que quieres.',
      },
      tense: {
        text: 'Lo que quieres conseguir y lo que necesitas para sentirte a salvo tiran en sentidos opuestos, y el cansancio o la irritación en casa suelen delatar ese tironeo.',
        advice:
          'Reserva un rincón de tu vida privada libre de obligaciones y rechaza una exigencia que te deje sin fuerzas.',
      },
    },
    mercury: {
      blend: {
        text: 'Tu mente recibe toda la luz: las ideas ganan nitidez, hablas con más convicción y resulta más fácil saber qué piensas de verdad sobre un asunto pendiente.',
        advice: 'Redacta la propuesta, la carta o el plan mientras tus ideas conserven esta claridad.',
      },
      easy: {
        text: 'Palabras e intenciones se alinean: estudiar, negociar o resolver trámites resulta más llevadero, y los demás están más dispuestos a escuchar tu punto de vista.',
        advice: 'Despacha ese correo difícil o esa gestión que vienes aplazando, y sé breve.',
      },
      tense: {
        text: 'El orgullo puede colarse en las conversaciones: cuesta escuchar sin querer tener razón, y una discusión trivial acaba sonando a cuestión de principios.',
        advice:
          'Antes de responder, repite con tus palabras lo que el otro ha dicho; entender suele valer más que ganar.',
      },
    },
    venus: {
      blend: {
        text: 'Tu encanto se nota más que de costumbre: el afecto fluye, crece el deseo de agradar y dan ganas de rodearte de personas queridas y de cosas bellas.',
        advice: 'Haz un plan con alguien a quien quieres o regálate algo bonito que no cueste demasiado.',
      },
      easy: {
        text: 'La simpatía te abre puertas con naturalidad, y los encuentros, las reconciliaciones y hasta los asuntos de dinero tienden a beneficiarse de un tono amable.',
        advice: 'Da el primer paso hacia alguien con quien la relación se había enfriado.',
      },
      tense: {
        text: 'Lo que deseas y lo que valoras pueden no coincidir con lo que otros esperan de ti, y la tentación de comprar afecto o aprobación es mayor de lo habitual.',
        advice: 'Antes de gastar o de ceder para agradar, pregúntate qué valoras de verdad.',
      },
    },
    mars: {
      blend: {
        text: 'Sube la temperatura: hay energía de sobra, ganas de competir y poca paciencia, así que la iniciativa y el enojo andan muy cerca.',
        advice: 'Vuelca el impulso en ejercicio o en una tarea exigente antes de que busque una pelea.',
      },
      easy: {
        text: 'Voluntad y acción se ponen de acuerdo: tomas la iniciativa sin esfuerzo, defiendes lo tuyo sin agresividad y el cuerpo responde con un vigor que contagia.',
        advice: 'Empieza la tarea que pide valor y da el primer paso sin esperar permiso.',
      },
      tense: {
        text: 'Tu voluntad tropieza con obstáculos o con la de otros, y el genio se enciende con facilidad; el roce puede ser útil si te muestra qué merece de verdad tu lucha.',
        advice: 'Elige una sola batalla que importe y deja pasar las demás provocaciones.',
      },
    },
    jupiter: {
      blend: {
        text: 'El horizonte se ensancha: crece la fe en ti, aflora la generosidad y las oportunidades parecen más a mano, sobre todo si te atreves a pedir.',
        advice: 'Pide ese favor, esa recomendación o esa oportunidad que te parecía demasiado grande.',
      },
      easy: {
        text: 'Un optimismo sereno acompaña tus pasos; maestros, viajes o estudios pueden abrir puertas, y la generosidad con otros suele volver por caminos inesperados.',
        advice: 'Aprende algo nuevo o escribe a alguien que admiras para contarle lo que buscas.',
      },
      tense: {
        text: 'El entusiasmo puede desbordarse en exceso de confianza: prometer más de lo que puedes dar, gastar de más o creer que las reglas no van contigo.',
        advice: 'Antes de comprometerte, recorta tu promesa a la mitad y cumple esa mitad con creces.',
      },
    },
    saturn: {
      blend: {
        text: 'La luz cae de lleno sobre tus deberes y tus límites; puede pesar, pero también aclara qué estructura sostiene de verdad tu vida y cuál sobra.',
        advice: 'Atiende la responsabilidad que vienes esquivando y descansa cuando la hayas cumplido.',
      },
      easy: {
        text: 'La disciplina cuesta menos y la autoridad te mira con buenos ojos: es un contacto propicio para ordenar, planificar y consolidar lo que ya has construido.',
        advice: 'Redacta un plan realista para tu meta principal y da el primer paso concreto.',
      },
      tense: {
        text: 'Exigencias externas, una figura de autoridad o tus propios miedos frenan tu impulso, y la sensación de no estar a la altura puede pesar más de lo justo.',
        advice: 'Haz menos cosas y hazlas bien; pide ayuda en lugar de cargar con todo a solas.',
      },
    },
    uranus: {
      blend: {
        text: 'Se despierta tu necesidad de libertad: surgen ideas originales, ganas de romper la rutina y una electricidad nerviosa difícil de contener.',
        advice: 'Cambia algo pequeño de tu rutina para dar aire a lo que pide novedad.',
      },
      easy: {
        text: 'La originalidad se enciende sin sobresaltos: te atreves a ser diferente, a probar otro método y a decir lo que otros no se animan a decir.',
        advice: 'Prueba una solución poco convencional para ese problema que sigue atascado.',
      },
      tense: {
        text: 'Tu deseo de independencia choca con compromisos o personas, y los nervios quedan a flor de piel; un cambio brusco puede parecer liberador y ser solo una huida.',
        advice: 'Antes de romper con algo, deja que se calme el pulso y pregúntate de qué quieres liberarte.',
      },
    },
    neptune: {
      blend: {
        text: 'Los contornos se difuminan: crecen la sensibilidad, la inspiración y la compasión, pero también el cansancio y la duda sobre lo que de verdad quieres.',
        advice: 'Reserva espacio para el arte, la música o el silencio y aplaza las decisiones grandes.',
      },
      easy: {
        text: 'La imaginación y la empatía fluyen con suavidad, y tu intuición se vuelve una guía fiable para crear, ayudar a alguien o acercarte a lo espiritual.',
        advice: 'Dale forma a una inspiración: dibuja, escribe o toca algo sin juzgar el resultado.',
      },
      tense: {
        text: 'El ánimo puede nublarse y los límites entre tú y los demás se vuelven borrosos: es fácil idealizar, dejarse engañar o quedarse sin fuerzas sin saber por qué.',
        advice: 'Lee la letra pequeña, confirma lo que te prometan y duerme lo suficiente.',
      },
    },
    pluto: {
      blend: {
        text: 'Lo enterrado sale a la luz con intensidad: deseos de poder, obsesiones o verdades incómodas reclaman tu atención y te empujan a transformarte.',
        advice: 'Mira de frente lo que llevas tiempo evitando y decide qué necesita terminar.',
      },
      easy: {
        text: 'Tienes acceso a una fuerza interior profunda: puedes investigar, sanar una herida o influir en una situación con una concentración que los demás notan.',
        advice: 'Pon esa intensidad al servicio de un problema complejo que exige ir hasta el fondo.',
      },
      tense: {
        text: 'Asoman luchas de poder, dentro de ti o con otros, y lo que intentas controlar se resiste; la presión, bien mirada, revela qué necesita transformarse.',
        advice: 'Suelta el control en un asunto concreto y observa qué cambia cuando dejas de forzar.',
      },
    },
    ascendant: {
      blend: {
        text: 'Quedas a la vista: el cuerpo se siente más vital, tu presencia pesa más y es natural empezar algo con tu propio sello.',
        advice: 'Preséntate, inicia ese proyecto personal o renueva tu imagen con algo que te represente.',
      },
      easy: {
        text: 'Tu manera de presentarte resulta natural y agradable, y te mueves por el mundo con una confianza que facilita los primeros pasos y los encuentros nuevos.',
        advice: 'Acude a ese encuentro o a esa entrevista y deja que se vea quién eres.',
      },
      tense: {
        text: 'Los demás pueden devolverte una imagen de ti que no te gusta, o tu forma de actuar choca con lo que esperan; esa fricción afina la manera en que te muestras.',
        advice: 'Pregunta cómo te ven en lugar de suponerlo, y cambia solo lo que de verdad vaya contigo.',
      },
    },
    midheaven: {
      blend: {
        text: 'La vocación y la reputación pasan a primer plano: lo que haces se ve más, los superiores prestan atención y tu rumbo profesional gana nitidez.',
        advice: 'Muestra tus logros, pide el reconocimiento que mereces o presenta tu propuesta profesional.',
      },
      easy: {
        text: 'El trabajo y la imagen pública reciben un impulso amable: tu esfuerzo se nota más y las metas profesionales parecen claras y alcanzables.',
        advice: 'Da un paso visible hacia tu meta profesional: una solicitud, una llamada, una propuesta.',
      },
      tense: {
        text: 'La vida pública y la privada compiten por tu energía, o una autoridad cuestiona tu rumbo, y la tensión te obliga a revisar hacia dónde te diriges.',
        advice: 'Decide qué obligación va primero y díselo con claridad a los demás, en lugar de querer llegar a todo.',
      },
    },
  },
  moon: {
    sun: {
      blend: {
        text: 'Es tu Luna nueva progresada, el comienzo de un capítulo emocional en el que lo que sientes y lo que quieres ser se funden, y el hogar, la familia y el cuerpo piden un lugar en tu propósito.',
        advice:
          'Ajusta tu vida doméstica a la persona que estás llegando a ser: un cambio en casa puede sostener un cambio interior.',
      },
      easy: {
        text: 'Las emociones apoyan tu propósito en lugar de frenarlo, y esa paz contigo se contagia a la familia y al cuerpo, que recupera un ritmo amable.',
        advice: 'Aprovecha esa calma para cuidar los vínculos familiares que te sostienen y para descansar bien.',
      },
      tense: {
        text: 'Lo que sientes y lo que quieres llegar a ser tiran en direcciones distintas, y esa inquietud suele notarse en casa, en el sueño o en el humor.',
        advice: 'Escucha lo que te pide el cuerpo y no sacrifiques la vida familiar por una meta que puede esperar.',
      },
    },
    moon: {
      blend: {
        text: 'La Luna progresada vuelve a su lugar natal: es su retorno, que cierra un gran ciclo emocional y abre otro, con la mirada vuelta hacia el hogar, la familia y las raíces.',
        advice: 'Haz balance de lo vivido en lo íntimo y elige qué costumbres quieres llevar contigo al ciclo nuevo.',
      },
      easy: {
        text: 'Te reconcilias con tus propias necesidades: el corazón se sosiega, el trato con la familia se suaviza y el cuerpo encuentra un ritmo más natural.',
        advice:
          'Cuida las rutinas que te nutren: comidas compartidas, un descanso sin culpa y un rincón propio en casa.',
      },
      tense: {
        text: 'Viejas necesidades emocionales reclaman atención, y lo que antes te daba seguridad puede ya no bastar; en casa o con la familia asoman ajustes pendientes.',
        advice: 'Nombra lo que has dejado de necesitar y habla con tu familia de los cambios que pide la convivencia.',
      },
    },
    mercury: {
      blend: {
        text: 'Cuando la emoción tiñe la mente, pensar y sentir se vuelven una misma cosa: afloran recuerdos y las conversaciones en familia ganan un peso nuevo.',
        advice: 'Lleva un diario o ten por fin esa conversación familiar que se ha ido posponiendo.',
      },
      easy: {
        text: 'Las palabras salen del corazón sin esfuerzo, y es una etapa propicia para hablar de lo que sientes, aprender en casa o poner orden en los asuntos domésticos.',
        advice: 'Cuenta tu historia a alguien de confianza o pon por escrito un recuerdo de familia.',
      },
      tense: {
        text: 'La cabeza y el corazón discuten, y eso se traduce en preocupaciones que dan vueltas de noche, malentendidos con parientes o la sensación de no encontrar las palabras justas.',
        advice: 'Deja reposar las decisiones importantes y aclara por escrito lo que en voz alta se enreda.',
      },
    },
    venus: {
      blend: {
        text: 'El corazón se ablanda y pide ternura; crece la necesidad de afecto, de belleza en casa y de vínculos que se sientan cálidos y seguros.',
        advice: 'Embellece tu hogar con algo sencillo y dile a quien quieres lo mucho que te importa.',
      },
      easy: {
        text: 'El afecto fluye con facilidad y la vida doméstica se vuelve fuente de placer; la pareja y las amistades se sienten cercanas, y el cuerpo pide un disfrute tranquilo.',
        advice: 'Reúne a los tuyos alrededor de una comida cuidada o de un plan que sea puro gusto.',
      },
      tense: {
        text: 'La necesidad de cariño choca con lo que puedes o quieres dar, y en la pareja o en la familia pueden surgir celos, caprichos o pequeñas carencias afectivas.',
        advice: 'Pide el afecto que necesitas de forma directa en lugar de esperar que lo adivinen.',
      },
    },
    mars: {
      blend: {
        text: 'Las emociones se calientan y traen más energía, más deseo y también más irritabilidad, sobre todo en casa, donde las tensiones buscan por dónde salir.',
        advice: 'Da salida física a la tensión y tómate un respiro antes de contestar a los tuyos.',
      },
      easy: {
        text: 'El coraje nace del sentimiento: defiendes a los tuyos con naturalidad, el cuerpo responde con vigor y resulta fácil emprender arreglos o mejoras en el hogar.',
        advice: 'Ponte con esa reforma de casa que espera tu empuje.',
      },
      tense: {
        text: 'Puede que el enojo acumulado busque salida y estalle allí donde más confianza hay, mientras el cuerpo lo acusa con tensión, impaciencia o un descanso que no repara.',
        advice: 'Busca un desahogo físico regular y di lo que te molesta antes de que se acumule.',
      },
    },
    jupiter: {
      blend: {
        text: 'Se abre una etapa en la que el corazón se expande: crecen la confianza, la generosidad con los tuyos y el deseo de una casa más amplia o de una familia que se agranda.',
        advice: 'Abre tu casa a otras personas y deja que la generosidad circule sin llevar la cuenta.',
      },
      easy: {
        text: 'Una sensación de amparo y de abundancia interior te acompaña; los lazos familiares se amplían y un viaje o un aprendizaje pueden nutrirte el alma.',
        advice: 'Visita a familiares lejanos o empieza un aprendizaje que te llene por dentro.',
      },
      tense: {
        text: 'Las emociones tienden a la exageración, y es fácil prometer de más a la familia, comer o gastar para consolarte o esperar demasiado de alguien cercano.',
        advice: 'Mide tus compromisos afectivos y busca consuelo en lo que de verdad te nutre, no en el exceso.',
      },
    },
    saturn: {
      blend: {
        text: 'El corazón madura a golpe de realidad: puede aparecer soledad o una responsabilidad familiar de peso, y con ellas una solidez afectiva que pone orden en la vida.',
        advice: 'Acepta la carga que te toca, pide apoyo sin vergüenza y construye rutinas que te sostengan.',
      },
      easy: {
        text: 'El sentido del deber y la necesidad de seguridad trabajan juntos, y es una etapa sólida para asentar el hogar, cuidar de los mayores o comprometerte con calma.',
        advice: 'Dedica energía a dar estructura a tu casa o a un compromiso familiar duradero.',
      },
      tense: {
        text: 'El corazón se siente bajo presión por exigencias familiares, miedos antiguos o una frialdad que pesa, como si el afecto tuviera que ganarse con esfuerzo.',
        advice: 'Trátate con la paciencia que tendrías con un niño asustado y pide ayuda concreta.',
      },
    },
    uranus: {
      blend: {
        text: 'La vida emocional pide aire, y pueden llegar cambios en casa, ganas de independencia o sentimientos que irrumpen sin avisar y desordenan las costumbres.',
        advice: 'Haz sitio a lo nuevo en tu hogar y en tus hábitos sin romper lo que aún te sirve.',
      },
      easy: {
        text: 'Los cambios llegan como un soplo de libertad: sientes permiso para vivir a tu manera, y una mudanza o un giro doméstico pueden resultar estimulantes.',
        advice: 'Experimenta con otra forma de organizar tu casa o tus horarios.',
      },
      tense: {
        text: 'La inquietud interior altera lo cotidiano con nervios, sueño irregular y tensiones entre tu necesidad de espacio propio y lo que esperan los tuyos.',
        advice:
          'Reserva un espacio solo para ti y cuida el descanso antes de tomar decisiones drásticas sobre el hogar.',
      },
    },
    neptune: {
      blend: {
        text: 'La sensibilidad crece hasta volverse casi porosa: sueños vívidos, nostalgia, compasión profunda y cierta confusión sobre lo que de verdad necesitas.',
        advice:
          'Protege tu energía, cultiva una práctica espiritual o artística y aplaza las decisiones prácticas de peso.',
      },
      easy: {
        text: 'La intuición y la ternura guían tus emociones; el hogar puede volverse un refugio para la inspiración y la familia, un lugar donde se comparte lo sutil.',
        advice: 'Crea en casa un rincón tranquilo para la música, la oración o la contemplación.',
      },
      tense: {
        text: 'Cuando las emociones se enturbian es fácil idealizar a alguien cercano, sacrificarte de más o sentir que el suelo del hogar ya no es firme.',
        advice: 'Pon límites claros con quien depende de ti y comprueba los hechos antes de confiar.',
      },
    },
    pluto: {
      blend: {
        text: 'Lo más hondo se remueve, y emociones intensas, secretos familiares o un vínculo que se transforma de raíz piden que los mires sin miedo.',
        advice: 'Busca un espacio seguro, con alguien de confianza, para mirar lo que sale a la superficie.',
      },
      easy: {
        text: 'Tienes fuerza para sanar viejas heridas emocionales; la introspección da fruto y los lazos familiares pueden renovarse desde la raíz.',
        advice: 'Encara una conversación profunda con un familiar o suelta un resentimiento antiguo.',
      },
      tense: {
        text: 'Luchas de poder en casa, celos o un apego que se vuelve control ponen a prueba tu mundo emocional y piden una transformación.',
        advice: 'Identifica qué intentas controlar por miedo y suéltalo poco a poco.',
      },
    },
    ascendant: {
      blend: {
        text: 'Lo que sientes se ve por fuera: te muestras con más ternura, el cuerpo refleja tu estado de ánimo y se abre una etapa de nuevos comienzos personales.',
        advice: 'Cuida tu cuerpo como cuidarías a alguien querido y deja que tu sensibilidad se vea.',
      },
      easy: {
        text: 'Tu manera de presentarte gana calidez, la gente percibe tu empatía y resulta fácil crear lazos nuevos o escuchar mejor a tu cuerpo.',
        advice: 'Ofrece tu cercanía en los primeros encuentros y sigue los ritmos que te sientan bien.',
      },
      tense: {
        text: 'Lo que sientes y cómo te muestras no coinciden del todo, y la familia o las relaciones cercanas te confrontan con una imagen de ti que pide cambiar.',
        advice: 'Muestra lo que sientes con honestidad en vez de sostener una fachada que cansa.',
      },
    },
    midheaven: {
      blend: {
        text: 'La carrera se convierte en una cuestión del corazón: lo que sientes se nota más en público y tu vocación pide sentido, no solo éxito.',
        advice: 'Revisa si tu trabajo te nutre y da un paso hacia lo que te hace sentir en casa.',
      },
      easy: {
        text: 'Tus sentimientos respaldan tus ambiciones y la vida familiar se entiende con la profesional, de modo que tu sensibilidad se convierte en un recurso en el trabajo.',
        advice: 'Pon tu capacidad de cuidar al servicio de tu profesión y pide por ello un reconocimiento justo.',
      },
      tense: {
        text: 'El hogar y la carrera compiten por tu corazón: la familia pide presencia mientras el trabajo exige visibilidad, y ninguna opción parece completa.',
        advice: 'Marca límites claros entre ambos ámbitos y protege el tiempo de casa sin culpa.',
      },
    },
  },
  mercury: {
    sun: {
      blend: {
        text: 'Tu mente se aviva y te expresas con soltura, así que resulta fácil hablar de ti, concretar planes y moverte de un recado a otro con una agilidad poco habitual.',
        advice: 'Anota tus ideas sobre tu propio rumbo y comparte la más clara con alguien que pueda ayudarte.',
      },
      easy: {
        text: 'Pensamiento y voluntad van de la mano: dices lo que quieres con precisión y las conversaciones te ayudan a avanzar en lo que te importa.',
        advice: 'Presenta tu propuesta o envía aquel mensaje importante mientras las palabras te acompañan.',
      },
      tense: {
        text: 'Las palabras pueden ir más deprisa que el juicio y las discusiones tocan tu orgullo, hasta el punto de que un malentendido puede sentirse como un ataque personal.',
        advice: 'Relee antes de enviar y no confundas una crítica a tu idea con una crítica a tu persona.',
      },
    },
    moon: {
      blend: {
        text: 'Mercurio pone palabras a lo que sientes: conversaciones familiares, recuerdos y recados domésticos llenan la agenda y también la cabeza.',
        advice: 'Llama a alguien de la familia o escribe lo que te ronda por dentro para ordenarlo.',
      },
      easy: {
        text: 'Expresar emociones resulta sencillo, y las charlas en casa o con gente querida ayudan a entenderse mejor sin dramatismo.',
        advice: 'Aclara con calma y buen tono ese asunto doméstico que nadie se atrevía a plantear.',
      },
      tense: {
        text: 'Piensas una cosa y sientes otra, y cuando la lógica y el sentimiento se contradicen, las conversaciones en casa pueden tocar fibras sensibles.',
        advice: 'Habla desde lo que sientes, en primera persona, sin convertir la emoción en argumento.',
      },
    },
    mercury: {
      blend: {
        text: 'Mercurio regresa a su lugar natal: es tu retorno de Mercurio, un nuevo comienzo para tu manera de pensar, aprender y comunicarte, con la mente especialmente despierta.',
        advice: 'Empieza una lectura, un curso o un proyecto de escritura que te despierte curiosidad.',
      },
      easy: {
        text: 'Las ideas fluyen con orden y los trámites, los estudios y las conversaciones avanzan sin tropiezos, como si la mente jugara en su propio terreno.',
        advice: 'Resuelve papeles pendientes o estudia ese tema que se te resiste: la concentración acompaña.',
      },
      tense: {
        text: 'Es fácil que la mente se disperse o se contradiga, y los retrasos, los malentendidos o los despistes obligan a revisar cada paso antes de darlo.',
        advice:
          'Comprueba datos, direcciones y detalles, y deja las decisiones importantes para cuando tengas toda la información.',
      },
    },
    venus: {
      blend: {
        text: 'Las palabras se endulzan: cumplidos, mensajes cariñosos y conversaciones sobre arte o dinero fluyen con gracia y buen gusto.',
        advice: 'Escribe una nota cariñosa o negocia un precio con amabilidad y buen humor.',
      },
      easy: {
        text: 'La diplomacia te sale sola; sabes qué decir para reconciliar, seducir o cerrar un buen acuerdo, y tu sentido estético se afina.',
        advice: 'Propón esa conversación delicada o cierra un trato pendiente con palabras amables.',
      },
      tense: {
        text: 'Lo que dices y lo que sientes por alguien no acaban de cuadrar, y hablar de dinero o de afecto puede volverse superficial o tenso.',
        advice: 'Evita las promesas amorosas a la ligera y revisa bien las cuentas antes de comprar.',
      },
    },
    mars: {
      blend: {
        text: 'La mente se afila: piensas rápido, hablas claro y el debate te tienta, aunque la lengua puede cortar más de lo que pretendes.',
        advice: 'Usa esa agudeza para defender una causa justa, no para ganar una discusión doméstica.',
      },
      easy: {
        text: 'Decisión y palabra se alían, de modo que argumentas con fuerza, resuelves problemas prácticos con rapidez y defiendes tu punto de vista sin herir.',
        advice: 'Ataca la tarea mental más difícil de tu lista y negocia lo que te corresponde.',
      },
      tense: {
        text: 'Las palabras salen afiladas y los debates se calientan; la impaciencia provoca discusiones, prisas o despistes que conviene vigilar.',
        advice: 'Respira antes de contestar y evita escribir mensajes en caliente.',
      },
    },
    jupiter: {
      blend: {
        text: 'El pensamiento se abre a lo grande y llegan planes de viaje, estudios, proyectos de escritura y conversaciones que amplían tu visión del mundo.',
        advice: 'Planifica ese viaje o inscríbete en aquello que quieres aprender, pero lee los detalles.',
      },
      easy: {
        text: 'Tu mente capta el cuadro completo con facilidad, y hablar con maestros, editores o gente de otros lugares puede traer oportunidades.',
        advice: 'Escribe a alguien que sepa más que tú y pregúntale lo que de verdad quieres saber.',
      },
      tense: {
        text: 'Las ideas se inflan: prometes demasiado, pasas por alto los detalles o confundes una opinión con una verdad absoluta.',
        advice: 'Antes de firmar o de anunciar un plan, quita de él todo lo que no puedas cumplir.',
      },
    },
    saturn: {
      blend: {
        text: 'Pensar pesa más de lo habitual: la cabeza se ordena, repasa deberes y pendientes y busca lo sólido, aunque a ratos lo tiña todo de pesimismo.',
        advice: 'Ordena tus tareas por prioridad y empieza por la más pesada.',
      },
      easy: {
        text: 'Hay concentración sólida y pensamiento práctico, una buena base para estudiar a fondo, planificar con visión de largo alcance o tratar con autoridades.',
        advice: 'Redacta ese informe, prepara ese examen o pon en regla tus papeles.',
      },
      tense: {
        text: 'Tus ideas chocan con obstáculos o críticas, el pesimismo puede teñir lo que piensas y la comunicación con quien manda se vuelve lenta o rígida.',
        advice: 'Ten paciencia con los trámites y no tomes una negativa como un juicio sobre tu valía.',
      },
    },
    uranus: {
      blend: {
        text: 'La mente se electriza: ideas brillantes que llegan de golpe, noticias inesperadas y ganas de decir algo que rompa moldes.',
        advice: 'Anota cada intuición que llegue y deja que alguna madure antes de anunciarla.',
      },
      easy: {
        text: 'Piensas fuera del molde con una rapidez que sorprende; encuentras soluciones ingeniosas, la tecnología colabora y la gente distinta te abre la mente.',
        advice: 'Aborda un problema técnico o creativo desde un ángulo que no hayas probado.',
      },
      tense: {
        text: 'Cuando la mente va demasiado rápido y los nervios se tensan, es fácil soltar algo brusco, cambiar de plan sin aviso o juzgar con precipitación.',
        advice: 'Haz una pausa antes de decir lo que pueda sorprender y no decidas por pura inquietud.',
      },
    },
    neptune: {
      blend: {
        text: 'El pensamiento gana poesía y pierde precisión: los datos se escapan entre los dedos y la intuición habla más alto que la lógica.',
        advice: 'Escribe, pinta o deja volar la imaginación, y aplaza la firma de contratos.',
      },
      easy: {
        text: 'La intuición enriquece las palabras, y escribir, componer o entender lo que otros callan resulta natural, casi como leer entre líneas.',
        advice: 'Escucha lo que hay detrás de las palabras de alguien y responde con tacto.',
      },
      tense: {
        text: 'Acechan la confusión y los malentendidos, ya sea en mensajes ambiguos, en olvidos o en la tentación de creer lo que quieres oír.',
        advice: 'Confirma por escrito cada acuerdo y no firmes nada que no entiendas del todo.',
      },
    },
    pluto: {
      blend: {
        text: 'La mente se vuelve detective: investigas, profundizas y las conversaciones pueden destapar secretos o verdades incómodas.',
        advice: 'Investiga a fondo lo que te inquieta, pero elige con cuidado a quién cuentas lo que descubres.',
      },
      easy: {
        text: 'Piensas con hondura y persuades sin esfuerzo; tus palabras tienen poder para convencer, sanar o llegar al fondo de un problema.',
        advice: 'Usa tu poder de persuasión en una negociación clave o en una causa que lo merezca.',
      },
      tense: {
        text: 'Una conversación puede convertirse en un pulso de poder, y las ideas obsesivas o la manipulación, propia o ajena, enturbian la comunicación.',
        advice:
          'Di lo que piensas sin intentar controlar la reacción del otro y suelta los pensamientos que dan vueltas.',
      },
    },
    ascendant: {
      blend: {
        text: 'La palabra se convierte en tu carta de presentación: hablas más, te mueves más y se notan las ganas de aprender o de empezar algo.',
        advice: 'Preséntate con claridad, haz esa llamada o arranca un proyecto que pida ingenio.',
      },
      easy: {
        text: 'Te expresas con soltura y causas buena impresión con tu ingenio, y los encuentros breves y las conversaciones casuales abren puertas.',
        advice: 'Habla con la gente nueva que se cruce en tu camino y comparte una idea propia.',
      },
      tense: {
        text: 'Lo que dices puede malinterpretarse o generar roces; las opiniones ajenas cuestionan tu forma de presentarte y te empujan a explicarte mejor.',
        advice: 'Cuida tus palabras en las primeras impresiones y escucha antes de opinar.',
      },
    },
    midheaven: {
      blend: {
        text: 'La profesión se llena de mensajes, reuniones y decisiones, y tus ideas tienen ocasión de llegar a quien manda.',
        advice: 'Prepara bien lo que quieres decir en el trabajo y presenta tus propuestas con datos claros.',
      },
      easy: {
        text: 'Tus palabras refuerzan tu imagen pública: es fácil comunicar tus logros, negociar condiciones o escribir algo que mejore tu posición.',
        advice: 'Pon al día tu currículum o escribe a quien pueda abrirte una puerta en tu carrera.',
      },
      tense: {
        text: 'Las comunicaciones en el trabajo se enredan por una crítica de un superior, un malentendido con el equipo o dudas sobre tu rumbo profesional.',
        advice: 'Aclara por escrito lo que se espera de ti y no respondas a la autoridad en caliente.',
      },
    },
  },
  venus: {
    sun: {
      blend: {
        text: 'Te envuelve un aire de encanto: atraes con facilidad, te gustas más y los placeres sencillos recuperan su sabor.',
        advice: 'Date un gusto, acepta esa invitación y deja que te quieran sin ponerlo en duda.',
      },
      easy: {
        text: 'La armonía te acompaña, tu simpatía abre puertas y resulta sencillo ser amable contigo y con los demás, en el amor y en la amistad.',
        advice: 'Organiza un encuentro con quienes te alegran la vida o reconcíliate con alguien.',
      },
      tense: {
        text: 'Tu deseo de agradar puede chocar con lo que realmente quieres, y la complacencia, la pereza o los pequeños excesos tientan más de la cuenta.',
        advice: 'Di que no con cariño cuando haga falta y vigila el gasto en caprichos.',
      },
    },
    moon: {
      blend: {
        text: 'La dulzura envuelve tu mundo emocional: buscas ternura, belleza en casa y la cercanía de la gente que quieres.',
        advice: 'Pon flores en la mesa, prepara algo rico para alguien querido o recibe visitas con afecto.',
      },
      easy: {
        text: 'Emoción y afecto se entienden sin palabras; los vínculos íntimos se sienten cálidos, la casa resulta acogedora y estás en paz con tu cuerpo.',
        advice: 'Demuestra tu cariño a la familia con gestos pequeños y concretos: una nota, una comida, un abrazo.',
      },
      tense: {
        text: 'Te vuelves más susceptible a los gestos de afecto y a su ausencia, y lo que necesitas de los demás puede no coincidir con lo que deseas.',
        advice: 'No busques consuelo en compras ni en dulces; pide cariño de forma directa.',
      },
    },
    mercury: {
      blend: {
        text: 'Tus palabras se embellecen: escribes con gracia, halagas con naturalidad y hasta las conversaciones difíciles encuentran un tono amable.',
        advice: 'Escribe esa carta de amor, ese agradecimiento o ese texto que pide un toque de belleza.',
      },
      easy: {
        text: 'La cortesía y la sensibilidad estética guían tu mente, y negociar, mediar o hablar de lo que te gusta resulta un placer.',
        advice: 'Resuelve un desacuerdo con palabras amables o dedica tiempo a leer algo bello.',
      },
      tense: {
        text: 'Cuando el corazón y la razón se contradicen, dices lo que no sientes por quedar bien o dejas que el afecto y el deseo nublen tu juicio.',
        advice: 'Di la verdad con dulzura en lugar de decir lo que el otro quiere oír.',
      },
    },
    venus: {
      blend: {
        text: 'Venus vuelve a su lugar natal: es tu retorno de Venus, una renovación de tu manera de amar, de disfrutar y de valorar lo que tienes.',
        advice: 'Haz una lista de lo que de verdad te da placer y elige algo de ella para cultivarlo.',
      },
      easy: {
        text: 'El gusto, el afecto y la relación con el dinero encuentran un equilibrio fácil; los placeres simples y los vínculos amables te recargan.',
        advice: 'Disfruta de una salida cultural, una compra meditada o una cita sin prisas.',
      },
      tense: {
        text: 'Tus valores y tus deseos se ponen a prueba ante un capricho caro, una atracción que no encaja o un desacuerdo sobre lo que vale la pena.',
        advice: 'Espera antes de ceder a un capricho caro y comprueba si está de acuerdo con lo que valoras.',
      },
    },
    mars: {
      blend: {
        text: 'Tu fuego se templa: el enojo pierde filo, tu manera de actuar gana seducción y el deseo busca más el placer compartido que la conquista.',
        advice: 'Pon encanto donde sueles poner fuerza: pide con una sonrisa lo que antes exigías.',
      },
      easy: {
        text: 'Afecto y deseo colaboran, encuentras el equilibrio entre dar y tomar y es fácil conquistar sin forzar, con una energía física que se vuelve placentera.',
        advice: 'Propón un plan que combine movimiento y placer, como bailar o hacer deporte en pareja.',
      },
      tense: {
        text: 'El deseo y el afecto tiran en direcciones distintas, y la atracción puede venir acompañada de fricción, celos o impaciencia por conseguir lo que quieres.',
        advice: 'Expresa el deseo con claridad pero sin presionar; deja espacio a la otra persona.',
      },
    },
    jupiter: {
      blend: {
        text: 'La vida parece más generosa mientras dura este contacto: placeres, regalos, celebraciones y encuentros alegres pueden multiplicarse, y el amor se tiñe de optimismo.',
        advice: 'Celebra algo con gente querida y comparte tu buena fortuna sin excederte.',
      },
      easy: {
        text: 'Un aire de abundancia y buena voluntad rodea el amor, las amistades y el dinero, y la generosidad también abre puertas en viajes y estudios.',
        advice: 'Invita a alguien a un plan especial o di que sí a una invitación que te ilusione.',
      },
      tense: {
        text: 'Crece la tentación del exceso, y gastar de más, comer de más o esperar demasiado de una relación puede dejar un regusto amargo.',
        advice: 'Disfruta con moderación y fija un límite de gasto antes de salir.',
      },
    },
    saturn: {
      blend: {
        text: 'El afecto se pone serio: afloran los compromisos, las lealtades probadas y, a veces, una soledad que enseña a valorar lo que perdura.',
        advice: 'Valora a quienes han demostrado estar a tu lado y cumple tus compromisos afectivos.',
      },
      easy: {
        text: 'Estabilidad y afecto se dan la mano en relaciones maduras, acuerdos económicos sensatos y una belleza sobria que dura.',
        advice: 'Consolida un vínculo importante o revisa tu presupuesto con calma y sentido común.',
      },
      tense: {
        text: 'El afecto puede sentirse frío o condicionado, ya sea por una distancia emocional, por una obligación que pesa sobre el placer o por la sensación de no merecer amor.',
        advice: 'Habla de tus miedos afectivos con quien te quiere en vez de encerrarte en ti.',
      },
    },
    uranus: {
      blend: {
        text: 'Salta una chispa en el amor: atracciones repentinas, encuentros inesperados y ganas de respirar más libertad dentro de los vínculos.',
        advice: 'Sorprende a alguien que quieres y date permiso para probar algo distinto.',
      },
      easy: {
        text: 'Lo inesperado trae alegría al corazón; conoces gente original, el arte te inspira y una pizca de aventura refresca las relaciones.',
        advice: 'Ve a un lugar nuevo o prueba una actividad diferente con alguien especial.',
      },
      tense: {
        text: 'El deseo de libertad choca con el afecto, y las atracciones imprevistas, los cambios de humor en la pareja o los gastos impulsivos agitan el equilibrio.',
        advice: 'Antes de romper o de lanzarte a algo nuevo, deja que la novedad se asiente.',
      },
    },
    neptune: {
      blend: {
        text: 'El romance se tiñe de ensueño: idealizas con facilidad, florece la sensibilidad artística y nace un anhelo de unión casi espiritual que embellece y confunde a la vez.',
        advice: 'Disfruta de la música, el arte o un encuentro romántico sin exigirle perfección a nadie.',
      },
      easy: {
        text: 'La inspiración y la compasión fluyen con dulzura, y el arte, la música y los gestos tiernos te conectan con algo más grande que tú.',
        advice: 'Crea algo bello o ayuda a alguien sin esperar nada a cambio.',
      },
      tense: {
        text: 'Puede que el amor se nuble: idealizas, te engañas o te sacrificas por quien no lo merece, y el dinero se escapa sin que te des cuenta.',
        advice: 'Mira a las personas como son y lleva la cuenta de lo que das y de lo que gastas.',
      },
    },
    pluto: {
      blend: {
        text: 'Hay un magnetismo difícil de ignorar: pasiones profundas, atracciones que absorben o celos que obligan a mirar de frente tu forma de amar.',
        advice: 'Vive la pasión con honestidad y observa dónde el amor se mezcla con la necesidad de control.',
      },
      easy: {
        text: 'El amor puede transformarte y sanar heridas antiguas: los vínculos se profundizan y la intimidad gana autenticidad.',
        advice: 'Comparte algo íntimo con alguien de confianza y deja que la relación se haga más honda.',
      },
      tense: {
        text: 'El afecto se mezcla con el poder, y la posesividad, los celos o un deseo obsesivo pueden tensar una relación o tus finanzas.',
        advice: 'Suelta la necesidad de poseer y pregúntate qué vínculo merece la pena transformar.',
      },
    },
    ascendant: {
      blend: {
        text: 'Tu encanto gana brillo: te ves bien, estás a gusto en tu cuerpo y los demás se acercan con simpatía.',
        advice: 'Renueva tu imagen, cuida tu aspecto o sal a conocer gente nueva.',
      },
      easy: {
        text: 'Tu presencia resulta amable y atractiva; la gente se siente cómoda contigo y los primeros encuentros fluyen con facilidad.',
        advice: 'Aprovecha tu encanto en una entrevista, una cita o una presentación.',
      },
      tense: {
        text: 'La preocupación por agradar o por la apariencia puede pesar demasiado, y las relaciones cercanas reflejan inseguridades sobre tu valor.',
        advice: 'Recuerda lo que valoras de ti, con o sin la aprobación de los demás.',
      },
    },
    midheaven: {
      blend: {
        text: 'Tu imagen pública se suaviza: tu trabajo se aprecia, los contactos profesionales se muestran amables y lo artístico puede abrirse camino.',
        advice: 'Cultiva las relaciones profesionales con gestos de cortesía y muestra tu lado creativo.',
      },
      easy: {
        text: 'El encanto y la diplomacia favorecen tu carrera, y colaborar, negociar o representar a otros resulta más sencillo.',
        advice: 'Pide una mejora de condiciones con tacto o propón una colaboración agradable.',
      },
      tense: {
        text: 'El deseo de placer o la vida afectiva compiten con tus obligaciones profesionales, o una relación complica tu reputación.',
        advice: 'Separa lo personal de lo profesional y cumple primero con tus responsabilidades públicas.',
      },
    },
  },
  mars: {
    sun: {
      blend: {
        text: 'Tu vitalidad y tu voluntad se ponen al rojo vivo: ganas de conquistar, poca tolerancia a los obstáculos y cierto riesgo de prisas o choques.',
        advice: 'Persigue una meta exigente y deja que el cuerpo queme con movimiento el exceso de fuego.',
      },
      easy: {
        text: 'El coraje y la confianza se refuerzan, de modo que afrontas desafíos con determinación, lideras con naturalidad y el cuerpo responde con vigor.',
        advice: 'Toma la iniciativa en un proyecto personal o en un reto físico que te motive.',
      },
      tense: {
        text: 'Tu voluntad encuentra oposición y el genio se enciende; las disputas, la impaciencia o el agotamiento por forzar son riesgos reales.',
        advice: 'Mide tus fuerzas: frena antes de agotarte y no conviertas cada desacuerdo en una pelea.',
      },
    },
    moon: {
      blend: {
        text: 'Se calienta el ambiente en casa: los sentimientos estallan con facilidad, la energía física se dispara y cualquier roce doméstico puede encender una discusión.',
        advice: 'Haz ejercicio, ordena la casa y di lo que sientes antes de que explote.',
      },
      easy: {
        text: 'La energía emocional se canaliza bien; defiendes tus necesidades con calma, actúas para proteger a los tuyos y mejoras tu hogar con ganas.',
        advice: 'Emprende un arreglo en casa o una actividad física que te devuelva el buen humor.',
      },
      tense: {
        text: 'La irritabilidad brota fácilmente y los conflictos en casa o con la familia se encienden, porque las emociones empujan a reaccionar sin pensar.',
        advice: 'Sal a caminar antes de discutir y expresa tu enojo en primera persona.',
      },
    },
    mercury: {
      blend: {
        text: 'La mente se acelera: piensas y hablas deprisa, discutes con pasión y quieres resolverlo todo de inmediato.',
        advice: 'Da salida a esa energía en una tarea mental exigente y no en una discusión.',
      },
      easy: {
        text: 'La mente y la acción colaboran, así que decides con rapidez, defiendes tus ideas con firmeza y terminas tareas que requieren valor intelectual.',
        advice: 'Ocúpate de esa negociación o ese debate en el que necesitas firmeza.',
      },
      tense: {
        text: 'Las palabras se convierten en armas, con discusiones acaloradas, prisas que causan errores y nerviosismo en los desplazamientos.',
        advice: 'Baja el tono en las discusiones y ve con calma en los trayectos.',
      },
    },
    venus: {
      blend: {
        text: 'El deseo se enciende y toma la iniciativa: la pasión aflora con fuerza y dan ganas de buscar activamente lo que te atrae, en el amor o en el dinero.',
        advice: 'Declara tu interés o da un paso valiente en el amor, sin presionar a nadie.',
      },
      easy: {
        text: 'La pasión y la ternura se equilibran, y resulta fácil conquistar, expresar deseo sin torpeza y avanzar en proyectos artísticos o económicos.',
        advice: 'Toma la iniciativa en una cita o dale un empujón a tu proyecto creativo.',
      },
      tense: {
        text: 'Quieres lo que quieres y lo quieres ya, y esa impaciencia puede traer conflictos de pareja, celos o gastos impulsivos.',
        advice: 'Frena el impulso de comprar o reclamar y habla de lo que deseas sin exigir.',
      },
    },
    mars: {
      blend: {
        text: 'Marte regresa a su lugar natal, un retorno que inicia un nuevo ciclo de acción en el que tu deseo y tu coraje piden una meta nueva.',
        advice: 'Define el objetivo al que quieres dedicar tu energía y empieza con un primer paso firme.',
      },
      easy: {
        text: 'Tu energía fluye en armonía con tu forma natural de actuar, y se nota en el rendimiento físico, en la iniciativa y en la confianza en tus impulsos.',
        advice: 'Entrena, compite o lanza esa iniciativa que requiere decisión.',
      },
      tense: {
        text: 'La energía se atasca o se desborda: impaciencia, frustración o choques con quien se interpone en tu camino ponen a prueba tu manera de luchar.',
        advice: 'Revisa tu estrategia en lugar de empujar más fuerte, y descansa cuando el cuerpo lo pida.',
      },
    },
    jupiter: {
      blend: {
        text: 'El entusiasmo se dispara y trae ganas de expandirte, de arriesgar, de viajar o de luchar por lo que crees, con una audacia que contagia.',
        advice: 'Canaliza el entusiasmo en un proyecto ambicioso y aparta lo que lo disperse.',
      },
      easy: {
        text: 'La acción encuentra sentido y viento a favor: el esfuerzo rinde, el optimismo te impulsa y las iniciativas audaces tienden a salir bien.',
        advice: 'Lanza una propuesta audaz o emprende un viaje que te acerque a una meta grande.',
      },
      tense: {
        text: 'La confianza y la energía suben, y con ellas la tentación de abarcar demasiado, de correr riesgos excesivos o de hacer promesas sin medida.',
        advice: 'Elige una sola meta ambiciosa y dale toda tu fuerza; di que no a las demás.',
      },
    },
    saturn: {
      blend: {
        text: 'Es como pisar el acelerador con el freno de mano puesto: la energía choca con los límites, y la frustración enseña dónde hace falta trabajar con paciencia.',
        advice: 'Trabaja de forma constante en lo difícil y no fuerces lo que necesita tiempo.',
      },
      easy: {
        text: 'La fuerza y la disciplina van juntas: trabajas con constancia, asumes responsabilidades con valor y construyes algo sólido paso a paso.',
        advice: 'Aborda la tarea más exigente con método y termina lo que empieces.',
      },
      tense: {
        text: 'Tu impulso se topa con muros, ya sean obstáculos, autoridades que frenan o un cansancio que obliga a medir fuerzas y a aceptar el ritmo de las cosas.',
        advice: 'Baja la marcha, planifica y evita chocar de frente con quien tiene autoridad.',
      },
    },
    uranus: {
      blend: {
        text: 'Hay electricidad en el cuerpo y en los nervios: impulsos repentinos, ganas de rebelarte y acciones imprevistas que rompen la rutina.',
        advice: 'Canaliza la inquietud en algo nuevo y físico, y cuidado con los movimientos bruscos.',
      },
      easy: {
        text: 'La audacia y la originalidad se combinan, y actúas con valentía, innovas sin miedo y te adaptas con rapidez a los cambios.',
        advice: 'Inicia un proyecto innovador o cambia eso que llevas tiempo queriendo cambiar.',
      },
      tense: {
        text: 'La impaciencia y la rebeldía se disparan; conflictos repentinos, descuidos por prisa o decisiones impulsivas pueden alterar tu equilibrio.',
        advice: 'Ve más despacio en lo físico y no rompas con nada en un arranque de enojo.',
      },
    },
    neptune: {
      blend: {
        text: 'Cuesta saber hacia dónde empujar: la energía se difumina o se inspira, los impulsos se confunden con sueños y la acción puede ponerse al servicio de un ideal.',
        advice: 'Pon tu fuerza al servicio de una causa o un proyecto artístico, no de una ilusión.',
      },
      easy: {
        text: 'La acción y la inspiración se alinean, y luchas por tus ideales con suavidad, trabajas en proyectos creativos o ayudas a quien lo necesita.',
        advice: 'Dedica tu energía a un voluntariado, al baile o a crear algo que te inspire.',
      },
      tense: {
        text: 'La motivación flaquea y la energía se dispersa, con un cansancio sin causa clara, engaños o acciones que se emprenden sin saber bien para qué.',
        advice: 'Descansa, verifica lo que te dicen y no actúes por culpa ni por confusión.',
      },
    },
    pluto: {
      blend: {
        text: 'Brota una fuerza volcánica: deseos intensos, ambición profunda y una voluntad capaz de transformar lo que toca.',
        advice: 'Dirige esa intensidad a un objetivo que necesite transformación y evita los pulsos de poder.',
      },
      easy: {
        text: 'Tu resistencia y tu determinación son notables; puedes acometer tareas duras, investigar a fondo o regenerar tu energía física.',
        advice: 'Ataca con constancia y concentración el reto que parecía imposible.',
      },
      tense: {
        text: 'Las luchas de poder se intensifican, y la rabia contenida, la obsesión por ganar o los enfrentamientos pueden sacar lo más duro de ti y de los demás.',
        advice: 'Suelta el deseo de dominar y busca una salida física segura para la rabia.',
      },
    },
    ascendant: {
      blend: {
        text: 'El cuerpo se llena de energía: actúas con franqueza, tomas la iniciativa y el impulso de empezar cosas es fuerte, aunque también lo es el de chocar.',
        advice: 'Empieza ese proyecto personal con valor y protege el cuerpo de prisas y golpes.',
      },
      easy: {
        text: 'Tu presencia transmite fuerza y confianza; es fácil dar el primer paso, hacer ejercicio o afirmarte sin agresividad.',
        advice: 'Haz deporte, defiende tu espacio o lanza algo nuevo con decisión.',
      },
      tense: {
        text: 'Los demás pueden responder a tu energía con resistencia o provocación, y tu forma de actuar genera roces; la impaciencia puede salir cara.',
        advice: 'Modera tu tono, cuida tus movimientos y no respondas a cada provocación.',
      },
    },
    midheaven: {
      blend: {
        text: 'La ambición se enciende y se nota desde fuera: quieres avanzar, tomar el mando y demostrar de qué eres capaz, aunque quien manda puede leerlo como un desafío.',
        advice: 'Da un paso firme hacia tu meta profesional y asume el liderazgo donde haga falta.',
      },
      easy: {
        text: 'Tu empuje se nota en lo profesional: trabajas con determinación, lideras proyectos y tus esfuerzos tienden a hacerse visibles.',
        advice: 'Presenta una iniciativa en el trabajo o pide una responsabilidad mayor.',
      },
      tense: {
        text: 'Conflictos con jefes, competencia o presión por avanzar ponen a prueba tu carrera, y la prisa por destacar puede generar roces.',
        advice: 'Defiende tu posición con argumentos, no con enfrentamientos, y elige bien cuándo hablar.',
      },
    },
  },
};
